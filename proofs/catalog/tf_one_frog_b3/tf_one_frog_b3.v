(* Toads-and-Frogs: a claimed value of a family, proved.

   Theorem (claim).  For all a, b >= 0 with a>=1 && b==3, the position  T^a _^b F  has the value

       (a-1)(b-1)*

   It is proved on each of the 1 slices of its region (each pins a parameter the region
   allows only a few values, and the pins make the claim affine) as a theorem of
   its own, and from those on the whole region:

   Theorem (claim_b3).  For all a, b >= 0 with a>=1 && b==3, the position  T^a _^b F  has the value

       (2a-2)*

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 8 states, 192 cases
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
     tf_one_frog_b3_base.v
     tf_one_frog_b3_values1.v
     tf_one_frog_b3_cases1.v tf_one_frog_b3_cases2.v
     tf_one_frog_b3_steps1.v
     tf_one_frog_b3.v
   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b==3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_b3_base tf_one_frog_b3_values1 tf_one_frog_b3_cases1 tf_one_frog_b3_cases2 tf_one_frog_b3_steps1.


Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs1 : s1_claim x) by exact (s1_step x IH).
  assert (Hs2 : s2_claim x) by exact (s2_step x IH).
  assert (Hs3 : s3_claim x) by exact (s3_step x IH).
  assert (Hs5 : s5_claim x) by exact (s5_step x IH).
  assert (Hs4 : s4_claim x) by exact (s4_step x IH Hs3).
  assert (Hs6 : s6_claim x) by exact (s6_step x IH Hs5).
  assert (Hs7 : s7_claim x) by exact (s7_step x IH Hs5).
  assert (Hs8 : s8_claim x) by exact (s8_step x IH Hs5 Hs6 Hs7).
  exact (conj Hs1 (conj Hs2 (conj Hs3 (conj Hs4 (conj Hs5 (conj Hs6 (conj Hs7 Hs8))))))).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s5 (a b : nat) : holds (s5_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s5_board a b)).
Proof. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (all_values_hold _)))))) a b eq_refl). Qed.

Definition family_b3_board (a b : nat) : board := repeat T a ++ repeat E b ++ [F].  (* T^a _^b F *)
Definition family_b3_value (a b : Z) : game := nstar (int (2 * a - 2)).
Lemma family_b3_p1 (a b : Z) : True -> family_b3_value a b = nstar (int (2 * a - 2)).
Proof. reflexivity. Qed.
Theorem claim_b3 : forall a b, (Z.of_nat a >= 1 /\ Z.of_nat b = 3)%Z -> tf_game (family_b3_board a b) == family_b3_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  replace (family_b3_board a b) with (family_b3_board a 3) by ((assert (b = 3%nat) by lia); subst b; reflexivity).
  replace (family_b3_board a 3) with (s5_board a 0) by (unfold family_b3_board, s5_board; board_eq).
  pose proof (all_s5 a 0) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s5_p3 Ho0 ltac:(zlia)).
    rewrite (family_b3_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s5_p3 Ho0 ltac:(zlia)).
    rewrite (family_b3_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

(* ------------------------------------------------------------------ *)
(* The claim as typed, on the whole region, from its slices          *)

Definition family_board (a b : nat) : board := repeat T a ++ repeat E b ++ [F].  (* T^a _^b F *)
Definition family_value (a b : Z) : game := nstar (int ((a - 1) * (b - 1))).
Theorem claim : forall a b, (Z.of_nat a >= 1 /\ Z.of_nat b = 3)%Z -> tf_game (family_board a b) == family_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  assert (Hs : ((Z.of_nat a >= 1 /\ Z.of_nat b = 3))%Z) by zlia.
  {
    eapply eqv_trans; [exact (claim_b3 a b Hs) |].
    (assert (b = 3%nat) by zlia); subst b.
    match goal with |- ?x == ?y => replace y with x by (unfold family_b3_value, family_value; repeat (first [zlia | f_equal])); apply eqv_refl end.
  }
Qed.

Print Assumptions claim.
