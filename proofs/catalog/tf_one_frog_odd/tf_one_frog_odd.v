(* Toads-and-Frogs: a claimed value of a family, proved.

   Theorem (claim).  For all a, b >= 0 with a>=1 && b>=3 && b<=5 && b%2==1, the position  T^a _^b F  has the value

       (a-1)(b-1)*

   It is proved on each of the 2 slices of its region (each pins a parameter the region
   allows only a few values, and the pins make the claim affine) as a theorem of
   its own, and from those on the whole region:

   Theorem (claim_b3).  For all a, b >= 0 with a>=1 && b==3, the position  T^a _^b F  has the value

       (2a-2)*

   Theorem (claim_b5).  For all a, b >= 0 with a>=1 && b==5, the position  T^a _^b F  has the value

       (4a-4)*

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 40 states, 3264 cases
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

   The proof is split into 30 files, compiled in this order (the files of one
   line in any order), each with  coqc -Q proofs/lib CGProve -Q DIR "" DIR/FILE.v
   (DIR: their folder):
     tf_one_frog_odd_base.v
     tf_one_frog_odd_values1.v
     tf_one_frog_odd_cases1.v tf_one_frog_odd_cases2.v tf_one_frog_odd_cases3.v tf_one_frog_odd_cases4.v tf_one_frog_odd_cases5.v tf_one_frog_odd_cases6.v tf_one_frog_odd_cases7.v tf_one_frog_odd_cases8.v tf_one_frog_odd_cases9.v tf_one_frog_odd_cases10.v tf_one_frog_odd_cases11.v tf_one_frog_odd_cases12.v tf_one_frog_odd_cases13.v tf_one_frog_odd_cases14.v tf_one_frog_odd_cases15.v tf_one_frog_odd_cases16.v tf_one_frog_odd_cases17.v tf_one_frog_odd_cases18.v tf_one_frog_odd_cases19.v tf_one_frog_odd_cases20.v tf_one_frog_odd_cases21.v tf_one_frog_odd_cases22.v
     tf_one_frog_odd_steps1.v tf_one_frog_odd_steps2.v tf_one_frog_odd_steps3.v tf_one_frog_odd_steps4.v tf_one_frog_odd_steps5.v
     tf_one_frog_odd.v
   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1 tf_one_frog_odd_cases1 tf_one_frog_odd_cases2 tf_one_frog_odd_cases3 tf_one_frog_odd_cases4 tf_one_frog_odd_cases5 tf_one_frog_odd_cases6 tf_one_frog_odd_cases7 tf_one_frog_odd_cases8 tf_one_frog_odd_cases9 tf_one_frog_odd_cases10 tf_one_frog_odd_cases11 tf_one_frog_odd_cases12 tf_one_frog_odd_cases13 tf_one_frog_odd_cases14 tf_one_frog_odd_cases15 tf_one_frog_odd_cases16 tf_one_frog_odd_cases17 tf_one_frog_odd_cases18 tf_one_frog_odd_cases19 tf_one_frog_odd_cases20 tf_one_frog_odd_cases21 tf_one_frog_odd_cases22 tf_one_frog_odd_steps1 tf_one_frog_odd_steps2 tf_one_frog_odd_steps3 tf_one_frog_odd_steps4 tf_one_frog_odd_steps5.


Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs1 : s1_claim x) by exact (s1_step x IH).
  assert (Hs5 : s5_claim x) by exact (s5_step x IH).
  assert (Hs2 : s2_claim x) by exact (s2_step x IH).
  assert (Hs3 : s3_claim x) by exact (s3_step x IH).
  assert (Hs6 : s6_claim x) by exact (s6_step x IH).
  assert (Hs7 : s7_claim x) by exact (s7_step x IH).
  assert (Hs9 : s9_claim x) by exact (s9_step x IH).
  assert (Hs12 : s12_claim x) by exact (s12_step x IH).
  assert (Hs15 : s15_claim x) by exact (s15_step x IH).
  assert (Hs25 : s25_claim x) by exact (s25_step x IH).
  assert (Hs4 : s4_claim x) by exact (s4_step x IH Hs3).
  assert (Hs8 : s8_claim x) by exact (s8_step x IH Hs7).
  assert (Hs10 : s10_claim x) by exact (s10_step x IH Hs9).
  assert (Hs11 : s11_claim x) by exact (s11_step x IH Hs9).
  assert (Hs13 : s13_claim x) by exact (s13_step x IH Hs12).
  assert (Hs14 : s14_claim x) by exact (s14_step x IH Hs12).
  assert (Hs16 : s16_claim x) by exact (s16_step x IH Hs15).
  assert (Hs17 : s17_claim x) by exact (s17_step x IH Hs15).
  assert (Hs20 : s20_claim x) by exact (s20_step x IH Hs12).
  assert (Hs24 : s24_claim x) by exact (s24_step x IH Hs25).
  assert (Hs26 : s26_claim x) by exact (s26_step x IH Hs25).
  assert (Hs29 : s29_claim x) by exact (s29_step x IH Hs25).
  assert (Hs33 : s33_claim x) by exact (s33_step x IH Hs25).
  assert (Hs18 : s18_claim x) by exact (s18_step x IH Hs15 Hs16 Hs17).
  assert (Hs19 : s19_claim x) by exact (s19_step x IH Hs9 Hs10 Hs11).
  assert (Hs21 : s21_claim x) by exact (s21_step x IH Hs12 Hs13 Hs20).
  assert (Hs22 : s22_claim x) by exact (s22_step x IH Hs12 Hs13 Hs14).
  assert (Hs23 : s23_claim x) by exact (s23_step x IH Hs12 Hs14 Hs20).
  assert (Hs27 : s27_claim x) by exact (s27_step x IH Hs24 Hs25 Hs26).
  assert (Hs28 : s28_claim x) by exact (s28_step x IH Hs24 Hs25 Hs29).
  assert (Hs30 : s30_claim x) by exact (s30_step x IH Hs25 Hs26 Hs29).
  assert (Hs31 : s31_claim x) by exact (s31_step x IH Hs25 Hs29 Hs33).
  assert (Hs32 : s32_claim x) by exact (s32_step x IH Hs24 Hs25 Hs33).
  assert (Hs34 : s34_claim x) by exact (s34_step x IH Hs25 Hs26 Hs33).
  assert (Hs35 : s35_claim x) by exact (s35_step x IH Hs12 Hs13 Hs14 Hs20 Hs21 Hs22 Hs23).
  assert (Hs36 : s36_claim x) by exact (s36_step x IH Hs24 Hs25 Hs26 Hs27 Hs32 Hs33 Hs34).
  assert (Hs37 : s37_claim x) by exact (s37_step x IH Hs24 Hs25 Hs26 Hs27 Hs28 Hs29 Hs30).
  assert (Hs38 : s38_claim x) by exact (s38_step x IH Hs24 Hs25 Hs28 Hs29 Hs31 Hs32 Hs33).
  assert (Hs39 : s39_claim x) by exact (s39_step x IH Hs25 Hs26 Hs29 Hs30 Hs31 Hs33 Hs34).
  assert (Hs40 : s40_claim x) by exact (s40_step x IH Hs24 Hs25 Hs26 Hs27 Hs28 Hs29 Hs30 Hs31 Hs32 Hs33 Hs34 Hs36 Hs37 Hs38 Hs39).
  exact (conj Hs1 (conj Hs2 (conj Hs3 (conj Hs4 (conj Hs5 (conj Hs6 (conj Hs7 (conj Hs8 (conj Hs9 (conj Hs10 (conj Hs11 (conj Hs12 (conj Hs13 (conj Hs14 (conj Hs15 (conj Hs16 (conj Hs17 (conj Hs18 (conj Hs19 (conj Hs20 (conj Hs21 (conj Hs22 (conj Hs23 (conj Hs24 (conj Hs25 (conj Hs26 (conj Hs27 (conj Hs28 (conj Hs29 (conj Hs30 (conj Hs31 (conj Hs32 (conj Hs33 (conj Hs34 (conj Hs35 (conj Hs36 (conj Hs37 (conj Hs38 (conj Hs39 Hs40))))))))))))))))))))))))))))))))))))))).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s15 (a b : nat) : holds (s15_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s15_board a b)).
