(* Toads-and-Frogs: a claimed value of a family, proved.

   Theorem (claim).  For all a >= 0 with a>=2, the position  T^a _^3 F^2  has the value

       {a-2|a-2}

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 43 states, 2061 cases
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

   The proof is split into 31 files, compiled in this order (the files of one
   line in any order), each with  coqc -Q proofs/lib CGProve -Q DIR "" DIR/FILE.v
   (DIR: their folder):
     tf_erickson_base.v
     tf_erickson_values1.v tf_erickson_values2.v
     tf_erickson_cases1.v tf_erickson_cases2.v tf_erickson_cases3.v tf_erickson_cases4.v tf_erickson_cases5.v tf_erickson_cases6.v tf_erickson_cases7.v tf_erickson_cases8.v tf_erickson_cases9.v tf_erickson_cases10.v tf_erickson_cases11.v tf_erickson_cases12.v tf_erickson_cases13.v tf_erickson_cases14.v tf_erickson_cases15.v tf_erickson_cases16.v tf_erickson_cases17.v tf_erickson_cases18.v tf_erickson_cases19.v tf_erickson_cases20.v tf_erickson_cases21.v tf_erickson_cases22.v tf_erickson_cases23.v
     tf_erickson_steps1.v tf_erickson_steps2.v tf_erickson_steps3.v tf_erickson_steps4.v
     tf_erickson.v
   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2 tf_erickson_cases1 tf_erickson_cases2 tf_erickson_cases3 tf_erickson_cases4 tf_erickson_cases5 tf_erickson_cases6 tf_erickson_cases7 tf_erickson_cases8 tf_erickson_cases9 tf_erickson_cases10 tf_erickson_cases11 tf_erickson_cases12 tf_erickson_cases13 tf_erickson_cases14 tf_erickson_cases15 tf_erickson_cases16 tf_erickson_cases17 tf_erickson_cases18 tf_erickson_cases19 tf_erickson_cases20 tf_erickson_cases21 tf_erickson_cases22 tf_erickson_cases23 tf_erickson_steps1 tf_erickson_steps2 tf_erickson_steps3 tf_erickson_steps4.


Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs1 : s1_claim x) by exact (s1_step x IH).
  assert (Hs9 : s9_claim x) by exact (s9_step x IH).
  assert (Hs17 : s17_claim x) by exact (s17_step x IH).
  assert (Hs2 : s2_claim x) by exact (s2_step x IH).
  assert (Hs3 : s3_claim x) by exact (s3_step x IH).
  assert (Hs4 : s4_claim x) by exact (s4_step x IH).
  assert (Hs10 : s10_claim x) by exact (s10_step x IH).
  assert (Hs11 : s11_claim x) by exact (s11_step x IH).
  assert (Hs13 : s13_claim x) by exact (s13_step x IH).
  assert (Hs18 : s18_claim x) by exact (s18_step x IH).
  assert (Hs26 : s26_claim x) by exact (s26_step x IH).
  assert (Hs27 : s27_claim x) by exact (s27_step x IH).
  assert (Hs29 : s29_claim x) by exact (s29_step x IH).
  assert (Hs34 : s34_claim x) by exact (s34_step x IH).
  assert (Hs37 : s37_claim x) by exact (s37_step x IH).
  assert (Hs5 : s5_claim x) by exact (s5_step x IH Hs4).
  assert (Hs6 : s6_claim x) by exact (s6_step x IH Hs4).
  assert (Hs8 : s8_claim x) by exact (s8_step x IH Hs3).
  assert (Hs12 : s12_claim x) by exact (s12_step x IH Hs11).
  assert (Hs14 : s14_claim x) by exact (s14_step x IH Hs13).
  assert (Hs15 : s15_claim x) by exact (s15_step x IH Hs13).
  assert (Hs19 : s19_claim x) by exact (s19_step x IH Hs2).
  assert (Hs20 : s20_claim x) by exact (s20_step x IH Hs4).
  assert (Hs22 : s22_claim x) by exact (s22_step x IH Hs3).
  assert (Hs32 : s32_claim x) by exact (s32_step x IH Hs27).
  assert (Hs35 : s35_claim x) by exact (s35_step x IH Hs34).
  assert (Hs36 : s36_claim x) by exact (s36_step x IH Hs34).
  assert (Hs38 : s38_claim x) by exact (s38_step x IH Hs37).
  assert (Hs40 : s40_claim x) by exact (s40_step x IH Hs29).
  assert (Hs42 : s42_claim x) by exact (s42_step x IH Hs37).
  assert (Hs7 : s7_claim x) by exact (s7_step x IH Hs4 Hs5 Hs6).
  assert (Hs16 : s16_claim x) by exact (s16_step x IH Hs13 Hs14 Hs15).
  assert (Hs21 : s21_claim x) by exact (s21_step x IH Hs4 Hs5 Hs20).
  assert (Hs23 : s23_claim x) by exact (s23_step x IH Hs3 Hs8 Hs22).
  assert (Hs24 : s24_claim x) by exact (s24_step x IH Hs4 Hs6 Hs20).
  assert (Hs28 : s28_claim x) by exact (s28_step x IH).
  assert (Hs31 : s31_claim x) by exact (s31_step x IH).
  assert (Hs33 : s33_claim x) by exact (s33_step x IH).
  assert (Hs41 : s41_claim x) by exact (s41_step x IH Hs34 Hs35 Hs36).
  assert (Hs43 : s43_claim x) by exact (s43_step x IH Hs37 Hs38 Hs42).
  assert (Hs25 : s25_claim x) by exact (s25_step x IH Hs4 Hs5 Hs6 Hs7 Hs20 Hs21 Hs24).
  assert (Hs30 : s30_claim x) by exact (s30_step x IH Hs28).
  assert (Hs39 : s39_claim x) by exact (s39_step x IH Hs33).
  exact (conj Hs1 (conj Hs2 (conj Hs3 (conj Hs4 (conj Hs5 (conj Hs6 (conj Hs7 (conj Hs8 (conj Hs9 (conj Hs10 (conj Hs11 (conj Hs12 (conj Hs13 (conj Hs14 (conj Hs15 (conj Hs16 (conj Hs17 (conj Hs18 (conj Hs19 (conj Hs20 (conj Hs21 (conj Hs22 (conj Hs23 (conj Hs24 (conj Hs25 (conj Hs26 (conj Hs27 (conj Hs28 (conj Hs29 (conj Hs30 (conj Hs31 (conj Hs32 (conj Hs33 (conj Hs34 (conj Hs35 (conj Hs36 (conj Hs37 (conj Hs38 (conj Hs39 (conj Hs40 (conj Hs41 (conj Hs42 Hs43)))))))))))))))))))))))))))))))))))))))))).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s4 (a b : nat) : holds (s4_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s4_board a b)).
Proof. exact ((proj1 (proj2 (proj2 (proj2 (all_values_hold _))))) a b eq_refl). Qed.

Definition family_board (a : nat) : board := repeat T a ++ [E; E; E; F; F].  (* T^a _^3 F^2 *)
Definition family_value (a : Z) : game := Game [int (a - 2)] [int (a - 2)].
Lemma family_p1 (a : Z) : True -> family_value a = Game [int (a - 2)] [int (a - 2)].
Proof. reflexivity. Qed.
Theorem claim : forall a, (Z.of_nat a >= 2)%Z -> tf_game (family_board a) == family_value (Z.of_nat a).
Proof.
  intros a Hw.
  replace (family_board a) with (s4_board a 0) by (unfold family_board, s4_board; board_eq).
  pose proof (all_s4 a 0) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]).
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s4_p4 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) I).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Print Assumptions claim.
