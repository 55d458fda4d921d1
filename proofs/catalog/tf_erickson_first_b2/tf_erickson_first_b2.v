(* Toads-and-Frogs: a claimed value of a family, proved.

   Theorem (claim).  For all a >= 0 with a>=3, the position  T^a _^2 F^2  has the value

       {{a-3|a-2}|{*|1}}

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 19 states, 405 cases
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

   The proof is split into 9 files, compiled in this order (the files of one
   line in any order), each with  coqc -Q proofs/lib CGProve -Q DIR "" DIR/FILE.v
   (DIR: their folder):
     tf_erickson_first_b2_base.v
     tf_erickson_first_b2_values1.v
     tf_erickson_first_b2_cases1.v tf_erickson_first_b2_cases2.v tf_erickson_first_b2_cases3.v tf_erickson_first_b2_cases4.v tf_erickson_first_b2_cases5.v
     tf_erickson_first_b2_steps1.v
     tf_erickson_first_b2.v
   Written by `cgprove check tf "T^a __ FF" "{{a-3|a-2}|{*|1}}" --where "a>=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_b2_base tf_erickson_first_b2_values1 tf_erickson_first_b2_cases1 tf_erickson_first_b2_cases2 tf_erickson_first_b2_cases3 tf_erickson_first_b2_cases4 tf_erickson_first_b2_cases5 tf_erickson_first_b2_steps1.


Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs4 : s4_claim x) by exact (s4_step x IH).
  assert (Hs5 : s5_claim x) by exact (s5_step x IH).
  assert (Hs9 : s9_claim x) by exact (s9_step x IH).
  assert (Hs1 : s1_claim x) by exact (s1_step x IH).
  assert (Hs3 : s3_claim x) by exact (s3_step x IH).
  assert (Hs6 : s6_claim x) by exact (s6_step x IH).
  assert (Hs7 : s7_claim x) by exact (s7_step x IH).
  assert (Hs10 : s10_claim x) by exact (s10_step x IH).
  assert (Hs14 : s14_claim x) by exact (s14_step x IH).
  assert (Hs16 : s16_claim x) by exact (s16_step x IH).
  assert (Hs18 : s18_claim x) by exact (s18_step x IH).
  assert (Hs2 : s2_claim x) by exact (s2_step x IH Hs1).
  assert (Hs8 : s8_claim x) by exact (s8_step x IH Hs7).
  assert (Hs11 : s11_claim x) by exact (s11_step x IH Hs1).
  assert (Hs13 : s13_claim x) by exact (s13_step x IH Hs3).
  assert (Hs15 : s15_claim x) by exact (s15_step x IH Hs14).
  assert (Hs19 : s19_claim x) by exact (s19_step x IH Hs16).
  assert (Hs12 : s12_claim x) by exact (s12_step x IH Hs1 Hs2 Hs11).
  assert (Hs17 : s17_claim x) by exact (s17_step x IH).
  exact (conj Hs1 (conj Hs2 (conj Hs3 (conj Hs4 (conj Hs5 (conj Hs6 (conj Hs7 (conj Hs8 (conj Hs9 (conj Hs10 (conj Hs11 (conj Hs12 (conj Hs13 (conj Hs14 (conj Hs15 (conj Hs16 (conj Hs17 (conj Hs18 Hs19)))))))))))))))))).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s1 (a b : nat) : holds (s1_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s1_board a b)).
Proof. exact ((proj1 (all_values_hold _)) a b eq_refl). Qed.

Definition family_board (a : nat) : board := repeat T a ++ [E; E; F; F].  (* T^a _^2 F^2 *)
Definition family_value (a : Z) : game := Game [Game [int (a - 3)] [int (a - 2)]] [Game [nstar (int 0)] [int 1]].
Lemma family_p1 (a : Z) : True -> family_value a = Game [Game [int (a - 3)] [int (a - 2)]] [Game [nstar (int 0)] [int 1]].
Proof. reflexivity. Qed.
Theorem claim : forall a, (Z.of_nat a >= 3)%Z -> tf_game (family_board a) == family_value (Z.of_nat a).
Proof.
  intros a Hw.
  replace (family_board a) with (s1_board a 0) by (unfold family_board, s1_board; board_eq).
  pose proof (all_s1 a 0) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]).
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s1_p6 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat (2 + a)) I).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Print Assumptions claim.