Proof. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (all_values_hold _)))))))))))))))) a b eq_refl). Qed.

Lemma all_s25 (a b : nat) : holds (s25_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s25_board a b)).
Proof. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (proj2 (all_values_hold _)))))))))))))))))))))))))) a b eq_refl). Qed.

Definition family_b3_board (a b : nat) : board := repeat T a ++ repeat E b ++ [F].  (* T^a _^b F *)
Definition family_b3_value (a b : Z) : game := nstar (int (2 * a - 2)).
Lemma family_b3_p1 (a b : Z) : True -> family_b3_value a b = nstar (int (2 * a - 2)).
Proof. reflexivity. Qed.
Theorem claim_b3 : forall a b, (Z.of_nat a >= 1 /\ Z.of_nat b = 3)%Z -> tf_game (family_b3_board a b) == family_b3_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  replace (family_b3_board a b) with (family_b3_board a 3) by ((assert (b = 3%nat) by lia); subst b; reflexivity).
  replace (family_b3_board a 3) with (s15_board a 0) by (unfold family_b3_board, s15_board; board_eq).
  pose proof (all_s15 a 0) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s15_p3 Ho0 ltac:(zlia)).
    rewrite (family_b3_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s15_p3 Ho0 ltac:(zlia)).
    rewrite (family_b3_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Definition family_b5_board (a b : nat) : board := repeat T a ++ repeat E b ++ [F].  (* T^a _^b F *)
Definition family_b5_value (a b : Z) : game := nstar (int (4 * a - 4)).
Lemma family_b5_p1 (a b : Z) : True -> family_b5_value a b = nstar (int (4 * a - 4)).
Proof. reflexivity. Qed.
Theorem claim_b5 : forall a b, (Z.of_nat a >= 1 /\ Z.of_nat b = 5)%Z -> tf_game (family_b5_board a b) == family_b5_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  replace (family_b5_board a b) with (family_b5_board a 5) by ((assert (b = 5%nat) by lia); subst b; reflexivity).
  replace (family_b5_board a 5) with (s25_board a 0) by (unfold family_b5_board, s25_board; board_eq).
  pose proof (all_s25 a 0) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s25_p3 Ho0 ltac:(zlia)).
    rewrite (family_b5_p1 (Z.of_nat 1) (Z.of_nat (2 + b)) I).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s25_p3 Ho0 ltac:(zlia)).
    rewrite (family_b5_p1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) I).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

