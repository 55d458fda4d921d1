(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s147_c21_L (b d : nat) : lmoves (s147_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c21_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; F]) []) (s48_board 0 (1 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c21_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 0 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c21_R (b d : nat) : rmoves (s147_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c21_R1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 (2 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s147_c21_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s147_board 0 (2 + b) 0 (2 + d) -> fst (s147_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q8] in Hc |- *.
  rewrite tf_game_eq, (s147_c21_L b d), (s147_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s147_c21_L1 b d)).
  pose proof (use_s48 IH 0 (1 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s147_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s147_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c21_L2 b d)).
  pose proof (use_s112 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c21_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s147_c21_R1 b d))) as Ho2.
  rewrite (s48_p21 Ho0 ltac:(zlia)).
  rewrite (s112_p7 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c21_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s147_board 0 (2 + b) 0 (2 + d) -> fst (s147_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q15] in Hc |- *.
  rewrite tf_game_eq, (s147_c21_L b d), (s147_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s147_c21_L1 b d)).
  pose proof (use_s48 IH 0 (1 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s147_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s147_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c21_L2 b d)).
  pose proof (use_s112 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c21_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s147_c21_R1 b d))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s48_p21 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p38 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p48 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p53 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s147_c21_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s147_board 0 (2 + b) 0 (2 + d) -> fst (s147_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q17] in Hc |- *.
  rewrite tf_game_eq, (s147_c21_L b d), (s147_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s147_c21_L1 b d)).
  pose proof (use_s48 IH 0 (1 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s147_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s147_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c21_L2 b d)).
  pose proof (use_s112 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c21_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s147_c21_R1 b d))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s48_p21 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p38 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p48 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p53 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==1 && d==0: the board of s103 *)
