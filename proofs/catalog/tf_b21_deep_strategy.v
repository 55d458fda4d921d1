(* Toads-and-Frogs: _^a T _^b T _^c F _^d = c+2d-a+2 on 2a+2b-c-4d>=6 && 2a-c-2d>=3 && a-c-2d<=1, proved by a winning strategy for each half.

   Lower: G >= X, Left wins G - X moving second; Upper: G <= X, Right does.
   Each node of a strategy is a board, a comparison form and a domain; its
   claim holds by the strategy rule of CGProve.TfStrategy, by induction on
   lex3 (the board's measure, then the form's depth and size).

   Written by `cgprove check tf "_^a T _^b T _^c F _^d" "2d+c-a+2" --where "a<=c+2d+1 && c+2d+3<=2a && c+4d+6<=2a+2b" --coq-by strategy --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* The claim's trees *)

Module Lower.

(* s1: _^a T _^b T _^c F _^d >= y on (a+y1-2d==2 && a+b-2d>=2 && a-d>=2 && a-2d<=1 && c==0 && d>=2) || (a+y1-c-2d==2 && 2a+2b-c-4d>=6 && 2a-c-2d>=3) || (a==3 && b>=1 && c==0 && d==1 && y1==1) *)
Definition s1_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.
Definition s1_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s1_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - 2 * Z.of_nat d + Z.of_nat y1 = 2 /\ Z.of_nat a + Z.of_nat b - 2 * Z.of_nat d >= 2 /\ Z.of_nat a - Z.of_nat d >= 2 /\ Z.of_nat a - 2 * Z.of_nat d <= 1 /\ Z.of_nat c = 0 /\ Z.of_nat d >= 2) \/ (Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d + Z.of_nat y1 = 2 /\ 2 * Z.of_nat a + 2 * Z.of_nat b - Z.of_nat c - 4 * Z.of_nat d >= 6 /\ 2 * Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d >= 3) \/ (Z.of_nat a = 3 /\ Z.of_nat b >= 1 /\ Z.of_nat c = 0 /\ Z.of_nat d = 1 /\ Z.of_nat y1 = 1))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s1_dom a b c d y1 -> meas (s1_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s1_form y1) (tf_game (s1_board a b c d)).

(* s2: _^a T F _^2 >= y on a-y1==3 && a>=4 *)
Definition s2_board (a : nat) : board := repeat E a ++ [T; F; E; E].
Definition s2_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s2_dom (a y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 3 /\ Z.of_nat a >= 4))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (a y1 : nat), s2_dom a y1 -> meas (s2_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s2_form y1) (tf_game (s2_board a)).

(* s3: _^a T _^b F _^2 >= y on a-y1==3 && a>=4 && b>=1 *)
Definition s3_board (a b : nat) : board := repeat E a ++ T :: repeat E b ++ [F; E; E].
Definition s3_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s3_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat y1 = 3 /\ Z.of_nat a >= 4 /\ Z.of_nat b >= 1))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s3_dom a b y1 -> meas (s3_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s3_form y1) (tf_game (s3_board a b)).

(* s4: _^a T F _^b >= y on (a-b-y1==1 && a-b>=2 && b>=3) || (a-b==2 && a>=3 && a<=5 && y1==1) *)
Definition s4_board (a b : nat) : board := repeat E a ++ T :: F :: repeat E b.
Definition s4_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s4_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat b >= 2 /\ Z.of_nat b >= 3) \/ (Z.of_nat a - Z.of_nat b = 2 /\ Z.of_nat a >= 3 /\ Z.of_nat a <= 5 /\ Z.of_nat y1 = 1))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s4_dom a b y1 -> meas (s4_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s4_form y1) (tf_game (s4_board a b)).

(* s5: _^a T _^b F _^c >= y on a-c-y1==1 && a-c>=2 && b>=1 && c>=1 *)
Definition s5_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s5_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s5_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat c >= 2 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 1))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s5_dom a b c y1 -> meas (s5_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s5_form y1) (tf_game (s5_board a b c)).

(* s6: _^a T^2 _^b F >= y on a+y1-b==2 && 2a-b>=6 *)
Definition s6_board (a b : nat) : board := repeat E a ++ T :: T :: repeat E b ++ [F].
Definition s6_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s6_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b + Z.of_nat y1 = 2 /\ 2 * Z.of_nat a - Z.of_nat b >= 6))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s6_dom a b y1 -> meas (s6_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s6_form y1) (tf_game (s6_board a b)).

(* s7: _^a T^2 _^b F _ >= y on (a+y1-b==4 && 2a-b>=10) || (a==4 && b==0 && y1==0) *)
Definition s7_board (a b : nat) : board := repeat E a ++ T :: T :: repeat E b ++ [F; E].
Definition s7_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s7_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b + Z.of_nat y1 = 4 /\ 2 * Z.of_nat a - Z.of_nat b >= 10) \/ (Z.of_nat a = 4 /\ Z.of_nat b = 0 /\ Z.of_nat y1 = 0))%Z.
Definition C7 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s7_dom a b y1 -> meas (s7_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s7_form y1) (tf_game (s7_board a b)).

(* s8: _^a T^2 _^b F _^c >= y on (a+y1-b-2c==2 && 2a-b-4c>=6 && c>=2) || (a-2c==2 && a>=6 && b==0 && y1==0) *)
Definition s8_board (a b c : nat) : board := repeat E a ++ T :: T :: repeat E b ++ F :: repeat E c.
Definition s8_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s8_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - 2 * Z.of_nat c + Z.of_nat y1 = 2 /\ 2 * Z.of_nat a - Z.of_nat b - 4 * Z.of_nat c >= 6 /\ Z.of_nat c >= 2) \/ (Z.of_nat a - 2 * Z.of_nat c = 2 /\ Z.of_nat a >= 6 /\ Z.of_nat b = 0 /\ Z.of_nat y1 = 0))%Z.
Definition C8 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s8_dom a b c y1 -> meas (s8_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s8_form y1) (tf_game (s8_board a b c)).

(* s9:  >= y on y1==0 *)
Definition s9_board : board := [].
Definition s9_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s9_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C9 (mm dd rr : nat) : Prop := forall (y1 : nat), s9_dom y1 -> meas (s9_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s9_form y1) (tf_game (s9_board)).

(* s10: _^a T F _^3 >= y on a==4 && y1==0 *)
Definition s10_board (a : nat) : board := repeat E a ++ [T; F; E; E; E].
Definition s10_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s10_dom (a y1 : nat) : Prop := ((Z.of_nat a = 4 /\ Z.of_nat y1 = 0))%Z.
Definition C10 (mm dd rr : nat) : Prop := forall (a y1 : nat), s10_dom a y1 -> meas (s10_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (s10_form y1) (tf_game (s10_board a)).

(* s11: _^a T F _^b >= y on a-b==1 && a>=2 && y1==0 *)
Definition s11_board (a b : nat) : board := repeat E a ++ T :: F :: repeat E b.
Definition s11_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s11_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b = 1 /\ Z.of_nat a >= 2 /\ Z.of_nat y1 = 0))%Z.
Definition C11 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s11_dom a b y1 -> meas (s11_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s11_form y1) (tf_game (s11_board a b)).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr; C7 mm dd rr; C8 mm dd rr; C9 mm dd rr; C10 mm dd rr; C11 mm dd rr].
Definition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).

Lemma use1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s1_dom a b c d y1 -> lex3 (meas (s1_board a b c d)) 0 (2 * y1) mm dd rr -> le (s1_form y1) (tf_game (s1_board a b c d)).
Proof. intros H1 H2. exact (all_nth _ 0 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s2_dom a y1 -> lex3 (meas (s2_board a)) 0 (2 * y1) mm dd rr -> le (s2_form y1) (tf_game (s2_board a)).
Proof. intros H1 H2. exact (all_nth _ 1 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s3_dom a b y1 -> lex3 (meas (s3_board a b)) 0 (2 * y1) mm dd rr -> le (s3_form y1) (tf_game (s3_board a b)).
Proof. intros H1 H2. exact (all_nth _ 2 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s4_dom a b y1 -> lex3 (meas (s4_board a b)) 0 (2 * y1) mm dd rr -> le (s4_form y1) (tf_game (s4_board a b)).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s5_dom a b c y1 -> lex3 (meas (s5_board a b c)) 0 (2 * y1) mm dd rr -> le (s5_form y1) (tf_game (s5_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s6_dom a b y1 -> lex3 (meas (s6_board a b)) 0 (2 * y1) mm dd rr -> le (s6_form y1) (tf_game (s6_board a b)).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s7_dom a b y1 -> lex3 (meas (s7_board a b)) 0 (2 * y1) mm dd rr -> le (s7_form y1) (tf_game (s7_board a b)).
Proof. intros H1 H2. exact (all_nth _ 6 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s8_dom a b c y1 -> lex3 (meas (s8_board a b c)) 0 (2 * y1) mm dd rr -> le (s8_form y1) (tf_game (s8_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 7 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s9_dom y1 -> lex3 (meas (s9_board)) 0 (2 * y1) mm dd rr -> le (s9_form y1) (tf_game (s9_board)).
Proof. intros H1 H2. exact (all_nth _ 8 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s10_dom a y1 -> lex3 (meas (s10_board a)) 0 (2 * y1) mm dd rr -> le (s10_form y1) (tf_game (s10_board a)).
Proof. intros H1 H2. exact (all_nth _ 9 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s11_dom a b y1 -> lex3 (meas (s11_board a b)) 0 (2 * y1) mm dd rr -> le (s11_form y1) (tf_game (s11_board a b)).
Proof. intros H1 H2. exact (all_nth _ 10 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma s1_c1_moves (a c : nat) : rmoves (s1_board (4 + a) 0 (2 + c) 0) = [repeat E (4 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E])).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([E; E; E; E; T; E; T; F; E]) []) (s1_board 4 1 0 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; E; T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 4 1 0 1 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]) []) (s1_board (5 + a) 1 (1 + c) 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) 1 (1 + c) 1 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 6 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s1_board (4 + a) 0 (2 + c) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (4 + a) 0 (2 + c) 0)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (3 + c) ++ [F]) []) (s1_board (5 + a) 1 (3 + c) 0) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (3 + c) ++ [F]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) 1 (3 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s1_dom (4 + a) 0 (2 + c) 0 y1) (Hm : meas (s1_board (4 + a) 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (4 + a) 0 (2 + c) 0)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 6 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c1_f1_a1 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) 0 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (4 + a) = 4 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s1_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c1_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s1_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c2_moves (a c : nat) : rmoves (s1_board (6 + a) 0 (2 + c) 1) = [repeat E (6 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (6 + a) = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (6 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] ([E; E; E; E; E; E; T; E; T; F; E; E]) []) (s1_board 6 1 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; E; E; T; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 6 1 0 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 10 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (6 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board (7 + a) 1 (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (7 + a) 1 (1 + c) 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 10 /\ Z.of_nat (6 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s1_board (6 + a) 0 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (6 + a) 0 (2 + c) 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (7 + a) ++ T :: E :: T :: repeat E (3 + c) ++ [F; E]) []) (s1_board (7 + a) 1 (3 + c) 1) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ T :: E :: T :: repeat E (3 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (7 + a) 1 (3 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s1_dom (6 + a) 0 (2 + c) 1 y1) (Hm : meas (s1_board (6 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (6 + a) 0 (2 + c) 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 10 /\ Z.of_nat (6 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c2_f1_a2 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (6 + a) 0 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s1_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (6 + a) = 6 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c2_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s1_c2_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (6 + a) - Z.of_nat (2 + c) >= 10 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c2_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s1_c2_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c3_moves (a c d : nat) : rmoves (s1_board (8 + a) 0 (2 + c) (2 + d)) = [repeat E (8 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (8 + a) - 2 * Z.of_nat (2 + d) = 4 /\ Z.of_nat (8 + a) >= 8 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (8 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (8 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (8 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (8 + a) 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (8 + a) 1 0 (3 + d) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (8 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (8 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (9 + a) 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (9 + a) 1 (1 + c) (3 + d) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (8 + a) 0 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (8 + a) 0 (2 + c) (2 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (3 + c) ++ F :: repeat E (2 + d)) []) (s1_board (9 + a) 1 (3 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (3 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (9 + a) 1 (3 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (8 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s1_board (8 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (8 + a) 0 (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_f1_a3 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (8 + a) 0 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (8 + a) - 2 * Z.of_nat (2 + d) = 4 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (8 + a) - 2 * Z.of_nat (2 + d) = 4 /\ Z.of_nat (8 + a) >= 8 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c3_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c3_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c3_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c4_moves : rmoves (s1_board 2 1 0 0) = [[E; E; T; F; T; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; T; F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; E; T; F; T; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; E; T; F; E]) [(1, 0)]) (s11_board 2 1) (0) _ (s11_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F; E]) [(1, 0)]); [reflexivity | unfold s11_board; target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH 2 1 y1); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s1_dom 2 1 0 0 y1) (Hm : meas (s1_board 2 1 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 2 1 0 0)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s1_board 2 1 0 0)) in Hg. cbn [rights] in Hg. rewrite s1_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c4_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s1_c4_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c5_moves (a : nat) : rmoves (s1_board (3 + a) 1 0 1) = [repeat E (3 + a) ++ [T; F; T; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ [T; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ [T; F; T; E; E])).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] ([E; E; E; T; F; E]) [(1, 1)]) (s11_board 3 2) (1) _ (s11_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; T; F; E]) [(1, 1)]); [reflexivity | unfold s11_board; target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH 3 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ [T; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ [T; F; T; E; E])).
Proof.
  assert (a = 1) by zlia; subst a.
  apply (answer_board_L _ (strip [] ([E; E; E; E; T; F; E]) [(1, 1)]) (s2_board 4) (1) _ (s2_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; F; E]) [(1, 1)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 4 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s1_board (3 + a) 1 0 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (3 + a) 1 0 1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] ([E; E; E; E; T; T; F; E]) []) (s7_board 4 0) (0) _ (s7_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; T; F; E]) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH 4 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s7_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s1_dom (3 + a) 1 0 1 y1) (Hm : meas (s1_board (3 + a) 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (3 + a) 1 0 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c5_f1_a4 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (3 + a) 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s1_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (3 + a) = 3 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (3 + a) = 4 /\ Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c5_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s1_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c5_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s1_c5_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c6_moves (a d : nat) : rmoves (s1_board (5 + a) 1 0 (2 + d)) = [repeat E (5 + a) ++ T :: F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (5 + a) - 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ T :: F :: T :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ [T; F; E]) [(1, 2 + d)]) (s4_board (5 + a) (3 + d)) (Z.of_nat d + 2) _ (s4_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (5 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + d) = 1 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s1_board (5 + a) 1 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (5 + a) 1 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (6 + a) ++ T :: T :: F :: repeat E (2 + d)) []) (s8_board (6 + a) 0 (2 + d)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (6 + a) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (5 + a) 1 0 (2 + d) y1) (Hm : meas (s1_board (5 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (5 + a) 1 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + d) = 1 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c6_f1_a5 IH a d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (5 + a) 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (5 + a) - 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c6_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c7_moves : rmoves (s1_board 3 1 1 0) = [[E; E; E; T; E; T; F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; E; T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; E; E; T; E; T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; E; E; E; T; T; F; E]) []) (s7_board 4 0) (0) _ (s7_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; T; F; E]) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH 4 0 y1); [unfold s7_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s1_dom 3 1 1 0 y1) (Hm : meas (s1_board 3 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 3 1 1 0)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s1_board 3 1 1 0)) in Hg. cbn [rights] in Hg. rewrite s1_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c7_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s1_c7_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c8_moves : rmoves (s1_board 5 1 1 1) = [[E; E; E; E; E; T; E; T; F; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 5 = 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; E; E; E; T; E; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; E; E; E; E; T; E; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; E; E; E; E; E; T; T; F; E; E]) []) (s8_board 6 0 2) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; E; E; T; T; F; E; E]) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 6 0 2 y1); [unfold s8_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s1_dom 5 1 1 1 y1) (Hm : meas (s1_board 5 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 5 1 1 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s1_board 5 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s1_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 5 = 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c8_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s1_c8_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c9_moves (a d : nat) : rmoves (s1_board (7 + a) 1 1 (2 + d)) = [repeat E (7 + a) ++ T :: E :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) = 3 /\ Z.of_nat (7 + a) >= 7 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (7 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (7 + a) ++ T :: E :: T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (8 + a) ++ T :: T :: F :: repeat E (3 + d)) []) (s8_board (8 + a) 0 (3 + d)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (8 + a) 0 (3 + d) y1); [unfold s8_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (7 + a) 1 1 (2 + d) y1) (Hm : meas (s1_board (7 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (7 + a) 1 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s1_board (7 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) = 3 /\ Z.of_nat (7 + a) >= 7 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c9_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c9_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c10_moves (a c : nat) : rmoves (s1_board (3 + a) 1 (2 + c) 0) = [repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; E; E; T; F; E]) []) (s1_board (3 + a) 2 0 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; E; E; T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 2 0 1 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]) []) (s1_board (4 + a) 2 (1 + c) 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) 2 (1 + c) 1 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s1_board (3 + a) 1 (2 + c) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (3 + a) 1 (2 + c) 0)).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: T :: repeat E (2 + c) ++ [F]) []) (s6_board (4 + a) (2 + c)) (0) _ (s6_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: T :: repeat E (2 + c) ++ [F]) []); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (4 + a) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s1_dom (3 + a) 1 (2 + c) 0 y1) (Hm : meas (s1_board (3 + a) 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (3 + a) 1 (2 + c) 0)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c10_f1_a6 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (3 + a) 1 (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s1_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c10_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s1_c10_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c10_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s1_c10_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c11_moves (a c : nat) : rmoves (s1_board (5 + a) 1 (2 + c) 1) = [repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ [T; E; E; T; F; E; E]) []) (s1_board (5 + a) 2 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; E; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) 2 0 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 8 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (6 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board (6 + a) 2 (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (6 + a) 2 (1 + c) 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 8 /\ Z.of_nat (5 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s1_board (5 + a) 1 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (5 + a) 1 (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (6 + a) ++ T :: T :: repeat E (2 + c) ++ [F; E]) []) (s7_board (6 + a) (2 + c)) (0) _ (s7_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: T :: repeat E (2 + c) ++ [F; E]) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (6 + a) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s7_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s1_dom (5 + a) 1 (2 + c) 1 y1) (Hm : meas (s1_board (5 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (5 + a) 1 (2 + c) 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 8 /\ Z.of_nat (5 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c11_f1_a7 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (5 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s1_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c11_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s1_c11_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) >= 8 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c11_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s1_c11_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c12_moves (a c d : nat) : rmoves (s1_board (7 + a) 1 (2 + c) (2 + d)) = [repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (7 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (7 + a) 2 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (7 + a) 2 0 (3 + d) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (7 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (8 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (8 + a) 2 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (8 + a) 2 (1 + c) (3 + d) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (7 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (7 + a) 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (7 + a) 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (8 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []) (s8_board (8 + a) (2 + c) (2 + d)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (8 + a) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (7 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s1_board (7 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (7 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (7 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c12_f1_a8 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (7 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (7 + a) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c12_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c12_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (7 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (7 + a) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c12_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c12_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c13_moves (b : nat) : rmoves (s1_board 2 (2 + b) 0 0) = [E :: E :: T :: repeat E (1 + b) ++ [F; T; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ [F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: E :: T :: repeat E (1 + b) ++ [F; T; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; E; E; T; F]) [(1, 1)]) (s4_board 3 1) (1) _ (s4_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 3 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s4_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ [F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: E :: T :: repeat E (1 + b) ++ [F; T; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: E :: E :: T :: repeat E (1 + b) ++ [F]) [(1, 1)]) (s5_board 3 (1 + b) 1) (1) _ (s5_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: E :: T :: repeat E (1 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 3 (1 + b) 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s1_dom 2 (2 + b) 0 0 y1) (Hm : meas (s1_board 2 (2 + b) 0 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 2 (2 + b) 0 0)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s1_board 2 (2 + b) 0 0)) in Hg. cbn [rights] in Hg. rewrite s1_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c13_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s1_c13_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c13_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s1_c13_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c14_moves (a b : nat) : rmoves (s1_board (3 + a) (2 + b) 0 1) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; T; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; T; E; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ [T; F]) [(1, 2)]) (s2_board (4 + a)) (2) _ (s2_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ [T; F]) [(1, 2)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (4 + a) (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; T; E; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 2)]) (s3_board (4 + a) (1 + b)) (2) _ (s3_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (4 + a) (1 + b) (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_f1_a9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) = 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s1_board (3 + a) (2 + b) 0 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (3 + a) (2 + b) 0 1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] (E :: E :: E :: E :: T :: repeat E (1 + b) ++ [T; F; E]) []) (s1_board 4 (1 + b) 0 1) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: E :: E :: T :: repeat E (1 + b) ++ [T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 4 (1 + b) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s1_dom (3 + a) (2 + b) 0 1 y1) (Hm : meas (s1_board (3 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (3 + a) (2 + b) 0 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) = 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c14_f1_a9 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (3 + a) (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s1_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c14_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s1_c14_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c14_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s1_c14_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c15_moves (a b d : nat) : rmoves (s1_board (4 + a) (2 + b) 0 (2 + d)) = [repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + d)]) (s4_board (5 + a) (3 + d)) (Z.of_nat d + 3) _ (s4_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (5 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]) (s5_board (5 + a) (1 + b) (3 + d)) (Z.of_nat d + 3) _ (s5_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) (1 + b) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_f1_a10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (4 + a) (2 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (4 + a) (2 + b) 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board (5 + a) (1 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (1 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; assert (Hp : ((- Z.of_nat (4 + a) + 2 * Z.of_nat (2 + d) >= 0) \/ (Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 3))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (4 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board (4 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (4 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c15_f1_a10 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c15_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c15_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c15_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c15_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c16_moves (a b : nat) : rmoves (s1_board (2 + a) (2 + b) 1 0) = [repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [T; F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [T; F; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E]) []) (s1_board (3 + a) (1 + b) 0 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (1 + b) 0 1 y1); [unfold s1_dom; assert (Hp : ((Z.of_nat (2 + a) + Z.of_nat (2 + b) >= 5) \/ (Z.of_nat (2 + a) = 2))%Z) by zlia; destruct Hp as [Hp|Hp]; [right; left; zlia | right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c16_f1_a11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s1_board (2 + a) (2 + b) 1 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (2 + b) 1 0)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (3 + b) ++ [T; F]) []) (s1_board 2 (3 + b) 0 0) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (3 + b) ++ [T; F]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (3 + b) 0 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 1 0 y1) (Hm : meas (s1_board (2 + a) (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (2 + b) 1 0)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c16_f1_a11 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 1 0)) in Hg. cbn [rights] in Hg. rewrite s1_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c16_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s1_c16_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c17_moves (a b : nat) : rmoves (s1_board (3 + a) (2 + b) 1 1) = [repeat E (3 + a) ++ T :: repeat E (2 + b) ++ [T; F; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (3 + a) + Z.of_nat (2 + b) >= 6 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ [T; F; E; E]) []) (s1_board (4 + a) (1 + b) 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ [T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) (1 + b) 0 2 y1); [unfold s1_dom; assert (Hp : ((Z.of_nat (3 + a) <= 4) \/ (Z.of_nat (3 + a) + Z.of_nat (2 + b) >= 7))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c17_f1_a12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (3 + a) + Z.of_nat (2 + b) >= 6 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) <= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s1_board (3 + a) (2 + b) 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (3 + a) (2 + b) 1 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (3 + b) ++ [T; F; E]) []) (s1_board (3 + a) (3 + b) 0 1) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (3 + b) ++ [T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (3 + b) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s1_dom (3 + a) (2 + b) 1 1 y1) (Hm : meas (s1_board (3 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (3 + a) (2 + b) 1 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (3 + a) + Z.of_nat (2 + b) >= 6 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) <= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c17_f1_a12 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (3 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s1_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (3 + a) + Z.of_nat (2 + b) >= 6 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c17_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s1_c17_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c18_moves (a b d : nat) : rmoves (s1_board (4 + a) (2 + b) 1 (2 + d)) = [repeat E (4 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (5 + a) (1 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (1 + b) 0 (3 + d) y1); [unfold s1_dom; assert (Hp : ((Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2) \/ (Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 5))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; left; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c18_f1_a13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (4 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (4 + a) (2 + b) 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board (4 + a) (3 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) (3 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (4 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s1_board (4 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (4 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_f1_a13 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (4 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c18_moves a b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c19_moves (a b c : nat) : rmoves (s1_board (3 + a) (2 + b) (2 + c) 0) = [repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (3 + b) ++ [T; F; E]) []) (s1_board (3 + a) (3 + b) 0 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (3 + b) ++ [T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (3 + b) 0 1 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c19_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []) (s1_board (3 + a) (3 + b) (1 + c) 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (3 + b) (1 + c) 1 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c19_f1_a14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s1_board (3 + a) (2 + b) (2 + c) 0) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (3 + a) (2 + b) (2 + c) 0)).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F]) []) (s1_board (3 + a) (3 + b) (1 + c) 0) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (3 + b) (1 + c) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s1_dom (3 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s1_board (3 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (3 + a) (2 + b) (2 + c) 0)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c19_f1_a14 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (3 + a) (2 + b) (2 + c) 0)) in Hg. cbn [rights] in Hg. rewrite s1_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c19_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s1_c19_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c19_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s1_c19_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c20_moves (a b c : nat) : rmoves (s1_board (4 + a) (2 + b) (2 + c) 1) = [repeat E (4 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ [T; F; E; E]) []) (s1_board (4 + a) (3 + b) 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ [T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) (3 + b) 0 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (4 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 10 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board (4 + a) (3 + b) (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) (3 + b) (1 + c) 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c20_f1_a15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (4 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 10 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 5 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s1_board (4 + a) (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (4 + a) (2 + b) (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []) (s1_board (4 + a) (3 + b) (1 + c) 1) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) (3 + b) (1 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s1_dom (4 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s1_board (4 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (4 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (4 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 10 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 5 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c20_f1_a15 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (4 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s1_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c20_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s1_c20_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (4 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) >= 10 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c20_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s1_c20_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c21_moves (a b c d : nat) : rmoves (s1_board (5 + a) (2 + b) (2 + c) (2 + d)) = [repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (5 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (5 + a) (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (3 + b) 0 (3 + d) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (5 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (5 + a) (3 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (3 + b) (1 + c) (3 + d) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21_f1_a16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (5 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (5 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board (5 + a) (3 + b) (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) (3 + b) (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s1_dom (5 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board (5 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (5 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (5 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c21_f1_a16 IH a b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (5 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (5 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (5 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c21_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c21_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (5 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) - 4 * Z.of_nat (2 + d) >= 6 /\ 2 * Z.of_nat (5 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c21_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c21_moves a b c d) eq_refl Hm) Hd Hr). }
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
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c1 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          do 4 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c2 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          do 6 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c3 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          assert (a = 0) by zlia; subst a.
  exact (s1_c4 IH y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c5 IH a y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c6 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          assert (a = 1) by zlia; subst a.
  exact (s1_c7 IH y1 Hdom Hm Hd Hr).
        }
        {
          assert (a = 3) by zlia; subst a.
  exact (s1_c8 IH y1 Hdom Hm Hd Hr).
        }
        {
          do 5 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c9 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c10 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c11 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          do 5 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c12 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          assert (a = 0) by zlia; subst a.
  exact (s1_c13 IH b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c14 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c15 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s1_c16 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c17 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c18 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c19 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c20 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          do 3 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c21 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s2_c1_moves (a : nat) : rmoves (s2_board (4 + a)) = [repeat E (3 + a) ++ [F; T; E; E; E]].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4)%Z) (Hm : (meas (repeat E (3 + a) ++ [F; T; E; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ [F; T; E; E; E])).
Proof.
  apply (answer_form_L _ (s9_board) (- Z.of_nat a) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 3)] (6 + a)); [strip_eq | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s2_dom (4 + a) y1) (Hm : meas (s2_board (4 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s2_board (4 + a))).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s2_board (4 + a))) in Hg. cbn [rights] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4)%Z) by zlia. exact (s2_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s2_c1_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s2_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C2 mm dd rr.
Proof.
  intros a y1 Hdom Hm Hd Hr. unfold s2_dom in Hdom.
  destruct a as [|[|a]].
  {
    exfalso; zlia.
  }
  {
    exfalso; zlia.
  }
  {
    do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s2_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s3_c1_moves (a : nat) : rmoves (s3_board (4 + a) 1) = [repeat E (4 + a) ++ [T; F; E; E; E]].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (4 + a) ++ [T; F; E; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ [T; F; E; E; E])).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_L _ (s10_board 4) (0) _ (int ((- Z.of_nat y1) + 1)) (s10_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; F; E; E; E]) []); [strip_eq | unfold s10_board; target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH 4 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 5 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (4 + a) ++ [T; F; E; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ [T; F; E; E; E])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_L _ (s4_board (5 + a) 3) (0) _ (int ((- Z.of_nat y1) + 1)) (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F; E; E; E]) []); [strip_eq | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (5 + a) 3 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s3_dom (4 + a) 1 y1) (Hm : meas (s3_board (4 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s3_board (4 + a) 1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s3_board (4 + a) 1)) in Hg. cbn [rights] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (4 + a) = 4) \/ (Z.of_nat (4 + a) >= 5))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s3_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s3_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 5 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s3_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s3_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s3_c2_moves (a b : nat) : rmoves (s3_board (4 + a) (2 + b)) = [repeat E (4 + a) ++ T :: repeat E (1 + b) ++ [F; E; E; E]].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ [F; E; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ [F; E; E; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ [T; F; E; E; E]) []) (s4_board (5 + a) 3) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F; E; E; E]) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (5 + a) 3 y1); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ [F; E; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ [F; E; E; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F; E; E; E]) []) (s5_board (5 + a) (1 + b) 3) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F; E; E; E]) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) (1 + b) 3 y1); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s3_dom (4 + a) (2 + b) y1) (Hm : meas (s3_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s3_board (4 + a) (2 + b))).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s3_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s3_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s3_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s3_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat y1 = 3 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s3_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s3_c2_moves a b) eq_refl Hm) Hd Hr). }
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
  exact (s3_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s3_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s4_c1_moves : rmoves (s4_board 3 1) = [[E; E; F; T; E; E]].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; E; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; E; F; T; E; E])).
Proof.
  apply (answer_form_L _ (s9_board) (0) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(2, 1)] ([]) [(1, 2)] 4); [strip_eq | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s4_dom 3 1 y1) (Hm : meas (s4_board 3 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s4_board 3 1)).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s4_board 3 1)) in Hg. cbn [rights] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s4_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s4_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s4_c2_moves (a b : nat) : rmoves (s4_board (4 + a) (2 + b)) = [repeat E (3 + a) ++ F :: T :: repeat E (3 + b)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + b) = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) <= 5 /\ Z.of_nat y1 = 1))%Z) (Hm : (meas (repeat E (3 + a) ++ F :: T :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ F :: T :: repeat E (3 + b))).
Proof.
  apply (answer_form_L _ (s9_board) (- Z.of_nat a + Z.of_nat b) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 3 + b)] (6 + a + b)); [strip_eq | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s4_dom (4 + a) (2 + b) y1) (Hm : meas (s4_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s4_board (4 + a) (2 + b))).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s4_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s4_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (4 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + b) = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat (4 + a) <= 5 /\ Z.of_nat y1 = 1))%Z) by zlia. exact (s4_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s4_c2_moves a b) eq_refl Hm) Hd Hr). }

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
      assert (a = 1) by zlia; subst a.
  exact (s4_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s4_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s5_c1_moves (a : nat) : rmoves (s5_board (3 + a) 1 1) = [repeat E (3 + a) ++ [T; F; E; E]].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ [T; F; E; E])).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_form_L _ (s11_board 3 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s11_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; E; E; T; F; E; E]) []); [strip_eq | unfold s11_board; target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH 3 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ [T; F; E; E])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_L _ (s2_board (4 + a)) (0) _ (int ((- Z.of_nat y1) + 1)) (s2_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ [T; F; E; E]) []); [strip_eq | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (4 + a) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s5_dom (3 + a) 1 1 y1) (Hm : meas (s5_board (3 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s5_board (3 + a) 1 1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s5_board (3 + a) 1 1)) in Hg. cbn [rights] in Hg. rewrite s5_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (3 + a) = 3) \/ (Z.of_nat (3 + a) >= 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s5_c1_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s5_c1_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s5_c1_t1_a2 IH a y1 Hw (move_below_r _ _ 0 _ _ (s5_c1_moves a) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s5_c2_moves (a c : nat) : rmoves (s5_board (4 + a) 1 (2 + c)) = [repeat E (4 + a) ++ T :: F :: repeat E (3 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: F :: repeat E (3 + c))).
Proof.
  apply (answer_form_L _ (s11_board (4 + a) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s11_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: F :: repeat E (3 + c)) []); [strip_eq | unfold s11_board; target_board_eq | strip_offset].
  - unfold s11_form; apply form_int; zlia.
  - intros HT; apply (use11 IH (4 + a) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s11_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: F :: repeat E (3 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_L _ (s4_board (5 + a) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: F :: repeat E (3 + c)) []); [strip_eq | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (5 + a) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s5_dom (4 + a) 1 (2 + c) y1) (Hm : meas (s5_board (4 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s5_board (4 + a) 1 (2 + c))).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s5_board (4 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s5_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) = 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s5_c2_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s5_c2_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s5_c2_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s5_c2_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s5_c3_moves (a b : nat) : rmoves (s5_board (3 + a) (2 + b) 1) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E; E]].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ [T; F; E; E]) []) (s2_board (4 + a)) (0) _ (s2_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ [T; F; E; E]) []); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (4 + a) y1); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ [F; E; E]) []) (s3_board (4 + a) (1 + b)) (0) _ (s3_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ [F; E; E]) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (4 + a) (1 + b) y1); [unfold s3_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s5_dom (3 + a) (2 + b) 1 y1) (Hm : meas (s5_board (3 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s5_board (3 + a) (2 + b) 1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s5_board (3 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s5_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s5_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s5_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s5_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s5_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s5_c4_moves (a b c : nat) : rmoves (s5_board (4 + a) (2 + b) (2 + c)) = [repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: F :: repeat E (3 + c)) []) (s4_board (5 + a) (3 + c)) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (5 + a) (3 + c) y1); [unfold s4_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s5_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []) (s5_board (5 + a) (1 + b) (3 + c)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) (1 + b) (3 + c) y1); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s5_dom (4 + a) (2 + b) (2 + c) y1) (Hm : meas (s5_board (4 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s5_board (4 + a) (2 + b) (2 + c))).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s5_board (4 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s5_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s5_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s5_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s5_c4_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s5_c4_moves a b c) eq_refl Hm) Hd Hr). }
 }

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
  exact (s5_c1 IH a y1 Hdom Hm Hd Hr).
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
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s5_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s5_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s6_c1_moves (a b : nat) : rmoves (s6_board (4 + a) (2 + b)) = [repeat E (4 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E]].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) = 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E])).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; E; E; E; T; E; T; F; E]) []) (s1_board 4 1 0 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; E; T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 4 1 0 1 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 6 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E]) []) (s1_board (5 + a) 1 (1 + b) 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) 1 (1 + b) 1 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 6 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) <= 1)%Z) (Hm : (meas (s6_board (4 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s6_board (4 + a) (2 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (3 + b) ++ [F]) []) (s1_board (5 + a) 1 (3 + b) 0) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s6_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: E :: T :: repeat E (3 + b) ++ [F]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (5 + a) 1 (3 + b) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s6_dom (4 + a) (2 + b) y1) (Hm : meas (s6_board (4 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s6_board (4 + a) (2 + b))).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 6 /\ Z.of_nat (4 + a) - Z.of_nat (2 + b) <= 1)%Z) by zlia. exact (s6_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s6_board (4 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s6_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (4 + a) = 4 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) = 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s6_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (4 + a) - Z.of_nat (2 + b) >= 6 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s6_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }
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
  exact (s6_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s7_c1_moves : rmoves (s7_board 4 0) = [].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s7_dom 4 0 y1) (Hm : meas (s7_board 4 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s7_board 4 0)).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s7_board 4 0)) in Hg. cbn [rights] in Hg. rewrite s7_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s7_c2_moves (a b : nat) : rmoves (s7_board (6 + a) (2 + b)) = [repeat E (6 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E; E]].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) = 6 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (6 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E; E])).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; E; E; E; E; E; T; E; T; F; E; E]) []) (s1_board 6 1 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; E; E; T; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 6 1 0 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 10 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (6 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E; E])).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E; E]) []) (s1_board (7 + a) 1 (1 + b) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (7 + a) 1 (1 + b) 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 10 /\ Z.of_nat (6 + a) - Z.of_nat (2 + b) <= 3)%Z) (Hm : (meas (s7_board (6 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s7_board (6 + a) (2 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (7 + a) ++ T :: E :: T :: repeat E (3 + b) ++ [F; E]) []) (s1_board (7 + a) 1 (3 + b) 1) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s7_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ T :: E :: T :: repeat E (3 + b) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (7 + a) 1 (3 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s7_dom (6 + a) (2 + b) y1) (Hm : meas (s7_board (6 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s7_board (6 + a) (2 + b))).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 10 /\ Z.of_nat (6 + a) - Z.of_nat (2 + b) <= 3)%Z) by zlia. exact (s7_c2_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s7_board (6 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s7_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (6 + a) = 6 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) = 6 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s7_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s7_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 4 /\ 2 * Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 10 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s7_c2_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s7_c2_moves a b) eq_refl Hm) Hd Hr). }
 }

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
      assert (a = 2) by zlia; subst a.
  exact (s7_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exfalso; zlia.
    }
    {
      do 4 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s7_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s8_c1_moves (a c : nat) : rmoves (s8_board (6 + a) 0 (2 + c)) = [].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s8_dom (6 + a) 0 (2 + c) y1) (Hm : meas (s8_board (6 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s8_board (6 + a) 0 (2 + c))).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s8_board (6 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s8_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s8_c2_moves (a b c : nat) : rmoves (s8_board (8 + a) (2 + b) (2 + c)) = [repeat E (8 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (8 + a) - 2 * Z.of_nat (2 + c) = 4 /\ Z.of_nat (8 + a) >= 8 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (8 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (8 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (8 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []) (s1_board (8 + a) 1 0 (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (8 + a) 1 0 (3 + c) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + b) - 4 * Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (8 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (8 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []) (s1_board (9 + a) 1 (1 + b) (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (9 + a) 1 (1 + b) (3 + c) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + b) - 4 * Z.of_nat (2 + c) >= 6 /\ Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (s8_board (8 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s8_board (8 + a) (2 + b) (2 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (3 + b) ++ F :: repeat E (2 + c)) []) (s1_board (9 + a) 1 (3 + b) (2 + c)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (9 + a) ++ T :: E :: T :: repeat E (3 + b) ++ F :: repeat E (2 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (9 + a) 1 (3 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s8_dom (8 + a) (2 + b) (2 + c) y1) (Hm : meas (s8_board (8 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s8_board (8 + a) (2 + b) (2 + c))).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + b) - 4 * Z.of_nat (2 + c) >= 6 /\ Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s8_c2_f1_a1 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s8_board (8 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s8_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (8 + a) - 2 * Z.of_nat (2 + c) = 4 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (8 + a) - 2 * Z.of_nat (2 + c) = 4 /\ Z.of_nat (8 + a) >= 8 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s8_c2_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s8_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (8 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ 2 * Z.of_nat (8 + a) - Z.of_nat (2 + b) - 4 * Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s8_c2_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s8_c2_moves a b c) eq_refl Hm) Hd Hr). }
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
        do 4 (destruct a as [|a]; [exfalso; zlia|]).
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
        exfalso; zlia.
      }
    }
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
  exact (s8_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s9_c1_moves : rmoves (s9_board) = [].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s9_dom y1) (Hm : meas (s9_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s9_board)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s9_board)) in Hg. cbn [rights] in Hg. rewrite s9_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s9_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C9 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s9_dom in Hdom.
  exact (s9_c1 IH y1 Hdom Hm Hd Hr).
Qed.

Lemma s10_c1_moves : rmoves (s10_board 4) = [[E; E; E; F; T; E; E; E; E]].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; E; F; T; E; E; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; E; E; F; T; E; E; E; E])).
Proof.
  apply (answer_board_L _ (strip [(3, 1)] ([E]) [(1, 3)]) (s9_board) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(3, 1)] ([E]) [(1, 3)] 7); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH y1); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s10_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s10_dom 4 y1) (Hm : meas (s10_board 4) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s10_board 4)).
Proof.
  unfold s10_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s10_board 4)) in Hg. cbn [rights] in Hg. rewrite s10_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s10_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s10_c1_moves) eq_refl Hm) Hd Hr). }

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
    assert (a = 2) by zlia; subst a.
  exact (s10_c1 IH y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s11_c1_moves : rmoves (s11_board 2 1) = [[E; F; T; E; E]].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [(1, 1)] ([E]) [(1, 1)]) (s9_board) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 1)] 3); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH y1); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s11_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s11_dom 2 1 y1) (Hm : meas (s11_board 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s11_board 2 1)).
Proof.
  unfold s11_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s11_board 2 1)) in Hg. cbn [rights] in Hg. rewrite s11_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s11_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s11_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s11_c2_moves (a b : nat) : rmoves (s11_board (3 + a) (2 + b)) = [repeat E (2 + a) ++ F :: T :: repeat E (3 + b)].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ F :: T :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ F :: T :: repeat E (3 + b))).
Proof.
  apply (answer_board_L _ (strip [(2 + a, 1)] ([E]) [(1, 2 + b)]) (s9_board) (- Z.of_nat a + Z.of_nat b) _ (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat b + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 2 + b)] (5 + a + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat b + Z.of_nat y1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s11_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s11_dom (3 + a) (2 + b) y1) (Hm : meas (s11_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s11_board (3 + a) (2 + b))).
Proof.
  unfold s11_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s11_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s11_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) = 1 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s11_c2_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s11_c2_moves a b) eq_refl Hm) Hd Hr). }

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
      assert (a = 0) by zlia; subst a.
  exact (s11_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s11_c2 IH a b y1 Hdom Hm Hd Hr).
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
  apply Forall_nil.
Qed.

Theorem lower (a b c d : nat) :
  (2 * Z.of_nat a + 2 * Z.of_nat b - Z.of_nat c - 4 * Z.of_nat d >= 6 /\ 2 * Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d >= 3 /\ Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d <= 1)%Z -> le (int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)) (tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d)).
Proof.
  intros Hw.
  apply (entry_L _ (s1_board a b c d) (0) _ (s1_form (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)))).
  - apply (tf_norm_by _ [] (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b c d (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)) ltac:(unfold s1_dom; right; left; zlia) eq_refl eq_refl eq_refl).
Qed.
End Lower.

Module Upper.

(* s1: _^a T _^b T _^c F _^d <= y on a+y1-c-2d==2 && a>=2 && a-c-2d<=1 *)
Definition s1_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.
Definition s1_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s1_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d + Z.of_nat y1 = 2 /\ Z.of_nat a >= 2 /\ Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d <= 1))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s1_dom a b c d y1 -> meas (s1_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s1_board a b c d)) (s1_form y1).

(* s2: _^a T^2 _^b F _ <= y on (a+y1-b==4 && a>=3 && a-b<=3) || (a==4 && b==0 && y1==0) *)
Definition s2_board (a b : nat) : board := repeat E a ++ T :: T :: repeat E b ++ [F; E].
Definition s2_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s2_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b + Z.of_nat y1 = 4 /\ Z.of_nat a >= 3 /\ Z.of_nat a - Z.of_nat b <= 3) \/ (Z.of_nat a = 4 /\ Z.of_nat b = 0 /\ Z.of_nat y1 = 0))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s2_dom a b y1 -> meas (s2_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s2_board a b)) (s2_form y1).

(* s3: _^a T^2 _^b F _^c <= y on (a+y1-2c==2 && a>=3 && b==0 && c>=2) || (a+y1-b-2c==2 && a>=3 && a-b-2c<=1 && c>=2) *)
Definition s3_board (a b c : nat) : board := repeat E a ++ T :: T :: repeat E b ++ F :: repeat E c.
Definition s3_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s3_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - 2 * Z.of_nat c + Z.of_nat y1 = 2 /\ Z.of_nat a >= 3 /\ Z.of_nat b = 0 /\ Z.of_nat c >= 2) \/ (Z.of_nat a - Z.of_nat b - 2 * Z.of_nat c + Z.of_nat y1 = 2 /\ Z.of_nat a >= 3 /\ Z.of_nat a - Z.of_nat b - 2 * Z.of_nat c <= 1 /\ Z.of_nat c >= 2))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s3_dom a b c y1 -> meas (s3_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s3_board a b c)) (s3_form y1).

(* s4: _^a T F _^2 <= y on a>=4 && y1==1 *)
Definition s4_board (a : nat) : board := repeat E a ++ [T; F; E; E].
Definition s4_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s4_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 4 /\ Z.of_nat y1 = 1))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a y1 : nat), s4_dom a y1 -> meas (s4_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s4_board a)) (s4_form y1).

(* s5: _^a T _^b F _^2 <= y on a==4 && b>=1 && y1==1 *)
Definition s5_board (a b : nat) : board := repeat E a ++ T :: repeat E b ++ [F; E; E].
Definition s5_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s5_dom (a b y1 : nat) : Prop := ((Z.of_nat a = 4 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 1))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s5_dom a b y1 -> meas (s5_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s5_board a b)) (s5_form y1).

(* s6: _^a T _^b F <= y on a+y1==3 && a>=2 && b>=2 *)
Definition s6_board (a b : nat) : board := repeat E a ++ T :: repeat E b ++ [F].
Definition s6_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s6_dom (a b y1 : nat) : Prop := ((Z.of_nat a + Z.of_nat y1 = 3 /\ Z.of_nat a >= 2 /\ Z.of_nat b >= 2))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s6_dom a b y1 -> meas (s6_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s6_board a b)) (s6_form y1).

(* s7: _^a T F _^b <= y on a-b-y1>=1 && b>=3 && y1>=1 *)
Definition s7_board (a b : nat) : board := repeat E a ++ T :: F :: repeat E b.
Definition s7_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s7_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - Z.of_nat y1 >= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat y1 >= 1))%Z.
Definition C7 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s7_dom a b y1 -> meas (s7_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s7_board a b)) (s7_form y1).

(* s8: _^a T _^b F _^c <= y on a-c-y1>=1 && b>=1 && c>=3 && y1>=1 *)
Definition s8_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s8_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s8_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c - Z.of_nat y1 >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 3 /\ Z.of_nat y1 >= 1))%Z.
Definition C8 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s8_dom a b c y1 -> meas (s8_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s8_board a b c)) (s8_form y1).

(* s9: _^a T _^b F _^c <= y on (a+y1-c==1 && a>=2 && c>=2) || (a+y1-c==3 && a>=2 && c>=1) || (a-c>=1 && c>=1 && y1==0) *)
Definition s9_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s9_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s9_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c + Z.of_nat y1 = 1 /\ Z.of_nat a >= 2 /\ Z.of_nat c >= 2) \/ (Z.of_nat a - Z.of_nat c + Z.of_nat y1 = 3 /\ Z.of_nat a >= 2 /\ Z.of_nat c >= 1) \/ (Z.of_nat a - Z.of_nat c >= 1 /\ Z.of_nat c >= 1 /\ Z.of_nat y1 = 0))%Z.
Definition C9 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s9_dom a b c y1 -> meas (s9_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s9_board a b c)) (s9_form y1).

(* s10:  <= y on true *)
Definition s10_board : board := [].
Definition s10_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s10_dom (y1 : nat) : Prop := ((True))%Z.
Definition C10 (mm dd rr : nat) : Prop := forall (y1 : nat), s10_dom y1 -> meas (s10_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s10_board)) (s10_form y1).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr; C7 mm dd rr; C8 mm dd rr; C9 mm dd rr; C10 mm dd rr].
Definition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).

Lemma use1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s1_dom a b c d y1 -> lex3 (meas (s1_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s1_board a b c d)) (s1_form y1).
Proof. intros H1 H2. exact (all_nth _ 0 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s2_dom a b y1 -> lex3 (meas (s2_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s2_board a b)) (s2_form y1).
Proof. intros H1 H2. exact (all_nth _ 1 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s3_dom a b c y1 -> lex3 (meas (s3_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s3_board a b c)) (s3_form y1).
Proof. intros H1 H2. exact (all_nth _ 2 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s4_dom a y1 -> lex3 (meas (s4_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s4_board a)) (s4_form y1).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s5_dom a b y1 -> lex3 (meas (s5_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s5_board a b)) (s5_form y1).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s6_dom a b y1 -> lex3 (meas (s6_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s6_board a b)) (s6_form y1).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s7_dom a b y1 -> lex3 (meas (s7_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s7_board a b)) (s7_form y1).
Proof. intros H1 H2. exact (all_nth _ 6 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s8_dom a b c y1 -> lex3 (meas (s8_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s8_board a b c)) (s8_form y1).
Proof. intros H1 H2. exact (all_nth _ 7 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s9_dom a b c y1 -> lex3 (meas (s9_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s9_board a b c)) (s9_form y1).
Proof. intros H1 H2. exact (all_nth _ 8 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s10_dom y1 -> lex3 (meas (s10_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s10_board)) (s10_form y1).
Proof. intros H1 H2. exact (all_nth _ 9 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma s1_c1_moves (a : nat) : lmoves (s1_board (2 + a) 0 0 1) = [repeat E (2 + a) ++ [T; E; F; T]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ [T; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ [T; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 0)]) (s9_board (2 + a) 0 1) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 1 y1); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s1_dom (2 + a) 0 0 1 y1) (Hm : meas (s1_board (2 + a) 0 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 0 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 0 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s1_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c2_moves (a d : nat) : lmoves (s1_board (2 + a) 0 0 (2 + d)) = [repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 1)]) (s9_board (2 + a) 0 2) (1) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 1)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + d)]) (s9_board (2 + a) 0 (3 + d)) (Z.of_nat d + 2) _ (s9_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 5 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (7 + a) ++ [T; F; E]) [(1, 2 + d)]) (s7_board (7 + a) (3 + d)) (Z.of_nat d + 2) _ (s7_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ [T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (7 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 0 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) 0 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 0 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 4))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s1_c2_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c2_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c2_t1_a2 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c2_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c2_t1_a3 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c2_moves a d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c3_moves : lmoves (s1_board 2 0 1 0) = [[E; E; T; E; T; F]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; E; T; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; T; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; E; T; F]) [(1, 1)]) (s9_board 2 0 1) (1) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F]) [(1, 1)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 2 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s1_dom 2 0 1 0 y1) (Hm : meas (s1_board 2 0 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 2 0 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 2 0 1 0)) in Hg. cbn [lefts] in Hg. rewrite s1_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s1_c3_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c4_moves (a : nat) : lmoves (s1_board (2 + a) 0 1 1) = [repeat E (2 + a) ++ [T; E; T; F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ [T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ [T; E; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; F]) [(1, 2)]) (s9_board (2 + a) 0 2) (2) _ (s9_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F]) [(1, 2)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 2 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ [T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ [T; E; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 2) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; E; E; E; T; F]) [(1, 2)]) (s4_board 4) (2) _ (s4_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 4 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s1_dom (2 + a) 0 1 1 y1) (Hm : meas (s1_board (2 + a) 0 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 0 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 1 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) <= 3) \/ (Z.of_nat (2 + a) = 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c4_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s1_c4_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c4_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s1_c4_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c5_moves (a d : nat) : lmoves (s1_board (2 + a) 0 1 (2 + d)) = [repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; F]) [(1, 3 + d)]) (s9_board (2 + a) 0 (3 + d)) (Z.of_nat d + 3) _ (s9_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 0 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 3 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + d)]) (s7_board (5 + a) (3 + d)) (Z.of_nat d + 3) _ (s7_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (5 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 0 1 (2 + d) y1) (Hm : meas (s1_board (2 + a) 0 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 0 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c5_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t1_a2 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c5_moves a d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c6_moves (a c : nat) : lmoves (s1_board (2 + a) 0 (2 + c) 0) = [repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; T; F; E]) []) (s1_board (2 + a) 1 0 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 1 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]) []) (s1_board (2 + a) 1 (1 + c) 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 (1 + c) 1 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s1_dom (2 + a) 0 (2 + c) 0 y1) (Hm : meas (s1_board (2 + a) 0 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 0 (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s1_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c6_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s1_c6_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c6_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s1_c6_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c7_moves (a c : nat) : lmoves (s1_board (2 + a) 0 (2 + c) 1) = [repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; T; F; E; E]) []) (s1_board (2 + a) 1 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board (2 + a) 1 (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 (1 + c) 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s1_dom (2 + a) 0 (2 + c) 1 y1) (Hm : meas (s1_board (2 + a) 0 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 0 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c7_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s1_c7_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c7_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s1_c7_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c8_moves (a c d : nat) : lmoves (s1_board (2 + a) 0 (2 + c) (2 + d)) = [repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (2 + a) 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (2 + a) 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (2 + a) 0 (2 + c) (2 + d) y1) (Hm : meas (s1_board (2 + a) 0 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 0 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 0 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c8_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c8_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c8_t1_a2 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c8_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c9_moves (a : nat) : lmoves (s1_board (2 + a) 1 0 1) = [repeat E (3 + a) ++ [T; T; F; E]; repeat E (2 + a) ++ [T; E; E; F; T]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ [T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ [T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s2_board (3 + a) 0) (0) _ (int ((Z.of_nat y1) - 1)) (s2_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; T; F; E]) []); [strip_eq | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (3 + a) 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s2_dom; assert (Hp : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) = 3))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ [T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ [T; E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s6_board (2 + a) 2) (0) _ (int ((Z.of_nat y1) - 1)) (s6_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; E; F]) [(1, 0)]); [strip_eq | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (2 + a) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s1_dom (2 + a) 1 0 1 y1) (Hm : meas (s1_board (2 + a) 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 0 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c9_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s1_c9_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c9_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s1_c9_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c10_moves (a d : nat) : lmoves (s1_board (2 + a) 1 0 (2 + d)) = [repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d); repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s3_board (3 + a) 0 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s3_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d)) []); [strip_eq | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (3 + a) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s3_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 1)]) (s9_board (2 + a) 1 2) (1) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 1)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 2 + d)]) (s9_board (2 + a) 1 (3 + d)) (Z.of_nat d + 2) _ (s9_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 5 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (7 + a) ++ [T; E; F; E]) [(1, 2 + d)]) (s8_board (7 + a) 1 (3 + d)) (Z.of_nat d + 2) _ (s8_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ [T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (7 + a) 1 (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c10_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c10_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 4))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s1_c10_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c10_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c10_t2_a2 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c10_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c10_t2_a3 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c10_moves a d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c11_moves : lmoves (s1_board 2 1 1 0) = [[E; E; E; T; T; E; F]; [E; E; T; E; E; T; F]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; E; E; T; T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; E; T; T; E; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; E; E; T; T; F; E]) []) (s2_board 3 0) (0) _ (s2_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; T; T; F; E]) []); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 3 0 y1); [unfold s2_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; E; T; E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; T; E; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; E; T; E; F]) [(1, 1)]) (s9_board 2 1 1) (1) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 2 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s1_dom 2 1 1 0 y1) (Hm : meas (s1_board 2 1 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 2 1 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 2 1 1 0)) in Hg. cbn [lefts] in Hg. rewrite s1_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c11_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s1_c11_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c11_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s1_c11_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c12_moves (a : nat) : lmoves (s1_board (2 + a) 1 1 1) = [repeat E (3 + a) ++ [T; T; E; F; E]; repeat E (2 + a) ++ [T; E; E; T; F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ [T; T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ [T; T; E; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ [T; T; F; E; E]) []) (s3_board (3 + a) 0 2) (0) _ (s3_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; T; F; E; E]) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (3 + a) 0 2 y1); [unfold s3_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ [T; E; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ [T; E; E; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 2)]) (s9_board (2 + a) 1 2) (2) _ (s9_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 2)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 1 2 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ [T; E; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ [T; E; E; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 2) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; E; E; E; T; E; F]) [(1, 2)]) (s5_board 4 1) (2) _ (s5_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; E; F]) [(1, 2)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 4 1 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s1_dom (2 + a) 1 1 1 y1) (Hm : meas (s1_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 1 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c12_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s1_c12_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + a) <= 3) \/ (Z.of_nat (2 + a) = 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c12_t2_a1 IH a y1 Hw (move_below_l _ _ 1 _ _ (s1_c12_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c12_t2_a2 IH a y1 Hw (move_below_l _ _ 1 _ _ (s1_c12_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c13_moves (a d : nat) : lmoves (s1_board (2 + a) 1 1 (2 + d)) = [repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (2 + d); repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (3 + d)) []) (s3_board (3 + a) 0 (3 + d)) (0) _ (s3_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (3 + a) 0 (3 + d) y1); [unfold s3_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; F]) [(1, 3 + d)]) (s9_board (2 + a) 1 (3 + d)) (Z.of_nat d + 3) _ (s9_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F]) [(1, 3 + d)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 3 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; E; F]) [(1, 3 + d)]) (s8_board (5 + a) 1 (3 + d)) (Z.of_nat d + 3) _ (s8_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; E; F]) [(1, 3 + d)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (5 + a) 1 (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s1_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c13_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c13_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c13_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c13_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c13_t2_a2 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c13_moves a d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c14_moves (a c : nat) : lmoves (s1_board (2 + a) 1 (2 + c) 0) = [repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ [F]; repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E]) []) (s2_board (3 + a) (1 + c)) (0) _ (s2_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (3 + a) (1 + c) y1); [unfold s2_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; E; T; F; E]) []) (s1_board (2 + a) 2 0 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; E; T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 0 1 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]) []) (s1_board (2 + a) 2 (1 + c) 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 (1 + c) 1 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s1_dom (2 + a) 1 (2 + c) 0 y1) (Hm : meas (s1_board (2 + a) 1 (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s1_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c14_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s1_c14_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c14_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s1_c14_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c14_t2_a2 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s1_c14_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c15_moves (a c : nat) : lmoves (s1_board (2 + a) 1 (2 + c) 1) = [repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ [F; E]; repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E; E]) []) (s3_board (3 + a) (1 + c) 2) (0) _ (s3_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (3 + a) (1 + c) 2 y1); [unfold s3_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; E; T; F; E; E]) []) (s1_board (2 + a) 2 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 0 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board (2 + a) 2 (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 (1 + c) 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s1_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s1_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c15_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s1_c15_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c15_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s1_c15_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c15_t2_a2 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s1_c15_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c16_moves (a c d : nat) : lmoves (s1_board (2 + a) 1 (2 + c) (2 + d)) = [repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d); repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s3_board (3 + a) (1 + c) (3 + d)) (0) _ (s3_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (3 + a) (1 + c) (3 + d) y1); [unfold s3_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (2 + a) 2 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (2 + a) 2 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s1_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c16_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c16_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c16_t2_a1 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c16_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c16_t2_a2 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c16_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c17_moves (a b : nat) : lmoves (s1_board (2 + a) (2 + b) 0 1) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E]; repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F; T]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([E; E; E; T; F]) [(1, 2)]) (s9_board 3 0 2) (2) _ (s9_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 3 0 2 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 1) by zlia; subst a.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([E; E; E; E; T; F]) [(1, 2)]) (s4_board 4) (2) _ (s4_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 4 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: E :: T :: repeat E (1 + b) ++ [F]) [(1, 2)]) (s9_board 3 (1 + b) 2) (2) _ (s9_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: E :: T :: repeat E (1 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 3 (1 + b) 2 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 1) by zlia; subst a.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: E :: E :: T :: repeat E (1 + b) ++ [F]) [(1, 2)]) (s5_board 4 (1 + b)) (2) _ (s5_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: E :: E :: T :: repeat E (1 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 4 (1 + b) (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s6_board (2 + a) (3 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s6_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [F]) [(1, 0)]); [strip_eq | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (2 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 0 1 y1) (Hm : meas (s1_board (2 + a) (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c17_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s1_c17_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c17_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s1_c17_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c17_t1_a3 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s1_c17_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c17_t1_a4 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s1_c17_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c17_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s1_c17_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c18_moves (a b d : nat) : lmoves (s1_board (2 + a) (2 + b) 0 (2 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ [T; F]) [(1, 3 + d)]) (s9_board (3 + a) 0 (3 + d)) (Z.of_nat d + 3) _ (s9_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 0 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 2 (destruct a as [|a]; [exfalso; zlia|]).
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + d)]) (s7_board (5 + a) (3 + d)) (Z.of_nat d + 3) _ (s7_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (5 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]) (s9_board (3 + a) (1 + b) (3 + d)) (Z.of_nat d + 3) _ (s9_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) (1 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]) (s8_board (5 + a) (1 + b) (3 + d)) (Z.of_nat d + 3) _ (s8_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (5 + a) (1 + b) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]) (s9_board (2 + a) (2 + b) 2) (1) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s9_board (2 + a) (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s9_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 5 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (7 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s8_board (7 + a) (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s8_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (7 + a) (2 + b) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c18_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c18_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_t1_a3 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c18_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_t1_a4 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c18_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 4))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s1_c18_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c18_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c18_t2_a2 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c18_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c18_t2_a3 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c18_moves a b d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c19_moves (b : nat) : lmoves (s1_board 2 (2 + b) 1 0) = [E :: E :: E :: T :: repeat E (1 + b) ++ [T; E; F]; E :: E :: T :: repeat E (3 + b) ++ [T; F]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c19_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: E :: E :: T :: repeat E (1 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: E :: T :: repeat E (1 + b) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([E; E; E; T; E; T; F; E]) []) (s1_board 3 1 0 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; T; E; T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 3 1 0 1 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c19_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: E :: E :: T :: repeat E (1 + b) ++ [T; E; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: E :: T :: repeat E (1 + b) ++ [T; E; F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: E :: T :: repeat E (2 + b) ++ [T; F; E]) []) (s1_board 3 (2 + b) 0 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: E :: T :: repeat E (2 + b) ++ [T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 3 (2 + b) 0 1 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c19_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: E :: T :: repeat E (3 + b) ++ [T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (3 + b) ++ [T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ [F]) [(1, 1)]) (s9_board 2 (2 + b) 1) (1) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 2 (2 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c19 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s1_dom 2 (2 + b) 1 0 y1) (Hm : meas (s1_board 2 (2 + b) 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 2 (2 + b) 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 2 (2 + b) 1 0)) in Hg. cbn [lefts] in Hg. rewrite s1_c19_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c19_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s1_c19_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c19_t1_a2 IH b y1 Hw (move_below_l _ _ 0 _ _ (s1_c19_moves b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c19_t2_a1 IH b y1 Hw (move_below_l _ _ 1 _ _ (s1_c19_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c20_moves (a b : nat) : lmoves (s1_board (2 + a) (2 + b) 1 1) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; E; F; E]; repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [T; F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c20_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; E; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ [T; E; T; F; E; E]) []) (s1_board (3 + a) 1 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 0 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c20_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; E; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; E; F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ [T; F; E; E]) []) (s1_board (3 + a) (2 + b) 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ [T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) 0 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c20_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 2)]) (s9_board (2 + a) (2 + b) 2) (2) _ (s9_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c20_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 2) by zlia; subst a.
  apply (answer_board_R _ (strip [] (E :: E :: E :: E :: T :: repeat E (2 + b) ++ [F]) [(1, 2)]) (s5_board 4 (2 + b)) (2) _ (s5_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: E :: E :: T :: repeat E (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 4 (2 + b) (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s5_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c20 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s1_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c20_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c20_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s1_c20_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c20_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s1_c20_moves a b) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + a) <= 3) \/ (Z.of_nat (2 + a) = 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c20_t2_a1 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s1_c20_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c20_t2_a2 IH a b y1 Hw (move_below_l _ _ 1 _ _ (s1_c20_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c21_moves (a b d : nat) : lmoves (s1_board (2 + a) (2 + b) 1 (2 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c21_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (3 + a) 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (3 + a) (2 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]) (s9_board (2 + a) (2 + b) (3 + d)) (Z.of_nat d + 3) _ (s9_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + a) (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 3 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]) (s8_board (5 + a) (2 + b) (3 + d)) (Z.of_nat d + 3) _ (s8_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (5 + a) (2 + b) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c21 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c21_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c21_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c21_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c21_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c21_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c21_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c21_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c21_t2_a2 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c21_moves a b d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c22_moves (a b c : nat) : lmoves (s1_board (2 + a) (2 + b) (2 + c) 0) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F]; repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c22_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]) []) (s1_board (3 + a) 1 (1 + c) 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 (1 + c) 1 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c22_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []) (s1_board (3 + a) (2 + b) (1 + c) 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) (1 + c) 1 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c22_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [T; F; E]) []) (s1_board (2 + a) (3 + b) 0 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 1 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c22_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []) (s1_board (2 + a) (3 + b) (1 + c) 1) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) 1 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c22 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) (2 + c) 0 y1) (Hm : meas (s1_board (2 + a) (2 + b) (2 + c) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) (2 + c) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) (2 + c) 0)) in Hg. cbn [lefts] in Hg. rewrite s1_c22_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c22_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s1_c22_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c22_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s1_c22_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c22_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s1_c22_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c22_t2_a2 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s1_c22_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c23_moves (a b c : nat) : lmoves (s1_board (2 + a) (2 + b) (2 + c) 1) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F; E]; repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c23_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board (3 + a) 1 (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 (1 + c) 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c23_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board (3 + a) (2 + b) (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) (1 + c) 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c23_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [T; F; E; E]) []) (s1_board (2 + a) (3 + b) 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c23_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board (2 + a) (3 + b) (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c23 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s1_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c23_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c23_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s1_c23_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c23_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s1_c23_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c23_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s1_c23_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c23_t2_a2 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s1_c23_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c24_moves (a b c d : nat) : lmoves (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c24_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (3 + a) 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c24_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (3 + a) (2 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c24_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (2 + a) (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c24_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (2 + a) (3 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) (3 + d) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c24 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c24_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c24_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c24_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c24_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c24_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c24_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c24_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c24_t2_a2 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c24_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exact (s1_c1 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c2 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          assert (a = 0) by zlia; subst a.
  exact (s1_c3 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c4 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c5 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s1_c6 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c7 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c8 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s1_c9 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c10 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          assert (a = 0) by zlia; subst a.
  exact (s1_c11 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c12 IH a y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c13 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s1_c14 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c15 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c16 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s1_c17 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c18 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          assert (a = 0) by zlia; subst a.
  exact (s1_c19 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c20 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c21 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exact (s1_c22 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c23 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c24 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s2_c1_moves (a : nat) : lmoves (s2_board (3 + a) 0) = [repeat E (3 + a) ++ [T; E; F; T]].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ [T; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ [T; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ [T; F; E]) [(1, 0)]) (s9_board (3 + a) 0 1) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F; E]) [(1, 0)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 0 1 y1); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s2_dom (3 + a) 0 y1) (Hm : meas (s2_board (3 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board (3 + a) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board (3 + a) 0)) in Hg. cbn [lefts] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s2_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s2_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s2_c2_moves (a : nat) : lmoves (s2_board (3 + a) 1) = [repeat E (3 + a) ++ [T; E; T; F; E]].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat E (3 + a) ++ [T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ [T; E; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; E; E; T; F]) [(1, 2)]) (s9_board 3 0 2) (2) _ (s9_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 3 0 2 (Z.to_nat (Z.of_nat y1 - 2))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (3 + a) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ [T; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ [T; E; T; F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 1) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; E; E; E; T; F]) [(1, 2)]) (s4_board 4) (2) _ (s4_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 4 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s2_dom (3 + a) 1 y1) (Hm : meas (s2_board (3 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board (3 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board (3 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s2_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (3 + a) = 3) \/ (Z.of_nat (3 + a) = 4))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s2_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s2_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s2_c2_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s2_c2_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s2_c3_moves (a b : nat) : lmoves (s2_board (3 + a) (2 + b)) = [repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E]].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) <= 5 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ [T; E; T; F; E; E]) []) (s1_board (3 + a) 1 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 0 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) <= 3 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E; E]) []) (s1_board (3 + a) 1 (1 + b) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 (1 + b) 2 y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s2_dom (3 + a) (2 + b) y1) (Hm : meas (s2_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board (3 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board (3 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s2_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) <= 5 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s2_c3_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s2_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) <= 3 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s2_c3_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s2_c3_moves a b) eq_refl Hm) Hd Hr). }
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
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s2_c1 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s2_c2 IH a y1 Hdom Hm Hd Hr).
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s2_c3 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s3_c1_moves (a c : nat) : lmoves (s3_board (3 + a) 0 (2 + c)) = [repeat E (3 + a) ++ T :: E :: F :: T :: repeat E (1 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) <= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: E :: F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ [T; F; E]) [(1, 1)]) (s9_board (3 + a) 0 2) (1) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F; E]) [(1, 1)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 0 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: E :: F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  assert (a = 3) by zlia; subst a.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] ([E; E; E; E; E; E; T; F; E]) [(1, 1)]) (s4_board 6) (1) _ (s4_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; E; E; T; F; E]) [(1, 1)]); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 6 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: E :: F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ [T; F; E]) [(1, 2 + c)]) (s9_board (3 + a) 0 (3 + c)) (Z.of_nat c + 2) _ (s9_form (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F; E]) [(1, 2 + c)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 0 (3 + c) (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 2))); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: E :: F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (7 + a) ++ [T; F; E]) [(1, 2 + c)]) (s7_board (7 + a) (3 + c)) (Z.of_nat c + 2) _ (s7_form (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ [T; F; E]) [(1, 2 + c)]); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (7 + a) (3 + c) (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s3_dom (3 + a) 0 (2 + c) y1) (Hm : meas (s3_board (3 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board (3 + a) 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board (3 + a) 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (3 + a) <= 5 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (3 + a) = 6 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (3 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 6 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) <= 5 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s3_c1_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s3_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) = 6 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c1_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s3_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s3_c1_t1_a3 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s3_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s3_c1_t1_a4 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s3_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s3_c2_moves (a c : nat) : lmoves (s3_board (3 + a) 1 (2 + c)) = [repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ [T; F]) [(1, 3 + c)]) (s9_board (3 + a) 0 (3 + c)) (Z.of_nat c + 3) _ (s9_form (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F]) [(1, 3 + c)]); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 0 (3 + c) (Z.to_nat (- Z.of_nat c + Z.of_nat y1 - 3))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 2 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + c)]) (s7_board (5 + a) (3 + c)) (Z.of_nat c + 3) _ (s7_form (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F]) [(1, 3 + c)]); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (5 + a) (3 + c) (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 3))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s3_dom (3 + a) 1 (2 + c) y1) (Hm : meas (s3_board (3 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board (3 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board (3 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s3_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (3 + a) - Z.of_nat (2 + c) <= 2) \/ (Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s3_c2_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s3_c2_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s3_c2_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s3_c2_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s3_c3_moves (a b c : nat) : lmoves (s3_board (3 + a) (2 + b) (2 + c)) = [repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []) (s1_board (3 + a) 1 0 (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 0 (3 + c) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []) (s1_board (3 + a) 1 (1 + b) (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 (1 + b) (3 + c) y1); [unfold s1_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s3_dom (3 + a) (2 + b) (2 + c) y1) (Hm : meas (s3_board (3 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board (3 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board (3 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s3_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - 2 * Z.of_nat (2 + c) <= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s3_c3_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s3_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s3_c3_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s3_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
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
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s3_c2 IH a c y1 Hdom Hm Hd Hr).
      }
    }
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
  exact (s3_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s4_c1_moves (a : nat) : lmoves (s4_board (4 + a)) = [repeat E (5 + a) ++ [F; T; E]].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (5 + a) ++ [F; T; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ [F; T; E])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(4 + a, 1)] ([E]) [(1, 1)]) (s10_board) (- Z.of_nat a - 3) _ (s10_form (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(4 + a, 1)] ([E]) [(1, 1)] (6 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 3))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s4_board (4 + a)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s4_board (4 + a))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(3 + a, 1)] ([]) [(1, 3)]) (s10_board) (- Z.of_nat a) _ (s10_form (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 1)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 3)] (6 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (Z.to_nat (Z.of_nat a - Z.of_nat y1 + 1))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s4_dom (4 + a) y1) (Hm : meas (s4_board (4 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s4_board (4 + a))) (int (- Z.of_nat y1)).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s4_board (4 + a))) in Hg. cbn [lefts] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s4_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s4_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) >= 4 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s4_c1_f1_a1 IH a y1 Hw Hm Hd Hr).
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
    do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s4_c1 IH a y1 Hdom Hm Hd Hr).
  }
Qed.

Lemma s5_c1_moves : lmoves (s5_board 4 1) = [[E; E; E; E; E; T; F; E; E]].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; E; E; E; E; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; E; E; E; T; F; E; E])) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(4, 1)] ([]) [(1, 3)]) (s10_board) (-1) _ (s10_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(4, 1)] ([]) [(1, 3)] 7); [reflexivity | target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s5_board 4 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s5_board 4 1)) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; E; E; E; T; F; E; E; E]) []) (s9_board 4 0 3) (0) _ (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s5_board; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; F; E; E; E]) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 4 0 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s5_dom 4 1 y1) (Hm : meas (s5_board 4 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board 4 1)) (int (- Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board 4 1)) in Hg. cbn [lefts] in Hg. rewrite s5_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s5_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s5_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s5_c1_f1_a1 IH y1 Hw Hm Hd Hr).
Qed.

Lemma s5_c2_moves (b : nat) : lmoves (s5_board 4 (2 + b)) = [E :: E :: E :: E :: E :: T :: repeat E (1 + b) ++ [F; E; E]].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: E :: E :: E :: E :: T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: E :: E :: E :: T :: repeat E (1 + b) ++ [F; E; E])) (int (- Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([E; E; E; E; E; T; F; E; E; E]) []) (s7_board 5 3) (0) _ (s7_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; E; T; F; E; E; E]) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH 5 3 y1); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: E :: E :: E :: E :: T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: E :: E :: E :: T :: repeat E (1 + b) ++ [F; E; E])) (int (- Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: E :: E :: E :: T :: repeat E (1 + b) ++ [F; E; E; E]) []) (s8_board 5 (1 + b) 3) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: E :: E :: E :: T :: repeat E (1 + b) ++ [F; E; E; E]) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 5 (1 + b) 3 y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s5_board 4 (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s5_board 4 (2 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: E :: E :: E :: T :: repeat E (1 + b) ++ [F; E; E; E]) []) (s9_board 4 (1 + b) 3) (0) _ (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s5_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: E :: E :: T :: repeat E (1 + b) ++ [F; E; E; E]) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH 4 (1 + b) 3 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s5_dom 4 (2 + b) y1) (Hm : meas (s5_board 4 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board 4 (2 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board 4 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s5_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s5_c2_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s5_c2_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s5_c2_t1_a2 IH b y1 Hw (move_below_l _ _ 0 _ _ (s5_c2_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 4 = 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s5_c2_f1_a2 IH b y1 Hw Hm Hd Hr).
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
      assert (a = 2) by zlia; subst a.
  exact (s5_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      assert (a = 2) by zlia; subst a.
  exact (s5_c2 IH b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s6_c1_moves (a b : nat) : lmoves (s6_board (2 + a) (2 + b)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F]].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ [T; F; E]) []) (s9_board (3 + a) 0 1) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F; E]) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 0 1 y1); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E]) []) (s9_board (3 + a) (1 + b) 1) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E]) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) (1 + b) 1 y1); [unfold s9_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s6_dom (2 + a) (2 + b) y1) (Hm : meas (s6_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s6_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s6_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s6_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s6_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s6_c1_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }
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
      exact (s6_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s7_c1_moves (a b : nat) : lmoves (s7_board (5 + a) (3 + b)) = [repeat E (6 + a) ++ F :: T :: repeat E (2 + b)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (6 + a) ++ F :: T :: repeat E (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (6 + a) ++ F :: T :: repeat E (2 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(5 + a, 1)] ([E]) [(1, 2 + b)]) (s10_board) (- Z.of_nat a + Z.of_nat b - 3) _ (s10_form (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(5 + a, 1)] ([E]) [(1, 2 + b)] (8 + a + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 3))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (s7_board (5 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s7_board (5 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(4 + a, 1)] ([]) [(1, 4 + b)]) (s10_board) (- Z.of_nat a + Z.of_nat b) _ (s10_form (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 1)))).
  - unfold strip, s7_board; tf_in.
  - apply (tf_norm_by_blank _ [(4 + a, 1)] ([]) [(1, 4 + b)] (8 + a + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 1))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s7_dom (5 + a) (3 + b) y1) (Hm : meas (s7_board (5 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s7_board (5 + a) (3 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s7_board (5 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s7_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s7_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s7_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) - Z.of_nat y1 >= 1 /\ Z.of_nat (3 + b) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s7_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
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
      do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s7_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s8_c1_moves (a c : nat) : lmoves (s8_board (5 + a) 1 (3 + c)) = [repeat E (6 + a) ++ T :: F :: repeat E (3 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (6 + a) ++ T :: F :: repeat E (3 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(5 + a, 1)] ([]) [(1, 4 + c)]) (s10_board) (- Z.of_nat a + Z.of_nat c - 1) _ (s10_form (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(5 + a, 1)] ([]) [(1, 4 + c)] (9 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 1))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s8_board (5 + a) 1 (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s8_board (5 + a) 1 (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: F :: repeat E (4 + c)) []) (s9_board (5 + a) 0 (4 + c)) (0) _ (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (5 + a) 0 (4 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s8_board (5 + a) 1 (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s8_board (5 + a) 1 (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (6 + a) ++ T :: F :: repeat E (4 + c)) []) (s7_board (6 + a) (4 + c)) (0) _ (s7_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (6 + a) (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s8_dom (5 + a) 1 (3 + c) y1) (Hm : meas (s8_board (5 + a) 1 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board (5 + a) 1 (3 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board (5 + a) 1 (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s8_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s8_c1_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s8_c1_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s8_c1_f1_a1 IH a c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s8_c1_f1_a2 IH a c y1 Hw Hm Hd Hr). }

Qed.

Lemma s8_c2_moves (a b c : nat) : lmoves (s8_board (5 + a) (2 + b) (3 + c)) = [repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))) (int (- Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (6 + a) ++ T :: F :: repeat E (4 + c)) []) (s7_board (6 + a) (4 + c)) (0) _ (s7_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (6 + a) (4 + c) y1); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))) (int (- Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s8_board (6 + a) (1 + b) (4 + c)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (6 + a) (1 + b) (4 + c) y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s8_board (5 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s8_board (5 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s9_board (5 + a) (1 + b) (4 + c)) (0) _ (s9_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (5 + a) (1 + b) (4 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s9_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) (Hm : (meas (s8_board (5 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s8_board (5 + a) (2 + b) (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s8_board (6 + a) (1 + b) (4 + c)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (6 + a) (1 + b) (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s8_dom (5 + a) (2 + b) (3 + c) y1) (Hm : meas (s8_board (5 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board (5 + a) (2 + b) (3 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board (5 + a) (2 + b) (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s8_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s8_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s8_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 1)%Z) by zlia. exact (s8_c2_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s8_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat y1 = 1) \/ (Z.of_nat y1 >= 2))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s8_c2_f1_a3 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (3 + c) >= 3 /\ Z.of_nat y1 >= 2)%Z) by zlia. exact (s8_c2_f1_a4 IH a b c y1 Hw Hm Hd Hr). }

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
        exfalso; zlia.
      }
    }
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
        do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s8_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s9_c1_moves (a : nat) : lmoves (s9_board (2 + a) 0 1) = [repeat E (3 + a) ++ [F; T]].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : ((Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (3 + a) ++ [F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ [F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(2 + a, 1)] ([E]) [(1, 0)]) (s10_board) (- Z.of_nat a - 2) _ (s10_form (2 + a + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 0)] (3 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (2 + a + y1)); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s9_dom (2 + a) 0 1 y1) (Hm : meas (s9_board (2 + a) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s9_board (2 + a) 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s9_board (2 + a) 0 1)) in Hg. cbn [lefts] in Hg. rewrite s9_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s9_c1_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s9_c1_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s9_c2_moves (a c : nat) : lmoves (s9_board (2 + a) 0 (2 + c)) = [repeat E (3 + a) ++ F :: T :: repeat E (1 + c)].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (3 + a) ++ F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [(2 + a, 1)] ([E]) [(1, 1)]) (s10_board) (- Z.of_nat a - 1) _ (s10_form (1 + a + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 1)] (4 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (1 + a + y1)); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (3 + a) ++ F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(2 + a, 1)] ([E]) [(1, 2 + c)]) (s10_board) (- Z.of_nat a + Z.of_nat c) _ (s10_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 2 + c)] (5 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s9_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s9_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s9_board (2 + a) 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s9_board (2 + a) 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s9_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 <= 3) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + a) + Z.of_nat y1 = 5 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s9_c2_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s9_c2_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s9_c2_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s9_c2_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s9_c3_moves (a : nat) : lmoves (s9_board (2 + a) 1 1) = [repeat E (3 + a) ++ [T; F; E]].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : ((Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (3 + a) ++ [T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ [T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(2 + a, 1)] ([]) [(1, 2)]) (s10_board) (- Z.of_nat a) _ (s10_form (a + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([]) [(1, 2)] (4 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (a + y1)); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s9_dom (2 + a) 1 1 y1) (Hm : meas (s9_board (2 + a) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s9_board (2 + a) 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s9_board (2 + a) 1 1)) in Hg. cbn [lefts] in Hg. rewrite s9_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s9_c3_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s9_c3_moves a) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s9_c4_moves (a c : nat) : lmoves (s9_board (2 + a) 1 (2 + c)) = [repeat E (3 + a) ++ T :: F :: repeat E (2 + c)].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(2 + a, 1)] ([]) [(1, 3 + c)]) (s10_board) (- Z.of_nat a + Z.of_nat c + 1) _ (s10_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([]) [(1, 3 + c)] (5 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s10_form; apply form_int; zlia.
  - intros HT; apply (use10 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 - 1))); [unfold s10_dom; zlia | unfold lex3; lia].
Qed.
Lemma s9_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s9_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s9_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s9_board (2 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s9_board (2 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s9_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s9_c4_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s9_c4_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s9_c5_moves (a b : nat) : lmoves (s9_board (2 + a) (2 + b) 1) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E]].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ [T; F; E; E]) []) (s9_board (3 + a) 0 2) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F; E; E]) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 0 2 y1); [destruct Hw as [Hw|Hw]; [unfold s9_dom; right; left; zlia | unfold s9_dom; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s9_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E; E]) []) (s9_board (3 + a) (1 + b) 2) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [F; E; E]) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) (1 + b) 2 y1); [destruct Hw as [Hw|Hw]; [unfold s9_dom; right; left; zlia | unfold s9_dom; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s9_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s9_dom (2 + a) (2 + b) 1 y1) (Hm : meas (s9_board (2 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s9_board (2 + a) (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s9_board (2 + a) (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s9_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s9_c5_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s9_c5_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s9_c5_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s9_c5_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s9_c6_moves (a b c : nat) : lmoves (s9_board (2 + a) (2 + b) (2 + c)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c)].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) []) (s9_board (3 + a) 0 (3 + c)) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) 0 (3 + c) y1); [destruct Hw as [Hw|[Hw|Hw]]; [unfold s9_dom; left; zlia | unfold s9_dom; right; left; zlia | unfold s9_dom; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s9_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []) (s9_board (3 + a) (1 + b) (3 + c)) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []); [reflexivity | unfold s9_board; target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (3 + a) (1 + b) (3 + c) y1); [destruct Hw as [Hw|[Hw|Hw]]; [unfold s9_dom; left; zlia | unfold s9_dom; right; left; zlia | unfold s9_dom; right; right; zlia] | unfold lex3; lia].
Qed.
Lemma s9_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s9_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s9_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s9_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s9_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s9_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s9_c6_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s9_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat y1 = 0))%Z) by zlia. exact (s9_c6_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s9_c6_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s9_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C9 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s9_dom in Hdom.
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
        exact (s9_c1 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s9_c2 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s9_c3 IH a y1 Hdom Hm Hd Hr).
      }
      {
        exact (s9_c4 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exact (s9_c5 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s9_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s10_c1_moves : lmoves (s10_board) = [].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s10_dom y1) (Hm : meas (s10_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s10_board)) (int (Z.of_nat y1)).
Proof.
  unfold s10_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s10_board)) in Hg. cbn [lefts] in Hg. rewrite s10_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s10_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C10 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s10_dom in Hdom.
  exact (s10_c1 IH y1 Hdom Hm Hd Hr).
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
  apply Forall_nil.
Qed.

Theorem upper (a b c d : nat) :
  (2 * Z.of_nat a + 2 * Z.of_nat b - Z.of_nat c - 4 * Z.of_nat d >= 6 /\ 2 * Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d >= 3 /\ Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d <= 1)%Z -> le (tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d)) (int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)).
Proof.
  intros Hw.
  apply (entry_R _ (s1_board a b c d) (0) _ (s1_form (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)))).
  - apply (tf_norm_by _ [] (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b c d (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2)) ltac:(unfold s1_dom; zlia) eq_refl eq_refl eq_refl).
Qed.
End Upper.

Theorem claim_holds (a b c d : nat) :
  (2 * Z.of_nat a + 2 * Z.of_nat b - Z.of_nat c - 4 * Z.of_nat d >= 6 /\ 2 * Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d >= 3 /\ Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d <= 1)%Z ->
  tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d + 2).
Proof.
  intros Hw. split; [exact (Upper.upper a b c d Hw) | exact (Lower.lower a b c d Hw)].
Qed.

Print Assumptions claim_holds.
