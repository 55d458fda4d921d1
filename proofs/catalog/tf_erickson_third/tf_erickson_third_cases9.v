(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s38_c6_L (c : nat) : lmoves (s38_board 0 1 (2 + c)) = [s66_board 0 1 (1 + c)].
Proof. unfold s38_board, s66_board. tf_options. Qed.
Lemma s38_c6_R (c : nat) : rmoves (s38_board 0 1 (2 + c)) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; F]) []; s96_board 0 1 (2 + c) 0].
Proof. unfold s38_board, s96_board, strip. tf_options. Qed.
Lemma s38_c6_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; F]) []) (s15_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==0 && b==1 && c>=2 *)
Lemma s38_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 0 1 (2 + c) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c6_L c), (s38_c6_R c); cbn [map].
  pose proof (use_s66 IH 0 1 (1 + c) (opt_l _ _ _ (s38_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s38_c6_R1 c)).
  pose proof (use_s15 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s38_c6_R c) ltac:(cbn [In]; left; reflexivity) (s38_c6_R1 c))) as Ho1.
  pose proof (use_s96 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s38_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s66_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s15_p2 Ho1 ltac:(zlia)).
    rewrite (s15_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s96_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s15_p5 Ho1 ltac:(zlia)).
    rewrite (s15_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s96_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s38_c7_L (b : nat) : lmoves (s38_board 0 (2 + b) 0) = [s42_board 0 (1 + b) 0].
Proof. unfold s38_board, s42_board. tf_options. Qed.
Lemma s38_c7_R (b : nat) : rmoves (s38_board 0 (2 + b) 0) = [s35_board 0 (2 + b) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==0 && b>=2 && c==0 *)
Lemma s38_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 0 (2 + b) 0 -> fst (s38_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q6] in Hc |- *.
  rewrite tf_game_eq, (s38_c7_L b), (s38_c7_R b); cbn [map].
  pose proof (use_s42 IH 0 (1 + b) 0 (opt_l _ _ _ (s38_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) 0 (opt_r _ _ _ (s38_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  rewrite (s35_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s38_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 0 (2 + b) 0 -> fst (s38_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q10] in Hc |- *.
  rewrite tf_game_eq, (s38_c7_L b), (s38_c7_R b); cbn [map].
  pose proof (use_s42 IH 0 (1 + b) 0 (opt_l _ _ _ (s38_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) 0 (opt_r _ _ _ (s38_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s42_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s38_c7_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 0 (2 + b) 0 -> fst (s38_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q12] in Hc |- *.
  rewrite tf_game_eq, (s38_c7_L b), (s38_c7_R b); cbn [map].
  pose proof (use_s42 IH 0 (1 + b) 0 (opt_l _ _ _ (s38_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) 0 (opt_r _ _ _ (s38_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s42_p9 Ho0 ltac:(zlia)).
  rewrite (s35_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s38_c8_L (b : nat) : lmoves (s38_board 0 (2 + b) 1) = [s66_board 0 (2 + b) 0].
Proof. unfold s38_board, s66_board. tf_options. Qed.
Lemma s38_c8_R (b : nat) : rmoves (s38_board 0 (2 + b) 1) = [s96_board 0 (2 + b) 1 0].
Proof. unfold s38_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==0 && b>=2 && c==1 *)
Lemma s38_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 0 (2 + b) 1 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c8_L b), (s38_c8_R b); cbn [map].
  pose proof (use_s66 IH 0 (2 + b) 0 (opt_l _ _ _ (s38_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s96 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s38_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s66_p4 Ho0 ltac:(zlia)).
  rewrite (s96_p39 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s38_c8_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 0 (2 + b) 1 -> fst (s38_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q11] in Hc |- *.
  rewrite tf_game_eq, (s38_c8_L b), (s38_c8_R b); cbn [map].
  pose proof (use_s66 IH 0 (2 + b) 0 (opt_l _ _ _ (s38_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s96 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s38_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s66_p4 Ho0 ltac:(zlia)).
  rewrite (s96_p44 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s38_c8_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 0 (2 + b) 1 -> fst (s38_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q13] in Hc |- *.
  rewrite tf_game_eq, (s38_c8_L b), (s38_c8_R b); cbn [map].
  pose proof (use_s66 IH 0 (2 + b) 0 (opt_l _ _ _ (s38_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s96 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s38_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s66_p4 Ho0 ltac:(zlia)).
  rewrite (s96_p45 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s38_c9_L (b c : nat) : lmoves (s38_board 0 (2 + b) (2 + c)) = [s66_board 0 (2 + b) (1 + c)].
Proof. unfold s38_board, s66_board. tf_options. Qed.
Lemma s38_c9_R (b c : nat) : rmoves (s38_board 0 (2 + b) (2 + c)) = [s96_board 0 (2 + b) (2 + c) 0].
Proof. unfold s38_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==0 && b>=2 && c>=2 *)
Lemma s38_c9_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s38_board 0 (2 + b) (2 + c) -> fst (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c9_L b c), (s38_c9_R b c); cbn [map].
  pose proof (use_s66 IH 0 (2 + b) (1 + c) (opt_l _ _ _ (s38_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s96 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s38_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s66_p5 Ho0 ltac:(zlia)).
    rewrite (s96_p41 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s66_p6 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s96_p42 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s96_p43 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s38_c10_L : lmoves (s38_board 1 0 0) = [s39_board 0 1 0 0].
Proof. unfold s38_board, s39_board. tf_options. Qed.
Lemma s38_c10_R : rmoves (s38_board 1 0 0) = [s27_board 1 0 0; s35_board 1 0 0].
Proof. unfold s27_board, s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==1 && b==0 && c==0 *)
Lemma s38_c10_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 1 0 0 -> fst (s38_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q4] in Hc |- *.
  rewrite tf_game_eq, (s38_c10_L), (s38_c10_R); cbn [map].
  pose proof (use_s39 IH 0 1 0 0 (opt_l _ _ _ (s38_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 1 0 0 (opt_r _ _ _ (s38_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 0 0 (opt_r _ _ _ (s38_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s39_p20 Ho0 ltac:(zlia)).
  rewrite (s27_p2 Ho1 ltac:(zlia)).
  rewrite (s35_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s38_c11_L : lmoves (s38_board 1 0 1) = [s39_board 0 1 0 1; s66_board 1 0 0].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c11_R : rmoves (s38_board 1 0 1) = [s68_board 1 0 0 1; s96_board 1 0 1 0].
Proof. unfold s38_board, s68_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==1 && b==0 && c==1 *)
Lemma s38_c11_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 1 0 1 -> fst (s38_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q14] in Hc |- *.
  rewrite tf_game_eq, (s38_c11_L), (s38_c11_R); cbn [map].
  pose proof (use_s39 IH 0 1 0 1 (opt_l _ _ _ (s38_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 0 0 (opt_l _ _ _ (s38_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 1 0 0 1 (opt_r _ _ _ (s38_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH 1 0 1 0 (opt_r _ _ _ (s38_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  rewrite (s66_p1 Ho1 ltac:(zlia)).
  rewrite (s68_p56 Ho2 ltac:(zlia)).
  rewrite (s96_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s38_c12_L (c : nat) : lmoves (s38_board 1 0 (2 + c)) = [s39_board 0 1 0 (2 + c); s66_board 1 0 (1 + c)].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c12_R (c : nat) : rmoves (s38_board 1 0 (2 + c)) = [s68_board 1 0 0 (2 + c); s96_board 1 0 (2 + c) 0].
Proof. unfold s38_board, s68_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==1 && b==0 && c>=2 *)
Lemma s38_c12_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 1 0 (2 + c) -> fst (s38_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q17] in Hc |- *.
  rewrite tf_game_eq, (s38_c12_L c), (s38_c12_R c); cbn [map].
  pose proof (use_s39 IH 0 1 0 (2 + c) (opt_l _ _ _ (s38_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 0 (1 + c) (opt_l _ _ _ (s38_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 1 0 0 (2 + c) (opt_r _ _ _ (s38_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s38_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p21 Ho0 ltac:(zlia)).
  rewrite (s66_p7 Ho1 ltac:(zlia)).
  rewrite (s68_p57 Ho2 ltac:(zlia)).
  rewrite (s96_p51 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c12_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 1 0 (2 + c) -> fst (s38_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q18] in Hc |- *.
  rewrite tf_game_eq, (s38_c12_L c), (s38_c12_R c); cbn [map].
  pose proof (use_s39 IH 0 1 0 (2 + c) (opt_l _ _ _ (s38_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 0 (1 + c) (opt_l _ _ _ (s38_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 1 0 0 (2 + c) (opt_r _ _ _ (s38_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s38_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p22 Ho0 ltac:(zlia)).
  rewrite (s66_p8 Ho1 ltac:(zlia)).
  rewrite (s68_p59 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s96_p52 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s96_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s38_c13_L : lmoves (s38_board 1 1 0) = [s39_board 0 1 1 0; s41_board 1 0].
Proof. unfold s38_board, s39_board, s41_board. tf_options. Qed.
Lemma s38_c13_R : rmoves (s38_board 1 1 0) = [s27_board 1 0 1; s35_board 1 1 0].
Proof. unfold s27_board, s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==1 && b==1 && c==0 *)
Lemma s38_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 1 1 0 -> fst (s38_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q4] in Hc |- *.
  rewrite tf_game_eq, (s38_c13_L), (s38_c13_R); cbn [map].
  pose proof (use_s39 IH 0 1 1 0 (opt_l _ _ _ (s38_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH 1 0 (opt_l _ _ _ (s38_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 1 0 1 (opt_r _ _ _ (s38_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 1 0 (opt_r _ _ _ (s38_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p24 Ho0 ltac:(zlia)).
  rewrite (s41_p4 Ho1 ltac:(zlia)).
  rewrite (s27_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c14_L : lmoves (s38_board 1 1 1) = [s39_board 0 1 1 1; s66_board 1 1 0].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c14_R : rmoves (s38_board 1 1 1) = [s68_board 1 0 1 1; s96_board 1 1 1 0].
Proof. unfold s38_board, s68_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==1 && b==1 && c==1 *)
Lemma s38_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 1 1 1 -> fst (s38_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q6] in Hc |- *.
  rewrite tf_game_eq, (s38_c14_L), (s38_c14_R); cbn [map].
  pose proof (use_s39 IH 0 1 1 1 (opt_l _ _ _ (s38_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 1 0 (opt_l _ _ _ (s38_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 1 0 1 1 (opt_r _ _ _ (s38_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH 1 1 1 0 (opt_r _ _ _ (s38_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p10 Ho0 ltac:(zlia)).
  rewrite (s66_p9 Ho1 ltac:(zlia)).
  rewrite (s68_p17 Ho2 ltac:(zlia)).
  rewrite (s96_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c15_L (c : nat) : lmoves (s38_board 1 1 (2 + c)) = [s39_board 0 1 1 (2 + c); s66_board 1 1 (1 + c)].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c15_R (c : nat) : rmoves (s38_board 1 1 (2 + c)) = [s68_board 1 0 1 (2 + c); s96_board 1 1 (2 + c) 0].
Proof. unfold s38_board, s68_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==1 && b==1 && c>=2 *)
Lemma s38_c15_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 1 1 (2 + c) -> fst (s38_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q18] in Hc |- *.
  rewrite tf_game_eq, (s38_c15_L c), (s38_c15_R c); cbn [map].
  pose proof (use_s39 IH 0 1 1 (2 + c) (opt_l _ _ _ (s38_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 1 (1 + c) (opt_l _ _ _ (s38_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 1 0 1 (2 + c) (opt_r _ _ _ (s38_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s38_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p27 Ho0 ltac:(zlia)).
  rewrite (s66_p8 Ho1 ltac:(zlia)).
  rewrite (s68_p60 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s96_p66 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s96_p67 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s38_c15_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 1 1 (2 + c) -> fst (s38_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q19] in Hc |- *.
  rewrite tf_game_eq, (s38_c15_L c), (s38_c15_R c); cbn [map].
  pose proof (use_s39 IH 0 1 1 (2 + c) (opt_l _ _ _ (s38_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 1 (1 + c) (opt_l _ _ _ (s38_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 1 0 1 (2 + c) (opt_r _ _ _ (s38_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s38_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p26 Ho0 ltac:(zlia)).
  rewrite (s66_p10 Ho1 ltac:(zlia)).
  rewrite (s68_p39 Ho2 ltac:(zlia)).
  rewrite (s96_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c16_L (b : nat) : lmoves (s38_board 1 (2 + b) 0) = [s39_board 0 1 (2 + b) 0; s42_board 1 (1 + b) 0].
Proof. unfold s38_board, s39_board, s42_board. tf_options. Qed.
Lemma s38_c16_R (b : nat) : rmoves (s38_board 1 (2 + b) 0) = [s35_board 1 (2 + b) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==1 && b>=2 && c==0 *)
Lemma s38_c16_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 1 (2 + b) 0 -> fst (s38_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q10] in Hc |- *.
  rewrite tf_game_eq, (s38_c16_L b), (s38_c16_R b); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s38_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 (1 + b) 0 (opt_l _ _ _ (s38_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) 0 (opt_r _ _ _ (s38_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p16 Ho0 ltac:(zlia)).
  rewrite (s42_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p11 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c16_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 1 (2 + b) 0 -> fst (s38_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q12] in Hc |- *.
  rewrite tf_game_eq, (s38_c16_L b), (s38_c16_R b); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s38_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 (1 + b) 0 (opt_l _ _ _ (s38_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) 0 (opt_r _ _ _ (s38_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p18 Ho0 ltac:(zlia)).
  rewrite (s42_p9 Ho1 ltac:(zlia)).
  rewrite (s35_p11 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c16_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 1 (2 + b) 0 -> fst (s38_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q15] in Hc |- *.
  rewrite tf_game_eq, (s38_c16_L b), (s38_c16_R b); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s38_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH 1 (1 + b) 0 (opt_l _ _ _ (s38_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) 0 (opt_r _ _ _ (s38_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p10 Ho0 ltac:(zlia)).
  rewrite (s42_p10 Ho1 ltac:(zlia)).
  rewrite (s35_p11 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s38_c17_L (b : nat) : lmoves (s38_board 1 (2 + b) 1) = [s39_board 0 1 (2 + b) 1; s66_board 1 (2 + b) 0].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c17_R (b : nat) : rmoves (s38_board 1 (2 + b) 1) = [s96_board 1 (2 + b) 1 0].
Proof. unfold s38_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==1 && b>=2 && c==1 *)
Lemma s38_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 1 (2 + b) 1 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c17_L b), (s38_c17_R b); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s38_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 (2 + b) 0 (opt_l _ _ _ (s38_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s96 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s38_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  rewrite (s96_p68 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c17_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 1 (2 + b) 1 -> fst (s38_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q11] in Hc |- *.
  rewrite tf_game_eq, (s38_c17_L b), (s38_c17_R b); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s38_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 (2 + b) 0 (opt_l _ _ _ (s38_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s96 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s38_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p17 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  rewrite (s96_p44 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s38_c17_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 1 (2 + b) 1 -> fst (s38_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q13] in Hc |- *.
  rewrite tf_game_eq, (s38_c17_L b), (s38_c17_R b); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s38_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 (2 + b) 0 (opt_l _ _ _ (s38_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s96 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s38_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  rewrite (s96_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s38_c18_L (b c : nat) : lmoves (s38_board 1 (2 + b) (2 + c)) = [s39_board 0 1 (2 + b) (2 + c); s66_board 1 (2 + b) (1 + c)].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c18_R (b c : nat) : rmoves (s38_board 1 (2 + b) (2 + c)) = [s96_board 1 (2 + b) (2 + c) 0].
Proof. unfold s38_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==1 && b>=2 && c>=2 *)
Lemma s38_c18_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s38_board 1 (2 + b) (2 + c) -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c18_L b c), (s38_c18_R b c); cbn [map].
  pose proof (use_s39 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s38_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s38_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s96 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s38_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s66_p5 Ho1 ltac:(zlia)).
    rewrite (s96_p41 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s66_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s96_p42 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s96_p43 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s38_c19_L (a : nat) : lmoves (s38_board (2 + a) 0 0) = [s39_board (1 + a) 1 0 0].
Proof. unfold s38_board, s39_board. tf_options. Qed.
Lemma s38_c19_R (a : nat) : rmoves (s38_board (2 + a) 0 0) = [s27_board (2 + a) 0 0; s35_board (2 + a) 0 0].
Proof. unfold s27_board, s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a>=2 && b==0 && c==0 *)
Lemma s38_c19_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 0 0 -> fst (s38_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q4] in Hc |- *.
  rewrite tf_game_eq, (s38_c19_L a), (s38_c19_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 0 (opt_l _ _ _ (s38_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH (2 + a) 0 0 (opt_r _ _ _ (s38_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 0 0 (opt_r _ _ _ (s38_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s39_p62 Ho0 ltac:(zlia)).
  rewrite (s27_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c19_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 0 0 -> fst (s38_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q21] in Hc |- *.
  rewrite tf_game_eq, (s38_c19_L a), (s38_c19_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 0 (opt_l _ _ _ (s38_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH (2 + a) 0 0 (opt_r _ _ _ (s38_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 0 0 (opt_r _ _ _ (s38_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s39_p76 Ho0 ltac:(zlia)).
  rewrite (s27_p23 Ho1 ltac:(zlia)).
  rewrite (s35_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s38_c19_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 0 0 -> fst (s38_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q23] in Hc |- *.
  rewrite tf_game_eq, (s38_c19_L a), (s38_c19_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 0 (opt_l _ _ _ (s38_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH (2 + a) 0 0 (opt_r _ _ _ (s38_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 0 0 (opt_r _ _ _ (s38_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 5)%Z \/ (Z.of_nat (2 + a) = 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p51 Ho0 ltac:(zlia)).
    rewrite (s27_p18 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s35_p30 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
    }
    {
      rewrite (s35_p34 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s39_p90 Ho0 ltac:(zlia)).
    rewrite (s27_p18 Ho1 ltac:(zlia)).
    rewrite (s35_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s38_c20_L (a : nat) : lmoves (s38_board (2 + a) 0 1) = [s39_board (1 + a) 1 0 1; s66_board (2 + a) 0 0].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c20_R (a : nat) : rmoves (s38_board (2 + a) 0 1) = [s68_board (2 + a) 0 0 1; s96_board (2 + a) 0 1 0].
Proof. unfold s38_board, s68_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a>=2 && b==0 && c==1 *)
Lemma s38_c20_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 0 1 -> fst (s38_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q16] in Hc |- *.
  rewrite tf_game_eq, (s38_c20_L a), (s38_c20_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 1 (opt_l _ _ _ (s38_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 0 0 (opt_l _ _ _ (s38_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH (2 + a) 0 0 1 (opt_r _ _ _ (s38_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 0 1 0 (opt_r _ _ _ (s38_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p32 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s66_p16 Ho1 ltac:(zlia)).
      rewrite (s68_p86 Ho2 ltac:(zlia)).
      rewrite (s96_p93 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s66_p19 Ho1 ltac:(zlia)).
      rewrite (s68_p86 Ho2 ltac:(zlia)).
      rewrite (s96_p93 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s39_p79 Ho0 ltac:(zlia)).
    rewrite (s66_p13 Ho1 ltac:(zlia)).
    rewrite (s68_p13 Ho2 ltac:(zlia)).
    rewrite (s96_p82 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s38_c20_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 0 1 -> fst (s38_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q20] in Hc |- *.
  rewrite tf_game_eq, (s38_c20_L a), (s38_c20_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 1 (opt_l _ _ _ (s38_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 0 0 (opt_l _ _ _ (s38_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH (2 + a) 0 0 1 (opt_r _ _ _ (s38_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 0 1 0 (opt_r _ _ _ (s38_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p54 Ho0 ltac:(zlia)).
  rewrite (s66_p11 Ho1 ltac:(zlia)).
  rewrite (s68_p10 Ho2 ltac:(zlia)).
  rewrite (s96_p70 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c21_L (a c : nat) : lmoves (s38_board (2 + a) 0 (2 + c)) = [s39_board (1 + a) 1 0 (2 + c); s66_board (2 + a) 0 (1 + c)].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c21_R (a c : nat) : rmoves (s38_board (2 + a) 0 (2 + c)) = [s68_board (2 + a) 0 0 (2 + c); s96_board (2 + a) 0 (2 + c) 0].
Proof. unfold s38_board, s68_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a>=2 && b==0 && c>=2 *)
Lemma s38_c21_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s38_board (2 + a) 0 (2 + c) -> fst (s38_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q18] in Hc |- *.
  rewrite tf_game_eq, (s38_c21_L a c), (s38_c21_R a c); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s38_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 0 (1 + c) (opt_l _ _ _ (s38_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s38_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s38_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p40 Ho0 ltac:(zlia)).
    rewrite (s66_p8 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s68_p68 Ho2 ltac:(zlia)).
      rewrite (s96_p66 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s68_p70 Ho2 ltac:(zlia)).
      rewrite (s96_p53 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s39_p80 Ho0 ltac:(zlia)).
    rewrite (s66_p8 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + c) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s68_p68 Ho2 ltac:(zlia)).
      assert (Hp3 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
      destruct Hp3 as [Hp3|Hp3].
      {
        rewrite (s96_p86 Ho3 ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
      {
        rewrite (s96_p96 Ho3 ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
    }
    {
      rewrite (s68_p70 Ho2 ltac:(zlia)).
      rewrite (s96_p53 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s68_p88 Ho2 ltac:(zlia)).
      rewrite (s96_p32 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s38_c21_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s38_board (2 + a) 0 (2 + c) -> fst (s38_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q19] in Hc |- *.
  rewrite tf_game_eq, (s38_c21_L a c), (s38_c21_R a c); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s38_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 0 (1 + c) (opt_l _ _ _ (s38_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s38_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s38_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p61 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s66_p14 Ho1 ltac:(zlia)).
      rewrite (s68_p25 Ho2 ltac:(zlia)).
      rewrite (s96_p73 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s66_p17 Ho1 ltac:(zlia)).
      rewrite (s68_p25 Ho2 ltac:(zlia)).
      rewrite (s96_p73 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s39_p63 Ho0 ltac:(zlia)).
    rewrite (s66_p2 Ho1 ltac:(zlia)).
    rewrite (s68_p39 Ho2 ltac:(zlia)).
    rewrite (s96_p73 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s38_c22_L (a : nat) : lmoves (s38_board (2 + a) 1 0) = [s39_board (1 + a) 1 1 0; s41_board (2 + a) 0].
Proof. unfold s38_board, s39_board, s41_board. tf_options. Qed.
Lemma s38_c22_R (a : nat) : rmoves (s38_board (2 + a) 1 0) = [s27_board (2 + a) 0 1; s35_board (2 + a) 1 0].
Proof. unfold s27_board, s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a>=2 && b==1 && c==0 *)
Lemma s38_c22_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 0 -> fst (s38_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q21] in Hc |- *.
  rewrite tf_game_eq, (s38_c22_L a), (s38_c22_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 0 (opt_l _ _ _ (s38_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) 0 (opt_l _ _ _ (s38_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 0 1 (opt_r _ _ _ (s38_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 0 (opt_r _ _ _ (s38_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p64 Ho0 ltac:(zlia)).
  rewrite (s41_p5 Ho1 ltac:(zlia)).
  rewrite (s27_p16 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c22_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 0 -> fst (s38_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q22] in Hc |- *.
  rewrite tf_game_eq, (s38_c22_L a), (s38_c22_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 0 (opt_l _ _ _ (s38_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) 0 (opt_l _ _ _ (s38_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 0 1 (opt_r _ _ _ (s38_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 0 (opt_r _ _ _ (s38_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p81 Ho0 ltac:(zlia)).
  rewrite (s41_p6 Ho1 ltac:(zlia)).
  rewrite (s27_p24 Ho2 ltac:(zlia)).
  rewrite (s35_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c22_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 0 -> fst (s38_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q24] in Hc |- *.
  rewrite tf_game_eq, (s38_c22_L a), (s38_c22_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 0 (opt_l _ _ _ (s38_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) 0 (opt_l _ _ _ (s38_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH (2 + a) 0 1 (opt_r _ _ _ (s38_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 0 (opt_r _ _ _ (s38_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p91 Ho0 ltac:(zlia)).
  rewrite (s41_p7 Ho1 ltac:(zlia)).
  rewrite (s27_p24 Ho2 ltac:(zlia)).
  rewrite (s35_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s38_c23_L (a : nat) : lmoves (s38_board (2 + a) 1 1) = [s39_board (1 + a) 1 1 1; s66_board (2 + a) 1 0].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c23_R (a : nat) : rmoves (s38_board (2 + a) 1 1) = [s68_board (2 + a) 0 1 1; s96_board (2 + a) 1 1 0].
Proof. unfold s38_board, s68_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a>=2 && b==1 && c==1 *)
Lemma s38_c23_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 1 -> fst (s38_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q16] in Hc |- *.
  rewrite tf_game_eq, (s38_c23_L a), (s38_c23_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 1 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 1 0 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH (2 + a) 0 1 1 (opt_r _ _ _ (s38_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 1 1 0 (opt_r _ _ _ (s38_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p82 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s66_p15 Ho1 ltac:(zlia)).
    rewrite (s68_p15 Ho2 ltac:(zlia)).
    rewrite (s96_p56 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s66_p18 Ho1 ltac:(zlia)).
    rewrite (s68_p15 Ho2 ltac:(zlia)).
    rewrite (s96_p56 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s38_c23_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 1 -> fst (s38_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q21] in Hc |- *.
  rewrite tf_game_eq, (s38_c23_L a), (s38_c23_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 1 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 1 0 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH (2 + a) 0 1 1 (opt_r _ _ _ (s38_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 1 1 0 (opt_r _ _ _ (s38_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p65 Ho0 ltac:(zlia)).
  rewrite (s66_p12 Ho1 ltac:(zlia)).
  rewrite (s68_p15 Ho2 ltac:(zlia)).
  rewrite (s96_p56 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c24_L (a c : nat) : lmoves (s38_board (2 + a) 1 (2 + c)) = [s39_board (1 + a) 1 1 (2 + c); s66_board (2 + a) 1 (1 + c)].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c24_R (a c : nat) : rmoves (s38_board (2 + a) 1 (2 + c)) = [s68_board (2 + a) 0 1 (2 + c); s96_board (2 + a) 1 (2 + c) 0].
Proof. unfold s38_board, s68_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a>=2 && b==1 && c>=2 *)
Lemma s38_c24_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s38_board (2 + a) 1 (2 + c) -> fst (s38_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q18] in Hc |- *.
  rewrite tf_game_eq, (s38_c24_L a c), (s38_c24_R a c); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s38_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s38_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s38_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s38_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p67 Ho0 ltac:(zlia)).
    rewrite (s66_p8 Ho1 ltac:(zlia)).
    rewrite (s68_p58 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s96_p77 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s96_p78 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s39_p84 Ho0 ltac:(zlia)).
    rewrite (s66_p8 Ho1 ltac:(zlia)).
    rewrite (s68_p58 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s96_p77 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s96_p78 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s38_c24_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s38_board (2 + a) 1 (2 + c) -> fst (s38_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q19] in Hc |- *.
  rewrite tf_game_eq, (s38_c24_L a c), (s38_c24_R a c); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s38_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s38_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s38_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s38_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p66 Ho0 ltac:(zlia)).
    rewrite (s66_p10 Ho1 ltac:(zlia)).
    rewrite (s68_p74 Ho2 ltac:(zlia)).
    rewrite (s96_p40 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p83 Ho0 ltac:(zlia)).
    rewrite (s66_p10 Ho1 ltac:(zlia)).
    rewrite (s68_p52 Ho2 ltac:(zlia)).
    rewrite (s96_p40 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s38_c25_L (a b : nat) : lmoves (s38_board (2 + a) (2 + b) 0) = [s39_board (1 + a) 1 (2 + b) 0; s42_board (2 + a) (1 + b) 0].
Proof. unfold s38_board, s39_board, s42_board. tf_options. Qed.
Lemma s38_c25_R (a b : nat) : rmoves (s38_board (2 + a) (2 + b) 0) = [s35_board (2 + a) (2 + b) 0].
Proof. unfold s35_board, s38_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a>=2 && b>=2 && c==0 *)
Lemma s38_c25_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 0 -> fst (s38_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q7] in Hc |- *.
  rewrite tf_game_eq, (s38_c25_L a b), (s38_c25_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) (1 + b) 0 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s38_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p9 Ho0 ltac:(zlia)).
    rewrite (s42_p6 Ho1 ltac:(zlia)).
    rewrite (s35_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p10 Ho0 ltac:(zlia)).
    rewrite (s42_p6 Ho1 ltac:(zlia)).
    rewrite (s35_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s38_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 0 -> fst (s38_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q10] in Hc |- *.
  rewrite tf_game_eq, (s38_c25_L a b), (s38_c25_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) (1 + b) 0 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s38_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p16 Ho0 ltac:(zlia)).
  rewrite (s42_p6 Ho1 ltac:(zlia)).
  rewrite (s35_p11 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c25_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 0 -> fst (s38_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q12] in Hc |- *.
  rewrite tf_game_eq, (s38_c25_L a b), (s38_c25_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s42 IH (2 + a) (1 + b) 0 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s38_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p18 Ho0 ltac:(zlia)).
  rewrite (s42_p9 Ho1 ltac:(zlia)).
  rewrite (s35_p11 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c26_L (a b : nat) : lmoves (s38_board (2 + a) (2 + b) 1) = [s39_board (1 + a) 1 (2 + b) 1; s66_board (2 + a) (2 + b) 0].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c26_R (a b : nat) : rmoves (s38_board (2 + a) (2 + b) 1) = [s96_board (2 + a) (2 + b) 1 0].
Proof. unfold s38_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a>=2 && b>=2 && c==1 *)
Lemma s38_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 1 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c26_L a b), (s38_c26_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s38_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s38_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s96 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s38_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  rewrite (s96_p68 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c26_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 1 -> fst (s38_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q11] in Hc |- *.
  rewrite tf_game_eq, (s38_c26_L a b), (s38_c26_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s38_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s38_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s96 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s38_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p17 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  rewrite (s96_p44 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s38_c26_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 1 -> fst (s38_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q13] in Hc |- *.
  rewrite tf_game_eq, (s38_c26_L a b), (s38_c26_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s38_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s38_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s96 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s38_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  rewrite (s96_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s38_c27_L (a b c : nat) : lmoves (s38_board (2 + a) (2 + b) (2 + c)) = [s39_board (1 + a) 1 (2 + b) (2 + c); s66_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s38_board, s39_board, s66_board. tf_options. Qed.
Lemma s38_c27_R (a b c : nat) : rmoves (s38_board (2 + a) (2 + b) (2 + c)) = [s96_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s38_board, s96_board. tf_options. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a>=2 && b>=2 && c>=2 *)
Lemma s38_c27_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s38_board (2 + a) (2 + b) (2 + c) -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c27_L a b c), (s38_c27_R a b c); cbn [map].
  pose proof (use_s39 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s38_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s38_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s96 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s38_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s66_p5 Ho1 ltac:(zlia)).
    rewrite (s96_p41 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s66_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s96_p42 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s96_p43 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==0 && c==0 && d==0: the board of s38 *)
Lemma s39_c1_p1 x (Hs38 : s38_claim x) :
  x = s39_board 0 0 0 0 -> fst (s39_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q1] in Hc |- *.
  pose proof (Hs38 0 0 0 ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==0 && c==0 && d==1: the board of s38 *)
Lemma s39_c2_p2 x (Hs38 : s38_claim x) :
  x = s39_board 0 0 0 1 -> fst (s39_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q2] in Hc |- *.
  pose proof (Hs38 0 0 1 ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==0 && c==0 && d>=2: the board of s38 *)
Lemma s39_c3_p3 x (Hs38 : s38_claim x) (d : nat) :
  x = s39_board 0 0 0 (2 + d) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs38 0 0 (2 + d) ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c3_p4 x (Hs38 : s38_claim x) (d : nat) :
  x = s39_board 0 0 0 (2 + d) -> fst (s39_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s39_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q4] in Hc |- *.
  pose proof (Hs38 0 0 (2 + d) ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==0 && c==1 && d==0: the board of s38 *)
Lemma s39_c4_p6 x (Hs38 : s38_claim x) :
  x = s39_board 0 0 1 0 -> fst (s39_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q6] in Hc |- *.
  pose proof (Hs38 0 1 0 ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==0 && c==1 && d==1: the board of s38 *)
Lemma s39_c5_p5 x (Hs38 : s38_claim x) :
  x = s39_board 0 0 1 1 -> fst (s39_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q5] in Hc |- *.
  pose proof (Hs38 0 1 1 ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==0 && c==1 && d>=2: the board of s38 *)
Lemma s39_c6_p8 x (Hs38 : s38_claim x) (d : nat) :
  x = s39_board 0 0 1 (2 + d) -> fst (s39_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s39_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs38 0 1 (2 + d) ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==0 && c>=2 && d==0: the board of s38 *)
Lemma s39_c7_p12 x (Hs38 : s38_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 0 -> fst (s39_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q12] in Hc |- *.
  pose proof (Hs38 0 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c7_p16 x (Hs38 : s38_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 0 -> fst (s39_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s39_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q16] in Hc |- *.
  pose proof (Hs38 0 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c7_p18 x (Hs38 : s38_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 0 -> fst (s39_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s39_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs38 0 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==0 && c>=2 && d==1: the board of s38 *)
Lemma s39_c8_p14 x (Hs38 : s38_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 1 -> fst (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q14] in Hc |- *.
  pose proof (Hs38 0 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c8_p17 x (Hs38 : s38_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 1 -> fst (s39_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s39_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q17] in Hc |- *.
  pose proof (Hs38 0 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s39_c8_p19 x (Hs38 : s38_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 1 -> fst (s39_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s39_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs38 0 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==0 && c>=2 && d>=2: the board of s38 *)
Lemma s39_c9_p15 x (Hs38 : s38_claim x) (c d : nat) :
  x = s39_board 0 0 (2 + c) (2 + d) -> fst (s39_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s39_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q15] in Hc |- *.
  pose proof (Hs38 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s39_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c10_L : lmoves (s39_board 0 1 0 0) = [s38_board 0 1 0].
Proof. unfold s38_board, s39_board. tf_options. Qed.
Lemma s39_c10_R : rmoves (s39_board 0 1 0 0) = [s27_board 0 1 0; s60_board 0 1 0 0].
Proof. unfold s27_board, s39_board, s60_board. tf_options. Qed.
(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==1 && c==0 && d==0 *)
Lemma s39_c10_p20 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 1 0 0 -> fst (s39_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q20] in Hc |- *.
  rewrite tf_game_eq, (s39_c10_L), (s39_c10_R); cbn [map].
  pose proof (use_s38 IH 0 1 0 (opt_l _ _ _ (s39_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s27 IH 0 1 0 (opt_r _ _ _ (s39_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s60 IH 0 1 0 0 (opt_r _ _ _ (s39_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s38_p4 Ho0 ltac:(zlia)).
  rewrite (s27_p1 Ho1 ltac:(zlia)).
  rewrite (s60_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s39_c11_L : lmoves (s39_board 0 1 0 1) = [s38_board 0 1 1; s67_board 0 1 0 0].
Proof. unfold s38_board, s39_board, s67_board. tf_options. Qed.
Lemma s39_c11_R : rmoves (s39_board 0 1 0 1) = [s68_board 0 1 0 1; s126_board 0 1 0 1 0].
Proof. unfold s126_board, s39_board, s68_board. tf_options. Qed.
(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==1 && c==0 && d==1 *)
Lemma s39_c11_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 1 0 1 -> fst (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c11_L), (s39_c11_R); cbn [map].
  pose proof (use_s38 IH 0 1 1 (opt_l _ _ _ (s39_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 0 0 (opt_l _ _ _ (s39_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 0 1 0 1 (opt_r _ _ _ (s39_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 1 0 1 0 (opt_r _ _ _ (s39_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s38_p5 Ho0 ltac:(zlia)).
  rewrite (s67_p9 Ho1 ltac:(zlia)).
  rewrite (s68_p21 Ho2 ltac:(zlia)).
  rewrite (s126_p52 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s39_c12_L (d : nat) : lmoves (s39_board 0 1 0 (2 + d)) = [s38_board 0 1 (2 + d); s67_board 0 1 0 (1 + d)].
Proof. unfold s38_board, s39_board, s67_board. tf_options. Qed.
Lemma s39_c12_R (d : nat) : rmoves (s39_board 0 1 0 (2 + d)) = [s68_board 0 1 0 (2 + d); s126_board 0 1 0 (2 + d) 0].
Proof. unfold s126_board, s39_board, s68_board. tf_options. Qed.
(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==1 && c==0 && d>=2 *)
Lemma s39_c12_p21 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 0 (2 + d) -> fst (s39_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s39_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s39_q21] in Hc |- *.
  rewrite tf_game_eq, (s39_c12_L d), (s39_c12_R d); cbn [map].
  pose proof (use_s38 IH 0 1 (2 + d) (opt_l _ _ _ (s39_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 0 (1 + d) (opt_l _ _ _ (s39_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 0 1 0 (2 + d) (opt_r _ _ _ (s39_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s39_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s67_p10 Ho1 ltac:(zlia)).
  rewrite (s68_p27 Ho2 ltac:(zlia)).
  rewrite (s126_p61 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c12_p22 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 0 (2 + d) -> fst (s39_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s39_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s39_q22] in Hc |- *.
  rewrite tf_game_eq, (s39_c12_L d), (s39_c12_R d); cbn [map].
  pose proof (use_s38 IH 0 1 (2 + d) (opt_l _ _ _ (s39_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 0 (1 + d) (opt_l _ _ _ (s39_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 0 1 0 (2 + d) (opt_r _ _ _ (s39_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s39_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  rewrite (s67_p10 Ho1 ltac:(zlia)).
  rewrite (s68_p28 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s126_p62 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s126_p63 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s39_c13_L : lmoves (s39_board 0 1 1 0) = [s38_board 0 2 0; s44_board 0 1 0].
Proof. unfold s38_board, s39_board, s44_board. tf_options. Qed.
Lemma s39_c13_R : rmoves (s39_board 0 1 1 0) = [s27_board 0 1 1; s60_board 0 1 1 0].
Proof. unfold s27_board, s39_board, s60_board. tf_options. Qed.
(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==1 && c==1 && d==0 *)
Lemma s39_c13_p24 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 1 1 0 -> fst (s39_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q24] in Hc |- *.
  rewrite tf_game_eq, (s39_c13_L), (s39_c13_R); cbn [map].
  pose proof (use_s38 IH 0 2 0 (opt_l _ _ _ (s39_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s44 IH 0 1 0 (opt_l _ _ _ (s39_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s27 IH 0 1 1 (opt_r _ _ _ (s39_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH 0 1 1 0 (opt_r _ _ _ (s39_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s38_p6 Ho0 ltac:(zlia)).
  rewrite (s44_p1 Ho1 ltac:(zlia)).
  rewrite (s27_p2 Ho2 ltac:(zlia)).
  rewrite (s60_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c14_L : lmoves (s39_board 0 1 1 1) = [s38_board 0 2 1; s67_board 0 1 1 0].
Proof. unfold s38_board, s39_board, s67_board. tf_options. Qed.
Lemma s39_c14_R : rmoves (s39_board 0 1 1 1) = [s68_board 0 1 1 1; s126_board 0 1 1 1 0].
Proof. unfold s126_board, s39_board, s68_board. tf_options. Qed.
(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==1 && c==1 && d==1 *)
Lemma s39_c14_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 1 1 1 -> fst (s39_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q10] in Hc |- *.
  rewrite tf_game_eq, (s39_c14_L), (s39_c14_R); cbn [map].
  pose proof (use_s38 IH 0 2 1 (opt_l _ _ _ (s39_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 1 0 (opt_l _ _ _ (s39_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 0 1 1 1 (opt_r _ _ _ (s39_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 1 1 1 0 (opt_r _ _ _ (s39_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  rewrite (s67_p11 Ho1 ltac:(zlia)).
  rewrite (s68_p34 Ho2 ltac:(zlia)).
  rewrite (s126_p37 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c15_L (d : nat) : lmoves (s39_board 0 1 1 (2 + d)) = [s38_board 0 2 (2 + d); s67_board 0 1 1 (1 + d)].
Proof. unfold s38_board, s39_board, s67_board. tf_options. Qed.
Lemma s39_c15_R (d : nat) : rmoves (s39_board 0 1 1 (2 + d)) = [s68_board 0 1 1 (2 + d); s126_board 0 1 1 (2 + d) 0].
Proof. unfold s126_board, s39_board, s68_board. tf_options. Qed.
(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==1 && c==1 && d>=2 *)
Lemma s39_c15_p26 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 1 (2 + d) -> fst (s39_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s39_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s39_q26] in Hc |- *.
  rewrite tf_game_eq, (s39_c15_L d), (s39_c15_R d); cbn [map].
  pose proof (use_s38 IH 0 2 (2 + d) (opt_l _ _ _ (s39_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 1 (1 + d) (opt_l _ _ _ (s39_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 0 1 1 (2 + d) (opt_r _ _ _ (s39_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s39_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s67_p12 Ho1 ltac:(zlia)).
  rewrite (s68_p36 Ho2 ltac:(zlia)).
  rewrite (s126_p71 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c15_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 1 (2 + d) -> fst (s39_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s39_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s39_q27] in Hc |- *.
  rewrite tf_game_eq, (s39_c15_L d), (s39_c15_R d); cbn [map].
  pose proof (use_s38 IH 0 2 (2 + d) (opt_l _ _ _ (s39_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 1 (1 + d) (opt_l _ _ _ (s39_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s68 IH 0 1 1 (2 + d) (opt_r _ _ _ (s39_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s39_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  rewrite (s67_p13 Ho1 ltac:(zlia)).
  rewrite (s68_p38 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s126_p78 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s126_p79 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s39_c16_L (c : nat) : lmoves (s39_board 0 1 (2 + c) 0) = [s38_board 0 (3 + c) 0; s45_board 0 1 (1 + c) 0].
Proof. unfold s38_board, s39_board, s45_board. tf_options. Qed.
Lemma s39_c16_R (c : nat) : rmoves (s39_board 0 1 (2 + c) 0) = [s60_board 0 1 (2 + c) 0].
Proof. unfold s39_board, s60_board. tf_options. Qed.
(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==1 && c>=2 && d==0 *)
Lemma s39_c16_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 1 (2 + c) 0 -> fst (s39_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s39_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q10] in Hc |- *.
  rewrite tf_game_eq, (s39_c16_L c), (s39_c16_R c); cbn [map].
  pose proof (use_s38 IH 0 (3 + c) 0 (opt_l _ _ _ (s39_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 0 1 (1 + c) 0 (opt_l _ _ _ (s39_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s60 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s39_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s38_p10 Ho0 ltac:(zlia)).
  rewrite (s45_p15 Ho1 ltac:(zlia)).
  rewrite (s60_p25 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c16_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 1 (2 + c) 0 -> fst (s39_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s39_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q16] in Hc |- *.
  rewrite tf_game_eq, (s39_c16_L c), (s39_c16_R c); cbn [map].
  pose proof (use_s38 IH 0 (3 + c) 0 (opt_l _ _ _ (s39_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 0 1 (1 + c) 0 (opt_l _ _ _ (s39_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s60 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s39_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s38_p12 Ho0 ltac:(zlia)).
  rewrite (s45_p17 Ho1 ltac:(zlia)).
  rewrite (s60_p25 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c16_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 1 (2 + c) 0 -> fst (s39_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s39_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q18] in Hc |- *.
  rewrite tf_game_eq, (s39_c16_L c), (s39_c16_R c); cbn [map].
  pose proof (use_s38 IH 0 (3 + c) 0 (opt_l _ _ _ (s39_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s45 IH 0 1 (1 + c) 0 (opt_l _ _ _ (s39_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s60 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s39_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s38_p12 Ho0 ltac:(zlia)).
  rewrite (s45_p11 Ho1 ltac:(zlia)).
  rewrite (s60_p25 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c17_L (c : nat) : lmoves (s39_board 0 1 (2 + c) 1) = [s38_board 0 (3 + c) 1; s67_board 0 1 (2 + c) 0].
Proof. unfold s38_board, s39_board, s67_board. tf_options. Qed.
Lemma s39_c17_R (c : nat) : rmoves (s39_board 0 1 (2 + c) 1) = [s126_board 0 1 (2 + c) 1 0].
Proof. unfold s126_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==1 && c>=2 && d==1 *)
Lemma s39_c17_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 1 (2 + c) 1 -> fst (s39_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s39_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q17] in Hc |- *.
  rewrite tf_game_eq, (s39_c17_L c), (s39_c17_R c); cbn [map].
  pose proof (use_s38 IH 0 (3 + c) 1 (opt_l _ _ _ (s39_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s39_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s126 IH 0 1 (2 + c) 1 0 (opt_r _ _ _ (s39_c17_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s38_p13 Ho0 ltac:(zlia)).
  rewrite (s67_p6 Ho1 ltac:(zlia)).
  rewrite (s126_p48 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s39_c17_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 1 (2 + c) 1 -> fst (s39_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s39_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c17_L c), (s39_c17_R c); cbn [map].
  pose proof (use_s38 IH 0 (3 + c) 1 (opt_l _ _ _ (s39_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s39_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s126 IH 0 1 (2 + c) 1 0 (opt_r _ _ _ (s39_c17_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s38_p13 Ho0 ltac:(zlia)).
  rewrite (s67_p6 Ho1 ltac:(zlia)).
  rewrite (s126_p49 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s39_c17_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 1 (2 + c) 1 -> fst (s39_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c17_L c), (s39_c17_R c); cbn [map].
  pose proof (use_s38 IH 0 (3 + c) 1 (opt_l _ _ _ (s39_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s39_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s126 IH 0 1 (2 + c) 1 0 (opt_r _ _ _ (s39_c17_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s38_p11 Ho0 ltac:(zlia)).
  rewrite (s67_p6 Ho1 ltac:(zlia)).
  rewrite (s126_p80 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c18_L (c d : nat) : lmoves (s39_board 0 1 (2 + c) (2 + d)) = [s38_board 0 (3 + c) (2 + d); s67_board 0 1 (2 + c) (1 + d)].
Proof. unfold s38_board, s39_board, s67_board. tf_options. Qed.
Lemma s39_c18_R (c d : nat) : rmoves (s39_board 0 1 (2 + c) (2 + d)) = [s126_board 0 1 (2 + c) (2 + d) 0].
Proof. unfold s126_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b _ T^c F T^d _ F^2 on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s39_c18_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 0 1 (2 + c) (2 + d) -> fst (s39_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s39_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s39_q15] in Hc |- *.
  rewrite tf_game_eq, (s39_c18_L c d), (s39_c18_R c d); cbn [map].
  pose proof (use_s38 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s39_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 0 1 (2 + c) (1 + d) (opt_l _ _ _ (s39_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s126 IH 0 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s39_c18_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s67_p7 Ho1 ltac:(zlia)).
    rewrite (s126_p45 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p8 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s126_p46 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s126_p47 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

