(* Toads-and-Frogs: a claimed value of a family, proved.

   Theorem (claim).  For all a, b >= 0 with b>=1 && b<=3, the position  T^a F _^b  has the value

       a(b-1)

   It is proved on each of the 3 slices of its region (each pins a parameter the region
   allows only a few values, and the pins make the claim affine) as a theorem of
   its own, and from those on the whole region:

   Theorem (claim_b1).  For all a, b >= 0 with b==1, the position  T^a F _^b  has the value

       0

   Theorem (claim_b2).  For all a, b >= 0 with b==2, the position  T^a F _^b  has the value

       a

   Theorem (claim_b3).  For all a, b >= 0 with b==3, the position  T^a F _^b  has the value

       2a

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 14 states, 252 cases
   (shapes of a state's parameters, each 0, 1 or >= 2).  A state's claim is
   its list of pieces (region, value).  For each shape and each piece whose
   region meets it, the options are computed from the rules and normalised
   as cgprove does (toad blocks at the right end and frog blocks at the left
   end removed by Terminal Toads, CGProve.TerminalToads, each worth an
   integer), replaced by their values from the induction hypothesis, and in
   each cell where every value is one piece the game is compared with the
   claimed piece by Conway's order (numbers never unfolded).  A shape whose
   board is the board of a state with fewer parameters (a block of length 0
   joins its neighbours) takes that state's value at the same board instead.
   Side conditions by lia.

   The proof is split into 6 files, compiled in this order (the files of one
   line in any order), each with  coqc -Q proofs/lib CGProve -Q DIR "" DIR/FILE.v
   (DIR: their folder):
     tf_T_a_F__b_base.v
     tf_T_a_F__b_values1.v
     tf_T_a_F__b_cases1.v tf_T_a_F__b_cases2.v
     tf_T_a_F__b_steps1.v
     tf_T_a_F__b.v
   Written by `cgprove check tf "T^a F _^b" "a(b-1)" --where "b>=1 && b<=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_T_a_F__b_base tf_T_a_F__b_values1 tf_T_a_F__b_cases1 tf_T_a_F__b_cases2 tf_T_a_F__b_steps1.


Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs1 : s1_claim x) by exact (s1_step x IH).
  assert (Hs2 : s2_claim x) by exact (s2_step x IH).
  assert (Hs3 : s3_claim x) by exact (s3_step x IH).
  assert (Hs4 : s4_claim x) by exact (s4_step x IH).
  assert (Hs5 : s5_claim x) by exact (s5_step x IH).
  assert (Hs6 : s6_claim x) by exact (s6_step x IH).
  assert (Hs7 : s7_claim x) by exact (s7_step x IH).
  assert (Hs8 : s8_claim x) by exact (s8_step x IH).
  assert (Hs11 : s11_claim x) by exact (s11_step x IH).
  assert (Hs9 : s9_claim x) by exact (s9_step x IH Hs7).
  assert (Hs10 : s10_claim x) by exact (s10_step x IH Hs8).
  assert (Hs12 : s12_claim x) by exact (s12_step x IH Hs11).
  assert (Hs13 : s13_claim x) by exact (s13_step x IH Hs11).
  assert (Hs14 : s14_claim x) by exact (s14_step x IH Hs11 Hs12 Hs13).
  exact (conj Hs1 (conj Hs2 (conj Hs3 (conj Hs4 (conj Hs5 (conj Hs6 (conj Hs7 (conj Hs8 (conj Hs9 (conj Hs10 (conj Hs11 (conj Hs12 (conj Hs13 Hs14))))))))))))).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s1 (a : nat) : holds (s1_pieces (Z.of_nat a)) (tf_game (s1_board a)).
Proof. exact ((proj1 (all_values_hold _)) a eq_refl). Qed.

Lemma all_s2 (a : nat) : holds (s2_pieces (Z.of_nat a)) (tf_game (s2_board a)).
Proof. exact ((proj1 (proj2 (all_values_hold _))) a eq_refl). Qed.

Lemma all_s3 (a : nat) : holds (s3_pieces (Z.of_nat a)) (tf_game (s3_board a)).
Proof. exact ((proj1 (proj2 (proj2 (all_values_hold _)))) a eq_refl). Qed.

Definition family_b1_board (a b : nat) : board := repeat T a ++ F :: repeat E b.  (* T^a F _^b *)
Definition family_b1_value (a b : Z) : game := int 0.
Lemma family_b1_p1 (a b : Z) : True -> family_b1_value a b = int 0.
Proof. reflexivity. Qed.
Theorem claim_b1 : forall a b, (Z.of_nat b = 1)%Z -> tf_game (family_b1_board a b) == family_b1_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  replace (family_b1_board a b) with (family_b1_board a 1) by ((assert (b = 1%nat) by lia); subst b; reflexivity).
  replace (family_b1_board a 1) with (s1_board a) by (unfold family_b1_board, s1_board; board_eq).
  pose proof (all_s1 a) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family_b1_p1 (Z.of_nat 0) (Z.of_nat 1) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family_b1_p1 (Z.of_nat 1) (Z.of_nat 1) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family_b1_p1 (Z.of_nat (2 + a)) (Z.of_nat 1) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
Qed.

Definition family_b2_board (a b : nat) : board := repeat T a ++ F :: repeat E b.  (* T^a F _^b *)
Definition family_b2_value (a b : Z) : game := int a.
Lemma family_b2_p1 (a b : Z) : True -> family_b2_value a b = int a.
Proof. reflexivity. Qed.
Theorem claim_b2 : forall a b, (Z.of_nat b = 2)%Z -> tf_game (family_b2_board a b) == family_b2_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  replace (family_b2_board a b) with (family_b2_board a 2) by ((assert (b = 2%nat) by lia); subst b; reflexivity).
  replace (family_b2_board a 2) with (s2_board a) by (unfold family_b2_board, s2_board; board_eq).
  pose proof (all_s2 a) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s2_p1 Ho0 I).
    rewrite (family_b2_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s2_p1 Ho0 I).
    rewrite (family_b2_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s2_p1 Ho0 I).
    rewrite (family_b2_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
Qed.

Definition family_b3_board (a b : nat) : board := repeat T a ++ F :: repeat E b.  (* T^a F _^b *)
Definition family_b3_value (a b : Z) : game := int (2 * a).
Lemma family_b3_p1 (a b : Z) : True -> family_b3_value a b = int (2 * a).
Proof. reflexivity. Qed.
Theorem claim_b3 : forall a b, (Z.of_nat b = 3)%Z -> tf_game (family_b3_board a b) == family_b3_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  replace (family_b3_board a b) with (family_b3_board a 3) by ((assert (b = 3%nat) by lia); subst b; reflexivity).
  replace (family_b3_board a 3) with (s3_board a) by (unfold family_b3_board, s3_board; board_eq).
  pose proof (all_s3 a) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s3_p1 Ho0 I).
    rewrite (family_b3_p1 (Z.of_nat 0) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s3_p1 Ho0 I).
    rewrite (family_b3_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s3_p1 Ho0 I).
    rewrite (family_b3_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
Qed.

(* ------------------------------------------------------------------ *)
(* The claim as typed, on the whole region, from its slices          *)

Definition family_board (a b : nat) : board := repeat T a ++ F :: repeat E b.  (* T^a F _^b *)
Definition family_value (a b : Z) : game := int (a * (b - 1)).
Theorem claim : forall a b, (Z.of_nat b >= 1 /\ Z.of_nat b <= 3)%Z -> tf_game (family_board a b) == family_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  assert (Hs : ((Z.of_nat b = 1) \/ (Z.of_nat b = 2) \/ (Z.of_nat b = 3))%Z) by zlia.
  destruct Hs as [Hs|[Hs|Hs]].
  -
    eapply eqv_trans; [exact (claim_b1 a b Hs) |].
    (assert (b = 1%nat) by zlia); subst b.
    match goal with |- ?x == ?y => replace y with x by (unfold family_b1_value, family_value; repeat (first [zlia | f_equal])); apply eqv_refl end.
  -
    eapply eqv_trans; [exact (claim_b2 a b Hs) |].
    (assert (b = 2%nat) by zlia); subst b.
    match goal with |- ?x == ?y => replace y with x by (unfold family_b2_value, family_value; repeat (first [zlia | f_equal])); apply eqv_refl end.
  -
    eapply eqv_trans; [exact (claim_b3 a b Hs) |].
    (assert (b = 3%nat) by zlia); subst b.
    match goal with |- ?x == ?y => replace y with x by (unfold family_b3_value, family_value; repeat (first [zlia | f_equal])); apply eqv_refl end.
Qed.

Print Assumptions claim.
