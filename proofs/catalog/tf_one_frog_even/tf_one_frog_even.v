(* Toads-and-Frogs: a claimed value of a family, proved.

   Theorem (claim).  For all a, b >= 0 with a>=1 && b>=2 && b<=4 && b%2==0, the position  T^a _^b F  has the value

       (a-1)(b-1)

   It is proved on each of the 2 slices of its region (each pins a parameter the region
   allows only a few values, and the pins make the claim affine) as a theorem of
   its own, and from those on the whole region:

   Theorem (claim_b2).  For all a, b >= 0 with a>=1 && b==2, the position  T^a _^b F  has the value

       a-1

   Theorem (claim_b4).  For all a, b >= 0 with a>=1 && b==4, the position  T^a _^b F  has the value

       3a-3

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 20 states, 816 cases
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

   The proof is split into 10 files, compiled in this order (the files of one
   line in any order), each with  coqc -Q proofs/lib CGProve -Q DIR "" DIR/FILE.v
   (DIR: their folder):
     tf_one_frog_even_base.v
     tf_one_frog_even_values1.v
     tf_one_frog_even_cases1.v tf_one_frog_even_cases2.v tf_one_frog_even_cases3.v tf_one_frog_even_cases4.v tf_one_frog_even_cases5.v tf_one_frog_even_cases6.v
     tf_one_frog_even_steps1.v
     tf_one_frog_even.v
   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)" --where "a>=1 && b>=2 && b<=4 && b%2==0" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_even_base tf_one_frog_even_values1 tf_one_frog_even_cases1 tf_one_frog_even_cases2 tf_one_frog_even_cases3 tf_one_frog_even_cases4 tf_one_frog_even_cases5 tf_one_frog_even_cases6 tf_one_frog_even_steps1.


Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs1 : s1_claim x) by exact (s1_step x IH).
  assert (Hs5 : s5_claim x) by exact (s5_step x IH).
  assert (Hs2 : s2_claim x) by exact (s2_step x IH).
  assert (Hs3 : s3_claim x) by exact (s3_step x IH).
  assert (Hs6 : s6_claim x) by exact (s6_step x IH).
  assert (Hs7 : s7_claim x) by exact (s7_step x IH).
  assert (Hs8 : s8_claim x) by exact (s8_step x IH).
  assert (Hs9 : s9_claim x) by exact (s9_step x IH).
  assert (Hs4 : s4_claim x) by exact (s4_step x IH Hs3).
  assert (Hs10 : s10_claim x) by exact (s10_step x IH Hs9).
  assert (Hs11 : s11_claim x) by exact (s11_step x IH Hs9).
  assert (Hs12 : s12_claim x) by exact (s12_step x IH Hs8).
  assert (Hs13 : s13_claim x) by exact (s13_step x IH Hs7).
  assert (Hs14 : s14_claim x) by exact (s14_step x IH Hs8).
  assert (Hs15 : s15_claim x) by exact (s15_step x IH Hs9).
  assert (Hs16 : s16_claim x) by exact (s16_step x IH Hs9 Hs10 Hs15).
  assert (Hs17 : s17_claim x) by exact (s17_step x IH Hs9 Hs10 Hs11).
  assert (Hs18 : s18_claim x) by exact (s18_step x IH Hs9 Hs11 Hs15).
  assert (Hs19 : s19_claim x) by exact (s19_step x IH Hs8 Hs12 Hs14).
  assert (Hs20 : s20_claim x) by exact (s20_step x IH Hs9 Hs10 Hs11 Hs15 Hs16 Hs17 Hs18).
  exact (conj Hs1 (conj Hs2 (conj Hs3 (conj Hs4 (conj Hs5 (conj Hs6 (conj Hs7 (conj Hs8 (conj Hs9 (conj Hs10 (conj Hs11 (conj Hs12 (conj Hs13 (conj Hs14 (conj Hs15 (conj Hs16 (conj Hs17 (conj Hs18 (conj Hs19 Hs20))))))))))))))))))).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s3 (a b : nat) : holds (s3_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s3_board a b)).
Proof. exact ((proj1 (proj2 (proj2 (all_values_hold _)))) a b eq_refl). Qed.

Lemma all_s9 (a b : nat) : holds (s9_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s9_board a b)).
Proof. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (all_values_hold _)))))))))) a b eq_refl). Qed.

Definition family_b2_board (a b : nat) : board := repeat T a ++ repeat E b ++ [F].  (* T^a _^b F *)
Definition family_b2_value (a b : Z) : game := int (a - 1).
Lemma family_b2_p1 (a b : Z) : True -> family_b2_value a b = int (a - 1).
Proof. reflexivity. Qed.
Theorem claim_b2 : forall a b, (Z.of_nat a >= 1 /\ Z.of_nat b = 2)%Z -> tf_game (family_b2_board a b) == family_b2_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  replace (family_b2_board a b) with (family_b2_board a 2) by ((assert (b = 2%nat) by lia); subst b; reflexivity).
  replace (family_b2_board a 2) with (s3_board a 0) by (unfold family_b2_board, s3_board; board_eq).
  pose proof (all_s3 a 0) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    rewrite (family_b2_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    rewrite (family_b2_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
Qed.

Definition family_b4_board (a b : nat) : board := repeat T a ++ repeat E b ++ [F].  (* T^a _^b F *)
Definition family_b4_value (a b : Z) : game := int (3 * a - 3).
Lemma family_b4_p1 (a b : Z) : True -> family_b4_value a b = int (3 * a - 3).
Proof. reflexivity. Qed.
Theorem claim_b4 : forall a b, (Z.of_nat a >= 1 /\ Z.of_nat b = 4)%Z -> tf_game (family_b4_board a b) == family_b4_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  replace (family_b4_board a b) with (family_b4_board a 4) by ((assert (b = 4%nat) by lia); subst b; reflexivity).
  replace (family_b4_board a 4) with (s9_board a 0) by (unfold family_b4_board, s9_board; board_eq).
  pose proof (all_s9 a 0) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s9_p3 Ho0 ltac:(zlia)).
    rewrite (family_b4_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s9_p3 Ho0 ltac:(zlia)).
    rewrite (family_b4_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    unfold nstar.
    num_cmp.
  }
Qed.

(* ------------------------------------------------------------------ *)
(* The claim as typed, on the whole region, from its slices          *)

Definition family_board (a b : nat) : board := repeat T a ++ repeat E b ++ [F].  (* T^a _^b F *)
Definition family_value (a b : Z) : game := int ((a - 1) * (b - 1)).
Theorem claim : forall a b, (Z.of_nat a >= 1 /\ Z.of_nat b >= 2 /\ Z.of_nat b <= 4 /\ (Z.of_nat b) mod 2 = 0)%Z -> tf_game (family_board a b) == family_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  assert (Hs : ((Z.of_nat a >= 1 /\ Z.of_nat b = 2) \/ (Z.of_nat a >= 1 /\ Z.of_nat b = 4))%Z) by zlia.
  destruct Hs as [Hs|Hs].
  -
    eapply eqv_trans; [exact (claim_b2 a b Hs) |].
    (assert (b = 2%nat) by zlia); subst b.
    match goal with |- ?x == ?y => replace y with x by (unfold family_b2_value, family_value; repeat (first [zlia | f_equal])); apply eqv_refl end.
  -
    eapply eqv_trans; [exact (claim_b4 a b Hs) |].
    (assert (b = 4%nat) by zlia); subst b.
    match goal with |- ?x == ?y => replace y with x by (unfold family_b4_value, family_value; repeat (first [zlia | f_equal])); apply eqv_refl end.
Qed.

Print Assumptions claim.
