(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s65_c3_L (b : nat) : lmoves (s65_board 0 (2 + b)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F; F]) []].
Proof. unfold s65_board, strip. tf_options. Qed.
Lemma s65_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F; F]) []) (s15_board 0 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s65_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F; F]) []) (s20_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s65_c3_R (b : nat) : rmoves (s65_board 0 (2 + b)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) []].
Proof. unfold s65_board, strip. tf_options. Qed.
Lemma s65_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) []) (s33_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s65 = T^a F T _^2 T^b _ F^2 on a==0 && b>=2 *)
Lemma s65_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s65_board 0 (2 + b) -> fst (s65_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s65_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s65_q4] in Hc |- *.
  rewrite tf_game_eq, (s65_c3_L b), (s65_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s65_c3_L1 b)).
  pose proof (use_s15 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s65_c3_L b) ltac:(cbn [In]; left; reflexivity) (s65_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s65_c3_L2 b)).
  pose proof (use_s20 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s65_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s65_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s65_c3_R1 b)).
  pose proof (use_s33 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s65_c3_R b) ltac:(cbn [In]; left; reflexivity) (s65_c3_R1 b))) as Ho2.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s33_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s65_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s65_board 0 (2 + b) -> fst (s65_q5 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s65_q5 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s65_q5] in Hc |- *.
  rewrite tf_game_eq, (s65_c3_L b), (s65_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s65_c3_L1 b)).
  pose proof (use_s15 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s65_c3_L b) ltac:(cbn [In]; left; reflexivity) (s65_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s65_c3_L2 b)).
  pose proof (use_s20 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s65_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s65_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s65_c3_R1 b)).
  pose proof (use_s33 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s65_c3_R b) ltac:(cbn [In]; left; reflexivity) (s65_c3_R1 b))) as Ho2.
  rewrite (s15_p5 Ho0 ltac:(zlia)).
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s33_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s33_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s65 = T^a F T _^2 T^b _ F^2 on a==1 && b==0: the board of s6 *)
Lemma s65_c4_p1 x (Hs6 : s6_claim x) :
  x = s65_board 1 0 -> fst (s65_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s65_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s65_q1] in Hc |- *.
  pose proof (Hs6 1 ltac:(rewrite Hx; unfold s65_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s65_c5_L : lmoves (s65_board 1 1) = [s69_board 1 1 1; s34_board 1].
Proof. unfold s34_board, s65_board, s69_board. tf_options. Qed.
Lemma s65_c5_R : rmoves (s65_board 1 1) = [s127_board 1 1 0].
Proof. unfold s127_board, s65_board. tf_options. Qed.
(* s65 = T^a F T _^2 T^b _ F^2 on a==1 && b==1 *)
Lemma s65_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s65_board 1 1 -> fst (s65_q4 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s65_q4 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s65_q4] in Hc |- *.
  rewrite tf_game_eq, (s65_c5_L), (s65_c5_R); cbn [map].
  pose proof (use_s69 IH 1 1 1 (opt_l _ _ _ (s65_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH 1 (opt_l _ _ _ (s65_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s127 IH 1 1 0 (opt_r _ _ _ (s65_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s69_p4 Ho0 ltac:(zlia)).
  rewrite (s34_p1 Ho1 ltac:(zlia)).
  rewrite (s127_p10 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s65_c6_L (b : nat) : lmoves (s65_board 1 (2 + b)) = [s69_board 1 1 (2 + b); s95_board 1 (1 + b)].
Proof. unfold s65_board, s69_board, s95_board. tf_options. Qed.
Lemma s65_c6_R (b : nat) : rmoves (s65_board 1 (2 + b)) = [s127_board 1 (2 + b) 0].
Proof. unfold s127_board, s65_board. tf_options. Qed.
(* s65 = T^a F T _^2 T^b _ F^2 on a==1 && b>=2 *)
Lemma s65_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s65_board 1 (2 + b) -> fst (s65_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s65_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s65_q3] in Hc |- *.
  rewrite tf_game_eq, (s65_c6_L b), (s65_c6_R b); cbn [map].
  pose proof (use_s69 IH 1 1 (2 + b) (opt_l _ _ _ (s65_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH 1 (1 + b) (opt_l _ _ _ (s65_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s127 IH 1 (2 + b) 0 (opt_r _ _ _ (s65_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s69_p5 Ho0 ltac:(zlia)).
  rewrite (s95_p2 Ho1 ltac:(zlia)).
  rewrite (s127_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s65_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s65_board 1 (2 + b) -> fst (s65_q5 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s65_q5 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s65_q5] in Hc |- *.
  rewrite tf_game_eq, (s65_c6_L b), (s65_c6_R b); cbn [map].
  pose proof (use_s69 IH 1 1 (2 + b) (opt_l _ _ _ (s65_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH 1 (1 + b) (opt_l _ _ _ (s65_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s127 IH 1 (2 + b) 0 (opt_r _ _ _ (s65_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s69_p3 Ho0 ltac:(zlia)).
  rewrite (s95_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s127_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s127_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s65 = T^a F T _^2 T^b _ F^2 on a>=2 && b==0: the board of s6 *)
Lemma s65_c7_p7 x (Hs6 : s6_claim x) (a : nat) :
  x = s65_board (2 + a) 0 -> fst (s65_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s65_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s65_q7] in Hc |- *.
  pose proof (Hs6 (2 + a) ltac:(rewrite Hx; unfold s65_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s65_c8_L (a : nat) : lmoves (s65_board (2 + a) 1) = [s69_board (2 + a) 1 1; s34_board (2 + a)].
Proof. unfold s34_board, s65_board, s69_board. tf_options. Qed.
Lemma s65_c8_R (a : nat) : rmoves (s65_board (2 + a) 1) = [s127_board (2 + a) 1 0].
Proof. unfold s127_board, s65_board. tf_options. Qed.
(* s65 = T^a F T _^2 T^b _ F^2 on a>=2 && b==1 *)
Lemma s65_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s65_board (2 + a) 1 -> fst (s65_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s65_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s65_q8] in Hc |- *.
  rewrite tf_game_eq, (s65_c8_L a), (s65_c8_R a); cbn [map].
  pose proof (use_s69 IH (2 + a) 1 1 (opt_l _ _ _ (s65_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s34 IH (2 + a) (opt_l _ _ _ (s65_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s127 IH (2 + a) 1 0 (opt_r _ _ _ (s65_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s69_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s34_p2 Ho1 ltac:(zlia)).
    rewrite (s127_p22 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s34_p3 Ho1 ltac:(zlia)).
    rewrite (s127_p22 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s34_p4 Ho1 ltac:(zlia)).
    rewrite (s127_p22 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s65_c9_L (a b : nat) : lmoves (s65_board (2 + a) (2 + b)) = [s69_board (2 + a) 1 (2 + b); s95_board (2 + a) (1 + b)].
Proof. unfold s65_board, s69_board, s95_board. tf_options. Qed.
Lemma s65_c9_R (a b : nat) : rmoves (s65_board (2 + a) (2 + b)) = [s127_board (2 + a) (2 + b) 0].
Proof. unfold s127_board, s65_board. tf_options. Qed.
(* s65 = T^a F T _^2 T^b _ F^2 on a>=2 && b>=2 *)
Lemma s65_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s65_board (2 + a) (2 + b) -> fst (s65_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s65_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s65_q3] in Hc |- *.
  rewrite tf_game_eq, (s65_c9_L a b), (s65_c9_R a b); cbn [map].
  pose proof (use_s69 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s65_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH (2 + a) (1 + b) (opt_l _ _ _ (s65_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s127 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s65_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s69_p5 Ho0 ltac:(zlia)).
  rewrite (s95_p5 Ho1 ltac:(zlia)).
  rewrite (s127_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s65_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s65_board (2 + a) (2 + b) -> fst (s65_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s65_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s65_q5] in Hc |- *.
  rewrite tf_game_eq, (s65_c9_L a b), (s65_c9_R a b); cbn [map].
  pose proof (use_s69 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s65_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH (2 + a) (1 + b) (opt_l _ _ _ (s65_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s127 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s65_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s69_p3 Ho0 ltac:(zlia)).
  rewrite (s95_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s127_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s127_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s65_c9_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s65_board (2 + a) (2 + b) -> fst (s65_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s65_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s65_q6] in Hc |- *.
  rewrite tf_game_eq, (s65_c9_L a b), (s65_c9_R a b); cbn [map].
  pose proof (use_s69 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s65_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH (2 + a) (1 + b) (opt_l _ _ _ (s65_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s127 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s65_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s69_p3 Ho0 ltac:(zlia)).
  rewrite (s95_p3 Ho1 ltac:(zlia)).
  rewrite (s127_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s65_c9_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s65_board (2 + a) (2 + b) -> fst (s65_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s65_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s65_q9] in Hc |- *.
  rewrite tf_game_eq, (s65_c9_L a b), (s65_c9_R a b); cbn [map].
  pose proof (use_s69 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s65_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH (2 + a) (1 + b) (opt_l _ _ _ (s65_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s127 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s65_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s69_p3 Ho0 ltac:(zlia)).
  rewrite (s95_p3 Ho1 ltac:(zlia)).
  rewrite (s127_p10 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s65_c9_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s65_board (2 + a) (2 + b) -> fst (s65_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s65_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s65_q10] in Hc |- *.
  rewrite tf_game_eq, (s65_c9_L a b), (s65_c9_R a b); cbn [map].
  pose proof (use_s69 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s65_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s95 IH (2 + a) (1 + b) (opt_l _ _ _ (s65_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s127 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s65_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s69_p3 Ho0 ltac:(zlia)).
  rewrite (s95_p3 Ho1 ltac:(zlia)).
  rewrite (s127_p29 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s66_c1_L : lmoves (s66_board 0 0 0) = [].
Proof. unfold s66_board. tf_options. Qed.
Lemma s66_c1_R : rmoves (s66_board 0 0 0) = [strip [(1, 1)] ([E; E; T; F; F]) []; strip [(2, 2)] ([T; E; F]) []].
Proof. unfold s66_board, strip. tf_options. Qed.
Lemma s66_c1_R1 : tf_norm (strip [(1, 1)] ([E; E; T; F; F]) []) (s19_board 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E; T; F; F]) []); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
Lemma s66_c1_R2 : tf_norm (strip [(2, 2)] ([T; E; F]) []) (s37_board 0 1) (-4).
Proof. apply (tf_norm_by _ [(2, 2)] ([T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==0 && b==0 && c==0 *)
Lemma s66_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s66_board 0 0 0 -> fst (s66_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s66_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q1] in Hc |- *.
  rewrite tf_game_eq, (s66_c1_L), (s66_c1_R); cbn [map].
  rewrite (tf_norm_game (s66_c1_R1)).
  pose proof (use_s19 IH 0 (opt_norm_r _ _ _ _ _ (s66_c1_R) ltac:(cbn [In]; left; reflexivity) (s66_c1_R1))) as Ho0.
  rewrite (tf_norm_game (s66_c1_R2)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s66_c1_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c1_R2))) as Ho1.
  rewrite (s19_p1 Ho0 ltac:(zlia)).
  rewrite (s19_p1_add (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-4) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s66_c2_L : lmoves (s66_board 0 0 1) = [strip [(2, 1)] ([E; T; T; F; F]) []].
Proof. unfold s66_board, strip. tf_options. Qed.
Lemma s66_c2_L1 : tf_norm (strip [(2, 1)] ([E; T; T; F; F]) []) (repeat E 3) (-2).
Proof.
  pose proof (tf_norm_strip [(2, 1)] ([E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s66_c2_R : rmoves (s66_board 0 0 1) = [strip [(1, 1)] ([E; T; E; T; F; F]) []; strip [(2, 1)] ([T; F; T; E; F]) []].
Proof. unfold s66_board, strip. tf_options. Qed.
Lemma s66_c2_R1 : tf_norm (strip [(1, 1)] ([E; T; E; T; F; F]) []) (s20_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s66_c2_R2 : tf_norm (strip [(2, 1)] ([T; F; T; E; F]) []) (s33_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==0 && b==0 && c==1 *)
Lemma s66_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s66_board 0 0 1 -> fst (s66_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s66_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s66_q2] in Hc |- *.
  rewrite tf_game_eq, (s66_c2_L), (s66_c2_R); cbn [map].
  rewrite (tf_norm_blank (s66_c2_L1)).
  rewrite (tf_norm_game (s66_c2_R1)).
  pose proof (use_s20 IH 0 1 (opt_norm_r _ _ _ _ _ (s66_c2_R) ltac:(cbn [In]; left; reflexivity) (s66_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s66_c2_R2)).
  pose proof (use_s33 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s66_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c2_R2))) as Ho2.
  rewrite (s20_p2 Ho1 ltac:(zlia)).
  rewrite (s20_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p7 Ho2 ltac:(zlia)).
  rewrite (s33_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c3_L (c : nat) : lmoves (s66_board 0 0 (2 + c)) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, strip. tf_options. Qed.
Lemma s66_c3_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F; F]) []) (repeat E 3) (Z.of_nat (2 + c) - 3).
Proof.
  pose proof (tf_norm_strip [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [(1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s66_c3_R (c : nat) : rmoves (s66_board 0 0 (2 + c)) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F; T; E; F]) []].
Proof. unfold s66_board, strip. tf_options. Qed.
Lemma s66_c3_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F; F]) []) (s20_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s66_c3_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; T; E; F]) []) (s33_board 0 (2 + c) 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==0 && b==0 && c>=2 *)
Lemma s66_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s66_board 0 0 (2 + c) -> fst (s66_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s66_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s66_q3] in Hc |- *.
  rewrite tf_game_eq, (s66_c3_L c), (s66_c3_R c); cbn [map].
  rewrite (tf_norm_blank (s66_c3_L1 c)).
  rewrite (tf_norm_game (s66_c3_R1 c)).
  pose proof (use_s20 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s66_c3_R c) ltac:(cbn [In]; left; reflexivity) (s66_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s66_c3_R2 c)).
  pose proof (use_s33 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s66_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c3_R2 c))) as Ho2.
  rewrite (s20_p3 Ho1 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p12 Ho2 ltac:(zlia)).
  rewrite (s33_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c4_L : lmoves (s66_board 0 1 0) = [strip [(3, 1)] ([T; T; F; F]) []].
Proof. unfold s66_board, strip. tf_options. Qed.
Lemma s66_c4_L1 : tf_norm (strip [(3, 1)] ([T; T; F; F]) []) (repeat E 3) (-3).
Proof.
  pose proof (tf_norm_strip [(3, 1)] ([T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s66_c4_R : rmoves (s66_board 0 1 0) = [strip [(1, 1)] ([T; E; E; T; F; F]) []; s35_board 0 1 1].
Proof. unfold s35_board, s66_board, strip. tf_options. Qed.
Lemma s66_c4_R1 : tf_norm (strip [(1, 1)] ([T; E; E; T; F; F]) []) (s21_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F; F]) []); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==0 && b==1 && c==0 *)
Lemma s66_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s66_board 0 1 0 -> fst (s66_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s66_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q1] in Hc |- *.
  rewrite tf_game_eq, (s66_c4_L), (s66_c4_R); cbn [map].
  rewrite (tf_norm_blank (s66_c4_L1)).
  rewrite (tf_norm_game (s66_c4_R1)).
  pose proof (use_s21 IH 0 1 (opt_norm_r _ _ _ _ _ (s66_c4_R) ltac:(cbn [In]; left; reflexivity) (s66_c4_R1))) as Ho1.
  pose proof (use_s35 IH 0 1 1 (opt_r _ _ _ (s66_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s21_p2 Ho1 ltac:(zlia)).
  rewrite (s21_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s66_c5_L : lmoves (s66_board 0 1 1) = [strip [] ([E; E; T; F; E; T; T; F; F]) []].
Proof. unfold s66_board, strip. tf_options. Qed.
Lemma s66_c5_L1 : tf_norm (strip [] ([E; E; T; F; E; T; T; F; F]) []) (s63_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; E; T; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c5_R : rmoves (s66_board 0 1 1) = [strip [(1, 1)] ([T; E; T; E; T; F; F]) []; s96_board 0 1 1 1].
Proof. unfold s66_board, s96_board, strip. tf_options. Qed.
Lemma s66_c5_R1 : tf_norm (strip [(1, 1)] ([T; E; T; E; T; F; F]) []) (s22_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==0 && b==1 && c==1 *)
Lemma s66_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s66_board 0 1 1 -> fst (s66_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s66_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s66_q3] in Hc |- *.
  rewrite tf_game_eq, (s66_c5_L), (s66_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s66_c5_L1)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s66_c5_L) ltac:(cbn [In]; left; reflexivity) (s66_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s66_c5_R1)).
  pose proof (use_s22 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s66_c5_R) ltac:(cbn [In]; left; reflexivity) (s66_c5_R1))) as Ho1.
  pose proof (use_s96 IH 0 1 1 1 (opt_r _ _ _ (s66_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s96_p23 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c6_L (c : nat) : lmoves (s66_board 0 1 (2 + c)) = [strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, strip. tf_options. Qed.
Lemma s66_c6_L1 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s63_board 0 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; T; F]) [(1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c6_R (c : nat) : rmoves (s66_board 0 1 (2 + c)) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; F]) []; s96_board 0 1 (2 + c) 1].
Proof. unfold s66_board, s96_board, strip. tf_options. Qed.
Lemma s66_c6_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; F]) []) (s22_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==0 && b==1 && c>=2 *)
Lemma s66_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s66_board 0 1 (2 + c) -> fst (s66_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s66_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s66_q3] in Hc |- *.
  rewrite tf_game_eq, (s66_c6_L c), (s66_c6_R c); cbn [map].
  rewrite (tf_norm_game (s66_c6_L1 c)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s66_c6_L c) ltac:(cbn [In]; left; reflexivity) (s66_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s66_c6_R1 c)).
  pose proof (use_s22 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s66_c6_R c) ltac:(cbn [In]; left; reflexivity) (s66_c6_R1 c))) as Ho1.
  pose proof (use_s96 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s66_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s96_p23 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c7_L (b : nat) : lmoves (s66_board 0 (2 + b) 0) = [strip [] (E :: E :: repeat T (1 + b) ++ [E; F; T; T; F; F]) []].
Proof. unfold s66_board, strip. tf_options. Qed.
Lemma s66_c7_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (1 + b) ++ [E; F; T; T; F; F]) []) (s37_board 0 (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (1 + b) ++ [E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c7_R (b : nat) : rmoves (s66_board 0 (2 + b) 0) = [s35_board 0 (2 + b) 1].
Proof. unfold s35_board, s66_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==0 && b>=2 && c==0 *)
Lemma s66_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s66_board 0 (2 + b) 0 -> fst (s66_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s66_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q4] in Hc |- *.
  rewrite tf_game_eq, (s66_c7_L b), (s66_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s66_c7_L1 b)).
  pose proof (use_s37 IH 0 (1 + b) (opt_norm_l _ _ _ _ _ (s66_c7_L b) ltac:(cbn [In]; left; reflexivity) (s66_c7_L1 b))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) 1 (opt_r _ _ _ (s66_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    rewrite (s35_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    rewrite (s35_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    rewrite (s35_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    rewrite (s35_p12 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s66_c8_L (b : nat) : lmoves (s66_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; E; T; T; F; F]) []].
Proof. unfold s66_board, strip. tf_options. Qed.
Lemma s66_c8_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; E; T; T; F; F]) []) (s63_board 0 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ [F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c8_R (b : nat) : rmoves (s66_board 0 (2 + b) 1) = [s96_board 0 (2 + b) 1 1].
Proof. unfold s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==0 && b>=2 && c==1 *)
Lemma s66_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s66_board 0 (2 + b) 1 -> fst (s66_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s66_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s66_q5] in Hc |- *.
  rewrite tf_game_eq, (s66_c8_L b), (s66_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s66_c8_L1 b)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s66_c8_L b) ltac:(cbn [In]; left; reflexivity) (s66_c8_L1 b))) as Ho0.
  pose proof (use_s96 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s66_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s96_p35 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s66_c9_L (b c : nat) : lmoves (s66_board 0 (2 + b) (2 + c)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, strip. tf_options. Qed.
Lemma s66_c9_L1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s63_board 0 (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c9_R (b c : nat) : rmoves (s66_board 0 (2 + b) (2 + c)) = [s96_board 0 (2 + b) (2 + c) 1].
Proof. unfold s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==0 && b>=2 && c>=2 *)
Lemma s66_c9_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s66_board 0 (2 + b) (2 + c) -> fst (s66_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s66_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s66_q6] in Hc |- *.
  rewrite tf_game_eq, (s66_c9_L b c), (s66_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s66_c9_L1 b c)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s66_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s66_c9_L1 b c))) as Ho0.
  pose proof (use_s96 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s66_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s96_p35 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s66_c10_L : lmoves (s66_board 1 0 0) = [s67_board 0 1 0 0].
Proof. unfold s66_board, s67_board. tf_options. Qed.
Lemma s66_c10_R : rmoves (s66_board 1 0 0) = [s71_board 1 0 0; s35_board 1 0 1].
Proof. unfold s35_board, s66_board, s71_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==1 && b==0 && c==0 *)
Lemma s66_c10_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s66_board 1 0 0 -> fst (s66_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s66_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q1] in Hc |- *.
  rewrite tf_game_eq, (s66_c10_L), (s66_c10_R); cbn [map].
  pose proof (use_s67 IH 0 1 0 0 (opt_l _ _ _ (s66_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH 1 0 0 (opt_r _ _ _ (s66_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 0 1 (opt_r _ _ _ (s66_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s67_p9 Ho0 ltac:(zlia)).
  rewrite (s71_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s66_c11_L : lmoves (s66_board 1 0 1) = [s67_board 0 1 0 1; strip [] ([T; E; E; F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c11_L2 : tf_norm (strip [] ([T; E; E; F; E; T; T; F; F]) []) (s63_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c11_R : rmoves (s66_board 1 0 1) = [s100_board 1 0 0 1; s96_board 1 0 1 1].
Proof. unfold s100_board, s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==1 && b==0 && c==1 *)
Lemma s66_c11_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s66_board 1 0 1 -> fst (s66_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s66_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s66_q7] in Hc |- *.
  rewrite tf_game_eq, (s66_c11_L), (s66_c11_R); cbn [map].
  pose proof (use_s67 IH 0 1 0 1 (opt_l _ _ _ (s66_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c11_L2)).
  pose proof (use_s63 IH 1 0 (opt_norm_l _ _ _ _ _ (s66_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c11_L2))) as Ho1.
  pose proof (use_s100 IH 1 0 0 1 (opt_r _ _ _ (s66_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH 1 0 1 1 (opt_r _ _ _ (s66_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p10 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s100_p32 Ho2 ltac:(zlia)).
  rewrite (s96_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c12_L (c : nat) : lmoves (s66_board 1 0 (2 + c)) = [s67_board 0 1 0 (2 + c); strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c12_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s63_board 1 0) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; F]) [(1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c12_R (c : nat) : rmoves (s66_board 1 0 (2 + c)) = [s100_board 1 0 0 (2 + c); s96_board 1 0 (2 + c) 1].
Proof. unfold s100_board, s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==1 && b==0 && c>=2 *)
Lemma s66_c12_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s66_board 1 0 (2 + c) -> fst (s66_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s66_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s66_q8] in Hc |- *.
  rewrite tf_game_eq, (s66_c12_L c), (s66_c12_R c); cbn [map].
  pose proof (use_s67 IH 0 1 0 (2 + c) (opt_l _ _ _ (s66_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s66_c12_L2 c)).
  pose proof (use_s63 IH 1 0 (opt_norm_l _ _ _ _ _ (s66_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c12_L2 c))) as Ho1.
  pose proof (use_s100 IH 1 0 0 (2 + c) (opt_r _ _ _ (s66_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s66_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p10 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p33 Ho2 ltac:(zlia)).
  rewrite (s96_p24 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c13_L : lmoves (s66_board 1 1 0) = [s67_board 0 1 1 0; strip [] ([T; E; E; E; F; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c13_L2 : tf_norm (strip [] ([T; E; E; E; F; T; T; F; F]) []) (s17_board 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s17_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c13_R : rmoves (s66_board 1 1 0) = [s71_board 1 0 1; s35_board 1 1 1].
Proof. unfold s35_board, s66_board, s71_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==1 && b==1 && c==0 *)
Lemma s66_c13_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s66_board 1 1 0 -> fst (s66_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s66_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q9] in Hc |- *.
  rewrite tf_game_eq, (s66_c13_L), (s66_c13_R); cbn [map].
  pose proof (use_s67 IH 0 1 1 0 (opt_l _ _ _ (s66_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c13_L2)).
  pose proof (use_s17 IH 1 (opt_norm_l _ _ _ _ _ (s66_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c13_L2))) as Ho1.
  pose proof (use_s71 IH 1 0 1 (opt_r _ _ _ (s66_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH 1 1 1 (opt_r _ _ _ (s66_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p11 Ho0 ltac:(zlia)).
  rewrite (s17_p2 Ho1 ltac:(zlia)).
  rewrite (s71_p5 Ho2 ltac:(zlia)).
  rewrite (s35_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s66_c14_L : lmoves (s66_board 1 1 1) = [s67_board 0 1 1 1; strip [] ([T; E; E; T; F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c14_L2 : tf_norm (strip [] ([T; E; E; T; F; E; T; T; F; F]) []) (s63_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; T; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; T; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c14_R : rmoves (s66_board 1 1 1) = [s100_board 1 0 1 1; s96_board 1 1 1 1].
Proof. unfold s100_board, s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==1 && b==1 && c==1 *)
Lemma s66_c14_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s66_board 1 1 1 -> fst (s66_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s66_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s66_q10] in Hc |- *.
  rewrite tf_game_eq, (s66_c14_L), (s66_c14_R); cbn [map].
  pose proof (use_s67 IH 0 1 1 1 (opt_l _ _ _ (s66_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c14_L2)).
  pose proof (use_s63 IH 1 1 (opt_norm_l _ _ _ _ _ (s66_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c14_L2))) as Ho1.
  pose proof (use_s100 IH 1 0 1 1 (opt_r _ _ _ (s66_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH 1 1 1 1 (opt_r _ _ _ (s66_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p12 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s100_p34 Ho2 ltac:(zlia)).
  rewrite (s96_p59 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c15_L (c : nat) : lmoves (s66_board 1 1 (2 + c)) = [s67_board 0 1 1 (2 + c); strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c15_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s63_board 1 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; E; T; F]) [(1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c15_R (c : nat) : rmoves (s66_board 1 1 (2 + c)) = [s100_board 1 0 1 (2 + c); s96_board 1 1 (2 + c) 1].
Proof. unfold s100_board, s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==1 && b==1 && c>=2 *)
Lemma s66_c15_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s66_board 1 1 (2 + c) -> fst (s66_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s66_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s66_q8] in Hc |- *.
  rewrite tf_game_eq, (s66_c15_L c), (s66_c15_R c); cbn [map].
  pose proof (use_s67 IH 0 1 1 (2 + c) (opt_l _ _ _ (s66_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s66_c15_L2 c)).
  pose proof (use_s63 IH 1 1 (opt_norm_l _ _ _ _ _ (s66_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c15_L2 c))) as Ho1.
  pose proof (use_s100 IH 1 0 1 (2 + c) (opt_r _ _ _ (s66_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s66_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p13 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p33 Ho2 ltac:(zlia)).
  rewrite (s96_p62 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c16_L (b : nat) : lmoves (s66_board 1 (2 + b) 0) = [s67_board 0 1 (2 + b) 0; strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c16_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F; F]) []) (s37_board 1 (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c16_R (b : nat) : rmoves (s66_board 1 (2 + b) 0) = [s35_board 1 (2 + b) 1].
Proof. unfold s35_board, s66_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==1 && b>=2 && c==0 *)
Lemma s66_c16_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s66_board 1 (2 + b) 0 -> fst (s66_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s66_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q4] in Hc |- *.
  rewrite tf_game_eq, (s66_c16_L b), (s66_c16_R b); cbn [map].
  pose proof (use_s67 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s66_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c16_L2 b)).
  pose proof (use_s37 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s66_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c16_L2 b))) as Ho1.
  pose proof (use_s35 IH 1 (2 + b) 1 (opt_r _ _ _ (s66_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s67_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s37_p2 Ho1 ltac:(zlia)).
    rewrite (s35_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p4 Ho1 ltac:(zlia)).
    rewrite (s35_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p5 Ho1 ltac:(zlia)).
    rewrite (s35_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s66_c17_L (b : nat) : lmoves (s66_board 1 (2 + b) 1) = [s67_board 0 1 (2 + b) 1; strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c17_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F; F]) []) (s63_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c17_R (b : nat) : rmoves (s66_board 1 (2 + b) 1) = [s96_board 1 (2 + b) 1 1].
Proof. unfold s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==1 && b>=2 && c==1 *)
Lemma s66_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s66_board 1 (2 + b) 1 -> fst (s66_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s66_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s66_q5] in Hc |- *.
  rewrite tf_game_eq, (s66_c17_L b), (s66_c17_R b); cbn [map].
  pose proof (use_s67 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s66_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c17_L2 b)).
  pose proof (use_s63 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s66_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c17_L2 b))) as Ho1.
  pose proof (use_s96 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s66_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s67_p7 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s96_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c18_L (b c : nat) : lmoves (s66_board 1 (2 + b) (2 + c)) = [s67_board 0 1 (2 + b) (2 + c); strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c18_L2 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s63_board 1 (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c18_R (b c : nat) : rmoves (s66_board 1 (2 + b) (2 + c)) = [s96_board 1 (2 + b) (2 + c) 1].
Proof. unfold s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a==1 && b>=2 && c>=2 *)
Lemma s66_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s66_board 1 (2 + b) (2 + c) -> fst (s66_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s66_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s66_q6] in Hc |- *.
  rewrite tf_game_eq, (s66_c18_L b c), (s66_c18_R b c); cbn [map].
  pose proof (use_s67 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s66_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s66_c18_L2 b c)).
  pose proof (use_s63 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s66_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c18_L2 b c))) as Ho1.
  pose proof (use_s96 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s66_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s67_p8 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s96_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c19_L (a : nat) : lmoves (s66_board (2 + a) 0 0) = [s67_board (1 + a) 1 0 0].
Proof. unfold s66_board, s67_board. tf_options. Qed.
Lemma s66_c19_R (a : nat) : rmoves (s66_board (2 + a) 0 0) = [s71_board (2 + a) 0 0; s35_board (2 + a) 0 1].
Proof. unfold s35_board, s66_board, s71_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a>=2 && b==0 && c==0 *)
Lemma s66_c19_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s66_board (2 + a) 0 0 -> fst (s66_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s66_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q11] in Hc |- *.
  rewrite tf_game_eq, (s66_c19_L a), (s66_c19_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 0 0 (opt_l _ _ _ (s66_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH (2 + a) 0 0 (opt_r _ _ _ (s66_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 0 1 (opt_r _ _ _ (s66_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s67_p32 Ho0 ltac:(zlia)).
  rewrite (s71_p5 Ho1 ltac:(zlia)).
  rewrite (s35_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s66_c19_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s66_board (2 + a) 0 0 -> fst (s66_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s66_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q13] in Hc |- *.
  rewrite tf_game_eq, (s66_c19_L a), (s66_c19_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 0 0 (opt_l _ _ _ (s66_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH (2 + a) 0 0 (opt_r _ _ _ (s66_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 0 1 (opt_r _ _ _ (s66_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s67_p45 Ho0 ltac:(zlia)).
  rewrite (s71_p31 Ho1 ltac:(zlia)).
  rewrite (s35_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s66_c19_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s66_board (2 + a) 0 0 -> fst (s66_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s66_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q16] in Hc |- *.
  rewrite tf_game_eq, (s66_c19_L a), (s66_c19_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 0 0 (opt_l _ _ _ (s66_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH (2 + a) 0 0 (opt_r _ _ _ (s66_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 0 1 (opt_r _ _ _ (s66_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s67_p54 Ho0 ltac:(zlia)).
  rewrite (s71_p37 Ho1 ltac:(zlia)).
  rewrite (s35_p24 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]]]].
Qed.

Lemma s66_c19_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s66_board (2 + a) 0 0 -> fst (s66_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s66_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q19] in Hc |- *.
  rewrite tf_game_eq, (s66_c19_L a), (s66_c19_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 0 0 (opt_l _ _ _ (s66_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH (2 + a) 0 0 (opt_r _ _ _ (s66_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH (2 + a) 0 1 (opt_r _ _ _ (s66_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s67_p54 Ho0 ltac:(zlia)).
  rewrite (s71_p24 Ho1 ltac:(zlia)).
  rewrite (s35_p31 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s66_c20_L (a : nat) : lmoves (s66_board (2 + a) 0 1) = [s67_board (1 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; E; F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; E; T; T; F; F]) []) (s63_board (2 + a) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c20_R (a : nat) : rmoves (s66_board (2 + a) 0 1) = [s100_board (2 + a) 0 0 1; s96_board (2 + a) 0 1 1].
Proof. unfold s100_board, s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a>=2 && b==0 && c==1 *)
Lemma s66_c20_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s66_board (2 + a) 0 1 -> fst (s66_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s66_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s66_q2] in Hc |- *.
  rewrite tf_game_eq, (s66_c20_L a), (s66_c20_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 0 1 (opt_l _ _ _ (s66_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c20_L2 a)).
  pose proof (use_s63 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s66_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c20_L2 a))) as Ho1.
  pose proof (use_s100 IH (2 + a) 0 0 1 (opt_r _ _ _ (s66_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 0 1 1 (opt_r _ _ _ (s66_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p33 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s100_p34 Ho2 ltac:(zlia)).
  rewrite (s96_p71 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c20_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s66_board (2 + a) 0 1 -> fst (s66_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s66_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s66_q14] in Hc |- *.
  rewrite tf_game_eq, (s66_c20_L a), (s66_c20_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 0 1 (opt_l _ _ _ (s66_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c20_L2 a)).
  pose proof (use_s63 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s66_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c20_L2 a))) as Ho1.
  pose proof (use_s100 IH (2 + a) 0 0 1 (opt_r _ _ _ (s66_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 0 1 1 (opt_r _ _ _ (s66_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p33 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s100_p61 Ho2 ltac:(zlia)).
  rewrite (s96_p83 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s66_c20_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s66_board (2 + a) 0 1 -> fst (s66_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s66_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s66_q17] in Hc |- *.
  rewrite tf_game_eq, (s66_c20_L a), (s66_c20_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 0 1 (opt_l _ _ _ (s66_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c20_L2 a)).
  pose proof (use_s63 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s66_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c20_L2 a))) as Ho1.
  pose proof (use_s100 IH (2 + a) 0 0 1 (opt_r _ _ _ (s66_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 0 1 1 (opt_r _ _ _ (s66_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p33 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s100_p73 Ho2 ltac:(zlia)).
  rewrite (s96_p94 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s66_c21_L (a c : nat) : lmoves (s66_board (2 + a) 0 (2 + c)) = [s67_board (1 + a) 1 0 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s63_board (2 + a) 0) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; F]) [(1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c21_R (a c : nat) : rmoves (s66_board (2 + a) 0 (2 + c)) = [s100_board (2 + a) 0 0 (2 + c); s96_board (2 + a) 0 (2 + c) 1].
Proof. unfold s100_board, s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a>=2 && b==0 && c>=2 *)
Lemma s66_c21_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s66_board (2 + a) 0 (2 + c) -> fst (s66_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s66_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s66_q8] in Hc |- *.
  rewrite tf_game_eq, (s66_c21_L a c), (s66_c21_R a c); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s66_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s66_c21_L2 a c)).
  pose proof (use_s63 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s66_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c21_L2 a c))) as Ho1.
  pose proof (use_s100 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s66_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 0 (2 + c) 1 (opt_r _ _ _ (s66_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p34 Ho0 ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p33 Ho2 ltac:(zlia)).
  rewrite (s96_p24 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c22_L (a : nat) : lmoves (s66_board (2 + a) 1 0) = [s67_board (1 + a) 1 1 0; strip [] (repeat T (2 + a) ++ [E; E; E; F; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c22_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; F; T; T; F; F]) []) (s17_board (2 + a)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s17_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c22_R (a : nat) : rmoves (s66_board (2 + a) 1 0) = [s71_board (2 + a) 0 1; s35_board (2 + a) 1 1].
Proof. unfold s35_board, s66_board, s71_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a>=2 && b==1 && c==0 *)
Lemma s66_c22_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s66_board (2 + a) 1 0 -> fst (s66_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s66_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q12] in Hc |- *.
  rewrite tf_game_eq, (s66_c22_L a), (s66_c22_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 1 0 (opt_l _ _ _ (s66_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c22_L2 a)).
  pose proof (use_s17 IH (2 + a) (opt_norm_l _ _ _ _ _ (s66_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c22_L2 a))) as Ho1.
  pose proof (use_s71 IH (2 + a) 0 1 (opt_r _ _ _ (s66_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 1 (opt_r _ _ _ (s66_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p35 Ho0 ltac:(zlia)).
  rewrite (s17_p2 Ho1 ltac:(zlia)).
  rewrite (s71_p23 Ho2 ltac:(zlia)).
  rewrite (s35_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c22_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s66_board (2 + a) 1 0 -> fst (s66_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s66_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q15] in Hc |- *.
  rewrite tf_game_eq, (s66_c22_L a), (s66_c22_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 1 0 (opt_l _ _ _ (s66_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c22_L2 a)).
  pose proof (use_s17 IH (2 + a) (opt_norm_l _ _ _ _ _ (s66_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c22_L2 a))) as Ho1.
  pose proof (use_s71 IH (2 + a) 0 1 (opt_r _ _ _ (s66_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 1 (opt_r _ _ _ (s66_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p46 Ho0 ltac:(zlia)).
  rewrite (s17_p2 Ho1 ltac:(zlia)).
  rewrite (s71_p19 Ho2 ltac:(zlia)).
  rewrite (s35_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c22_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s66_board (2 + a) 1 0 -> fst (s66_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s66_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q18] in Hc |- *.
  rewrite tf_game_eq, (s66_c22_L a), (s66_c22_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 1 0 (opt_l _ _ _ (s66_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c22_L2 a)).
  pose proof (use_s17 IH (2 + a) (opt_norm_l _ _ _ _ _ (s66_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c22_L2 a))) as Ho1.
  pose proof (use_s71 IH (2 + a) 0 1 (opt_r _ _ _ (s66_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s35 IH (2 + a) 1 1 (opt_r _ _ _ (s66_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p46 Ho0 ltac:(zlia)).
  rewrite (s17_p2 Ho1 ltac:(zlia)).
  rewrite (s71_p38 Ho2 ltac:(zlia)).
  rewrite (s35_p28 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c23_L (a : nat) : lmoves (s66_board (2 + a) 1 1) = [s67_board (1 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; E; T; T; F; F]) []) (s63_board (2 + a) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; T; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; T; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c23_R (a : nat) : rmoves (s66_board (2 + a) 1 1) = [s100_board (2 + a) 0 1 1; s96_board (2 + a) 1 1 1].
Proof. unfold s100_board, s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a>=2 && b==1 && c==1 *)
Lemma s66_c23_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s66_board (2 + a) 1 1 -> fst (s66_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s66_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s66_q10] in Hc |- *.
  rewrite tf_game_eq, (s66_c23_L a), (s66_c23_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 1 1 (opt_l _ _ _ (s66_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c23_L2 a)).
  pose proof (use_s63 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s66_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c23_L2 a))) as Ho1.
  pose proof (use_s100 IH (2 + a) 0 1 1 (opt_r _ _ _ (s66_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 1 1 1 (opt_r _ _ _ (s66_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s67_p36 Ho0 ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s100_p48 Ho2 ltac:(zlia)).
    rewrite (s96_p59 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p47 Ho0 ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s100_p63 Ho2 ltac:(zlia)).
    rewrite (s96_p59 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p55 Ho0 ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s100_p75 Ho2 ltac:(zlia)).
    rewrite (s96_p59 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s66_c24_L (a c : nat) : lmoves (s66_board (2 + a) 1 (2 + c)) = [s67_board (1 + a) 1 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s63_board (2 + a) 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; T; F]) [(1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c24_R (a c : nat) : rmoves (s66_board (2 + a) 1 (2 + c)) = [s100_board (2 + a) 0 1 (2 + c); s96_board (2 + a) 1 (2 + c) 1].
Proof. unfold s100_board, s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a>=2 && b==1 && c>=2 *)
Lemma s66_c24_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s66_board (2 + a) 1 (2 + c) -> fst (s66_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s66_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s66_q8] in Hc |- *.
  rewrite tf_game_eq, (s66_c24_L a c), (s66_c24_R a c); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s66_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s66_c24_L2 a c)).
  pose proof (use_s63 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s66_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c24_L2 a c))) as Ho1.
  pose proof (use_s100 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s66_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s96 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s66_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s67_p24 Ho0 ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s100_p33 Ho2 ltac:(zlia)).
    rewrite (s96_p62 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p37 Ho0 ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s100_p33 Ho2 ltac:(zlia)).
    rewrite (s96_p62 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s66_c25_L (a b : nat) : lmoves (s66_board (2 + a) (2 + b) 0) = [s67_board (1 + a) 1 (2 + b) 0; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c25_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F; T; T; F; F]) []) (s37_board (2 + a) (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s37_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c25_R (a b : nat) : rmoves (s66_board (2 + a) (2 + b) 0) = [s35_board (2 + a) (2 + b) 1].
Proof. unfold s35_board, s66_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a>=2 && b>=2 && c==0 *)
Lemma s66_c25_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s66_board (2 + a) (2 + b) 0 -> fst (s66_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s66_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s66_q4] in Hc |- *.
  rewrite tf_game_eq, (s66_c25_L a b), (s66_c25_R a b); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s66_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c25_L2 a b)).
  pose proof (use_s37 IH (2 + a) (1 + b) (opt_norm_l _ _ _ _ _ (s66_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c25_L2 a b))) as Ho1.
  pose proof (use_s35 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s66_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s67_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s37_p2 Ho1 ltac:(zlia)).
    rewrite (s35_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s37_p5 Ho1 ltac:(zlia)).
    rewrite (s35_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s66_c26_L (a b : nat) : lmoves (s66_board (2 + a) (2 + b) 1) = [s67_board (1 + a) 1 (2 + b) 1; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; T; T; F; F]) []) (s63_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c26_R (a b : nat) : rmoves (s66_board (2 + a) (2 + b) 1) = [s96_board (2 + a) (2 + b) 1 1].
Proof. unfold s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a>=2 && b>=2 && c==1 *)
Lemma s66_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s66_board (2 + a) (2 + b) 1 -> fst (s66_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s66_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s66_q5] in Hc |- *.
  rewrite tf_game_eq, (s66_c26_L a b), (s66_c26_R a b); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s66_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s66_c26_L2 a b)).
  pose proof (use_s63 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s66_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c26_L2 a b))) as Ho1.
  pose proof (use_s96 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s66_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s67_p7 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s96_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s66_c27_L (a b c : nat) : lmoves (s66_board (2 + a) (2 + b) (2 + c)) = [s67_board (1 + a) 1 (2 + b) (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s66_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) (s63_board (2 + a) (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s63_board; strip_board_eq | strip_offset].
Qed.
Lemma s66_c27_R (a b c : nat) : rmoves (s66_board (2 + a) (2 + b) (2 + c)) = [s96_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s66_board, s96_board. tf_options. Qed.
(* s66 = T^a _^2 T^b F T^c _ T F^2 on a>=2 && b>=2 && c>=2 *)
Lemma s66_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s66_board (2 + a) (2 + b) (2 + c) -> fst (s66_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s66_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s66_q6] in Hc |- *.
  rewrite tf_game_eq, (s66_c27_L a b c), (s66_c27_R a b c); cbn [map].
  pose proof (use_s67 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s66_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s66_c27_L2 a b c)).
  pose proof (use_s63 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s66_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s66_c27_L2 a b c))) as Ho1.
  pose proof (use_s96 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s66_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s67_p8 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s96_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==0 && c==0 && d==0: the board of s66 *)
Lemma s67_c1_p1 x (Hs66 : s66_claim x) :
  x = s67_board 0 0 0 0 -> fst (s67_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q1] in Hc |- *.
  pose proof (Hs66 0 0 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==0 && c==0 && d==1: the board of s66 *)
Lemma s67_c2_p2 x (Hs66 : s66_claim x) :
  x = s67_board 0 0 0 1 -> fst (s67_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q2] in Hc |- *.
  pose proof (Hs66 0 0 1 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==0 && c==0 && d>=2: the board of s66 *)
Lemma s67_c3_p3 x (Hs66 : s66_claim x) (d : nat) :
  x = s67_board 0 0 0 (2 + d) -> fst (s67_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s67_q3] in Hc |- *.
  pose proof (Hs66 0 0 (2 + d) ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==0 && c==1 && d==0: the board of s66 *)
Lemma s67_c4_p4 x (Hs66 : s66_claim x) :
  x = s67_board 0 0 1 0 -> fst (s67_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s67_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q4] in Hc |- *.
  pose proof (Hs66 0 1 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==0 && c==1 && d==1: the board of s66 *)
Lemma s67_c5_p5 x (Hs66 : s66_claim x) :
  x = s67_board 0 0 1 1 -> fst (s67_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s67_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q5] in Hc |- *.
  pose proof (Hs66 0 1 1 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==0 && c==1 && d>=2: the board of s66 *)
Lemma s67_c6_p5 x (Hs66 : s66_claim x) (d : nat) :
  x = s67_board 0 0 1 (2 + d) -> fst (s67_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s67_q5] in Hc |- *.
  pose proof (Hs66 0 1 (2 + d) ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==0 && c>=2 && d==0: the board of s66 *)
Lemma s67_c7_p6 x (Hs66 : s66_claim x) (c : nat) :
  x = s67_board 0 0 (2 + c) 0 -> fst (s67_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s67_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q6] in Hc |- *.
  pose proof (Hs66 0 (2 + c) 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==0 && c>=2 && d==1: the board of s66 *)
Lemma s67_c8_p7 x (Hs66 : s66_claim x) (c : nat) :
  x = s67_board 0 0 (2 + c) 1 -> fst (s67_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s67_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q7] in Hc |- *.
  pose proof (Hs66 0 (2 + c) 1 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==0 && c>=2 && d>=2: the board of s66 *)
Lemma s67_c9_p8 x (Hs66 : s66_claim x) (c d : nat) :
  x = s67_board 0 0 (2 + c) (2 + d) -> fst (s67_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s67_q8] in Hc |- *.
  pose proof (Hs66 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s67_c10_L : lmoves (s67_board 0 1 0 0) = [s66_board 0 1 0].
Proof. unfold s66_board, s67_board. tf_options. Qed.
Lemma s67_c10_R : rmoves (s67_board 0 1 0 0) = [s71_board 0 1 0; s60_board 0 1 0 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==1 && c==0 && d==0 *)
Lemma s67_c10_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s67_board 0 1 0 0 -> fst (s67_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q9] in Hc |- *.
  rewrite tf_game_eq, (s67_c10_L), (s67_c10_R); cbn [map].
  pose proof (use_s66 IH 0 1 0 (opt_l _ _ _ (s67_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH 0 1 0 (opt_r _ _ _ (s67_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s60 IH 0 1 0 1 (opt_r _ _ _ (s67_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s66_p1 Ho0 ltac:(zlia)).
  rewrite (s71_p1 Ho1 ltac:(zlia)).
  rewrite (s60_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s67_c11_L : lmoves (s67_board 0 1 0 1) = [s66_board 0 1 1; strip [] ([E; T; E; F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c11_L2 : tf_norm (strip [] ([E; T; E; F; E; T; T; F; F]) []) (s73_board 0 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c11_R : rmoves (s67_board 0 1 0 1) = [s100_board 0 1 0 1; s126_board 0 1 0 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==1 && c==0 && d==1 *)
Lemma s67_c11_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s67_board 0 1 0 1 -> fst (s67_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q10] in Hc |- *.
  rewrite tf_game_eq, (s67_c11_L), (s67_c11_R); cbn [map].
  pose proof (use_s66 IH 0 1 1 (opt_l _ _ _ (s67_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s67_c11_L2)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s67_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c11_L2))) as Ho1.
  pose proof (use_s100 IH 0 1 0 1 (opt_r _ _ _ (s67_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 1 0 1 1 (opt_r _ _ _ (s67_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s66_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s100_p14 Ho2 ltac:(zlia)).
  rewrite (s126_p56 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c12_L (d : nat) : lmoves (s67_board 0 1 0 (2 + d)) = [s66_board 0 1 (2 + d); strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c12_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 0 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c12_R (d : nat) : rmoves (s67_board 0 1 0 (2 + d)) = [s100_board 0 1 0 (2 + d); s126_board 0 1 0 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==1 && c==0 && d>=2 *)
Lemma s67_c12_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s67_board 0 1 0 (2 + d) -> fst (s67_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q10] in Hc |- *.
  rewrite tf_game_eq, (s67_c12_L d), (s67_c12_R d); cbn [map].
  pose proof (use_s66 IH 0 1 (2 + d) (opt_l _ _ _ (s67_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s67_c12_L2 d)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s67_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c12_L2 d))) as Ho1.
  pose proof (use_s100 IH 0 1 0 (2 + d) (opt_r _ _ _ (s67_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 1 0 (2 + d) 1 (opt_r _ _ _ (s67_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s66_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho2 ltac:(zlia)).
  rewrite (s126_p56 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c13_L : lmoves (s67_board 0 1 1 0) = [s66_board 0 2 0; strip [] ([E; T; E; E; F; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c13_L2 : tf_norm (strip [] ([E; T; E; E; F; T; T; F; F]) []) (s28_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c13_R : rmoves (s67_board 0 1 1 0) = [s71_board 0 1 1; s60_board 0 1 1 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==1 && c==1 && d==0 *)
Lemma s67_c13_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s67_board 0 1 1 0 -> fst (s67_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s67_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q11] in Hc |- *.
  rewrite tf_game_eq, (s67_c13_L), (s67_c13_R); cbn [map].
  pose proof (use_s66 IH 0 2 0 (opt_l _ _ _ (s67_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s67_c13_L2)).
  pose proof (use_s28 IH 0 1 (opt_norm_l _ _ _ _ _ (s67_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c13_L2))) as Ho1.
  pose proof (use_s71 IH 0 1 1 (opt_r _ _ _ (s67_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH 0 1 1 1 (opt_r _ _ _ (s67_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s66_p4 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s71_p8 Ho2 ltac:(zlia)).
  rewrite (s60_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c14_L : lmoves (s67_board 0 1 1 1) = [s66_board 0 2 1; strip [] ([E; T; E; T; F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c14_L2 : tf_norm (strip [] ([E; T; E; T; F; E; T; T; F; F]) []) (s73_board 0 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; T; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; T; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c14_R : rmoves (s67_board 0 1 1 1) = [s100_board 0 1 1 1; s126_board 0 1 1 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==1 && c==1 && d==1 *)
Lemma s67_c14_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s67_board 0 1 1 1 -> fst (s67_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s67_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q12] in Hc |- *.
  rewrite tf_game_eq, (s67_c14_L), (s67_c14_R); cbn [map].
  pose proof (use_s66 IH 0 2 1 (opt_l _ _ _ (s67_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s67_c14_L2)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s67_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c14_L2))) as Ho1.
  pose proof (use_s100 IH 0 1 1 1 (opt_r _ _ _ (s67_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 1 1 1 1 (opt_r _ _ _ (s67_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s66_p5 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s100_p18 Ho2 ltac:(zlia)).
  rewrite (s126_p68 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c15_L (d : nat) : lmoves (s67_board 0 1 1 (2 + d)) = [s66_board 0 2 (2 + d); strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c15_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 0 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; T; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c15_R (d : nat) : rmoves (s67_board 0 1 1 (2 + d)) = [s100_board 0 1 1 (2 + d); s126_board 0 1 1 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==1 && c==1 && d>=2 *)
Lemma s67_c15_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s67_board 0 1 1 (2 + d) -> fst (s67_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q13] in Hc |- *.
  rewrite tf_game_eq, (s67_c15_L d), (s67_c15_R d); cbn [map].
  pose proof (use_s66 IH 0 2 (2 + d) (opt_l _ _ _ (s67_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s67_c15_L2 d)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s67_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c15_L2 d))) as Ho1.
  pose proof (use_s100 IH 0 1 1 (2 + d) (opt_r _ _ _ (s67_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s67_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s66_p6 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho2 ltac:(zlia)).
  rewrite (s126_p72 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c16_L (c : nat) : lmoves (s67_board 0 1 (2 + c) 0) = [s66_board 0 (3 + c) 0; strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c16_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) (s43_board 0 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c16_R (c : nat) : rmoves (s67_board 0 1 (2 + c) 0) = [s60_board 0 1 (2 + c) 1].
Proof. unfold s60_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==1 && c>=2 && d==0 *)
Lemma s67_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s67_board 0 1 (2 + c) 0 -> fst (s67_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s67_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q6] in Hc |- *.
  rewrite tf_game_eq, (s67_c16_L c), (s67_c16_R c); cbn [map].
  pose proof (use_s66 IH 0 (3 + c) 0 (opt_l _ _ _ (s67_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s67_c16_L2 c)).
  pose proof (use_s43 IH 0 1 (1 + c) (opt_norm_l _ _ _ _ _ (s67_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c16_L2 c))) as Ho1.
  pose proof (use_s60 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s67_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s66_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s43_p4 Ho1 ltac:(zlia)).
    rewrite (s60_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s60_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s60_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s67_c17_L (c : nat) : lmoves (s67_board 0 1 (2 + c) 1) = [s66_board 0 (3 + c) 1; strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c17_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) (s73_board 0 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ [F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c17_R (c : nat) : rmoves (s67_board 0 1 (2 + c) 1) = [s126_board 0 1 (2 + c) 1 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==1 && c>=2 && d==1 *)
Lemma s67_c17_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s67_board 0 1 (2 + c) 1 -> fst (s67_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s67_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q7] in Hc |- *.
  rewrite tf_game_eq, (s67_c17_L c), (s67_c17_R c); cbn [map].
  pose proof (use_s66 IH 0 (3 + c) 1 (opt_l _ _ _ (s67_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s67_c17_L2 c)).
  pose proof (use_s73 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s67_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c17_L2 c))) as Ho1.
  pose proof (use_s126 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s67_c17_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s66_p5 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s126_p39 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c18_L (c d : nat) : lmoves (s67_board 0 1 (2 + c) (2 + d)) = [s66_board 0 (3 + c) (2 + d); strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c18_L2 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 0 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c18_R (c d : nat) : rmoves (s67_board 0 1 (2 + c) (2 + d)) = [s126_board 0 1 (2 + c) (2 + d) 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s67_c18_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s67_board 0 1 (2 + c) (2 + d) -> fst (s67_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q8] in Hc |- *.
  rewrite tf_game_eq, (s67_c18_L c d), (s67_c18_R c d); cbn [map].
  pose proof (use_s66 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s67_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s67_c18_L2 c d)).
  pose proof (use_s73 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s67_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c18_L2 c d))) as Ho1.
  pose proof (use_s126 IH 0 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s67_c18_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s66_p6 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s126_p39 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c19_L (b : nat) : lmoves (s67_board 0 (2 + b) 0 0) = [s67_board 0 (1 + b) 1 0].
Proof. unfold s67_board. tf_options. Qed.
Lemma s67_c19_R (b : nat) : rmoves (s67_board 0 (2 + b) 0 0) = [s71_board 0 (2 + b) 0; s60_board 0 (2 + b) 0 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b>=2 && c==0 && d==0 *)
Lemma s67_c19_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 0 (2 + b) 0 0 -> fst (s67_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q14] in Hc |- *.
  rewrite tf_game_eq, (s67_c19_L b), (s67_c19_R b); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s67_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH 0 (2 + b) 0 (opt_r _ _ _ (s67_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s60 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s67_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s67_p11 Ho0 ltac:(zlia)).
  rewrite (s71_p4 Ho1 ltac:(zlia)).
  rewrite (s60_p30 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s67_c19_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 0 (2 + b) 0 0 -> fst (s67_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q20] in Hc |- *.
  rewrite tf_game_eq, (s67_c19_L b), (s67_c19_R b); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s67_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH 0 (2 + b) 0 (opt_r _ _ _ (s67_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s60 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s67_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s67_p17 Ho0 ltac:(zlia)).
  rewrite (s71_p16 Ho1 ltac:(zlia)).
  rewrite (s60_p40 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c19_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 0 (2 + b) 0 0 -> fst (s67_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q25] in Hc |- *.
  rewrite tf_game_eq, (s67_c19_L b), (s67_c19_R b); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s67_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH 0 (2 + b) 0 (opt_r _ _ _ (s67_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s60 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s67_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s67_p17 Ho0 ltac:(zlia)).
  rewrite (s71_p17 Ho1 ltac:(zlia)).
  rewrite (s60_p41 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s67_c20_L (b : nat) : lmoves (s67_board 0 (2 + b) 0 1) = [s67_board 0 (1 + b) 1 1; strip [] (E :: repeat T (2 + b) ++ [E; F; E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c20_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; E; T; T; F; F]) []) (s73_board 0 (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [E; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c20_R (b : nat) : rmoves (s67_board 0 (2 + b) 0 1) = [s100_board 0 (2 + b) 0 1; s126_board 0 (2 + b) 0 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b>=2 && c==0 && d==1 *)
Lemma s67_c20_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 0 (2 + b) 0 1 -> fst (s67_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q15] in Hc |- *.
  rewrite tf_game_eq, (s67_c20_L b), (s67_c20_R b); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s67_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s67_c20_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c20_L2 b))) as Ho1.
  pose proof (use_s100 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s67_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s67_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p12 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s100_p16 Ho2 ltac:(zlia)).
  rewrite (s126_p87 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c20_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 0 (2 + b) 0 1 -> fst (s67_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q21] in Hc |- *.
  rewrite tf_game_eq, (s67_c20_L b), (s67_c20_R b); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s67_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s67_c20_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c20_L2 b))) as Ho1.
  pose proof (use_s100 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s67_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s67_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p18 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s100_p16 Ho2 ltac:(zlia)).
  rewrite (s126_p129 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