(* ------------------------------------------------------------------ *)
(* The claim as typed, on the whole region, from its slices          *)

Definition family_board (a b : nat) : board := repeat T a ++ repeat E b ++ [F].  (* T^a _^b F *)
Definition family_value (a b : Z) : game := nstar (int ((a - 1) * (b - 1))).
Theorem claim : forall a b, (Z.of_nat a >= 1 /\ Z.of_nat b >= 3 /\ Z.of_nat b <= 5 /\ (Z.of_nat b) mod 2 = 1)%Z -> tf_game (family_board a b) == family_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  assert (Hs : ((Z.of_nat a >= 1 /\ Z.of_nat b = 3) \/ (Z.of_nat a >= 1 /\ Z.of_nat b = 5))%Z) by zlia.
  destruct Hs as [Hs|Hs].
  -
    eapply eqv_trans; [exact (claim_b3 a b Hs) |].
    (assert (b = 3%nat) by zlia); subst b.
    match goal with |- ?x == ?y => replace y with x by (unfold family_b3_value, family_value; repeat (first [zlia | f_equal])); apply eqv_refl end.
  -
    eapply eqv_trans; [exact (claim_b5 a b Hs) |].
    (assert (b = 5%nat) by zlia); subst b.
    match goal with |- ?x == ?y => replace y with x by (unfold family_b5_value, family_value; repeat (first [zlia | f_equal])); apply eqv_refl end.
Qed.

Print Assumptions claim.