Lemma s147_c22_p20 x (Hs103 : s103_claim x) (b : nat) :
  x = s147_board 0 (2 + b) 1 0 -> fst (s147_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s147_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q20] in Hc |- *.
  pose proof (Hs103 0 (2 + b) 1 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c23_L (b : nat) : lmoves (s147_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; T; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; T; E; F]) []) (s79_board 0 (2 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []) (s84_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c23_R (b : nat) : rmoves (s147_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []) (s113_board 0 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s147_c23_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s147_board 0 (2 + b) 1 1 -> fst (s147_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s147_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q22] in Hc |- *.
  rewrite tf_game_eq, (s147_c23_L b), (s147_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s147_c23_L1 b)).
  pose proof (use_s79 IH 0 (2 + b) 0 2 (opt_norm_l _ _ _ _ _ (s147_c23_L b) ltac:(cbn [In]; left; reflexivity) (s147_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s147_c23_L2 b)).
  pose proof (use_s84 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s147_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s147_c23_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s147_c23_R b) ltac:(cbn [In]; left; reflexivity) (s147_c23_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p8 Ho0 ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p16 Ho0 ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s147_c24_L (b d : nat) : lmoves (s147_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; F]) []) (s79_board 0 (2 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 0 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c24_R (b d : nat) : rmoves (s147_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c24_R1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 (2 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s147_c24_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s147_board 0 (2 + b) 1 (2 + d) -> fst (s147_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q16] in Hc |- *.
  rewrite tf_game_eq, (s147_c24_L b d), (s147_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s147_c24_L1 b d)).
  pose proof (use_s79 IH 0 (2 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s147_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s147_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c24_L2 b d)).
  pose proof (use_s112 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c24_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s147_c24_R1 b d))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p16 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p17 Ho0 ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c>=2 && d==0: the board of s103 *)
Lemma s147_c25_p20 x (Hs103 : s103_claim x) (b c : nat) :
  x = s147_board 0 (2 + b) (2 + c) 0 -> fst (s147_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s147_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q20] in Hc |- *.
  pose proof (Hs103 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c26_L (b c : nat) : lmoves (s147_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; F]) []) (s79_board 0 (2 + b) (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 0 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c26_R (b c : nat) : rmoves (s147_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 0 (2 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s147_c26_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s147_board 0 (2 + b) (2 + c) 1 -> fst (s147_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s147_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q22] in Hc |- *.
  rewrite tf_game_eq, (s147_c26_L b c), (s147_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s147_c26_L1 b c)).
  pose proof (use_s79 IH 0 (2 + b) (1 + c) 2 (opt_norm_l _ _ _ _ _ (s147_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s147_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s147_c26_L2 b c)).
  pose proof (use_s84 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s147_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s147_c26_R1 b c)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s147_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s147_c26_R1 b c))) as Ho2.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s84_p5 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c27_L (b c d : nat) : lmoves (s147_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []) (s79_board 0 (2 + b) (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 0 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c27_R (b c d : nat) : rmoves (s147_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c27_R1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 (2 + b) (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s147_c27_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s147_board 0 (2 + b) (2 + c) (2 + d) -> fst (s147_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q16] in Hc |- *.
  rewrite tf_game_eq, (s147_c27_L b c d), (s147_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s147_c27_L1 b c d)).
  pose proof (use_s79 IH 0 (2 + b) (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s147_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s147_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c27_L2 b c d)).
  pose proof (use_s112 IH 0 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s147_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c27_R1 b c d)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s147_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s147_c27_R1 b c d))) as Ho2.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==0 && d==0: the board of s103 *)
Lemma s147_c28_p27 x (Hs103 : s103_claim x) :
  x = s147_board 1 0 0 0 -> fst (s147_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s147_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q27] in Hc |- *.
  pose proof (Hs103 1 0 0 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s147_c29_L : lmoves (s147_board 1 0 0 1) = [strip [(1, 1)] ([T; F; E; T; E; F]) []; s150_board 1 0 0].
Proof. unfold s147_board, s150_board, strip. tf_options. Qed.
Lemma s147_c29_L1 : tf_norm (strip [(1, 1)] ([T; F; E; T; E; F]) []) (s79_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c29_R : rmoves (s147_board 1 0 0 1) = [strip [] ([T; F; F; E; E; T; E; F]) []; s177_board 1 0 0 1].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c29_R1 : tf_norm (strip [] ([T; F; F; E; E; T; E; F]) []) (s37_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; E; T; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; E; T; E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==0 && d==1 *)
Lemma s147_c29_p28 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s147_board 1 0 0 1 -> fst (s147_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q28] in Hc |- *.
  rewrite tf_game_eq, (s147_c29_L), (s147_c29_R); cbn [map].
  rewrite (tf_norm_game (s147_c29_L1)).
  pose proof (use_s79 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s147_c29_L) ltac:(cbn [In]; left; reflexivity) (s147_c29_L1))) as Ho0.
  pose proof (use_s150 IH 1 0 0 (opt_l _ _ _ (s147_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s147_c29_R1)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s147_c29_R) ltac:(cbn [In]; left; reflexivity) (s147_c29_R1))) as Ho2.
  pose proof (use_s177 IH 1 0 0 1 (opt_r _ _ _ (s147_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s79_p12 Ho0 ltac:(zlia)).
  rewrite (s79_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s150_p5 Ho1 ltac:(zlia)).
  rewrite (s37_p1 Ho2 ltac:(zlia)).
  rewrite (s177_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s147_c30_L (d : nat) : lmoves (s147_board 1 0 0 (2 + d)) = [strip [(1, 1)] (T :: F :: E :: repeat T (2 + d) ++ [E; F]) []; s179_board 1 0 0 (1 + d)].
Proof. unfold s147_board, s179_board, strip. tf_options. Qed.
Lemma s147_c30_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 1 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c30_R (d : nat) : rmoves (s147_board 1 0 0 (2 + d)) = [strip [] (T :: F :: F :: E :: E :: repeat T (2 + d) ++ [E; F]) []; s177_board 1 0 0 (2 + d)].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c30_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: E :: E :: repeat T (2 + d) ++ [E; F]) []) (s37_board 0 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: E :: repeat T (2 + d) ++ [E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: E :: repeat T (2 + d) ++ [E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s147_c30_p29 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 1 0 0 (2 + d) -> fst (s147_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q29] in Hc |- *.
  rewrite tf_game_eq, (s147_c30_L d), (s147_c30_R d); cbn [map].
  rewrite (tf_norm_game (s147_c30_L1 d)).
  pose proof (use_s79 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s147_c30_L d) ltac:(cbn [In]; left; reflexivity) (s147_c30_L1 d))) as Ho0.
  pose proof (use_s179 IH 1 0 0 (1 + d) (opt_l _ _ _ (s147_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s147_c30_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c30_R d) ltac:(cbn [In]; left; reflexivity) (s147_c30_R1 d))) as Ho2.
  pose proof (use_s177 IH 1 0 0 (2 + d) (opt_r _ _ _ (s147_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s79_p13 Ho0 ltac:(zlia)).
  rewrite (s79_p13_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p15 Ho1 ltac:(zlia)).
  rewrite (s37_p3 Ho2 ltac:(zlia)).
  rewrite (s177_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c30_p30 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 1 0 0 (2 + d) -> fst (s147_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q30] in Hc |- *.
  rewrite tf_game_eq, (s147_c30_L d), (s147_c30_R d); cbn [map].
  rewrite (tf_norm_game (s147_c30_L1 d)).
  pose proof (use_s79 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s147_c30_L d) ltac:(cbn [In]; left; reflexivity) (s147_c30_L1 d))) as Ho0.
  pose proof (use_s179 IH 1 0 0 (1 + d) (opt_l _ _ _ (s147_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s147_c30_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c30_R d) ltac:(cbn [In]; left; reflexivity) (s147_c30_R1 d))) as Ho2.
  pose proof (use_s177 IH 1 0 0 (2 + d) (opt_r _ _ _ (s147_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s79_p10 Ho0 ltac:(zlia)).
  rewrite (s79_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p22 Ho1 ltac:(zlia)).
  rewrite (s37_p4 Ho2 ltac:(zlia)).
  rewrite (s177_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c30_p31 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 1 0 0 (2 + d) -> fst (s147_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q31] in Hc |- *.
  rewrite tf_game_eq, (s147_c30_L d), (s147_c30_R d); cbn [map].
  rewrite (tf_norm_game (s147_c30_L1 d)).
  pose proof (use_s79 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s147_c30_L d) ltac:(cbn [In]; left; reflexivity) (s147_c30_L1 d))) as Ho0.
  pose proof (use_s179 IH 1 0 0 (1 + d) (opt_l _ _ _ (s147_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s147_c30_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c30_R d) ltac:(cbn [In]; left; reflexivity) (s147_c30_R1 d))) as Ho2.
  pose proof (use_s177 IH 1 0 0 (2 + d) (opt_r _ _ _ (s147_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s79_p17 Ho0 ltac:(zlia)).
  rewrite (s79_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p23 Ho1 ltac:(zlia)).
  rewrite (s37_p5 Ho2 ltac:(zlia)).
  rewrite (s177_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==1 && d==0: the board of s103 *)
Lemma s147_c31_p32 x (Hs103 : s103_claim x) :
  x = s147_board 1 0 1 0 -> fst (s147_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s147_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q32] in Hc |- *.
  pose proof (Hs103 1 0 1 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c32_L : lmoves (s147_board 1 0 1 1) = [strip [(1, 1)] ([T; F; T; E; T; E; F]) []; s147_board 1 0 0 2; s150_board 1 0 1].
Proof. unfold s147_board, s150_board, strip. tf_options. Qed.
Lemma s147_c32_L1 : tf_norm (strip [(1, 1)] ([T; F; T; E; T; E; F]) []) (s79_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c32_R : rmoves (s147_board 1 0 1 1) = [strip [] ([T; F; F; E; T; E; T; E; F]) []; s177_board 1 0 1 1].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c32_R1 : tf_norm (strip [] ([T; F; F; E; T; E; T; E; F]) []) (s43_board 0 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; T; E; T; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; T; E; T; E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==1 && d==1 *)
Lemma s147_c32_p33 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s147_board 1 0 1 1 -> fst (s147_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s147_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q33] in Hc |- *.
  rewrite tf_game_eq, (s147_c32_L), (s147_c32_R); cbn [map].
  rewrite (tf_norm_game (s147_c32_L1)).
  pose proof (use_s79 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s147_c32_L) ltac:(cbn [In]; left; reflexivity) (s147_c32_L1))) as Ho0.
  pose proof (use_s147 IH 1 0 0 2 (opt_l _ _ _ (s147_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 0 1 (opt_l _ _ _ (s147_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c32_R1)).
  pose proof (use_s43 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s147_c32_R) ltac:(cbn [In]; left; reflexivity) (s147_c32_R1))) as Ho3.
  pose proof (use_s177 IH 1 0 1 1 (opt_r _ _ _ (s147_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p29 Ho1 ltac:(zlia)).
  rewrite (s150_p2 Ho2 ltac:(zlia)).
  rewrite (s43_p9 Ho3 ltac:(zlia)).
  rewrite (s177_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c33_L (d : nat) : lmoves (s147_board 1 0 1 (2 + d)) = [strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []; s147_board 1 0 0 (3 + d); s179_board 1 0 1 (1 + d)].
Proof. unfold s147_board, s179_board, strip. tf_options. Qed.
Lemma s147_c33_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 1 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c33_R (d : nat) : rmoves (s147_board 1 0 1 (2 + d)) = [strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []; s177_board 1 0 1 (2 + d)].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c33_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 0 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: T :: E :: repeat T (2 + d) ++ [E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s147_c33_p31 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 1 0 1 (2 + d) -> fst (s147_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q31] in Hc |- *.
  rewrite tf_game_eq, (s147_c33_L d), (s147_c33_R d); cbn [map].
  rewrite (tf_norm_game (s147_c33_L1 d)).
  pose proof (use_s79 IH 0 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s147_c33_L d) ltac:(cbn [In]; left; reflexivity) (s147_c33_L1 d))) as Ho0.
  pose proof (use_s147 IH 1 0 0 (3 + d) (opt_l _ _ _ (s147_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s179 IH 1 0 1 (1 + d) (opt_l _ _ _ (s147_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c33_R1 d)).
  pose proof (use_s43 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c33_R d) ltac:(cbn [In]; left; reflexivity) (s147_c33_R1 d))) as Ho3.
  pose proof (use_s177 IH 1 0 1 (2 + d) (opt_r _ _ _ (s147_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p31 Ho1 ltac:(zlia)).
  rewrite (s179_p25 Ho2 ltac:(zlia)).
  rewrite (s43_p6 Ho3 ltac:(zlia)).
  rewrite (s177_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c33_p34 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 1 0 1 (2 + d) -> fst (s147_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q34] in Hc |- *.
  rewrite tf_game_eq, (s147_c33_L d), (s147_c33_R d); cbn [map].
  rewrite (tf_norm_game (s147_c33_L1 d)).
  pose proof (use_s79 IH 0 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s147_c33_L d) ltac:(cbn [In]; left; reflexivity) (s147_c33_L1 d))) as Ho0.
  pose proof (use_s147 IH 1 0 0 (3 + d) (opt_l _ _ _ (s147_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s179 IH 1 0 1 (1 + d) (opt_l _ _ _ (s147_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c33_R1 d)).
  pose proof (use_s43 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c33_R d) ltac:(cbn [In]; left; reflexivity) (s147_c33_R1 d))) as Ho3.
  pose proof (use_s177 IH 1 0 1 (2 + d) (opt_r _ _ _ (s147_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s79_p24 Ho0 ltac:(zlia)).
  rewrite (s79_p24_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p30 Ho1 ltac:(zlia)).
  rewrite (s179_p24 Ho2 ltac:(zlia)).
  rewrite (s43_p4 Ho3 ltac:(zlia)).
  rewrite (s177_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==0 && c>=2 && d==0: the board of s103 *)
Lemma s147_c34_p32 x (Hs103 : s103_claim x) (c : nat) :
  x = s147_board 1 0 (2 + c) 0 -> fst (s147_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s147_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q32] in Hc |- *.
  pose proof (Hs103 1 0 (2 + c) ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c35_L (c : nat) : lmoves (s147_board 1 0 (2 + c) 1) = [strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []; s147_board 1 0 (1 + c) 2; s150_board 1 0 (2 + c)].
Proof. unfold s147_board, s150_board, strip. tf_options. Qed.
Lemma s147_c35_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []) (s79_board 0 1 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c35_R (c : nat) : rmoves (s147_board 1 0 (2 + c) 1) = [strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; T; E; F]) []; s177_board 1 0 (2 + c) 1].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c35_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; T; E; F]) []) (s43_board 0 (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; T; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ [E; T; E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s147_c35_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s147_board 1 0 (2 + c) 1 -> fst (s147_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s147_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q33] in Hc |- *.
  rewrite tf_game_eq, (s147_c35_L c), (s147_c35_R c); cbn [map].
  rewrite (tf_norm_game (s147_c35_L1 c)).
  pose proof (use_s79 IH 0 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s147_c35_L c) ltac:(cbn [In]; left; reflexivity) (s147_c35_L1 c))) as Ho0.
  pose proof (use_s147 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s147_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 0 (2 + c) (opt_l _ _ _ (s147_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c35_R1 c)).
  pose proof (use_s43 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s147_c35_R c) ltac:(cbn [In]; left; reflexivity) (s147_c35_R1 c))) as Ho3.
  pose proof (use_s177 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s147_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s147_p31 Ho1 ltac:(zlia)).
    rewrite (s150_p2 Ho2 ltac:(zlia)).
    rewrite (s43_p9 Ho3 ltac:(zlia)).
    rewrite (s177_p7 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p34 Ho1 ltac:(zlia)).
    rewrite (s150_p2 Ho2 ltac:(zlia)).
    rewrite (s43_p9 Ho3 ltac:(zlia)).
    rewrite (s177_p7 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s147_c36_L (c d : nat) : lmoves (s147_board 1 0 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; s147_board 1 0 (1 + c) (3 + d); s179_board 1 0 (2 + c) (1 + d)].
Proof. unfold s147_board, s179_board, strip. tf_options. Qed.
Lemma s147_c36_L1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 1 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c36_R (c d : nat) : rmoves (s147_board 1 0 (2 + c) (2 + d)) = [strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; s177_board 1 0 (2 + c) (2 + d)].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c36_R1 (c d : nat) : tf_norm (strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 0 (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s147_c36_p31 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s147_board 1 0 (2 + c) (2 + d) -> fst (s147_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q31] in Hc |- *.
  rewrite tf_game_eq, (s147_c36_L c d), (s147_c36_R c d); cbn [map].
  rewrite (tf_norm_game (s147_c36_L1 c d)).
  pose proof (use_s79 IH 0 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s147_c36_L c d) ltac:(cbn [In]; left; reflexivity) (s147_c36_L1 c d))) as Ho0.
  pose proof (use_s147 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s147_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s179 IH 1 0 (2 + c) (1 + d) (opt_l _ _ _ (s147_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c36_R1 c d)).
  pose proof (use_s43 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s147_c36_R c d) ltac:(cbn [In]; left; reflexivity) (s147_c36_R1 c d))) as Ho3.
  pose proof (use_s177 IH 1 0 (2 + c) (2 + d) (opt_r _ _ _ (s147_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p31 Ho1 ltac:(zlia)).
  rewrite (s179_p25 Ho2 ltac:(zlia)).
  rewrite (s43_p6 Ho3 ltac:(zlia)).
  rewrite (s177_p7 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==0 && d==0: the board of s103 *)
Lemma s147_c37_p19 x (Hs103 : s103_claim x) :
  x = s147_board 1 1 0 0 -> fst (s147_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s147_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q19] in Hc |- *.
  pose proof (Hs103 1 1 0 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s147_c38_L : lmoves (s147_board 1 1 0 1) = [strip [(1, 1)] ([T; T; F; E; T; E; F]) []; s122_board 1 0 2; s150_board 1 1 0].
Proof. unfold s122_board, s147_board, s150_board, strip. tf_options. Qed.
Lemma s147_c38_L1 : tf_norm (strip [(1, 1)] ([T; T; F; E; T; E; F]) []) (s79_board 0 2 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c38_R : rmoves (s147_board 1 1 0 1) = [strip [] ([T; F; F; T; E; E; T; E; F]) []; s177_board 1 1 0 1].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c38_R1 : tf_norm (strip [] ([T; F; F; T; E; E; T; E; F]) []) (s37_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; E; T; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; E; T; E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==0 && d==1 *)
Lemma s147_c38_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s147_board 1 1 0 1 -> fst (s147_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q21 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q21] in Hc |- *.
  rewrite tf_game_eq, (s147_c38_L), (s147_c38_R); cbn [map].
  rewrite (tf_norm_game (s147_c38_L1)).
  pose proof (use_s79 IH 0 2 0 1 (opt_norm_l _ _ _ _ _ (s147_c38_L) ltac:(cbn [In]; left; reflexivity) (s147_c38_L1))) as Ho0.
  pose proof (use_s122 IH 1 0 2 (opt_l _ _ _ (s147_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 1 0 (opt_l _ _ _ (s147_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c38_R1)).
  pose proof (use_s37 IH 1 1 (opt_norm_r _ _ _ _ _ (s147_c38_R) ltac:(cbn [In]; left; reflexivity) (s147_c38_R1))) as Ho3.
  pose proof (use_s177 IH 1 1 0 1 (opt_r _ _ _ (s147_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s79_p13 Ho0 ltac:(zlia)).
  rewrite (s79_p13_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s122_p3 Ho1 ltac:(zlia)).
  rewrite (s150_p3 Ho2 ltac:(zlia)).
  rewrite (s37_p2 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c39_L (d : nat) : lmoves (s147_board 1 1 0 (2 + d)) = [strip [(1, 1)] (T :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []; s122_board 1 0 (3 + d); s179_board 1 1 0 (1 + d)].
Proof. unfold s122_board, s147_board, s179_board, strip. tf_options. Qed.
Lemma s147_c39_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 2 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c39_R (d : nat) : rmoves (s147_board 1 1 0 (2 + d)) = [strip [] (T :: F :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; F]) []; s177_board 1 1 0 (2 + d)].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c39_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; F]) []) (s37_board 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: E :: repeat T (2 + d) ++ [E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s147_c39_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 1 1 0 (2 + d) -> fst (s147_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q10] in Hc |- *.
  rewrite tf_game_eq, (s147_c39_L d), (s147_c39_R d); cbn [map].
  rewrite (tf_norm_game (s147_c39_L1 d)).
  pose proof (use_s79 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s147_c39_L d) ltac:(cbn [In]; left; reflexivity) (s147_c39_L1 d))) as Ho0.
  pose proof (use_s122 IH 1 0 (3 + d) (opt_l _ _ _ (s147_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s179 IH 1 1 0 (1 + d) (opt_l _ _ _ (s147_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c39_R1 d)).
  pose proof (use_s37 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c39_R d) ltac:(cbn [In]; left; reflexivity) (s147_c39_R1 d))) as Ho3.
  pose proof (use_s177 IH 1 1 0 (2 + d) (opt_r _ _ _ (s147_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s79_p8 Ho0 ltac:(zlia)).
  rewrite (s79_p8_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s122_p4 Ho1 ltac:(zlia)).
  rewrite (s179_p8 Ho2 ltac:(zlia)).
  rewrite (s37_p4 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c39_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 1 1 0 (2 + d) -> fst (s147_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q14] in Hc |- *.
  rewrite tf_game_eq, (s147_c39_L d), (s147_c39_R d); cbn [map].
  rewrite (tf_norm_game (s147_c39_L1 d)).
  pose proof (use_s79 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s147_c39_L d) ltac:(cbn [In]; left; reflexivity) (s147_c39_L1 d))) as Ho0.
  pose proof (use_s122 IH 1 0 (3 + d) (opt_l _ _ _ (s147_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s179 IH 1 1 0 (1 + d) (opt_l _ _ _ (s147_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c39_R1 d)).
  pose proof (use_s37 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c39_R d) ltac:(cbn [In]; left; reflexivity) (s147_c39_R1 d))) as Ho3.
  pose proof (use_s177 IH 1 1 0 (2 + d) (opt_r _ _ _ (s147_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p16 Ho0 ltac:(zlia)).
    rewrite (s79_p16_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s122_p5 Ho1 ltac:(zlia)).
    rewrite (s179_p12 Ho2 ltac:(zlia)).
    rewrite (s37_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p17 Ho0 ltac:(zlia)).
    rewrite (s79_p17_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s122_p5 Ho1 ltac:(zlia)).
    rewrite (s179_p12 Ho2 ltac:(zlia)).
    rewrite (s37_p5 Ho3 ltac:(zlia)).
    rewrite (s177_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==1 && d==0: the board of s103 *)
Lemma s147_c40_p20 x (Hs103 : s103_claim x) :
  x = s147_board 1 1 1 0 -> fst (s147_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s147_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q20] in Hc |- *.
  pose proof (Hs103 1 1 1 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c41_L : lmoves (s147_board 1 1 1 1) = [strip [(1, 1)] ([T; T; F; T; E; T; E; F]) []; s147_board 1 1 0 2; s150_board 1 1 1].
Proof. unfold s147_board, s150_board, strip. tf_options. Qed.
Lemma s147_c41_L1 : tf_norm (strip [(1, 1)] ([T; T; F; T; E; T; E; F]) []) (s79_board 0 2 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c41_R : rmoves (s147_board 1 1 1 1) = [strip [] ([T; F; F; T; E; T; E; T; E; F]) []; s177_board 1 1 1 1].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c41_R1 : tf_norm (strip [] ([T; F; F; T; E; T; E; T; E; F]) []) (s43_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; T; E; T; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; T; E; T; E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==1 && d==1 *)
Lemma s147_c41_p22 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s147_board 1 1 1 1 -> fst (s147_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s147_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q22] in Hc |- *.
  rewrite tf_game_eq, (s147_c41_L), (s147_c41_R); cbn [map].
  rewrite (tf_norm_game (s147_c41_L1)).
  pose proof (use_s79 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s147_c41_L) ltac:(cbn [In]; left; reflexivity) (s147_c41_L1))) as Ho0.
  pose proof (use_s147 IH 1 1 0 2 (opt_l _ _ _ (s147_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 1 1 (opt_l _ _ _ (s147_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c41_R1)).
  pose proof (use_s43 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s147_c41_R) ltac:(cbn [In]; left; reflexivity) (s147_c41_R1))) as Ho3.
  pose proof (use_s177 IH 1 1 1 1 (opt_r _ _ _ (s147_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p10 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s43_p9 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c42_L (d : nat) : lmoves (s147_board 1 1 1 (2 + d)) = [strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []; s147_board 1 1 0 (3 + d); s179_board 1 1 1 (1 + d)].
Proof. unfold s147_board, s179_board, strip. tf_options. Qed.
Lemma s147_c42_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 2 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c42_R (d : nat) : rmoves (s147_board 1 1 1 (2 + d)) = [strip [] (T :: F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []; s177_board 1 1 1 (2 + d)].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c42_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 1 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s147_c42_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 1 1 1 (2 + d) -> fst (s147_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q14] in Hc |- *.
  rewrite tf_game_eq, (s147_c42_L d), (s147_c42_R d); cbn [map].
  rewrite (tf_norm_game (s147_c42_L1 d)).
  pose proof (use_s79 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s147_c42_L d) ltac:(cbn [In]; left; reflexivity) (s147_c42_L1 d))) as Ho0.
  pose proof (use_s147 IH 1 1 0 (3 + d) (opt_l _ _ _ (s147_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s179 IH 1 1 1 (1 + d) (opt_l _ _ _ (s147_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c42_R1 d)).
  pose proof (use_s43 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c42_R d) ltac:(cbn [In]; left; reflexivity) (s147_c42_R1 d))) as Ho3.
  pose proof (use_s177 IH 1 1 1 (2 + d) (opt_r _ _ _ (s147_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p14 Ho1 ltac:(zlia)).
  rewrite (s179_p12 Ho2 ltac:(zlia)).
  rewrite (s43_p6 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==1 && c>=2 && d==0: the board of s103 *)
Lemma s147_c43_p20 x (Hs103 : s103_claim x) (c : nat) :
  x = s147_board 1 1 (2 + c) 0 -> fst (s147_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s147_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q20] in Hc |- *.
  pose proof (Hs103 1 1 (2 + c) ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c44_L (c : nat) : lmoves (s147_board 1 1 (2 + c) 1) = [strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []; s147_board 1 1 (1 + c) 2; s150_board 1 1 (2 + c)].
Proof. unfold s147_board, s150_board, strip. tf_options. Qed.
Lemma s147_c44_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []) (s79_board 0 2 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c44_R (c : nat) : rmoves (s147_board 1 1 (2 + c) 1) = [strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []; s177_board 1 1 (2 + c) 1].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c44_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []) (s43_board 1 (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ [E; T; E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s147_c44_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s147_board 1 1 (2 + c) 1 -> fst (s147_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s147_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q22] in Hc |- *.
  rewrite tf_game_eq, (s147_c44_L c), (s147_c44_R c); cbn [map].
  rewrite (tf_norm_game (s147_c44_L1 c)).
  pose proof (use_s79 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s147_c44_L c) ltac:(cbn [In]; left; reflexivity) (s147_c44_L1 c))) as Ho0.
  pose proof (use_s147 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s147_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 1 (2 + c) (opt_l _ _ _ (s147_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c44_R1 c)).
  pose proof (use_s43 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s147_c44_R c) ltac:(cbn [In]; left; reflexivity) (s147_c44_R1 c))) as Ho3.
  pose proof (use_s177 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s147_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p14 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s43_p9 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c45_L (c d : nat) : lmoves (s147_board 1 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; s147_board 1 1 (1 + c) (3 + d); s179_board 1 1 (2 + c) (1 + d)].
Proof. unfold s147_board, s179_board, strip. tf_options. Qed.
Lemma s147_c45_L1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 2 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c45_R (c d : nat) : rmoves (s147_board 1 1 (2 + c) (2 + d)) = [strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; s177_board 1 1 (2 + c) (2 + d)].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c45_R1 (c d : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 1 (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s147_c45_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s147_board 1 1 (2 + c) (2 + d) -> fst (s147_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q14] in Hc |- *.
  rewrite tf_game_eq, (s147_c45_L c d), (s147_c45_R c d); cbn [map].
  rewrite (tf_norm_game (s147_c45_L1 c d)).
  pose proof (use_s79 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s147_c45_L c d) ltac:(cbn [In]; left; reflexivity) (s147_c45_L1 c d))) as Ho0.
  pose proof (use_s147 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s147_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s179 IH 1 1 (2 + c) (1 + d) (opt_l _ _ _ (s147_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s147_c45_R1 c d)).
  pose proof (use_s43 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s147_c45_R c d) ltac:(cbn [In]; left; reflexivity) (s147_c45_R1 c d))) as Ho3.
  pose proof (use_s177 IH 1 1 (2 + c) (2 + d) (opt_r _ _ _ (s147_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p14 Ho1 ltac:(zlia)).
  rewrite (s179_p12 Ho2 ltac:(zlia)).
  rewrite (s43_p6 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==0 && d==0: the board of s103 *)
Lemma s147_c46_p9 x (Hs103 : s103_claim x) (b : nat) :
  x = s147_board 1 (2 + b) 0 0 -> fst (s147_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s147_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q9] in Hc |- *.
  pose proof (Hs103 1 (2 + b) 0 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s147_c46_p21 x (Hs103 : s103_claim x) (b : nat) :
  x = s147_board 1 (2 + b) 0 0 -> fst (s147_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s147_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q21] in Hc |- *.
  pose proof (Hs103 1 (2 + b) 0 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s147_c47_L (b : nat) : lmoves (s147_board 1 (2 + b) 0 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; E; T; E; F]) []; s134_board 1 (1 + b) 0 2; s150_board 1 (2 + b) 0].
Proof. unfold s134_board, s147_board, s150_board, strip. tf_options. Qed.
Lemma s147_c47_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; E; T; E; F]) []) (s79_board 0 (3 + b) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c47_R (b : nat) : rmoves (s147_board 1 (2 + b) 0 1) = [s177_board 1 (2 + b) 0 1].
Proof. unfold s147_board, s177_board. tf_options. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s147_c47_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s147_board 1 (2 + b) 0 1 -> fst (s147_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q8] in Hc |- *.
  rewrite tf_game_eq, (s147_c47_L b), (s147_c47_R b); cbn [map].
  rewrite (tf_norm_game (s147_c47_L1 b)).
  pose proof (use_s79 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s147_c47_L b) ltac:(cbn [In]; left; reflexivity) (s147_c47_L1 b))) as Ho0.
  pose proof (use_s134 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s147_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 (2 + b) 0 (opt_l _ _ _ (s147_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s147_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p8 Ho0 ltac:(zlia)).
  rewrite (s79_p8_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s134_p73 Ho1 ltac:(zlia)).
  rewrite (s150_p9 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c47_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s147_board 1 (2 + b) 0 1 -> fst (s147_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q24] in Hc |- *.
  rewrite tf_game_eq, (s147_c47_L b), (s147_c47_R b); cbn [map].
  rewrite (tf_norm_game (s147_c47_L1 b)).
  pose proof (use_s79 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s147_c47_L b) ltac:(cbn [In]; left; reflexivity) (s147_c47_L1 b))) as Ho0.
  pose proof (use_s134 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s147_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 (2 + b) 0 (opt_l _ _ _ (s147_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s147_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p25 Ho0 ltac:(zlia)).
  rewrite (s79_p25_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s134_p51 Ho1 ltac:(zlia)).
  rewrite (s150_p6 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c47_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s147_board 1 (2 + b) 0 1 -> fst (s147_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q25] in Hc |- *.
  rewrite tf_game_eq, (s147_c47_L b), (s147_c47_R b); cbn [map].
  rewrite (tf_norm_game (s147_c47_L1 b)).
  pose proof (use_s79 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s147_c47_L b) ltac:(cbn [In]; left; reflexivity) (s147_c47_L1 b))) as Ho0.
  pose proof (use_s134 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s147_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 (2 + b) 0 (opt_l _ _ _ (s147_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s147_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p26 Ho0 ltac:(zlia)).
  rewrite (s79_p26_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s134_p58 Ho1 ltac:(zlia)).
  rewrite (s150_p7 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c48_L (b d : nat) : lmoves (s147_board 1 (2 + b) 0 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; F]) []; s134_board 1 (1 + b) 0 (3 + d); s179_board 1 (2 + b) 0 (1 + d)].
Proof. unfold s134_board, s147_board, s179_board, strip. tf_options. Qed.
Lemma s147_c48_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 (3 + b) 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c48_R (b d : nat) : rmoves (s147_board 1 (2 + b) 0 (2 + d)) = [s177_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s147_board, s177_board. tf_options. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s147_c48_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s147_board 1 (2 + b) 0 (2 + d) -> fst (s147_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q18] in Hc |- *.
  rewrite tf_game_eq, (s147_c48_L b d), (s147_c48_R b d); cbn [map].
  rewrite (tf_norm_game (s147_c48_L1 b d)).
  pose proof (use_s79 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s147_c48_L b d) ltac:(cbn [In]; left; reflexivity) (s147_c48_L1 b d))) as Ho0.
  pose proof (use_s134 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s147_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s179 IH 1 (2 + b) 0 (1 + d) (opt_l _ _ _ (s147_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s147_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) <= 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p16 Ho0 ltac:(zlia)).
    rewrite (s79_p16_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s134_p52 Ho1 ltac:(zlia)).
      rewrite (s179_p14 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s134_p62 Ho1 ltac:(zlia)).
      rewrite (s179_p14 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s134_p74 Ho1 ltac:(zlia)).
      rewrite (s179_p14 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s79_p17 Ho0 ltac:(zlia)).
    rewrite (s79_p17_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s134_p52 Ho1 ltac:(zlia)).
      rewrite (s179_p14 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s134_p62 Ho1 ltac:(zlia)).
      rewrite (s179_p14 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s134_p74 Ho1 ltac:(zlia)).
      rewrite (s179_p14 Ho2 ltac:(zlia)).
      rewrite (s177_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==1 && d==0: the board of s103 *)
Lemma s147_c49_p20 x (Hs103 : s103_claim x) (b : nat) :
  x = s147_board 1 (2 + b) 1 0 -> fst (s147_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s147_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q20] in Hc |- *.
  pose proof (Hs103 1 (2 + b) 1 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c50_L (b : nat) : lmoves (s147_board 1 (2 + b) 1 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; T; E; F]) []; s147_board 1 (2 + b) 0 2; s150_board 1 (2 + b) 1].
Proof. unfold s147_board, s150_board, strip. tf_options. Qed.
Lemma s147_c50_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; T; E; F]) []) (s79_board 0 (3 + b) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c50_R (b : nat) : rmoves (s147_board 1 (2 + b) 1 1) = [s177_board 1 (2 + b) 1 1].
Proof. unfold s147_board, s177_board. tf_options. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s147_c50_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s147_board 1 (2 + b) 1 1 -> fst (s147_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s147_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q22] in Hc |- *.
  rewrite tf_game_eq, (s147_c50_L b), (s147_c50_R b); cbn [map].
  rewrite (tf_norm_game (s147_c50_L1 b)).
  pose proof (use_s79 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s147_c50_L b) ltac:(cbn [In]; left; reflexivity) (s147_c50_L1 b))) as Ho0.
  pose proof (use_s147 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s147_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 (2 + b) 1 (opt_l _ _ _ (s147_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s147_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p18 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c51_L (b d : nat) : lmoves (s147_board 1 (2 + b) 1 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; F]) []; s147_board 1 (2 + b) 0 (3 + d); s179_board 1 (2 + b) 1 (1 + d)].
Proof. unfold s147_board, s179_board, strip. tf_options. Qed.
Lemma s147_c51_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 (3 + b) 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c51_R (b d : nat) : rmoves (s147_board 1 (2 + b) 1 (2 + d)) = [s177_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s147_board, s177_board. tf_options. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s147_c51_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s147_board 1 (2 + b) 1 (2 + d) -> fst (s147_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q18] in Hc |- *.
  rewrite tf_game_eq, (s147_c51_L b d), (s147_c51_R b d); cbn [map].
  rewrite (tf_norm_game (s147_c51_L1 b d)).
  pose proof (use_s79 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s147_c51_L b d) ltac:(cbn [In]; left; reflexivity) (s147_c51_L1 b d))) as Ho0.
  pose proof (use_s147 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s147_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s179 IH 1 (2 + b) 1 (1 + d) (opt_l _ _ _ (s147_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s147_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p18 Ho1 ltac:(zlia)).
  rewrite (s179_p14 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c>=2 && d==0: the board of s103 *)
Lemma s147_c52_p20 x (Hs103 : s103_claim x) (b c : nat) :
  x = s147_board 1 (2 + b) (2 + c) 0 -> fst (s147_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s147_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q20] in Hc |- *.
  pose proof (Hs103 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c53_L (b c : nat) : lmoves (s147_board 1 (2 + b) (2 + c) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; F]) []; s147_board 1 (2 + b) (1 + c) 2; s150_board 1 (2 + b) (2 + c)].
Proof. unfold s147_board, s150_board, strip. tf_options. Qed.
Lemma s147_c53_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; F]) []) (s79_board 0 (3 + b) (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c53_R (b c : nat) : rmoves (s147_board 1 (2 + b) (2 + c) 1) = [s177_board 1 (2 + b) (2 + c) 1].
Proof. unfold s147_board, s177_board. tf_options. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s147_c53_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s147_board 1 (2 + b) (2 + c) 1 -> fst (s147_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s147_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q22] in Hc |- *.
  rewrite tf_game_eq, (s147_c53_L b c), (s147_c53_R b c); cbn [map].
  rewrite (tf_norm_game (s147_c53_L1 b c)).
  pose proof (use_s79 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s147_c53_L b c) ltac:(cbn [In]; left; reflexivity) (s147_c53_L1 b c))) as Ho0.
  pose proof (use_s147 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s147_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 (2 + b) (2 + c) (opt_l _ _ _ (s147_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s147_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p18 Ho1 ltac:(zlia)).
  rewrite (s150_p4 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c54_L (b c d : nat) : lmoves (s147_board 1 (2 + b) (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; s147_board 1 (2 + b) (1 + c) (3 + d); s179_board 1 (2 + b) (2 + c) (1 + d)].
Proof. unfold s147_board, s179_board, strip. tf_options. Qed.
Lemma s147_c54_L1 (b c d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 0 (3 + b) (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c54_R (b c d : nat) : rmoves (s147_board 1 (2 + b) (2 + c) (2 + d)) = [s177_board 1 (2 + b) (2 + c) (2 + d)].
Proof. unfold s147_board, s177_board. tf_options. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s147_c54_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s147_board 1 (2 + b) (2 + c) (2 + d) -> fst (s147_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q18] in Hc |- *.
  rewrite tf_game_eq, (s147_c54_L b c d), (s147_c54_R b c d); cbn [map].
  rewrite (tf_norm_game (s147_c54_L1 b c d)).
  pose proof (use_s79 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s147_c54_L b c d) ltac:(cbn [In]; left; reflexivity) (s147_c54_L1 b c d))) as Ho0.
  pose proof (use_s147 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s147_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s179 IH 1 (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s147_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s177 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s147_c54_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s147_p18 Ho1 ltac:(zlia)).
  rewrite (s179_p14 Ho2 ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a>=2 && b==0 && c==0 && d==0: the board of s103 *)
Lemma s147_c55_p35 x (Hs103 : s103_claim x) (a : nat) :
  x = s147_board (2 + a) 0 0 0 -> fst (s147_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s147_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q35] in Hc |- *.
  pose proof (Hs103 (2 + a) 0 0 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s147_c55_p45 x (Hs103 : s103_claim x) (a : nat) :
  x = s147_board (2 + a) 0 0 0 -> fst (s147_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s147_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q45] in Hc |- *.
  pose proof (Hs103 (2 + a) 0 0 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s147_c56_L (a : nat) : lmoves (s147_board (2 + a) 0 0 1) = [s148_board (1 + a) 0 1 0 1; s150_board (2 + a) 0 0].
Proof. unfold s147_board, s148_board, s150_board. tf_options. Qed.
Lemma s147_c56_R (a : nat) : rmoves (s147_board (2 + a) 0 0 1) = [strip [] (repeat T (2 + a) ++ [F; F; E; E; T; E; F]) []; s177_board (2 + a) 0 0 1].
Proof. unfold s147_board, s177_board, strip. tf_options. Qed.
Lemma s147_c56_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; E; E; T; E; F]) []) (s37_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; E; E; T; E; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; E; T; E; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a>=2 && b==0 && c==0 && d==1 *)
Lemma s147_c56_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s147_board (2 + a) 0 0 1 -> fst (s147_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q36] in Hc |- *.
  rewrite tf_game_eq, (s147_c56_L a), (s147_c56_R a); cbn [map].
  pose proof (use_s148 IH (1 + a) 0 1 0 1 (opt_l _ _ _ (s147_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s150 IH (2 + a) 0 0 (opt_l _ _ _ (s147_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s147_c56_R1 a)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s147_c56_R a) ltac:(cbn [In]; left; reflexivity) (s147_c56_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 0 1 (opt_r _ _ _ (s147_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p40 Ho0 ltac:(zlia)).
  rewrite (s150_p10 Ho1 ltac:(zlia)).
  rewrite (s37_p1 Ho2 ltac:(zlia)).
  rewrite (s177_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s147_c56_p46 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s147_board (2 + a) 0 0 1 -> fst (s147_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q46] in Hc |- *.
  rewrite tf_game_eq, (s147_c56_L a), (s147_c56_R a); cbn [map].
  pose proof (use_s148 IH (1 + a) 0 1 0 1 (opt_l _ _ _ (s147_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s150 IH (2 + a) 0 0 (opt_l _ _ _ (s147_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s147_c56_R1 a)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s147_c56_R a) ltac:(cbn [In]; left; reflexivity) (s147_c56_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 0 1 (opt_r _ _ _ (s147_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p96 Ho0 ltac:(zlia)).
  rewrite (s150_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p1 Ho2 ltac:(zlia)).
  rewrite (s177_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s147_c56_p58 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s147_board (2 + a) 0 0 1 -> fst (s147_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q58] in Hc |- *.
  rewrite tf_game_eq, (s147_c56_L a), (s147_c56_R a); cbn [map].
  pose proof (use_s148 IH (1 + a) 0 1 0 1 (opt_l _ _ _ (s147_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s150 IH (2 + a) 0 0 (opt_l _ _ _ (s147_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s147_c56_R1 a)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s147_c56_R a) ltac:(cbn [In]; left; reflexivity) (s147_c56_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 0 1 (opt_r _ _ _ (s147_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p121 Ho0 ltac:(zlia)).
  rewrite (s150_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p1 Ho2 ltac:(zlia)).
  rewrite (s177_p15 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s147_c56_p70 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s147_board (2 + a) 0 0 1 -> fst (s147_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q70] in Hc |- *.
  rewrite tf_game_eq, (s147_c56_L a), (s147_c56_R a); cbn [map].
  pose proof (use_s148 IH (1 + a) 0 1 0 1 (opt_l _ _ _ (s147_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s150 IH (2 + a) 0 0 (opt_l _ _ _ (s147_c56_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s147_c56_R1 a)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s147_c56_R a) ltac:(cbn [In]; left; reflexivity) (s147_c56_R1 a))) as Ho2.
  pose proof (use_s177 IH (2 + a) 0 0 1 (opt_r _ _ _ (s147_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p125 Ho0 ltac:(zlia)).
  rewrite (s150_p13 Ho1 ltac:(zlia)).
  rewrite (s37_p1 Ho2 ltac:(zlia)).
  rewrite (s177_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

