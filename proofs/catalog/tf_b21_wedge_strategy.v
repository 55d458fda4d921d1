(* Toads-and-Frogs: _^a T _^b T _^c F _^d = c+2d-a on (a+b-d>=2 && a>=1 && c+4d-2a-2b>=0 && b>=1 && c%2==0 && d>=1) || (a+b-d>=2 && a>=1 && c+4d-2a-2b>=2 && b>=1 && c%2==1 && d>=1), proved by a winning strategy for each half.

   Lower: G >= X, Left wins G - X moving second; Upper: G <= X, Right does.
   Each node of a strategy is a board, a comparison form and a domain; its
   claim holds by the strategy rule of CGProve.TfStrategy, by induction on
   lex3 (the board's measure, then the form's depth and size).

   Written by `cgprove check tf "_^a T _^b T _^c F _^d" "2d+c-a" --where "d+2<=a+b && a>=1 && b>=1 && d>=1 && (c+4d>=2a+2b+2 || (c+4d>=2a+2b && c%2==0))" --coq-by strategy --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Compare
  TfBlocks TerminalToads TfNormal TfStrategy.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* The claim's trees *)

Module Lower.

(* s1: _^a T _^b T _^c F _^d >= y on (a+y1-2d==0 && a+b-d>=1 && a>=3 && b>=1 && c==0 && d>=3) || (a+y1-c-2d==0 && a+b-d>=2 && a>=1 && b>=1 && d>=1) || (a==2 && d-b<=1 && c==0 && 2d-y1==2 && d>=2) *)
Definition s1_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.
Definition s1_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s1_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - 2 * Z.of_nat d + Z.of_nat y1 = 0 /\ Z.of_nat a + Z.of_nat b - Z.of_nat d >= 1 /\ Z.of_nat a >= 3 /\ Z.of_nat b >= 1 /\ Z.of_nat c = 0 /\ Z.of_nat d >= 3) \/ (Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d + Z.of_nat y1 = 0 /\ Z.of_nat a + Z.of_nat b - Z.of_nat d >= 2 /\ Z.of_nat a >= 1 /\ Z.of_nat b >= 1 /\ Z.of_nat d >= 1) \/ (Z.of_nat a = 2 /\ - Z.of_nat b + Z.of_nat d <= 1 /\ Z.of_nat c = 0 /\ 2 * Z.of_nat d - Z.of_nat y1 = 2 /\ Z.of_nat d >= 2))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s1_dom a b c d y1 -> meas (s1_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (s1_form y1) (tf_game (s1_board a b c d)).

(* s2: _ T _^a F _^b >= y on a>=2 && b-a<=1 && b-y1==2 *)
Definition s2_board (a b : nat) : board := E :: T :: repeat E a ++ F :: repeat E b.
Definition s2_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s2_dom (a b y1 : nat) : Prop := ((Z.of_nat a >= 2 /\ - Z.of_nat a + Z.of_nat b <= 1 /\ Z.of_nat b - Z.of_nat y1 = 2))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s2_dom a b y1 -> meas (s2_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s2_form y1) (tf_game (s2_board a b)).

(* s3: _^a T F _^b >= y on (a-b-y1==1 && 2b-a>=1 && a-b>=2) || (b+y1-a==1 && a-b>=0 && b>=2) *)
Definition s3_board (a b : nat) : board := repeat E a ++ T :: F :: repeat E b.
Definition s3_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s3_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - Z.of_nat y1 = 1 /\ - Z.of_nat a + 2 * Z.of_nat b >= 1 /\ Z.of_nat a - Z.of_nat b >= 2) \/ (- Z.of_nat a + Z.of_nat b + Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat b >= 0 /\ Z.of_nat b >= 2))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s3_dom a b y1 -> meas (s3_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s3_form y1) (tf_game (s3_board a b)).

(* s4: _^a T^2 F _^b >= y on a+y1-2b==0 && a-b>=1 && a>=3 *)
Definition s4_board (a b : nat) : board := repeat E a ++ T :: T :: F :: repeat E b.
Definition s4_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s4_dom (a b y1 : nat) : Prop := ((Z.of_nat a - 2 * Z.of_nat b + Z.of_nat y1 = 0 /\ Z.of_nat a - Z.of_nat b >= 1 /\ Z.of_nat a >= 3))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s4_dom a b y1 -> meas (s4_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (s4_form y1) (tf_game (s4_board a b)).

(* s5: _^a T _^b F _^c >= y on (a-c==1 && a>=3 && b==0 && y1==0) || (c-a-y1==1 && a>=2) *)
Definition s5_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s5_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s5_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c = 1 /\ Z.of_nat a >= 3 /\ Z.of_nat b = 0 /\ Z.of_nat y1 = 0) \/ (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat a >= 2))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s5_dom a b c y1 -> meas (s5_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s5_form y1) (tf_game (s5_board a b c)).

(* s6: _^a T _^b F _^c >= y on (a-c-y1==1 && a-c>=2 && a-2c<=1 && b==1) || (c+y1-a==1 && a-c>=0 && b>=2 && c>=2) *)
Definition s6_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s6_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s6_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c - Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat c >= 2 /\ Z.of_nat a - 2 * Z.of_nat c <= 1 /\ Z.of_nat b = 1) \/ (- Z.of_nat a + Z.of_nat c + Z.of_nat y1 = 1 /\ Z.of_nat a - Z.of_nat c >= 0 /\ Z.of_nat b >= 2 /\ Z.of_nat c >= 2))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s6_dom a b c y1 -> meas (s6_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s6_form y1) (tf_game (s6_board a b c)).

(* s7: _^a T^2 _^b F _^c >= y on a+y1-b-2c==0 && a-c>=2 && b>=1 && c>=1 *)
Definition s7_board (a b c : nat) : board := repeat E a ++ T :: T :: repeat E b ++ F :: repeat E c.
Definition s7_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s7_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - 2 * Z.of_nat c + Z.of_nat y1 = 0 /\ Z.of_nat a - Z.of_nat c >= 2 /\ Z.of_nat b >= 1 /\ Z.of_nat c >= 1))%Z.
Definition C7 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s7_dom a b c y1 -> meas (s7_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (s7_form y1) (tf_game (s7_board a b c)).

(* s8:  >= y on y1==2 *)
Definition s8_board : board := [].
Definition s8_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s8_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 2))%Z.
Definition C8 (mm dd rr : nat) : Prop := forall (y1 : nat), s8_dom y1 -> meas (s8_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s8_form y1) (tf_game (s8_board)).

(* s9:  >= y on y1==0 *)
Definition s9_board : board := [].
Definition s9_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s9_dom (y1 : nat) : Prop := ((Z.of_nat y1 = 0))%Z.
Definition C9 (mm dd rr : nat) : Prop := forall (y1 : nat), s9_dom y1 -> meas (s9_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (s9_form y1) (tf_game (s9_board)).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr; C7 mm dd rr; C8 mm dd rr; C9 mm dd rr].
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
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s4_dom a b y1 -> lex3 (meas (s4_board a b)) 0 (2 * y1) mm dd rr -> le (s4_form y1) (tf_game (s4_board a b)).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s5_dom a b c y1 -> lex3 (meas (s5_board a b c)) 0 (2 * y1) mm dd rr -> le (s5_form y1) (tf_game (s5_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s6_dom a b c y1 -> lex3 (meas (s6_board a b c)) 0 (2 * y1) mm dd rr -> le (s6_form y1) (tf_game (s6_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s7_dom a b c y1 -> lex3 (meas (s7_board a b c)) 0 (2 * y1) mm dd rr -> le (s7_form y1) (tf_game (s7_board a b c)).
Proof. intros H1 H2. exact (all_nth _ 6 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s8_dom y1 -> lex3 (meas (s8_board)) 0 (2 * y1) mm dd rr -> le (s8_form y1) (tf_game (s8_board)).
Proof. intros H1 H2. exact (all_nth _ 7 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s9_dom y1 -> lex3 (meas (s9_board)) 0 (2 * y1) mm dd rr -> le (s9_form y1) (tf_game (s9_board)).
Proof. intros H1 H2. exact (all_nth _ 8 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma s1_c1_moves (b : nat) : rmoves (s1_board 1 (2 + b) 0 1) = [E :: T :: repeat E (1 + b) ++ [F; T; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ [F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ [F; T; E; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; E; T; F]) [(1, 2)]) (s3_board 2 2) (2) _ (s3_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F]) [(1, 2)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH 2 2 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s3_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: T :: repeat E (1 + b) ++ [F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + b) ++ [F; T; E; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]) (s2_board (2 + b) 2) (1) _ (s2_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (2 + b) 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s1_board 1 (2 + b) 0 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (2 + b) 0 1)).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (1 + b) ++ [T; F; E]) []) (s1_board 2 (1 + b) 0 1) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + b) ++ [T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (1 + b) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s1_dom 1 (2 + b) 0 1 y1) (Hm : meas (s1_board 1 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 (2 + b) 0 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c1_f1_a1 IH b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c1_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s1_c1_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c1_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s1_c1_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c2_moves (b d : nat) : rmoves (s1_board 1 (3 + b) 0 (2 + d)) = [E :: T :: repeat E (2 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (2 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (2 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s2_board (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s2_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 (3 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (3 + b) 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board 2 (2 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (3 + b) 0 (2 + d) y1) (Hm : meas (s1_board 1 (3 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 (3 + b) 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c2_f1_a2 IH b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (3 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c2_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c2_moves b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c3_moves (b : nat) : rmoves (s1_board 1 (2 + b) 1 1) = [E :: T :: repeat E (2 + b) ++ [T; F; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: repeat E (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (1 + b) ++ [T; F; E; E]) []) (s1_board 2 (1 + b) 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + b) ++ [T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (1 + b) 0 2 y1); [unfold s1_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (s1_board 1 (2 + b) 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (2 + b) 1 1)).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ [T; F; E]) []) (s1_board 1 (3 + b) 0 1) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ [T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s1_dom 1 (2 + b) 1 1 y1) (Hm : meas (s1_board 1 (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 (2 + b) 1 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c3_f1_a3 IH b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s1_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c3_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s1_c3_moves b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c4_moves (b d : nat) : rmoves (s1_board 1 (3 + b) 1 (2 + d)) = [E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board 2 (2 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) 0 (3 + d) y1); [unfold s1_dom; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 (3 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (3 + b) 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (4 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board 1 (4 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (4 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (4 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (3 + b) 1 (2 + d) y1) (Hm : meas (s1_board 1 (3 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 (3 + b) 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_f1_a4 IH b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (3 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c4_t1_a1 IH b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c4_moves b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c5_moves (b c : nat) : rmoves (s1_board 1 (2 + b) (2 + c) 1) = [E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ [T; F; E; E]) []) (s1_board 1 (3 + b) 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ [T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) 0 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board 1 (3 + b) (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) (1 + c) 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s1_board 1 (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (2 + b) (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []) (s1_board 1 (3 + b) (1 + c) 1) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) (1 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s1_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s1_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 1 (2 + b) (2 + c) 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c5_f1_a5 IH b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s1_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s1_c5_t1_a1 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s1_c5_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c5_t1_a2 IH b c y1 Hw (move_below_r _ _ 0 _ _ (s1_c5_moves b c) eq_refl Hm) Hd Hr). }
 }

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
  - intros HT; apply (use1 IH 1 (4 + b) 0 (3 + d) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
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
  - intros HT; apply (use1 IH 1 (4 + b) (1 + c) (3 + d) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_f1_a6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (3 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board 1 (3 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board 1 (3 + b) (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (E :: T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board 1 (4 + b) (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (4 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (4 + b) (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
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

Lemma s1_c7_moves : rmoves (s1_board 2 1 0 1) = [[E; E; T; F; T; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; T; F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; E; T; F; T; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; E; T; F; E]) [(1, 1)]) (s3_board 2 2) (1) _ (s3_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F; E]) [(1, 1)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH 2 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s3_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s1_dom 2 1 0 1 y1) (Hm : meas (s1_board 2 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 2 1 0 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s1_board 2 1 0 1)) in Hg. cbn [rights] in Hg. rewrite s1_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c7_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s1_c7_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c8_moves (a d : nat) : rmoves (s1_board (2 + a) 1 0 (2 + d)) = [repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + d) = 0 /\ Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + d)]) (s5_board (2 + a) 0 (3 + d)) (Z.of_nat d + 2) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) 0 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; F; E]) [(1, 2 + d)]) (s3_board (3 + a) (3 + d)) (Z.of_nat d + 2) _ (s3_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F; E]) [(1, 2 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (3 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s3_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_f1_a7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2))%Z) (Hm : (meas (s1_board (2 + a) 1 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) 1 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d)) []) (s4_board (3 + a) (2 + d)) (0) _ (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + a) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) 1 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : ((Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2))%Z) by zlia. exact (s1_c8_f1_a7 IH a d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) - Z.of_nat (2 + d) = 0) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + d) = 0 /\ Z.of_nat (2 + a) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c8_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c8_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c8_t1_a2 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c8_moves a d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c9_moves (a : nat) : rmoves (s1_board (2 + a) 1 1 1) = [repeat E (2 + a) ++ [T; E; T; F; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ [T; E; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ [T; E; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; T; F; E; E]) []) (s4_board (3 + a) 2) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; T; F; E; E]) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + a) 2 y1); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_f1_a8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s1_board (2 + a) 1 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) 1 1 1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] ([E; E; E; T; T; E; F; E]) []) (s7_board 3 1 1) (0) _ (s7_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; T; T; E; F; E]) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH 3 1 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s1_dom (2 + a) 1 1 1 y1) (Hm : meas (s1_board (2 + a) 1 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) 1 1 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c9_f1_a8 IH a y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 1 1)) in Hg. cbn [rights] in Hg. rewrite s1_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c9_t1_a1 IH a y1 Hw (move_below_r _ _ 0 _ _ (s1_c9_moves a) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c10_moves (a d : nat) : rmoves (s1_board (3 + a) 1 1 (2 + d)) = [repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: T :: F :: repeat E (3 + d)) []) (s4_board (4 + a) (3 + d)) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (4 + a) (3 + d) y1); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_f1_a9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (3 + a) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (3 + a) 1 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (3 + a) 1 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: T :: E :: F :: repeat E (2 + d)) []) (s7_board (4 + a) 1 (2 + d)) (0) _ (s7_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: T :: E :: F :: repeat E (2 + d)) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (4 + a) 1 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (3 + a) 1 1 (2 + d) y1) (Hm : meas (s1_board (3 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (3 + a) 1 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (3 + a) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c10_f1_a9 IH a d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (3 + a) 1 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c10_t1_a1 IH a d y1 Hw (move_below_r _ _ 0 _ _ (s1_c10_moves a d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c11_moves (a c : nat) : rmoves (s1_board (2 + a) 1 (2 + c) 1) = [repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ [T; E; E; T; F; E; E]) []) (s1_board (2 + a) 2 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 0 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board (2 + a) 2 (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 (1 + c) 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11_f1_a10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s1_board (2 + a) 1 (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) 1 (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ [F; E]) []) (s7_board (3 + a) (2 + c) 1) (0) _ (s7_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ [F; E]) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (3 + a) (2 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s1_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s1_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) 1 (2 + c) 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c11_f1_a10 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s1_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c11_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s1_c11_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c11_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s1_c11_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c12_moves (a c d : nat) : rmoves (s1_board (3 + a) 1 (2 + c) (2 + d)) = [repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (3 + a) 2 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 2 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (3 + a) 2 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 2 (1 + c) (3 + d) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_f1_a11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ - Z.of_nat (3 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (3 + a) 1 (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (3 + a) 1 (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []) (s7_board (4 + a) (2 + c) (2 + d)) (0) _ (s7_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (4 + a) (2 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s7_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (3 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s1_board (3 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (3 + a) 1 (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ - Z.of_nat (3 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c12_f1_a11 IH a c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (3 + a) 1 (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c12_t1_a1 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c12_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (3 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c12_t1_a2 IH a c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c12_moves a c d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c13_moves (b : nat) : rmoves (s1_board 2 (2 + b) 0 1) = [E :: E :: T :: repeat E (1 + b) ++ [F; T; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ [F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: E :: T :: repeat E (1 + b) ++ [F; T; E; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] ([E; E; E; T; F]) [(1, 2)]) (s3_board 3 2) (2) _ (s3_form (Z.to_nat (- Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; T; F]) [(1, 2)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH 3 2 (Z.to_nat (- Z.of_nat y1 + 2))); [unfold s3_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ [F; T; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: E :: T :: repeat E (1 + b) ++ [F; T; E; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]) (s6_board 2 (2 + b) 2) (1) _ (s6_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH 2 (2 + b) 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s6_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s1_dom 2 (2 + b) 0 1 y1) (Hm : meas (s1_board 2 (2 + b) 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board 2 (2 + b) 0 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s1_board 2 (2 + b) 0 1)) in Hg. cbn [rights] in Hg. rewrite s1_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c13_t1_a1 IH b y1 Hw (move_below_r _ _ 0 _ _ (s1_c13_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c13_t1_a2 IH b y1 Hw (move_below_r _ _ 0 _ _ (s1_c13_moves b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c14_moves (a b d : nat) : rmoves (s1_board (2 + a) (2 + b) 0 (2 + d)) = [repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + d) = 1 /\ - Z.of_nat (2 + a) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; F]) [(1, 4 + d)]) (s5_board (3 + a) 0 (4 + d)) (Z.of_nat d + 4) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F]) [(1, 4 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) 0 (4 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 4))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; F]) [(1, 3 + d)]) (s3_board (3 + a) (3 + d)) (Z.of_nat d + 3) _ (s3_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; F]) [(1, 3 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (3 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s3_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s5_board (2 + a) (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: T :: repeat E (3 + d))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s6_board (3 + a) (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s6_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (3 + a) (2 + b) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s6_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_f1_a12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (s1_board (2 + a) (2 + b) 0 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board (3 + a) (1 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (1 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [destruct Hw as [Hw|[Hw|Hw]]; [unfold s1_dom; left; zlia | unfold s1_dom; right; left; zlia | unfold s1_dom; assert (Hp : ((Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 0))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; left; zlia]] | unfold lex3; lia].
Qed.
Lemma s1_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (2 + b) 0 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : ((Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s1_c14_f1_a12 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((- Z.of_nat (2 + a) + Z.of_nat (2 + d) = 1 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) = 2) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + d) = 1 /\ - Z.of_nat (2 + a) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c14_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c14_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c14_t1_a2 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c14_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c14_t1_a3 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c14_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c14_t1_a4 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c14_moves a b d) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c15_moves (a b : nat) : rmoves (s1_board (2 + a) (2 + b) 1 1) = [repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [T; F; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E; E]) []) (s1_board (3 + a) (1 + b) 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ [T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (1 + b) 0 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_f1_a13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s1_board (2 + a) (2 + b) 1 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (2 + b) 1 1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (3 + b) ++ [T; F; E]) []) (s1_board 2 (3 + b) 0 1) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (3 + b) ++ [T; F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (3 + b) 0 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 1 1 y1) (Hm : meas (s1_board (2 + a) (2 + b) 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (2 + b) 1 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c15_f1_a13 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 1 1)) in Hg. cbn [rights] in Hg. rewrite s1_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c15_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s1_c15_moves a b) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c16_moves (a b d : nat) : rmoves (s1_board (2 + a) (2 + b) 1 (2 + d)) = [repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (3 + a) (1 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (1 + b) 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16_f1_a14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (2 + a) (2 + b) 1 (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []) (s1_board (2 + a) (3 + b) 0 (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 1 (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (2 + b) 1 (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c16_f1_a14 IH a b d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 1 (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c16_t1_a1 IH a b d y1 Hw (move_below_r _ _ 0 _ _ (s1_c16_moves a b d) eq_refl Hm) Hd Hr). }

Qed.

Lemma s1_c17_moves (a b c : nat) : rmoves (s1_board (2 + a) (2 + b) (2 + c) 1) = [repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [T; F; E; E]) []) (s1_board (2 + a) (3 + b) 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ [T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ [F; E; E])).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board (2 + a) (3 + b) (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_f1_a15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s1_board (2 + a) (2 + b) (2 + c) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []) (s1_board (2 + a) (3 + b) (1 + c) 1) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) (2 + c) 1 y1) (Hm : meas (s1_board (2 + a) (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (2 + b) (2 + c) 1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c17_f1_a15 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) (2 + c) 1)) in Hg. cbn [rights] in Hg. rewrite s1_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c17_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s1_c17_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c17_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s1_c17_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s1_c18_moves (a b c d : nat) : rmoves (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c18_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (2 + a) (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 (3 + d) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (2 + a) (3 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) (3 + d) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18_f1_a16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s1_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []) (s1_board (2 + a) (3 + b) (1 + c) (2 + d)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s1_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c18 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s1_board (2 + a) (2 + b) (2 + c) (2 + d))).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_f1_a16 IH a b c d y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [rights] in Hg. rewrite s1_c18_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_t1_a1 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c18_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c18_t1_a2 IH a b c d y1 Hw (move_below_r _ _ 0 _ _ (s1_c18_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exact (s1_c1 IH b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s1_c2 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s1_c3 IH b y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s1_c4 IH b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s1_c5 IH b c y1 Hdom Hm Hd Hr).
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
          assert (a = 0) by zlia; subst a.
  exact (s1_c7 IH y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c8 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s1_c9 IH a y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c10 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s1_c11 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s1_c12 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          assert (a = 0) by zlia; subst a.
  exact (s1_c13 IH b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c14 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s1_c15 IH a b y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c16 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s1_c17 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c18 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s2_c1_moves (a b : nat) : rmoves (s2_board (2 + a) (2 + b)) = [E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) <= 3)%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b))).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_L _ (strip [] (E :: E :: T :: F :: repeat E (3 + b)) []) (s5_board 2 0 (3 + b)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat E (3 + b)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 0 (3 + b) y1); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []) (s5_board 2 (1 + a) (3 + b)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 (1 + a) (3 + b) y1); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (s2_board (2 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s2_board (2 + a) (2 + b))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []) (s5_board 2 (1 + a) (3 + b)) (0) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s2_board; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 (1 + a) (3 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s2_dom (2 + a) (2 + b) y1) (Hm : meas (s2_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s2_board (2 + a) (2 + b))).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s2_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s2_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) <= 3)%Z) by zlia. exact (s2_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s2_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2)%Z) by zlia. exact (s2_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s2_c1_moves a b) eq_refl Hm) Hd Hr). }
 }

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
      exact (s2_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s3_c1_moves (a b : nat) : rmoves (s3_board (2 + a) (2 + b)) = [repeat E (1 + a) ++ F :: T :: repeat E (3 + b)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (3 + b))).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_L _ (s8_board) (2) _ (int ((- Z.of_nat y1) + 1)) (s8_form (1 + y1))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 3)] 4); [strip_eq | target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (1 + y1)); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (3 + b))).
Proof.
  do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s9_board) (- Z.of_nat a + Z.of_nat b) _ (int ((- Z.of_nat y1) + 1)) (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(4 + a, 1)] ([]) [(1, 4 + b)] (8 + a + b)); [strip_eq | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (3 + b))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_L _ (s8_board) (- Z.of_nat a + Z.of_nat b + 1) _ (int ((- Z.of_nat y1) + 1)) (s8_form (Z.to_nat (- Z.of_nat a + Z.of_nat b + Z.of_nat y1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([]) [(1, 3 + b)] (5 + a + b)); [strip_eq | target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (Z.to_nat (- Z.of_nat a + Z.of_nat b + Z.of_nat y1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s3_dom (2 + a) (2 + b) y1) (Hm : meas (s3_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s3_board (2 + a) (2 + b))).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s3_board (2 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 2) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s3_c1_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s3_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + b) - Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s3_c1_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s3_c1_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + b) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 0 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s3_c1_t1_a3 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s3_c1_moves a b) eq_refl Hm) Hd Hr). }
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
      exfalso; zlia.
    }
    {
      exact (s3_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s4_c1_moves (a b : nat) : rmoves (s4_board (3 + a) (2 + b)) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat y1 = 0 /\ - Z.of_nat (3 + a) + 2 * Z.of_nat (2 + b) >= 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1)%Z) (Hm : (meas (s4_board (3 + a) (2 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s4_board (3 + a) (2 + b))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; E; F]) [(1, 1 + b)]) (s6_board (3 + a) 1 (1 + b)) (Z.of_nat b + 1) _ (s6_form (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 2)))).
  - unfold strip, s4_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; E; F]) [(1, 1 + b)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (3 + a) 1 (1 + b) (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 2))); [unfold s6_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s4_dom (3 + a) (2 + b) y1) (Hm : meas (s4_board (3 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s4_board (3 + a) (2 + b))).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat y1 = 0 /\ - Z.of_nat (3 + a) + 2 * Z.of_nat (2 + b) >= 1 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) >= 1)%Z) by zlia. exact (s4_c1_f1_a1 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s4_board (3 + a) (2 + b))) in Hg. cbn [rights] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

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
      exfalso; zlia.
    }
    {
      do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s4_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s5_c1_moves (a c : nat) : rmoves (s5_board (2 + a) 0 (2 + c)) = [repeat E (1 + a) ++ F :: T :: repeat E (3 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 3)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (3 + c))).
Proof.
  assert (a = 0) by zlia; subst a.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(1, 1)] ([E]) [(1, 3 + c)]) (s8_board) (Z.of_nat c + 2) _ (s8_form (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([E]) [(1, 3 + c)] (5 + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (3 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(2 + a, 1)] ([E]) [(1, 2 + c)]) (s9_board) (- Z.of_nat a + Z.of_nat c) _ (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 2 + c)] (5 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (1 + a) ++ F :: T :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (1 + a) ++ F :: T :: repeat E (3 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(2 + a, 1)] ([E]) [(1, 4 + c)]) (s8_board) (- Z.of_nat a + Z.of_nat c + 2) _ (s8_form (Z.to_nat (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 4 + c)] (7 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (Z.to_nat (- Z.of_nat a + Z.of_nat c - Z.of_nat y1 + 2))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s5_board (2 + a) 0 (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s5_board (2 + a) 0 (2 + c))).
Proof.
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [(3 + a, 1)] ([]) [(1, 3 + c)]) (s9_board) (- Z.of_nat a + Z.of_nat c) _ (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 - 1)))).
  - unfold strip, s5_board; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 3 + c)] (6 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1 - 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s5_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s5_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s5_board (2 + a) 0 (2 + c))).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s5_c1_f1_a1 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a) 0 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s5_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat y1 = 0) \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) - Z.of_nat y1 = 3)%Z) by zlia. exact (s5_c1_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s5_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c1_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s5_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s5_c1_t1_a3 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s5_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s5_c2_moves (a c : nat) : rmoves (s5_board (2 + a) 1 (3 + c)) = [repeat E (2 + a) ++ T :: F :: repeat E (4 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: F :: repeat E (4 + c))).
Proof.
  apply (answer_board_L _ (strip [(3 + a, 1)] ([]) [(1, 3 + c)]) (s9_board) (- Z.of_nat a + Z.of_nat c) _ (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 3 + c)] (6 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s5_board (2 + a) 1 (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s5_board (2 + a) 1 (3 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []) (s5_board (3 + a) 0 (4 + c)) (0) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s5_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) 0 (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s5_dom (2 + a) 1 (3 + c) y1) (Hm : meas (s5_board (2 + a) 1 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s5_board (2 + a) 1 (3 + c))).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s5_c2_f1_a2 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a) 1 (3 + c))) in Hg. cbn [rights] in Hg. rewrite s5_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s5_c2_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s5_c2_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s5_c3_moves (a b c : nat) : rmoves (s5_board (2 + a) (2 + b) (3 + c)) = [repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []) (s5_board (3 + a) 0 (4 + c)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) 0 (4 + c) y1); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s5_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s5_board (3 + a) (1 + b) (4 + c)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) (1 + b) (4 + c) y1); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s5_c3_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s5_board (2 + a) (2 + b) (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s5_board (2 + a) (2 + b) (3 + c))).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []) (s5_board (3 + a) (1 + b) (4 + c)) (0) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s5_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) (1 + b) (4 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s5_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s5_dom (2 + a) (2 + b) (3 + c) y1) (Hm : meas (s5_board (2 + a) (2 + b) (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s5_board (2 + a) (2 + b) (3 + c))).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (3 + c) >= 2 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s5_c3_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a) (2 + b) (3 + c))) in Hg. cbn [rights] in Hg. rewrite s5_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s5_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s5_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s5_c3_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s5_c3_moves a b c) eq_refl Hm) Hd Hr). }
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

Lemma s6_c1_moves : rmoves (s6_board 3 1 1) = [[E; E; E; T; F; E; E]].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; E; E; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game ([E; E; E; T; F; E; E])).
Proof.
  apply (answer_form_L _ (s5_board 3 0 2) (0) _ (int ((- Z.of_nat y1) + 1)) (s5_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] ([E; E; E; T; F; E; E]) []); [strip_eq | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 3 0 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s6_dom 3 1 1 y1) (Hm : meas (s6_board 3 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s6_board 3 1 1)).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s6_board 3 1 1)) in Hg. cbn [rights] in Hg. rewrite s6_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s6_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s6_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s6_c2_moves (a c : nat) : rmoves (s6_board (4 + a) 1 (2 + c)) = [repeat E (4 + a) ++ T :: F :: repeat E (3 + c)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: F :: repeat E (3 + c))).
Proof.
  apply (answer_form_L _ (s5_board (4 + a) 0 (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s5_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: F :: repeat E (3 + c)) []); [strip_eq | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (4 + a) 0 (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: F :: repeat E (3 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_form_L _ (s3_board (5 + a) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s3_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: F :: repeat E (3 + c)) []); [strip_eq | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (5 + a) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s3_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s6_dom (4 + a) 1 (2 + c) y1) (Hm : meas (s6_board (4 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s6_board (4 + a) 1 (2 + c))).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s6_board (4 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s6_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (4 + a) - Z.of_nat (2 + c) = 2) \/ (Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) = 2 /\ Z.of_nat (4 + a) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s6_c2_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s6_c2_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (4 + a) - 2 * Z.of_nat (2 + c) <= 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s6_c2_t1_a2 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s6_c2_moves a c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s6_c3_moves (a b c : nat) : rmoves (s6_board (2 + a) (2 + b) (2 + c)) = [repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) []) (s3_board (3 + a) (3 + c)) (0) _ (s3_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (3 + a) (3 + c) y1); [unfold s3_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s6_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s5_board (2 + a) (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s5_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ F :: repeat E (3 + c)) []); [strip_eq | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) (2 + b) (3 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s5_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s6_c3_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (- Z.of_nat y1)) (tf_game (repeat E (2 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_L _ (s6_board (3 + a) (2 + b) (3 + c)) (0) _ (int ((- Z.of_nat y1) + 1)) (s6_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_right; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ F :: repeat E (3 + c)) []); [strip_eq | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (3 + a) (2 + b) (3 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s6_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s6_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s6_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s6_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s6_board (2 + a) (2 + b) (2 + c))).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s6_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s6_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 0 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s6_c3_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s6_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s6_c3_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s6_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (- Z.of_nat (2 + a) + Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s6_c3_t1_a3 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s6_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s6_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C6 mm dd rr.
Proof.
  intros a b c y1 Hdom Hm Hd Hr. unfold s6_dom in Hdom.
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
        assert (a = 1) by zlia; subst a.
  exact (s6_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s6_c2 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s6_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s7_c1_moves : rmoves (s7_board 3 1 1) = [[E; E; E; T; T; F; E; E]].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; E; T; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game ([E; E; E; T; T; F; E; E])).
Proof.
  apply (answer_board_L _ (strip [] ([E; E; E; T; E; F]) [(1, 1)]) (s6_board 3 1 1) (1) _ (s6_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH 3 1 1 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s6_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s7_dom 3 1 1 y1) (Hm : meas (s7_board 3 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s7_board 3 1 1)).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s7_board 3 1 1)) in Hg. cbn [rights] in Hg. rewrite s7_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 3 = 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s7_c1_t1_a1 IH y1 Hw (move_below_r _ _ 0 _ _ (s7_c1_moves) eq_refl Hm) Hd Hr). }

Qed.

Lemma s7_c2_moves (a c : nat) : rmoves (s7_board (4 + a) 1 (2 + c)) = [repeat E (4 + a) ++ T :: T :: F :: repeat E (3 + c)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: T :: F :: repeat E (3 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ [T; E; F]) [(1, 2 + c)]) (s6_board (4 + a) 1 (2 + c)) (Z.of_nat c + 2) _ (s6_form (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ [T; E; F]) [(1, 2 + c)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (4 + a) 1 (2 + c) (Z.to_nat (Z.of_nat c - Z.of_nat y1 + 2))); [unfold s6_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c2_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ - Z.of_nat (4 + a) + 2 * Z.of_nat (2 + c) >= 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s7_board (4 + a) 1 (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s7_board (4 + a) 1 (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: E :: T :: F :: repeat E (2 + c)) []) (s1_board (4 + a) 1 0 (2 + c)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s7_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: E :: T :: F :: repeat E (2 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) 1 0 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s7_dom (4 + a) 1 (2 + c) y1) (Hm : meas (s7_board (4 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s7_board (4 + a) 1 (2 + c))).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ - Z.of_nat (4 + a) + 2 * Z.of_nat (2 + c) >= 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s7_c2_f1_a1 IH a c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s7_board (4 + a) 1 (2 + c))) in Hg. cbn [rights] in Hg. rewrite s7_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s7_c2_t1_a1 IH a c y1 Hw (move_below_r _ _ 0 _ _ (s7_c2_moves a c) eq_refl Hm) Hd Hr). }

Qed.

Lemma s7_c3_moves (a b : nat) : rmoves (s7_board (3 + a) (2 + b) 1) = [repeat E (3 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E; E]].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E; E])).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ [T; E; T; F; E; E]) []) (s1_board (3 + a) 1 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ [T; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 0 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (3 + a) ++ T :: T :: repeat E (1 + b) ++ [F; E; E])).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E; E]) []) (s1_board (3 + a) 1 (1 + b) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 (1 + b) 2 y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c3_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) <= 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s7_board (3 + a) (2 + b) 1) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s7_board (3 + a) (2 + b) 1)).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E]) []) (s1_board (3 + a) 1 (1 + b) 1) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s7_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + b) ++ [F; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 (1 + b) 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s7_dom (3 + a) (2 + b) 1 y1) (Hm : meas (s7_board (3 + a) (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s7_board (3 + a) (2 + b) 1)).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (3 + a) - Z.of_nat (2 + b) <= 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s7_c3_f1_a2 IH a b y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s7_board (3 + a) (2 + b) 1)) in Hg. cbn [rights] in Hg. rewrite s7_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (3 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s7_c3_t1_a1 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s7_c3_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (3 + a) - Z.of_nat (2 + b) + Z.of_nat y1 = 2 /\ Z.of_nat (3 + a) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s7_c3_t1_a2 IH a b y1 Hw (move_below_r _ _ 0 _ _ (s7_c3_moves a b) eq_refl Hm) Hd Hr). }
 }

Qed.

Lemma s7_c4_moves (a b c : nat) : rmoves (s7_board (4 + a) (2 + b) (2 + c)) = [repeat E (4 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []) (s1_board (4 + a) 1 0 (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) 1 0 (3 + c) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (repeat E (4 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int (Z.of_nat y1)) (tf_game (repeat E (4 + a) ++ T :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c))).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []) (s1_board (4 + a) 1 (1 + b) (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) 1 (1 + b) (3 + c) y1); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c4_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (4 + a) + Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) (Hm : (meas (s7_board (4 + a) (2 + b) (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (int ((Z.of_nat y1) - 1)) (tf_game (s7_board (4 + a) (2 + b) (2 + c))).
Proof.
  apply (answer_board_L _ (strip [] (repeat E (4 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) []) (s1_board (4 + a) 1 (1 + b) (2 + c)) (0) _ (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s7_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (4 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (4 + a) 1 (1 + b) (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s7_dom (4 + a) (2 + b) (2 + c) y1) (Hm : meas (s7_board (4 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (Z.of_nat y1)) (tf_game (s7_board (4 + a) (2 + b) (2 + c))).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ - Z.of_nat (4 + a) + Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s7_c4_f1_a3 IH a b c y1 Hw Hm Hd Hr).
  - intros go Hg. rewrite (tf_game_eq (s7_board (4 + a) (2 + b) (2 + c))) in Hg. cbn [rights] in Hg. rewrite s7_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s7_c4_t1_a1 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s7_c4_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2)%Z) by zlia. exact (s7_c4_t1_a2 IH a b c y1 Hw (move_below_r _ _ 0 _ _ (s7_c4_moves a b c) eq_refl Hm) Hd Hr). }
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
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        assert (a = 1) by zlia; subst a.
  exact (s7_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s7_c2 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        do 1 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s7_c3 IH a b y1 Hdom Hm Hd Hr).
      }
      {
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
  exact (s7_c4 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s8_c1_moves : rmoves (s8_board) = [].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s8_dom y1) (Hm : meas (s8_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (int (- Z.of_nat y1)) (tf_game (s8_board)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros yo Hy. apply in_lefts_int in Hy as [Hn ->].
    exfalso; zlia.
  - intros go Hg. rewrite (tf_game_eq (s8_board)) in Hg. cbn [rights] in Hg. rewrite s8_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

Qed.

Lemma s8_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C8 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s8_dom in Hdom.
  exact (s8_c1 IH y1 Hdom Hm Hd Hr).
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
  apply Forall_nil.
Qed.

Theorem lower (a b c d : nat) :
  ((Z.of_nat a + Z.of_nat b - Z.of_nat d >= 2 /\ Z.of_nat a >= 1 /\ - 2 * Z.of_nat a - 2 * Z.of_nat b + Z.of_nat c + 4 * Z.of_nat d >= 0 /\ Z.of_nat b >= 1 /\ (Z.of_nat c) mod 2 = 0 /\ Z.of_nat d >= 1) \/ (Z.of_nat a + Z.of_nat b - Z.of_nat d >= 2 /\ Z.of_nat a >= 1 /\ - 2 * Z.of_nat a - 2 * Z.of_nat b + Z.of_nat c + 4 * Z.of_nat d >= 2 /\ Z.of_nat b >= 1 /\ (Z.of_nat c) mod 2 = 1 /\ Z.of_nat d >= 1))%Z -> le (int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)) (tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d)).
Proof.
  intros Hw.
  apply (entry_L _ (s1_board a b c d) (0) _ (s1_form (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)))).
  - apply (tf_norm_by _ [] (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b c d (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)) ltac:(unfold s1_dom; right; left; zlia) eq_refl eq_refl eq_refl).
Qed.
End Lower.

Module Upper.

(* s1: _^a T _^b T _^c F _^d <= y on (a+y1-c-2d==0 && a>=1 && c+4d-2a-2b>=0 && b>=1 && c%2==0 && d>=1) || (a+y1-c-2d==0 && a>=1 && c+4d-2a-2b>=2 && b>=1 && c%2==1 && d>=1) *)
Definition s1_board (a b c d : nat) : board := repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d.
Definition s1_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s1_dom (a b c d y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d + Z.of_nat y1 = 0 /\ Z.of_nat a >= 1 /\ - 2 * Z.of_nat a - 2 * Z.of_nat b + Z.of_nat c + 4 * Z.of_nat d >= 0 /\ Z.of_nat b >= 1 /\ (Z.of_nat c) mod 2 = 0 /\ Z.of_nat d >= 1) \/ (Z.of_nat a - Z.of_nat c - 2 * Z.of_nat d + Z.of_nat y1 = 0 /\ Z.of_nat a >= 1 /\ - 2 * Z.of_nat a - 2 * Z.of_nat b + Z.of_nat c + 4 * Z.of_nat d >= 3 /\ Z.of_nat b >= 1 /\ (Z.of_nat c) mod 2 = 1 /\ Z.of_nat d >= 1))%Z.
Definition C1 (mm dd rr : nat) : Prop := forall (a b c d y1 : nat), s1_dom a b c d y1 -> meas (s1_board a b c d) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s1_board a b c d)) (s1_form y1).

(* s2: _ T _^a F _^2 <= y on a>=1 && a<=3 && y1==2 *)
Definition s2_board (a : nat) : board := E :: T :: repeat E a ++ [F; E; E].
Definition s2_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s2_dom (a y1 : nat) : Prop := ((Z.of_nat a >= 1 /\ Z.of_nat a <= 3 /\ Z.of_nat y1 = 2))%Z.
Definition C2 (mm dd rr : nat) : Prop := forall (a y1 : nat), s2_dom a y1 -> meas (s2_board a) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s2_board a)) (s2_form y1).

(* s3: _ T _^a F _^b <= y on (2b-a>=4 && a>=1 && b-y1==2) || (a>=1 && b-y1==0) *)
Definition s3_board (a b : nat) : board := E :: T :: repeat E a ++ F :: repeat E b.
Definition s3_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s3_dom (a b y1 : nat) : Prop := ((- Z.of_nat a + 2 * Z.of_nat b >= 4 /\ Z.of_nat a >= 1 /\ Z.of_nat b - Z.of_nat y1 = 2) \/ (Z.of_nat a >= 1 /\ Z.of_nat b - Z.of_nat y1 = 0))%Z.
Definition C3 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s3_dom a b y1 -> meas (s3_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s3_board a b)) (s3_form y1).

(* s4: _^a T^2 F _^b <= y on a+y1-2b==0 && a>=2 *)
Definition s4_board (a b : nat) : board := repeat E a ++ T :: T :: F :: repeat E b.
Definition s4_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s4_dom (a b y1 : nat) : Prop := ((Z.of_nat a - 2 * Z.of_nat b + Z.of_nat y1 = 0 /\ Z.of_nat a >= 2))%Z.
Definition C4 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s4_dom a b y1 -> meas (s4_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s4_board a b)) (s4_form y1).

(* s5: _^a T _^b F _^c <= y on (3a+3y1-c>=9 && a+2y1-c>=1 && a>=3 && a+y1-c<=1 && c-a-y1<=1 && b>=1) || (a+y1-c==1 && 2c-a-b>=0 && a>=2) || (a+y1==3 && a>=2 && b>=1 && c==2) || (a-c==1 && a>=2 && b>=1 && y1==0) || (a==2 && b>=1 && c-y1>=1 && c-y1<=3 && y1>=2) || (a>=2 && a+y1-c<=1 && c-a-y1<=1 && b==0 && c>=2) *)
Definition s5_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s5_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s5_dom (a b c y1 : nat) : Prop := ((3 * Z.of_nat a - Z.of_nat c + 3 * Z.of_nat y1 >= 9 /\ Z.of_nat a - Z.of_nat c + 2 * Z.of_nat y1 >= 1 /\ Z.of_nat a >= 3 /\ Z.of_nat a - Z.of_nat c + Z.of_nat y1 <= 1 /\ - Z.of_nat a + Z.of_nat c - Z.of_nat y1 <= 1 /\ Z.of_nat b >= 1) \/ (Z.of_nat a - Z.of_nat c + Z.of_nat y1 = 1 /\ - Z.of_nat a - Z.of_nat b + 2 * Z.of_nat c >= 0 /\ Z.of_nat a >= 2) \/ (Z.of_nat a + Z.of_nat y1 = 3 /\ Z.of_nat a >= 2 /\ Z.of_nat b >= 1 /\ Z.of_nat c = 2) \/ (Z.of_nat a - Z.of_nat c = 1 /\ Z.of_nat a >= 2 /\ Z.of_nat b >= 1 /\ Z.of_nat y1 = 0) \/ (Z.of_nat a = 2 /\ Z.of_nat b >= 1 /\ Z.of_nat c - Z.of_nat y1 >= 1 /\ Z.of_nat c - Z.of_nat y1 <= 3 /\ Z.of_nat y1 >= 2) \/ (Z.of_nat a >= 2 /\ Z.of_nat a - Z.of_nat c + Z.of_nat y1 <= 1 /\ - Z.of_nat a + Z.of_nat c - Z.of_nat y1 <= 1 /\ Z.of_nat b = 0 /\ Z.of_nat c >= 2))%Z.
Definition C5 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s5_dom a b c y1 -> meas (s5_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s5_board a b c)) (s5_form y1).

(* s6: _^a T _ F _^b <= y on a-b-y1==1 && 2b-a>=1 && a-b>=2 *)
Definition s6_board (a b : nat) : board := repeat E a ++ T :: E :: F :: repeat E b.
Definition s6_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s6_dom (a b y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - Z.of_nat y1 = 1 /\ - Z.of_nat a + 2 * Z.of_nat b >= 1 /\ Z.of_nat a - Z.of_nat b >= 2))%Z.
Definition C6 (mm dd rr : nat) : Prop := forall (a b y1 : nat), s6_dom a b y1 -> meas (s6_board a b) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s6_board a b)) (s6_form y1).

(* s7: _^a T^2 _^b F _^c <= y on (a+y1-b-2c==0 && a>=2 && b+4c-2a>=3 && b>=1 && b%2==1 && c>=2) || (a+y1-b-2c==0 && a>=2 && b+4c-2a>=5 && b>=1 && b%2==0 && c>=2) *)
Definition s7_board (a b c : nat) : board := repeat E a ++ T :: T :: repeat E b ++ F :: repeat E c.
Definition s7_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s7_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat b - 2 * Z.of_nat c + Z.of_nat y1 = 0 /\ Z.of_nat a >= 2 /\ - 2 * Z.of_nat a + Z.of_nat b + 4 * Z.of_nat c >= 3 /\ (Z.of_nat b) mod 2 = 1 /\ Z.of_nat c >= 2) \/ (Z.of_nat a - Z.of_nat b - 2 * Z.of_nat c + Z.of_nat y1 = 0 /\ Z.of_nat a >= 2 /\ - 2 * Z.of_nat a + Z.of_nat b + 4 * Z.of_nat c >= 6 /\ Z.of_nat b >= 2 /\ (Z.of_nat b) mod 2 = 0 /\ Z.of_nat c >= 2))%Z.
Definition C7 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s7_dom a b c y1 -> meas (s7_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s7_board a b c)) (s7_form y1).

(* s8: _^a T _^b F _^c <= y on a-c-y1==1 && 2c-a-b>=0 && a-c>=2 *)
Definition s8_board (a b c : nat) : board := repeat E a ++ T :: repeat E b ++ F :: repeat E c.
Definition s8_form (y1 : nat) : game := int (- Z.of_nat y1).
Definition s8_dom (a b c y1 : nat) : Prop := ((Z.of_nat a - Z.of_nat c - Z.of_nat y1 = 1 /\ - Z.of_nat a - Z.of_nat b + 2 * Z.of_nat c >= 0 /\ Z.of_nat a - Z.of_nat c >= 2))%Z.
Definition C8 (mm dd rr : nat) : Prop := forall (a b c y1 : nat), s8_dom a b c y1 -> meas (s8_board a b c) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s8_board a b c)) (s8_form y1).

(* s9:  <= y on y1<=2 *)
Definition s9_board : board := [].
Definition s9_form (y1 : nat) : game := int (Z.of_nat y1).
Definition s9_dom (y1 : nat) : Prop := ((Z.of_nat y1 <= 2))%Z.
Definition C9 (mm dd rr : nat) : Prop := forall (y1 : nat), s9_dom y1 -> meas (s9_board) = mm -> dd = 0 -> rr = 2 * y1 -> le (tf_game (s9_board)) (s9_form y1).

Definition Cs (mm dd rr : nat) : list Prop := [C1 mm dd rr; C2 mm dd rr; C3 mm dd rr; C4 mm dd rr; C5 mm dd rr; C6 mm dd rr; C7 mm dd rr; C8 mm dd rr; C9 mm dd rr].
Definition All (mm dd rr : nat) : Prop := Forall (fun P : Prop => P) (Cs mm dd rr).

Lemma use1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat) :
  s1_dom a b c d y1 -> lex3 (meas (s1_board a b c d)) 0 (2 * y1) mm dd rr -> le (tf_game (s1_board a b c d)) (s1_form y1).
Proof. intros H1 H2. exact (all_nth _ 0 _ (IH _ _ _ H2) eq_refl a b c d y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat) :
  s2_dom a y1 -> lex3 (meas (s2_board a)) 0 (2 * y1) mm dd rr -> le (tf_game (s2_board a)) (s2_form y1).
Proof. intros H1 H2. exact (all_nth _ 1 _ (IH _ _ _ H2) eq_refl a y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s3_dom a b y1 -> lex3 (meas (s3_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s3_board a b)) (s3_form y1).
Proof. intros H1 H2. exact (all_nth _ 2 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s4_dom a b y1 -> lex3 (meas (s4_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s4_board a b)) (s4_form y1).
Proof. intros H1 H2. exact (all_nth _ 3 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s5_dom a b c y1 -> lex3 (meas (s5_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s5_board a b c)) (s5_form y1).
Proof. intros H1 H2. exact (all_nth _ 4 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat) :
  s6_dom a b y1 -> lex3 (meas (s6_board a b)) 0 (2 * y1) mm dd rr -> le (tf_game (s6_board a b)) (s6_form y1).
Proof. intros H1 H2. exact (all_nth _ 5 _ (IH _ _ _ H2) eq_refl a b y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s7_dom a b c y1 -> lex3 (meas (s7_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s7_board a b c)) (s7_form y1).
Proof. intros H1 H2. exact (all_nth _ 6 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat) :
  s8_dom a b c y1 -> lex3 (meas (s8_board a b c)) 0 (2 * y1) mm dd rr -> le (tf_game (s8_board a b c)) (s8_form y1).
Proof. intros H1 H2. exact (all_nth _ 7 _ (IH _ _ _ H2) eq_refl a b c y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma use9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat) :
  s9_dom y1 -> lex3 (meas (s9_board)) 0 (2 * y1) mm dd rr -> le (tf_game (s9_board)) (s9_form y1).
Proof. intros H1 H2. exact (all_nth _ 8 _ (IH _ _ _ H2) eq_refl y1 H1 eq_refl eq_refl eq_refl). Qed.
Lemma s1_c1_moves : lmoves (s1_board 1 1 0 1) = [[E; E; T; T; F; E]; [E; T; E; E; F; T]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; E; T; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; T; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s4_board 2 1) (0) _ (int ((Z.of_nat y1) - 1)) (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; E; T; T; F; E]) []); [strip_eq | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 2 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; T; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; T; E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s3_board 2 0) (0) _ (int ((Z.of_nat y1) - 1)) (s3_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] ([E; T; E; E; F]) [(1, 0)]); [strip_eq | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH 2 0 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s3_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s1_dom 1 1 0 1 y1) (Hm : meas (s1_board 1 1 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 1 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 0 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s1_c1_moves) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c1_t2_a1 IH y1 Hw (move_below_l _ _ 1 _ _ (s1_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c2_moves (d : nat) : lmoves (s1_board 1 1 0 (2 + d)) = [E :: E :: T :: T :: F :: repeat E (2 + d); E :: T :: E :: E :: F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: E :: T :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s4_board 2 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: F :: repeat E (2 + d)) []); [strip_eq | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 2 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] ([E; T; E; F; E]) [(1, 1)]) (s2_board 1) (1) _ (s2_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; E; F; E]) [(1, 1)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH 1 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (E :: T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] ([E; T; E; F; E]) [(1, 2 + d)]) (s3_board 1 (3 + d)) (Z.of_nat d + 2) _ (s3_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s3_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 1 0 (2 + d) y1) (Hm : meas (s1_board 1 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 1 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c2_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c2_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s1_c2_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c2_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c2_t2_a2 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c2_moves d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c3_moves (d : nat) : lmoves (s1_board 1 1 1 (2 + d)) = [E :: E :: T :: T :: E :: F :: repeat E (2 + d); E :: T :: E :: E :: T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: E :: T :: T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: E :: T :: T :: F :: repeat E (3 + d)) []) (s4_board 2 (3 + d)) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH 2 (3 + d) y1); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: E :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; T; E; F]) [(1, 3 + d)]) (s3_board 1 (3 + d)) (Z.of_nat d + 3) _ (s3_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; E; F]) [(1, 3 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s3_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (d y1 : nat)
  (Hdom : s1_dom 1 1 1 (2 + d) y1) (Hm : meas (s1_board 1 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t1_a1 IH d y1 Hw (move_below_l _ _ 0 _ _ (s1_c3_moves d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c3_t2_a1 IH d y1 Hw (move_below_l _ _ 1 _ _ (s1_c3_moves d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c4_moves (c : nat) : lmoves (s1_board 1 1 (2 + c) 1) = [E :: E :: T :: T :: repeat E (2 + c) ++ [F; E]; E :: T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: E :: T :: T :: repeat E (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: T :: repeat E (2 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: E :: T :: T :: repeat E (1 + c) ++ [F; E; E]) []) (s7_board 2 (1 + c) 2) (0) _ (s7_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH 2 (1 + c) 2 y1); [unfold s7_dom; assert (Hp : (((Z.of_nat (2 + c)) mod 2 = 0) \/ ((Z.of_nat (2 + c)) mod 2 = 1))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c4_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] ([E; T; E; E; T; F; E; E]) []) (s1_board 1 2 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; E; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 2 0 2 y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c4_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (E :: T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: E :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board 1 2 (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 2 (1 + c) 2 y1); [unfold s1_dom; assert (Hp : (((Z.of_nat (3 + c)) mod 2 = 0) \/ ((Z.of_nat (3 + c)) mod 2 = 1))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c y1 : nat)
  (Hdom : s1_dom 1 1 (2 + c) 1 y1) (Hm : meas (s1_board 1 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c4_t1_a1 IH c y1 Hw (move_below_l _ _ 0 _ _ (s1_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s1_c4_t2_a1 IH c y1 Hw (move_below_l _ _ 1 _ _ (s1_c4_moves c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c4_t2_a2 IH c y1 Hw (move_below_l _ _ 1 _ _ (s1_c4_moves c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c5_moves (c d : nat) : lmoves (s1_board 1 1 (2 + c) (2 + d)) = [E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d); E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s7_board 2 (1 + c) (3 + d)) (0) _ (s7_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH 2 (1 + c) (3 + d) y1); [unfold s7_dom; assert (Hp : (((Z.of_nat (2 + c)) mod 2 = 0) \/ ((Z.of_nat (2 + c)) mod 2 = 1))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c5_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (E :: T :: E :: E :: T :: F :: repeat E (3 + d)) []) (s1_board 1 2 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 2 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c5_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 1 2 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 2 (1 + c) (3 + d) y1); [unfold s1_dom; assert (Hp : (((Z.of_nat (3 + c)) mod 2 = 0) \/ ((Z.of_nat (3 + c)) mod 2 = 1))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (c d y1 : nat)
  (Hdom : s1_dom 1 1 (2 + c) (2 + d) y1) (Hm : meas (s1_board 1 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t1_a1 IH c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c5_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t2_a1 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c5_moves c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c5_t2_a2 IH c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c5_moves c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c6_moves (b d : nat) : lmoves (s1_board 1 (2 + b) 0 (2 + d)) = [E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d); E :: T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([E; E; T; F]) [(1, 3 + d)]) (s5_board 2 0 (3 + d)) (Z.of_nat d + 3) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F]) [(1, 3 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 0 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s5_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_form_R _ (s1_board 2 (2 + b) 0 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (2 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]) (s2_board (2 + b)) (1) _ (s2_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 1)]); [reflexivity | unfold s2_board; target_board_eq | strip_offset].
  - unfold s2_form; apply form_int; zlia.
  - intros HT; apply (use2 IH (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s2_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s3_board (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s3_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s3_dom; right; zlia | unfold lex3; lia].
Qed.
Lemma s1_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board 1 (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c6_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c6_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1)%Z) by zlia. exact (s1_c6_t1_a2 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c6_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + d) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s1_c6_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c6_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c6_t2_a2 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c6_moves b d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c7_moves (b d : nat) : lmoves (s1_board 1 (2 + b) 1 (2 + d)) = [E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d); E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c7_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: E :: T :: E :: T :: F :: repeat E (3 + d)) []) (s1_board 2 1 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 1 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (4 + d)) []) (s1_board 2 (2 + b) 0 (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) 0 (4 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]) (s3_board (2 + b) (3 + d)) (Z.of_nat d + 3) _ (s3_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (2 + b) ++ [F]) [(1, 3 + d)]); [reflexivity | unfold s3_board; target_board_eq | strip_offset].
  - unfold s3_form; apply form_int; zlia.
  - intros HT; apply (use3 IH (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 3))); [unfold s3_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c7 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) 1 (2 + d) y1) (Hm : meas (s1_board 1 (2 + b) 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 (2 + b) 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c7_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c7_t1_a1 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c7_moves b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c7_t1_a2 IH b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c7_moves b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1 /\ 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 0)%Z) by zlia. exact (s1_c7_t2_a1 IH b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c7_moves b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c8_moves (b c : nat) : lmoves (s1_board 1 (2 + b) (2 + c) 1) = [E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F; E]; E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c8_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 4 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: E :: T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []) (s1_board 2 1 (1 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: E :: T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 1 (1 + c) 2 y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; right; zlia | unfold s1_dom; left; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c8_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) <= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 0 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ T :: repeat E (3 + c) ++ [F; E; E]) []) (s1_board 2 (2 + b) (3 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: repeat E (3 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) (3 + c) 2 y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; right; zlia | unfold s1_dom; left; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c8_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] ([E; T; E; E; E; T; F; E; E]) []) (s1_board 1 3 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; T; E; E; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 3 0 2 y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c8_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) <= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 0 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (2 + c) ++ [F; E; E]) []) (s1_board 1 (3 + b) (2 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) (2 + c) 2 y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; left; zlia | unfold s1_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c8 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c y1 : nat)
  (Hdom : s1_dom 1 (2 + b) (2 + c) 1 y1) (Hm : meas (s1_board 1 (2 + b) (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 (2 + b) (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c8_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 4 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) by zlia. exact (s1_c8_t1_a1 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s1_c8_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) <= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 0 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) by zlia. exact (s1_c8_t1_a2 IH b c y1 Hw (move_below_l _ _ 0 _ _ (s1_c8_moves b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 3)%Z) by zlia. exact (s1_c8_t2_a1 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s1_c8_moves b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ 2 * Z.of_nat (2 + b) - Z.of_nat (2 + c) <= 2 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) >= 0 /\ - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) by zlia. exact (s1_c8_t2_a2 IH b c y1 Hw (move_below_l _ _ 1 _ _ (s1_c8_moves b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c9_moves (b c d : nat) : lmoves (s1_board 1 (2 + b) (2 + c) (2 + d)) = [E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d); E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c9_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (E :: E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 2 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 1 (1 + c) (3 + d) y1); [unfold s1_dom; assert (Hp : (((Z.of_nat (2 + c)) mod 2 = 1) \/ ((Z.of_nat (2 + c)) mod 2 = 0))%Z) by zlia; destruct Hp as [Hp|Hp]; [left; zlia | right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c9_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 2 (2 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 (2 + b) (1 + c) (3 + d) y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; right; zlia | unfold s1_dom; left; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c9_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board 1 (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c9_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board 1 (3 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 1 (3 + b) (1 + c) (3 + d) y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; left; zlia | unfold s1_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c9 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b c d y1 : nat)
  (Hdom : s1_dom 1 (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board 1 (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board 1 (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board 1 (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c9_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c9_t1_a1 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c9_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 3 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s1_c9_t1_a2 IH b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c9_moves b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 1 = 1 /\ - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2 /\ - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c9_t2_a1 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c9_moves b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) >= 2 /\ - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + c) + 2 * Z.of_nat (2 + d) - Z.of_nat y1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s1_c9_t2_a2 IH b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c9_moves b c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c10_moves (a d : nat) : lmoves (s1_board (2 + a) 1 0 (2 + d)) = [repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d); repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c10_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s4_board (3 + a) (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s4_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (2 + d)) []); [strip_eq | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + a) (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 1)]) (s5_board (2 + a) 1 2) (1) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 1)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) 1 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 2 + d)]) (s5_board (2 + a) 1 (3 + d)) (Z.of_nat d + 2) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) 1 (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; E; F; E]) [(1, 2 + d)]) (s6_board (5 + a) (3 + d)) (Z.of_nat d + 2) _ (s6_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; E; F; E]) [(1, 2 + d)]); [reflexivity | unfold s6_board; target_board_eq | strip_offset].
  - unfold s6_form; apply form_int; zlia.
  - intros HT; apply (use6 IH (5 + a) (3 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 2))); [unfold s6_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c10 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) 1 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c10_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c10_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c10_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2)%Z) by zlia. exact (s1_c10_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c10_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c10_t2_a2 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c10_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c10_t2_a3 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c10_moves a d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c11_moves (a d : nat) : lmoves (s1_board (2 + a) 1 1 (2 + d)) = [repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (2 + d); repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c11_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: E :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (3 + d)) []) (s4_board (3 + a) (3 + d)) (0) _ (s4_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s4_board; target_board_eq | strip_offset].
  - unfold s4_form; apply form_int; zlia.
  - intros HT; apply (use4 IH (3 + a) (3 + d) y1); [unfold s4_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board (2 + a) 2 0 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (2 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c11 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 1 (2 + d) y1) (Hm : meas (s1_board (2 + a) 1 1 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 1 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 1 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c11_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c11_t1_a1 IH a d y1 Hw (move_below_l _ _ 0 _ _ (s1_c11_moves a d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c11_t2_a1 IH a d y1 Hw (move_below_l _ _ 1 _ _ (s1_c11_moves a d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c12_moves (a c : nat) : lmoves (s1_board (2 + a) 1 (2 + c) 1) = [repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ [F; E]; repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c12_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 2 /\ Z.of_nat 1 = 1 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E; E]) []) (s7_board (3 + a) (1 + c) 2) (0) _ (s7_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ [F; E; E]) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (3 + a) (1 + c) 2 y1); [destruct Hw as [Hw|Hw]; [unfold s7_dom; left; zlia | unfold s7_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c12_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] ([E; E; T; E; E; T; F; E; E]) []) (s1_board 2 2 0 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; E; E; T; F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH 2 2 0 2 y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c12_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (2 + c) ++ [F; E; E]) []) (s1_board (2 + a) 2 (2 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 (2 + c) 2 y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; left; zlia | unfold s1_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c12 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s1_dom (2 + a) 1 (2 + c) 1 y1) (Hm : meas (s1_board (2 + a) 1 (2 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 (2 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 (2 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c12_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 2 /\ Z.of_nat 1 = 1 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) by zlia. exact (s1_c12_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s1_c12_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c12_t2_a1 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s1_c12_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) by zlia. exact (s1_c12_t2_a2 IH a c y1 Hw (move_below_l _ _ 1 _ _ (s1_c12_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c13_moves (a c d : nat) : lmoves (s1_board (2 + a) 1 (2 + c) (2 + d)) = [repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d); repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c13_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s7_board (3 + a) (1 + c) (3 + d)) (0) _ (s7_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s7_board; target_board_eq | strip_offset].
  - unfold s7_form; apply form_int; zlia.
  - intros HT; apply (use7 IH (3 + a) (1 + c) (3 + d) y1); [destruct Hw as [Hw|Hw]; [unfold s7_dom; left; zlia | unfold s7_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c13_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []) (s1_board (2 + a) 2 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c13_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (2 + a) 2 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 2 (1 + c) (3 + d) y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; left; zlia | unfold s1_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c13 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c d y1 : nat)
  (Hdom : s1_dom (2 + a) 1 (2 + c) (2 + d) y1) (Hm : meas (s1_board (2 + a) 1 (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) 1 (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) 1 (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c13_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s1_c13_t1_a1 IH a c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c13_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) >= 2)%Z) by zlia. exact (s1_c13_t2_a1 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c13_moves a c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s1_c13_t2_a2 IH a c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c13_moves a c d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c14_moves (a b d : nat) : lmoves (s1_board (2 + a) (2 + b) 0 (2 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c14_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_form_R _ (s1_board (3 + a) 1 0 (2 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (2 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 0 (2 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_form_R _ (s1_board (3 + a) (2 + b) 0 (3 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (3 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) 0 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (b = 0) by zlia; subst b.
  assert (d = 0) by zlia; subst d.
  apply (answer_board_R _ (strip [] ([E; E; T; E; E; F; E]) [(1, 1)]) (s5_board 2 2 2) (1) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; E; E; F; E]) [(1, 1)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 2 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]) (s5_board (2 + a) (2 + b) (3 + d)) (Z.of_nat d + 2) _ (s5_form (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 2 + d)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) (2 + b) (3 + d) (Z.to_nat (- Z.of_nat d + Z.of_nat y1 - 2))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14_t2_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ F :: T :: repeat E (1 + d))) (int (Z.of_nat y1)).
Proof.
  do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct d as [|d]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (6 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 3 + d)]) (s8_board (6 + a) (2 + b) (4 + d)) (Z.of_nat d + 3) _ (s8_form (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: repeat E (2 + b) ++ [F; E]) [(1, 3 + d)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (6 + a) (2 + b) (4 + d) (Z.to_nat (Z.of_nat d - Z.of_nat y1 + 3))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s1_c14 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 0 (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 0 (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) 0 (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 0 (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c14_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c14_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c14_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c14_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c14_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + d) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2))%Z) by zlia.
    destruct Hc as [Hc|[Hc|Hc]].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s1_c14_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c14_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia. exact (s1_c14_t2_a2 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c14_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s1_c14_t2_a3 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c14_moves a b d) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c15_moves (a b d : nat) : lmoves (s1_board (2 + a) (2 + b) 1 (3 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (3 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c15_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (3 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (3 + d) >= 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (4 + d)) []) (s1_board (3 + a) 1 0 (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 0 (4 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (3 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (3 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: E :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (4 + d)) []) (s1_board (3 + a) (2 + b) 0 (4 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: F :: repeat E (4 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) 0 (4 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (3 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (3 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board (2 + a) (3 + b) 0 (3 + d)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 (3 + d) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c15 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) 1 (3 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) 1 (3 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) 1 (3 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) 1 (3 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c15_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (3 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (3 + d) >= 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c15_t1_a1 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c15_moves a b d) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (3 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (3 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c15_t1_a2 IH a b d y1 Hw (move_below_l _ _ 0 _ _ (s1_c15_moves a b d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (3 + d) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (3 + d) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s1_c15_t2_a1 IH a b d y1 Hw (move_below_l _ _ 1 _ _ (s1_c15_moves a b d) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c16_moves (a b c : nat) : lmoves (s1_board (2 + a) (2 + b) (4 + c) 1) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (4 + c) ++ [F; E]; repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (3 + c) ++ [F; E]].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c16_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ (Z.of_nat (4 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat (2 + b) = 2 /\ (Z.of_nat (4 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (4 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (4 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (3 + c) ++ [F; E; E]) []) (s1_board (3 + a) 1 (3 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (3 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 (3 + c) 2 y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; right; zlia | unfold s1_dom; left; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c16_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (4 + c) <= 2 /\ Z.of_nat (2 + b) >= 3 /\ (Z.of_nat (4 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (4 + c) <= 4 /\ Z.of_nat (2 + b) >= 3 /\ (Z.of_nat (4 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (4 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (4 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (5 + c) ++ [F; E; E]) []) (s1_board (3 + a) (2 + b) (5 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (5 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) (5 + c) 2 y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; left; zlia | unfold s1_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c16_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (4 + c) <= 2 /\ Z.of_nat (2 + b) >= 2 /\ (Z.of_nat (4 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (4 + c) <= 4 /\ Z.of_nat (2 + b) >= 2 /\ (Z.of_nat (4 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1))%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (3 + c) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (3 + c) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (2 + c) ++ [F; E; E]) []) (s1_board (2 + a) (3 + b) (2 + c) 2) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (2 + c) 2 y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; right; zlia | unfold s1_dom; left; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c16 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) (4 + c) 1 y1) (Hm : meas (s1_board (2 + a) (2 + b) (4 + c) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) (4 + c) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) (4 + c) 1)) in Hg. cbn [lefts] in Hg. rewrite s1_c16_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 0 /\ Z.of_nat (2 + b) = 2 /\ (Z.of_nat (4 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (4 + c) >= 2 /\ Z.of_nat (2 + b) = 2 /\ (Z.of_nat (4 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1))%Z) by zlia. exact (s1_c16_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s1_c16_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (4 + c) <= 2 /\ Z.of_nat (2 + b) >= 3 /\ (Z.of_nat (4 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (4 + c) <= 4 /\ Z.of_nat (2 + b) >= 3 /\ (Z.of_nat (4 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1))%Z) by zlia. exact (s1_c16_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s1_c16_moves a b c) eq_refl Hm) Hd Hr). }
 }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (4 + c) <= 2 /\ Z.of_nat (2 + b) >= 2 /\ (Z.of_nat (4 + c)) mod 2 = 1 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) - Z.of_nat (4 + c) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ 2 * Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) - Z.of_nat (4 + c) <= 4 /\ Z.of_nat (2 + b) >= 2 /\ (Z.of_nat (4 + c)) mod 2 = 0 /\ Z.of_nat 1 = 1))%Z) by zlia. exact (s1_c16_t2_a1 IH a b c y1 Hw (move_below_l _ _ 1 _ _ (s1_c16_moves a b c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s1_c17_moves (a b c d : nat) : lmoves (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d); repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c17_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (3 + a) 1 (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: E :: T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) 1 (1 + c) (3 + d) y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; right; zlia | unfold s1_dom; left; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c17_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ T :: repeat E (2 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (3 + a) (2 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (2 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (3 + a) (2 + b) (1 + c) (3 + d) y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; right; zlia | unfold s1_dom; left; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c17_t2_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []) (s1_board (2 + a) (3 + b) 0 (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) 0 (3 + d) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s1_c17_t2_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) (Hm : (meas (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (2 + d))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []) (s1_board (2 + a) (3 + b) (1 + c) (3 + d)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: repeat E (3 + b) ++ T :: repeat E (1 + c) ++ F :: repeat E (3 + d)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) (3 + b) (1 + c) (3 + d) y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; left; zlia | unfold s1_dom; right; zlia] | unfold lex3; lia].
Qed.
Lemma s1_c17 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c d y1 : nat)
  (Hdom : s1_dom (2 + a) (2 + b) (2 + c) (2 + d) y1) (Hm : meas (s1_board (2 + a) (2 + b) (2 + c) (2 + d)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s1_board (2 + a) (2 + b) (2 + c) (2 + d))) (int (Z.of_nat y1)).
Proof.
  unfold s1_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s1_board (2 + a) (2 + b) (2 + c) (2 + d))) in Hg. cbn [lefts] in Hg. rewrite s1_c17_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[<-|[]]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s1_c17_t1_a1 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c17_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) >= 2 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s1_c17_t1_a2 IH a b c d y1 Hw (move_below_l _ _ 0 _ _ (s1_c17_moves a b c d) eq_refl Hm) Hd Hr). }
 }
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat (2 + b) - 2 * Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s1_c17_t2_a1 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c17_moves a b c d) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 0 /\ Z.of_nat (2 + d) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) - 2 * Z.of_nat (2 + d) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 4 * Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + c) >= 3 /\ (Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + d) >= 2))%Z) by zlia. exact (s1_c17_t2_a2 IH a b c d y1 Hw (move_below_l _ _ 1 _ _ (s1_c17_moves a b c d) eq_refl Hm) Hd Hr). }
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
          exact (s1_c1 IH y1 Hdom Hm Hd Hr).
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
          exact (s1_c3 IH d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s1_c4 IH c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c5 IH c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c6 IH b d y1 Hdom Hm Hd Hr).
        }
      }
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
          exact (s1_c8 IH b c y1 Hdom Hm Hd Hr).
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
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
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
          exact (s1_c10 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c11 IH a d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exact (s1_c12 IH a c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c13 IH a c d y1 Hdom Hm Hd Hr).
        }
      }
    }
    {
      destruct c as [|[|c]].
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          exfalso; zlia.
        }
        {
          exact (s1_c14 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
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
  exact (s1_c15 IH a b d y1 Hdom Hm Hd Hr).
        }
      }
      {
        destruct d as [|[|d]].
        {
          exfalso; zlia.
        }
        {
          do 2 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s1_c16 IH a b c y1 Hdom Hm Hd Hr).
        }
        {
          exact (s1_c17 IH a b c d y1 Hdom Hm Hd Hr).
        }
      }
    }
  }
Qed.

Lemma s2_c1_moves : lmoves (s2_board 1) = [[E; E; T; F; E; E]].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas ([E; E; T; F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; T; F; E; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([]) [(1, 3)]) (s9_board) (2) _ (s9_form (Z.to_nat (Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 3)] 4); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat y1 - 2))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s2_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s2_dom 1 y1) (Hm : meas (s2_board 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board 1)) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board 1)) in Hg. cbn [lefts] in Hg. rewrite s2_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s2_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s2_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s2_c2_moves (a : nat) : lmoves (s2_board (2 + a)) = [E :: E :: T :: repeat E (1 + a) ++ [F; E; E]].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ [F; E; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; E; T; F; E; E; E]) []) (s5_board 2 0 3) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F; E; E; E]) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 0 3 y1); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 3 /\ Z.of_nat y1 = 2)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ [F; E; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ [F; E; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 1) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; E; T; E; F; E; E; E]) []) (s5_board 2 1 3) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; E; F; E; E; E]) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 1 3 y1); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s2_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s2_dom (2 + a) y1) (Hm : meas (s2_board (2 + a)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s2_board (2 + a))) (int (Z.of_nat y1)).
Proof.
  unfold s2_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s2_board (2 + a))) in Hg. cbn [lefts] in Hg. rewrite s2_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) = 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s2_c2_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s2_c2_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) = 3 /\ Z.of_nat y1 = 2)%Z) by zlia. exact (s2_c2_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s2_c2_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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

Lemma s3_c1_moves : lmoves (s3_board 1 0) = [[E; E; T; F]].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; T; F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; T; F])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([]) [(1, 1)]) (s9_board) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 1)] 2); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH y1); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s3_dom 1 0 y1) (Hm : meas (s3_board 1 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board 1 0)) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board 1 0)) in Hg. cbn [lefts] in Hg. rewrite s3_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s3_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s3_c2_moves : lmoves (s3_board 1 1) = [[E; E; T; F; E]].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas ([E; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(1, 1)] ([]) [(1, 2)]) (s9_board) (1) _ (s9_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(1, 1)] ([]) [(1, 2)] 3); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat y1 - 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s3_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s3_dom 1 1 y1) (Hm : meas (s3_board 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board 1 1)) in Hg. cbn [lefts] in Hg. rewrite s3_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s3_c2_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s3_c2_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s3_c3_moves (b : nat) : lmoves (s3_board 1 (2 + b)) = [E :: E :: T :: F :: repeat E (2 + b)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 3))%Z) (Hm : (meas (E :: E :: T :: F :: repeat E (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: F :: repeat E (2 + b))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s5_board 2 0 (2 + b)) (0) _ (int ((Z.of_nat y1) - 1)) (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat E (2 + b)) []); [strip_eq | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 0 (2 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s3_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s3_dom 1 (2 + b) y1) (Hm : meas (s3_board 1 (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board 1 (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board 1 (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s3_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : ((Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat 1 = 1 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia. exact (s3_c3_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s3_c3_moves b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s3_c4_moves (a : nat) : lmoves (s3_board (2 + a) 0) = [E :: E :: T :: repeat E (1 + a) ++ [F]].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ [F])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; E; T; F; E]) []) (s5_board 2 0 1) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F; E]) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 0 1 y1); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s3_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ [F]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ [F])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (1 + a) ++ [F; E]) []) (s5_board 2 (1 + a) 1) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + a) ++ [F; E]) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 (1 + a) 1 y1); [unfold s5_dom; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s3_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s3_dom (2 + a) 0 y1) (Hm : meas (s3_board (2 + a) 0) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board (2 + a) 0)) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board (2 + a) 0)) in Hg. cbn [lefts] in Hg. rewrite s3_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c4_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s3_c4_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s3_c4_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s3_c4_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s3_c5_moves (a : nat) : lmoves (s3_board (2 + a) 1) = [E :: E :: T :: repeat E (1 + a) ++ [F; E]].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] ([E; E; T; F; E; E]) []) (s5_board 2 0 2) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F; E; E]) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 0 2 y1); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s3_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (1 + a) ++ [F; E; E]) []) (s5_board 2 (1 + a) 2) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + a) ++ [F; E; E]) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 (1 + a) 2 y1); [unfold s5_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s3_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a y1 : nat)
  (Hdom : s3_dom (2 + a) 1 y1) (Hm : meas (s3_board (2 + a) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board (2 + a) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board (2 + a) 1)) in Hg. cbn [lefts] in Hg. rewrite s3_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s3_c5_t1_a1 IH a y1 Hw (move_below_l _ _ 0 _ _ (s3_c5_moves a) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s3_c5_t1_a2 IH a y1 Hw (move_below_l _ _ 0 _ _ (s3_c5_moves a) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s3_c6_moves (a b : nat) : lmoves (s3_board (2 + a) (2 + b)) = [E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 3))%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  apply (answer_board_R _ (strip [] (E :: E :: T :: F :: repeat E (3 + b)) []) (s5_board 2 0 (3 + b)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat E (3 + b)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 0 (3 + b) y1); [unfold s5_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s3_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : ((- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2))%Z) (Hm : (meas (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (2 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []) (s5_board 2 (1 + a) (3 + b)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: T :: repeat E (1 + a) ++ F :: repeat E (3 + b)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 (1 + a) (3 + b) y1); [unfold s5_dom; right; right; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s3_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s3_dom (2 + a) (2 + b) y1) (Hm : meas (s3_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s3_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s3_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s3_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s3_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) = 2) \/ (Z.of_nat (2 + a) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia. exact (s3_c6_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s3_c6_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((- Z.of_nat (2 + a) + 2 * Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 2) \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) - Z.of_nat y1 = 0 /\ Z.of_nat (2 + b) >= 2))%Z) by zlia. exact (s3_c6_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s3_c6_moves a b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
      exact (s3_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s3_c2 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s3_c3 IH b y1 Hdom Hm Hd Hr).
    }
  }
  {
    destruct b as [|[|b]].
    {
      exact (s3_c4 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s3_c5 IH a y1 Hdom Hm Hd Hr).
    }
    {
      exact (s3_c6 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s4_c1_moves : lmoves (s4_board 2 1) = [[E; E; T; E; F; T]].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; T; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; T; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [] ([E; E; T; F; E]) [(1, 0)]) (s5_board 2 0 1) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; T; F; E]) [(1, 0)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 2 0 1 y1); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s4_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s4_dom 2 1 y1) (Hm : meas (s4_board 2 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s4_board 2 1)) (int (Z.of_nat y1)).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s4_board 2 1)) in Hg. cbn [lefts] in Hg. rewrite s4_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s4_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s4_c2_moves (a b : nat) : lmoves (s4_board (2 + a) (2 + b)) = [repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + b)].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + b))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 1)]) (s5_board (2 + a) 0 2) (1) _ (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 1)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) 0 2 (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + b))) (int (Z.of_nat y1)).
Proof.
  assert (a = 2) by zlia; subst a.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([E; E; E; E; T; F; E]) [(1, 1)]) (s8_board 4 0 2) (1) _ (s8_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; E; T; F; E]) [(1, 1)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH 4 0 2 (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_t1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + b))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + b)]) (s5_board (2 + a) 0 (3 + b)) (Z.of_nat b + 2) _ (s5_form (Z.to_nat (- Z.of_nat b + Z.of_nat y1 - 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ [T; F; E]) [(1, 2 + b)]); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (2 + a) 0 (3 + b) (Z.to_nat (- Z.of_nat b + Z.of_nat y1 - 2))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2_t1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: F :: T :: repeat E (1 + b))) (int (Z.of_nat y1)).
Proof.
  do 3 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ [T; F; E]) [(1, 2 + b)]) (s8_board (5 + a) 0 (3 + b)) (Z.of_nat b + 2) _ (s8_form (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 2)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ [T; F; E]) [(1, 2 + b)]); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (5 + a) 0 (3 + b) (Z.to_nat (Z.of_nat b - Z.of_nat y1 + 2))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s4_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s4_dom (2 + a) (2 + b) y1) (Hm : meas (s4_board (2 + a) (2 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s4_board (2 + a) (2 + b))) (int (Z.of_nat y1)).
Proof.
  unfold s4_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s4_board (2 + a) (2 + b))) in Hg. cbn [lefts] in Hg. rewrite s4_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|[Hc|[Hc|Hc]]].
    { assert (Hw : (Z.of_nat (2 + a) + Z.of_nat y1 = 4 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s4_c2_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s4_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s4_c2_t1_a2 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s4_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) <= 1 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s4_c2_t1_a3 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s4_c2_moves a b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + b) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s4_c2_t1_a4 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s4_c2_moves a b) eq_refl Hm) Hd Hr). }
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
  exact (s4_c1 IH y1 Hdom Hm Hd Hr).
    }
    {
      exact (s4_c2 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s5_c1_moves : lmoves (s5_board 2 0 1) = [[E; E; E; F; T]].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; E; F; T]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; E; F; T])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(2, 1)] ([E]) [(1, 0)]) (s9_board) (-2) _ (s9_form (2 + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2, 1)] ([E]) [(1, 0)] 3); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (2 + y1)); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s5_dom 2 0 1 y1) (Hm : meas (s5_board 2 0 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board 2 0 1)) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board 2 0 1)) in Hg. cbn [lefts] in Hg. rewrite s5_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c1_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s5_c1_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s5_c2_moves (a c : nat) : lmoves (s5_board (2 + a) 0 (2 + c)) = [repeat E (3 + a) ++ F :: T :: repeat E (1 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat y1 <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2)%Z) (Hm : (meas (repeat E (3 + a) ++ F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [(2 + a, 1)] ([E]) [(1, 1)]) (s9_board) (- Z.of_nat a - 1) _ (s9_form (1 + a + y1))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 1)] (4 + a)); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (1 + a + y1)); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 <= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (3 + a) ++ F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ F :: T :: repeat E (1 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(2 + a, 1)] ([E]) [(1, 2 + c)]) (s9_board) (- Z.of_nat a + Z.of_nat c) _ (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2 + a, 1)] ([E]) [(1, 2 + c)] (5 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s5_dom (2 + a) 0 (2 + c) y1) (Hm : meas (s5_board (2 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board (2 + a) 0 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a) 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s5_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) + Z.of_nat y1 <= 3 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2)%Z) by zlia. exact (s5_c2_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s5_c2_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 <= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s5_c2_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s5_c2_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s5_c3_moves : lmoves (s5_board 2 1 1) = [[E; E; E; T; F; E]].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas ([E; E; E; T; F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game ([E; E; E; T; F; E])) (int (Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(2, 1)] ([]) [(1, 2)]) (s9_board) (0) _ (s9_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(2, 1)] ([]) [(1, 2)] 4); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH y1); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s5_dom 2 1 1 y1) (Hm : meas (s5_board 2 1 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board 2 1 1)) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board 2 1 1)) in Hg. cbn [lefts] in Hg. rewrite s5_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c3_t1_a1 IH y1 Hw (move_below_l _ _ 0 _ _ (s5_c3_moves) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s5_c4_moves (a c : nat) : lmoves (s5_board (2 + a) 1 (2 + c)) = [repeat E (3 + a) ++ T :: F :: repeat E (2 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c4_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : ((3 * Z.of_nat (2 + a) - Z.of_nat (2 + c) + 3 * Z.of_nat y1 >= 9 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + 2 * Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 <= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat y1 >= 2))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s5_board (3 + a) 0 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s5_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (2 + c)) []); [strip_eq | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) 0 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s5_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s5_c4_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (repeat E (3 + a) ++ T :: F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(3 + a, 1)] ([]) [(1, 3 + c)]) (s9_board) (- Z.of_nat a + Z.of_nat c) _ (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 3 + c)] (6 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat c + Z.of_nat y1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s5_c4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s5_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s5_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board (2 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s5_c4_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat y1 = 0))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((3 * Z.of_nat (2 + a) - Z.of_nat (2 + c) + 3 * Z.of_nat y1 >= 9 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + 2 * Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 <= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 >= 1) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ Z.of_nat (2 + a) >= 2 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 0 /\ Z.of_nat 1 = 1) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia. exact (s5_c4_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s5_c4_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c4_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s5_c4_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s5_c5_moves (b : nat) : lmoves (s5_board 2 (2 + b) 1) = [E :: E :: E :: T :: repeat E (1 + b) ++ [F; E]].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c5_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: E :: E :: T :: repeat E (1 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: E :: T :: repeat E (1 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] ([E; E; E; T; F; E; E]) []) (s5_board 3 0 2) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] ([E; E; E; T; F; E; E]) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 3 0 2 y1); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s5_c5_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) (Hm : (meas (E :: E :: E :: T :: repeat E (1 + b) ++ [F; E]) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (E :: E :: E :: T :: repeat E (1 + b) ++ [F; E])) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (E :: E :: E :: T :: repeat E (1 + b) ++ [F; E; E]) []) (s5_board 3 (1 + b) 2) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (E :: E :: E :: T :: repeat E (1 + b) ++ [F; E; E]) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH 3 (1 + b) 2 y1); [unfold s5_dom; right; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s5_c5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (b y1 : nat)
  (Hdom : s5_dom 2 (2 + b) 1 y1) (Hm : meas (s5_board 2 (2 + b) 1) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board 2 (2 + b) 1)) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board 2 (2 + b) 1)) in Hg. cbn [lefts] in Hg. rewrite s5_c5_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c5_t1_a1 IH b y1 Hw (move_below_l _ _ 0 _ _ (s5_c5_moves b) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat 2 = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 0)%Z) by zlia. exact (s5_c5_t1_a2 IH b y1 Hw (move_below_l _ _ 0 _ _ (s5_c5_moves b) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s5_c6_moves (a b c : nat) : lmoves (s5_board (2 + a) (2 + b) (2 + c)) = [repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c)].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c6_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((3 * Z.of_nat (2 + a) - Z.of_nat (2 + c) + 3 * Z.of_nat y1 >= 9 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + 2 * Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 <= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat y1 >= 2))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) []) (s5_board (3 + a) 0 (3 + c)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) 0 (3 + c) y1); [unfold s5_dom; right; right; right; right; right; zlia | unfold lex3; lia].
Qed.
Lemma s5_c6_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((3 * Z.of_nat (2 + a) - Z.of_nat (2 + c) + 3 * Z.of_nat y1 >= 9 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + 2 * Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 <= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat y1 >= 2))%Z) (Hm : (meas (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []) (s5_board (3 + a) (1 + b) (3 + c)) (0) _ (s5_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (3 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (3 + a) (1 + b) (3 + c) y1); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s5_c6 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s5_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s5_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s5_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s5_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s5_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s5_c6_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : ((3 * Z.of_nat (2 + a) - Z.of_nat (2 + c) + 3 * Z.of_nat y1 >= 9 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + 2 * Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 <= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia. exact (s5_c6_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s5_c6_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((3 * Z.of_nat (2 + a) - Z.of_nat (2 + c) + 3 * Z.of_nat y1 >= 9 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + 2 * Z.of_nat y1 >= 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 <= 1 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) - Z.of_nat y1 <= 1 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3) \/ (Z.of_nat (2 + a) + Z.of_nat y1 = 3 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat y1 = 0) \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) - Z.of_nat y1 >= 1 /\ Z.of_nat (2 + c) - Z.of_nat y1 <= 3 /\ Z.of_nat y1 >= 2))%Z) by zlia. exact (s5_c6_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s5_c6_moves a b c) eq_refl Hm) Hd Hr). }
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
        assert (a = 0) by zlia; subst a.
  exact (s5_c1 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s5_c2 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        assert (a = 0) by zlia; subst a.
  exact (s5_c3 IH y1 Hdom Hm Hd Hr).
      }
      {
        exact (s5_c4 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        assert (a = 0) by zlia; subst a.
  exact (s5_c5 IH b y1 Hdom Hm Hd Hr).
      }
      {
        exact (s5_c6 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s6_c1_moves (a b : nat) : lmoves (s6_board (5 + a) (3 + b)) = [repeat E (6 + a) ++ T :: F :: repeat E (3 + b)].
Proof. unfold s6_board. tf_options. Qed.
Lemma s6_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ - Z.of_nat (5 + a) + 2 * Z.of_nat (3 + b) >= 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: F :: repeat E (3 + b)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (6 + a) ++ T :: F :: repeat E (3 + b))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(5 + a, 1)] ([]) [(1, 4 + b)]) (s9_board) (- Z.of_nat a + Z.of_nat b - 1) _ (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(5 + a, 1)] ([]) [(1, 4 + b)] (9 + a + b)); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat b - Z.of_nat y1 + 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) = 2 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s6_board (5 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s6_board (5 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: F :: repeat E (4 + b)) []) (s5_board (5 + a) 0 (4 + b)) (0) _ (s5_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s6_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: F :: repeat E (4 + b)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) 0 (4 + b) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ - Z.of_nat (5 + a) + 2 * Z.of_nat (3 + b) >= 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 3)%Z) (Hm : (meas (s6_board (5 + a) (3 + b)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s6_board (5 + a) (3 + b))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (7 + a) ++ T :: F :: repeat E (5 + b)) []) (s8_board (7 + a) 0 (5 + b)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s6_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ T :: F :: repeat E (5 + b)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (7 + a) 0 (5 + b) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s6_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b y1 : nat)
  (Hdom : s6_dom (5 + a) (3 + b) y1) (Hm : meas (s6_board (5 + a) (3 + b)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s6_board (5 + a) (3 + b))) (int (- Z.of_nat y1)).
Proof.
  unfold s6_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s6_board (5 + a) (3 + b))) in Hg. cbn [lefts] in Hg. rewrite s6_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ - Z.of_nat (5 + a) + 2 * Z.of_nat (3 + b) >= 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 2)%Z) by zlia. exact (s6_c1_t1_a1 IH a b y1 Hw (move_below_l _ _ 0 _ _ (s6_c1_moves a b) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (5 + a) - Z.of_nat (3 + b) = 2) \/ (Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) = 2 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s6_c1_f1_a1 IH a b y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + b) - Z.of_nat y1 = 1 /\ - Z.of_nat (5 + a) + 2 * Z.of_nat (3 + b) >= 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + b) >= 3)%Z) by zlia. exact (s6_c1_f1_a2 IH a b y1 Hw Hm Hd Hr). }

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
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  exact (s6_c1 IH a b y1 Hdom Hm Hd Hr).
    }
  }
Qed.

Lemma s7_c1_moves (a c : nat) : lmoves (s7_board (2 + a) 1 (2 + c)) = [repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + c)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  apply (answer_form_R _ (s1_board (2 + a) 1 0 (2 + c)) (0) _ (int ((Z.of_nat y1) - 1)) (s1_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - apply int_left; zlia.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (2 + c)) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (2 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s7_dom (2 + a) 1 (2 + c) y1) (Hm : meas (s7_board (2 + a) 1 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s7_board (2 + a) 1 (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s7_board (2 + a) 1 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s7_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 1 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) >= 1 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s7_c1_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s7_c1_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s7_c2_moves (a b c : nat) : lmoves (s7_board (2 + a) (2 + b) (2 + c)) = [repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []) (s1_board (2 + a) 1 0 (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 0 (3 + c) y1); [unfold s1_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s7_c2_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + b) + 4 * Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ (Z.of_nat (2 + b)) mod 2 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + b) + 4 * Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + b) >= 3 /\ (Z.of_nat (2 + b)) mod 2 = 0 /\ Z.of_nat (2 + c) >= 2))%Z) (Hm : (meas (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (2 + c))) (int (Z.of_nat y1)).
Proof.
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []) (s1_board (2 + a) 1 (1 + b) (3 + c)) (0) _ (s1_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (2 + a) ++ T :: E :: T :: repeat E (1 + b) ++ F :: repeat E (3 + c)) []); [reflexivity | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - intros HT; apply (use1 IH (2 + a) 1 (1 + b) (3 + c) y1); [destruct Hw as [Hw|Hw]; [unfold s1_dom; right; zlia | unfold s1_dom; left; zlia] | unfold lex3; lia].
Qed.
Lemma s7_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s7_dom (2 + a) (2 + b) (2 + c) y1) (Hm : meas (s7_board (2 + a) (2 + b) (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s7_board (2 + a) (2 + b) (2 + c))) (int (Z.of_nat y1)).
Proof.
  unfold s7_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s7_board (2 + a) (2 + b) (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s7_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (2 + a) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 2 /\ - Z.of_nat (2 + a) + 2 * Z.of_nat (2 + c) >= 2 /\ Z.of_nat (2 + a) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s7_c2_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s7_c2_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : ((Z.of_nat (2 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + b) + 4 * Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + b) >= 3 /\ (Z.of_nat (2 + b)) mod 2 = 1 /\ Z.of_nat (2 + c) >= 2) \/ (Z.of_nat (2 + a) - Z.of_nat (2 + b) - 2 * Z.of_nat (2 + c) + Z.of_nat y1 = 0 /\ Z.of_nat (2 + a) >= 2 /\ - 2 * Z.of_nat (2 + a) + Z.of_nat (2 + b) + 4 * Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + b) >= 3 /\ (Z.of_nat (2 + b)) mod 2 = 0 /\ Z.of_nat (2 + c) >= 2))%Z) by zlia. exact (s7_c2_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s7_c2_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
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
        exfalso; zlia.
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s7_c1 IH a c y1 Hdom Hm Hd Hr).
      }
    }
    {
      destruct c as [|[|c]].
      {
        exfalso; zlia.
      }
      {
        exfalso; zlia.
      }
      {
        exact (s7_c2 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s8_c1_moves (a c : nat) : lmoves (s8_board (4 + a) 0 (2 + c)) = [repeat E (5 + a) ++ F :: T :: repeat E (1 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c1_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (repeat E (5 + a) ++ F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ F :: T :: repeat E (1 + c))) (int (- Z.of_nat y1)).
Proof.
  assert (a = 0) by zlia; subst a.
  assert (c = 0) by zlia; subst c.
  apply (answer_board_R _ (strip [(4, 1)] ([E]) [(1, 1)]) (s9_board) (-3) _ (s9_form (Z.to_nat (- Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(4, 1)] ([E]) [(1, 1)] 6); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (- Z.of_nat y1 + 3))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (4 + a) + 2 * Z.of_nat (2 + c) >= 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) (Hm : (meas (repeat E (5 + a) ++ F :: T :: repeat E (1 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (5 + a) ++ F :: T :: repeat E (1 + c))) (int (- Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [(5 + a, 1)] ([E]) [(1, 2 + c)]) (s9_board) (- Z.of_nat a + Z.of_nat c - 3) _ (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 3)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(5 + a, 1)] ([E]) [(1, 2 + c)] (8 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 3))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1_f1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (4 + a) + 2 * Z.of_nat (2 + c) >= 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) (Hm : (meas (s8_board (4 + a) 0 (2 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s8_board (4 + a) 0 (2 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [(3 + a, 1)] ([]) [(1, 3 + c)]) (s9_board) (- Z.of_nat a + Z.of_nat c) _ (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by_blank _ [(3 + a, 1)] ([]) [(1, 3 + c)] (6 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s8_dom (4 + a) 0 (2 + c) y1) (Hm : meas (s8_board (4 + a) 0 (2 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board (4 + a) 0 (2 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board (4 + a) 0 (2 + c))) in Hg. cbn [lefts] in Hg. rewrite s8_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (4 + a) = 4 /\ Z.of_nat (2 + c) = 2) \/ (Z.of_nat (2 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (4 + a) = 4 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) = 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s8_c1_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s8_c1_moves a c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (4 + a) + 2 * Z.of_nat (2 + c) >= 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia. exact (s8_c1_t1_a2 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s8_c1_moves a c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hw : (Z.of_nat (4 + a) - Z.of_nat (2 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (4 + a) + 2 * Z.of_nat (2 + c) >= 0 /\ Z.of_nat (4 + a) - Z.of_nat (2 + c) >= 2 /\ Z.of_nat 0 = 0)%Z) by zlia. exact (s8_c1_f1_a1 IH a c y1 Hw Hm Hd Hr).
Qed.

Lemma s8_c2_moves (a c : nat) : lmoves (s8_board (5 + a) 1 (3 + c)) = [repeat E (6 + a) ++ T :: F :: repeat E (3 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c2_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (5 + a) + 2 * Z.of_nat (3 + c) >= 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (repeat E (6 + a) ++ T :: F :: repeat E (3 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (6 + a) ++ T :: F :: repeat E (3 + c))) (int (- Z.of_nat y1)).
Proof.
  apply (answer_board_R _ (strip [(5 + a, 1)] ([]) [(1, 4 + c)]) (s9_board) (- Z.of_nat a + Z.of_nat c - 1) _ (s9_form (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 1)))).
  - unfold strip; tf_in.
  - apply (tf_norm_by_blank _ [(5 + a, 1)] ([]) [(1, 4 + c)] (9 + a + c)); [reflexivity | target_board_eq | strip_offset].
  - unfold s9_form; apply form_int; zlia.
  - intros HT; apply (use9 IH (Z.to_nat (Z.of_nat a - Z.of_nat c - Z.of_nat y1 + 1))); [unfold s9_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2_f1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) = 2 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s8_board (5 + a) 1 (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s8_board (5 + a) 1 (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (5 + a) ++ T :: F :: repeat E (4 + c)) []) (s5_board (5 + a) 0 (4 + c)) (0) _ (s5_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (5 + a) ++ T :: F :: repeat E (4 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (5 + a) 0 (4 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s5_dom; right; left; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2_f1_a3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (5 + a) + 2 * Z.of_nat (3 + c) >= 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) (Hm : (meas (s8_board (5 + a) 1 (3 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s8_board (5 + a) 1 (3 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (7 + a) ++ T :: F :: repeat E (5 + c)) []) (s8_board (7 + a) 0 (5 + c)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ T :: F :: repeat E (5 + c)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (7 + a) 0 (5 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a c y1 : nat)
  (Hdom : s8_dom (5 + a) 1 (3 + c) y1) (Hm : meas (s8_board (5 + a) 1 (3 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board (5 + a) 1 (3 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board (5 + a) 1 (3 + c))) in Hg. cbn [lefts] in Hg. rewrite s8_c2_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (5 + a) + 2 * Z.of_nat (3 + c) >= 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 2 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s8_c2_t1_a1 IH a c y1 Hw (move_below_l _ _ 0 _ _ (s8_c2_moves a c) eq_refl Hm) Hd Hr). }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (5 + a) - Z.of_nat (3 + c) = 2) \/ (Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) = 2 /\ Z.of_nat (5 + a) >= 5 /\ Z.of_nat 1 = 1 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s8_c2_f1_a2 IH a c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (5 + a) - Z.of_nat (3 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (5 + a) + 2 * Z.of_nat (3 + c) >= 1 /\ Z.of_nat (5 + a) - Z.of_nat (3 + c) >= 3 /\ Z.of_nat 1 = 1)%Z) by zlia. exact (s8_c2_f1_a3 IH a c y1 Hw Hm Hd Hr). }

Qed.

Lemma s8_c3_moves (a b c : nat) : lmoves (s8_board (6 + a) (2 + b) (4 + c)) = [repeat E (7 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c3_t1_a1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (4 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (6 + a) + 2 * Z.of_nat (4 + c) >= 2 /\ Z.of_nat (6 + a) - Z.of_nat (4 + c) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) (Hm : (meas (repeat E (7 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (7 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))) (int (- Z.of_nat y1)).
Proof.
  assert (b = 0) by zlia; subst b.
  apply (answer_board_R _ (strip [] (repeat E (7 + a) ++ T :: F :: repeat E (5 + c)) []) (s8_board (7 + a) 0 (5 + c)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (7 + a) ++ T :: F :: repeat E (5 + c)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (7 + a) 0 (5 + c) y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c3_t1_a2 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (4 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (6 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (4 + c) >= 0 /\ Z.of_nat (6 + a) - Z.of_nat (4 + c) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) (Hm : (meas (repeat E (7 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c)) < mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (repeat E (7 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (4 + c))) (int (- Z.of_nat y1)).
Proof.
  do 1 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct b as [|b]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (8 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (6 + c)) []) (s8_board (8 + a) (1 + b) (6 + c)) (0) _ (s8_form y1)).
  - unfold strip; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (6 + c)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (8 + a) (1 + b) (6 + c) y1); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c3_f1_a4 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (4 + c) = 2 /\ Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) (Hm : (meas (s8_board (6 + a) (2 + b) (4 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s8_board (6 + a) (2 + b) (4 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  apply (answer_board_R _ (strip [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (5 + c)) []) (s5_board (6 + a) (1 + b) (5 + c)) (0) _ (s5_form (Z.to_nat (- Z.of_nat y1 + 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (6 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (5 + c)) []); [reflexivity | unfold s5_board; target_board_eq | strip_offset].
  - unfold s5_form; apply form_int; zlia.
  - intros HT; apply (use5 IH (6 + a) (1 + b) (5 + c) (Z.to_nat (- Z.of_nat y1 + 1))); [unfold s5_dom; left; zlia | unfold lex3; lia].
Qed.
Lemma s8_c3_f1_a5 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hw : (Z.of_nat (6 + a) - Z.of_nat (4 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (6 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (4 + c) >= 0 /\ Z.of_nat (6 + a) - Z.of_nat (4 + c) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) (Hm : (meas (s8_board (6 + a) (2 + b) (4 + c)) = mm)%nat) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  lf (tf_game (s8_board (6 + a) (2 + b) (4 + c))) (int ((- Z.of_nat y1) + 1)).
Proof.
  do 2 (destruct a as [|a]; [exfalso; zlia|]).
  do 1 (destruct c as [|c]; [exfalso; zlia|]).
  apply (answer_board_R _ (strip [] (repeat E (8 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (6 + c)) []) (s8_board (8 + a) (1 + b) (6 + c)) (0) _ (s8_form (Z.to_nat (Z.of_nat y1 - 1)))).
  - unfold strip, s8_board; tf_in.
  - apply (tf_norm_by _ [] (repeat E (8 + a) ++ T :: repeat E (1 + b) ++ F :: repeat E (6 + c)) []); [reflexivity | unfold s8_board; target_board_eq | strip_offset].
  - unfold s8_form; apply form_int; zlia.
  - intros HT; apply (use8 IH (8 + a) (1 + b) (6 + c) (Z.to_nat (Z.of_nat y1 - 1))); [unfold s8_dom; zlia | unfold lex3; lia].
Qed.
Lemma s8_c3 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (a b c y1 : nat)
  (Hdom : s8_dom (6 + a) (2 + b) (4 + c) y1) (Hm : meas (s8_board (6 + a) (2 + b) (4 + c)) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s8_board (6 + a) (2 + b) (4 + c))) (int (- Z.of_nat y1)).
Proof.
  unfold s8_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s8_board (6 + a) (2 + b) (4 + c))) in Hg. cbn [lefts] in Hg. rewrite s8_c3_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [<-|[]].
    { assert (Hc : ((Z.of_nat (2 + b) = 2) \/ (Z.of_nat (2 + b) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (4 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (6 + a) + 2 * Z.of_nat (4 + c) >= 2 /\ Z.of_nat (6 + a) - Z.of_nat (4 + c) >= 2 /\ Z.of_nat (2 + b) = 2)%Z) by zlia. exact (s8_c3_t1_a1 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s8_c3_moves a b c) eq_refl Hm) Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (4 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (6 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (4 + c) >= 0 /\ Z.of_nat (6 + a) - Z.of_nat (4 + c) >= 2 /\ Z.of_nat (2 + b) >= 3)%Z) by zlia. exact (s8_c3_t1_a2 IH a b c y1 Hw (move_below_l _ _ 0 _ _ (s8_c3_moves a b c) eq_refl Hm) Hd Hr). }
 }

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    assert (Hc : ((Z.of_nat (6 + a) - Z.of_nat (4 + c) = 2) \/ (Z.of_nat (6 + a) - Z.of_nat (4 + c) >= 3))%Z) by zlia.
    destruct Hc as [Hc|Hc].
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (4 + c) = 2 /\ Z.of_nat (6 + a) - Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + b) >= 2 /\ Z.of_nat y1 = 1)%Z) by zlia. exact (s8_c3_f1_a4 IH a b c y1 Hw Hm Hd Hr). }
    { assert (Hw : (Z.of_nat (6 + a) - Z.of_nat (4 + c) - Z.of_nat y1 = 1 /\ - Z.of_nat (6 + a) - Z.of_nat (2 + b) + 2 * Z.of_nat (4 + c) >= 0 /\ Z.of_nat (6 + a) - Z.of_nat (4 + c) >= 3 /\ Z.of_nat (2 + b) >= 2)%Z) by zlia. exact (s8_c3_f1_a5 IH a b c y1 Hw Hm Hd Hr). }

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
        do 2 (destruct a as [|a]; [exfalso; zlia|]).
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
        do 4 (destruct a as [|a]; [exfalso; zlia|]).
  do 2 (destruct c as [|c]; [exfalso; zlia|]).
  exact (s8_c3 IH a b c y1 Hdom Hm Hd Hr).
      }
    }
  }
Qed.

Lemma s9_c1_moves : lmoves (s9_board) = [].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c1 {mm dd rr : nat} (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') (y1 : nat)
  (Hdom : s9_dom y1) (Hm : meas (s9_board) = mm) (Hd : dd = 0) (Hr : rr = 2 * y1) :
  le (tf_game (s9_board)) (int (Z.of_nat y1)).
Proof.
  unfold s9_dom in Hdom.
  apply le_def; split.
  - intros go Hg. rewrite (tf_game_eq (s9_board)) in Hg. cbn [lefts] in Hg. rewrite s9_c1_moves in Hg. cbn [map In] in Hg.
    destruct Hg as [].

  - intros yo Hy. apply in_rights_int in Hy as [Hn ->].
    exfalso; zlia.
Qed.

Lemma s9_holds mm dd rr (IH : forall m' d' r', lex3 m' d' r' mm dd rr -> All m' d' r') : C9 mm dd rr.
Proof.
  intros y1 Hdom Hm Hd Hr. unfold s9_dom in Hdom.
  exact (s9_c1 IH y1 Hdom Hm Hd Hr).
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
  apply Forall_nil.
Qed.

Theorem upper (a b c d : nat) :
  ((Z.of_nat a + Z.of_nat b - Z.of_nat d >= 2 /\ Z.of_nat a >= 1 /\ - 2 * Z.of_nat a - 2 * Z.of_nat b + Z.of_nat c + 4 * Z.of_nat d >= 0 /\ Z.of_nat b >= 1 /\ (Z.of_nat c) mod 2 = 0 /\ Z.of_nat d >= 1) \/ (Z.of_nat a + Z.of_nat b - Z.of_nat d >= 2 /\ Z.of_nat a >= 1 /\ - 2 * Z.of_nat a - 2 * Z.of_nat b + Z.of_nat c + 4 * Z.of_nat d >= 2 /\ Z.of_nat b >= 1 /\ (Z.of_nat c) mod 2 = 1 /\ Z.of_nat d >= 1))%Z -> le (tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d)) (int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)).
Proof.
  intros Hw.
  apply (entry_R _ (s1_board a b c d) (0) _ (s1_form (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)))).
  - apply (tf_norm_by _ [] (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) []); [strip_eq | unfold s1_board; target_board_eq | strip_offset].
  - unfold s1_form; apply form_int; zlia.
  - exact (all_nth _ 0 _ (all_nodes _ _ _) eq_refl a b c d (Z.to_nat (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d)) ltac:(destruct Hw as [Hw|Hw]; [unfold s1_dom; left; zlia | unfold s1_dom; right; zlia]) eq_refl eq_refl eq_refl).
Qed.
End Upper.

Theorem claim_holds (a b c d : nat) :
  ((Z.of_nat a + Z.of_nat b - Z.of_nat d >= 2 /\ Z.of_nat a >= 1 /\ - 2 * Z.of_nat a - 2 * Z.of_nat b + Z.of_nat c + 4 * Z.of_nat d >= 0 /\ Z.of_nat b >= 1 /\ (Z.of_nat c) mod 2 = 0 /\ Z.of_nat d >= 1) \/ (Z.of_nat a + Z.of_nat b - Z.of_nat d >= 2 /\ Z.of_nat a >= 1 /\ - 2 * Z.of_nat a - 2 * Z.of_nat b + Z.of_nat c + 4 * Z.of_nat d >= 2 /\ Z.of_nat b >= 1 /\ (Z.of_nat c) mod 2 = 1 /\ Z.of_nat d >= 1))%Z ->
  tf_game (repeat E a ++ T :: repeat E b ++ T :: repeat E c ++ F :: repeat E d) == int (- Z.of_nat a + Z.of_nat c + 2 * Z.of_nat d).
Proof.
  intros Hw. split; [exact (Upper.upper a b c d Hw) | exact (Lower.lower a b c d Hw)].
Qed.

Print Assumptions claim_holds.
