(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s187_c5_L : lmoves (s187_board 0 1 1) = [strip [(0, 1)] ([E; T; T; F; T; E; E; T; F]) []; strip [(0, 1)] ([T; E; T; F; E; T; E; T; F]) []].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; T; E; E; T; F]) []) (s84_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; E; T; F]) []) (s112_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c5_R : rmoves (s187_board 0 1 1) = [strip [(0, 1)] ([T; F; T; E; T; E; E; T; F]) []; strip [(0, 1)] ([T; E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; E; T; F]) []) (s120_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; E; T; F]) []); [reflexivity | unfold s120_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c5_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; F]) [(1, 1)]) (s113_board 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==0 && b==1 && c==1 *)
Lemma s187_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s187_board 0 1 1 -> fst (s187_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s187_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s187_q3] in Hc |- *.
  rewrite tf_game_eq, (s187_c5_L), (s187_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s187_c5_L1)).
  pose proof (use_s84 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s187_c5_L) ltac:(cbn [In]; left; reflexivity) (s187_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s187_c5_L2)).
  pose proof (use_s112 IH 1 1 0 1 (opt_norm_l _ _ _ _ _ (s187_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s187_c5_R1)).
  pose proof (use_s120 IH 1 1 (opt_norm_r _ _ _ _ _ (s187_c5_R) ltac:(cbn [In]; left; reflexivity) (s187_c5_R1))) as Ho2.
  rewrite (tf_norm_game (s187_c5_R2)).
  pose proof (use_s113 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s187_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c5_R2))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p15 Ho1 ltac:(zlia)).
  rewrite (s120_p3 Ho2 ltac:(zlia)).
  rewrite (s113_p9 Ho3 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s187_c6_L (c : nat) : lmoves (s187_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; E; T; F]) []].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; E; T; F]) []) (s112_board 1 1 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c6_R (c : nat) : rmoves (s187_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s120_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s120_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c6_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==0 && b==1 && c>=2 *)
Lemma s187_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s187_board 0 1 (2 + c) -> fst (s187_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s187_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s187_q3] in Hc |- *.
  rewrite tf_game_eq, (s187_c6_L c), (s187_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s187_c6_L1 c)).
  pose proof (use_s84 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s187_c6_L c) ltac:(cbn [In]; left; reflexivity) (s187_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s187_c6_L2 c)).
  pose proof (use_s112 IH 1 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s187_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s187_c6_R1 c)).
  pose proof (use_s120 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s187_c6_R c) ltac:(cbn [In]; left; reflexivity) (s187_c6_R1 c))) as Ho2.
  rewrite (tf_norm_game (s187_c6_R2 c)).
  pose proof (use_s113 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s187_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c6_R2 c))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s120_p3 Ho2 ltac:(zlia)).
  rewrite (s113_p9 Ho3 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s187_c7_L (b : nat) : lmoves (s187_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; E; T; F]) []].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E; T; F]) []) (s84_board 0 (3 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; E; T; F]) []) (s81_board 1 (1 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c7_R (b : nat) : rmoves (s187_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s113_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==0 && b>=2 && c==0 *)
Lemma s187_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s187_board 0 (2 + b) 0 -> fst (s187_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s187_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q5] in Hc |- *.
  rewrite tf_game_eq, (s187_c7_L b), (s187_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s187_c7_L1 b)).
  pose proof (use_s84 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s187_c7_L b) ltac:(cbn [In]; left; reflexivity) (s187_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s187_c7_L2 b)).
  pose proof (use_s81 IH 1 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s187_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game (s187_c7_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s187_c7_R b) ltac:(cbn [In]; left; reflexivity) (s187_c7_R1 b))) as Ho2.
  rewrite (s84_p7 Ho0 ltac:(zlia)).
  rewrite (s81_p44 Ho1 ltac:(zlia)).
  rewrite (s113_p17 Ho2 ltac:(zlia)).
  rewrite (s113_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s187_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s187_board 0 (2 + b) 0 -> fst (s187_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s187_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q6] in Hc |- *.
  rewrite tf_game_eq, (s187_c7_L b), (s187_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s187_c7_L1 b)).
  pose proof (use_s84 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s187_c7_L b) ltac:(cbn [In]; left; reflexivity) (s187_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s187_c7_L2 b)).
  pose proof (use_s81 IH 1 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s187_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game (s187_c7_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s187_c7_R b) ltac:(cbn [In]; left; reflexivity) (s187_c7_R1 b))) as Ho2.
  rewrite (s84_p9 Ho0 ltac:(zlia)).
  rewrite (s81_p51 Ho1 ltac:(zlia)).
  rewrite (s113_p18 Ho2 ltac:(zlia)).
  rewrite (s113_p18_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s187_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s187_board 0 (2 + b) 0 -> fst (s187_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s187_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q8] in Hc |- *.
  rewrite tf_game_eq, (s187_c7_L b), (s187_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s187_c7_L1 b)).
  pose proof (use_s84 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s187_c7_L b) ltac:(cbn [In]; left; reflexivity) (s187_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s187_c7_L2 b)).
  pose proof (use_s81 IH 1 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s187_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game (s187_c7_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s187_c7_R b) ltac:(cbn [In]; left; reflexivity) (s187_c7_R1 b))) as Ho2.
  rewrite (s84_p10 Ho0 ltac:(zlia)).
  rewrite (s81_p35 Ho1 ltac:(zlia)).
  rewrite (s113_p13 Ho2 ltac:(zlia)).
  rewrite (s113_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s187_c8_L (b : nat) : lmoves (s187_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; E; T; F]) []) (s84_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []) (s112_board 1 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c8_R (b : nat) : rmoves (s187_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]) (s113_board 1 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==0 && b>=2 && c==1 *)
Lemma s187_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s187_board 0 (2 + b) 1 -> fst (s187_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s187_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s187_q4] in Hc |- *.
  rewrite tf_game_eq, (s187_c8_L b), (s187_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s187_c8_L1 b)).
  pose proof (use_s84 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s187_c8_L b) ltac:(cbn [In]; left; reflexivity) (s187_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s187_c8_L2 b)).
  pose proof (use_s112 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s187_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s187_c8_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s187_c8_R b) ltac:(cbn [In]; left; reflexivity) (s187_c8_R1 b))) as Ho2.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s187_c9_L (b c : nat) : lmoves (s187_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; T; F]) []].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; T; F]) []) (s112_board 1 (2 + b) (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c9_R (b c : nat) : rmoves (s187_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==0 && b>=2 && c>=2 *)
Lemma s187_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s187_board 0 (2 + b) (2 + c) -> fst (s187_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s187_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s187_q4] in Hc |- *.
  rewrite tf_game_eq, (s187_c9_L b c), (s187_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s187_c9_L1 b c)).
  pose proof (use_s84 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s187_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s187_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s187_c9_L2 b c)).
  pose proof (use_s112 IH 1 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s187_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s187_c9_R1 b c)).
  pose proof (use_s113 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s187_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s187_c9_R1 b c))) as Ho2.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s187_c10_L : lmoves (s187_board 1 0 0) = [s150_board 1 1 0].
Proof. unfold s150_board, s187_board. tf_options. Qed.
Lemma s187_c10_R : rmoves (s187_board 1 0 0) = [s140_board 1; strip [] ([T; F; T; E; F; E; F]) [(1, 1)]].
Proof. unfold s140_board, s187_board, strip. tf_options. Qed.
Lemma s187_c10_R2 : tf_norm (strip [] ([T; F; T; E; F; E; F]) [(1, 1)]) (s198_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==1 && b==0 && c==0 *)
Lemma s187_c10_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s187_board 1 0 0 -> fst (s187_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s187_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q9] in Hc |- *.
  rewrite tf_game_eq, (s187_c10_L), (s187_c10_R); cbn [map].
  pose proof (use_s150 IH 1 1 0 (opt_l _ _ _ (s187_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s140 IH 1 (opt_r _ _ _ (s187_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c10_R2)).
  pose proof (use_s198 IH 1 0 0 0 (opt_norm_r _ _ _ _ _ (s187_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c10_R2))) as Ho2.
  rewrite (s150_p3 Ho0 ltac:(zlia)).
  rewrite (s140_p2 Ho1 ltac:(zlia)).
  rewrite (s198_p5 Ho2 ltac:(zlia)).
  rewrite (s198_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s187_c11_L : lmoves (s187_board 1 0 1) = [s150_board 1 1 1; s201_board 1 0 0 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c11_R : rmoves (s187_board 1 0 1) = [s151_board 1 1; strip [] ([T; F; T; E; F; T; E; F]) [(1, 1)]].
Proof. unfold s151_board, s187_board, strip. tf_options. Qed.
Lemma s187_c11_R2 : tf_norm (strip [] ([T; F; T; E; F; T; E; F]) [(1, 1)]) (s198_board 1 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==1 && b==0 && c==1 *)
Lemma s187_c11_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s187_board 1 0 1 -> fst (s187_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s187_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s187_q2] in Hc |- *.
  rewrite tf_game_eq, (s187_c11_L), (s187_c11_R); cbn [map].
  pose proof (use_s150 IH 1 1 1 (opt_l _ _ _ (s187_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 0 0 1 (opt_l _ _ _ (s187_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s151 IH 1 1 (opt_r _ _ _ (s187_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s187_c11_R2)).
  pose proof (use_s198 IH 1 0 1 0 (opt_norm_r _ _ _ _ _ (s187_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c11_R2))) as Ho3.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  rewrite (s201_p16 Ho1 ltac:(zlia)).
  rewrite (s151_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p5 Ho3 ltac:(zlia)).
  rewrite (s198_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s187_c12_L (c : nat) : lmoves (s187_board 1 0 (2 + c)) = [s150_board 1 1 (2 + c); s201_board 1 0 (1 + c) 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c12_R (c : nat) : rmoves (s187_board 1 0 (2 + c)) = [s151_board 1 (2 + c); strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s151_board, s187_board, strip. tf_options. Qed.
Lemma s187_c12_R2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s198_board 1 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==1 && b==0 && c>=2 *)
Lemma s187_c12_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s187_board 1 0 (2 + c) -> fst (s187_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s187_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s187_q2] in Hc |- *.
  rewrite tf_game_eq, (s187_c12_L c), (s187_c12_R c); cbn [map].
  pose proof (use_s150 IH 1 1 (2 + c) (opt_l _ _ _ (s187_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s187_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s151 IH 1 (2 + c) (opt_r _ _ _ (s187_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s187_c12_R2 c)).
  pose proof (use_s198 IH 1 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s187_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c12_R2 c))) as Ho3.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  rewrite (s201_p17 Ho1 ltac:(zlia)).
  rewrite (s151_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p5 Ho3 ltac:(zlia)).
  rewrite (s198_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s187_c13_L : lmoves (s187_board 1 1 0) = [s150_board 1 2 0; s162_board 1 0 1].
Proof. unfold s150_board, s162_board, s187_board. tf_options. Qed.
Lemma s187_c13_R : rmoves (s187_board 1 1 0) = [s176_board 1; strip [] ([T; F; T; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s176_board, s187_board, strip. tf_options. Qed.
Lemma s187_c13_R2 : tf_norm (strip [] ([T; F; T; E; T; F; E; F]) [(1, 1)]) (s198_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==1 && b==1 && c==0 *)
Lemma s187_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s187_board 1 1 0 -> fst (s187_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s187_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q3] in Hc |- *.
  rewrite tf_game_eq, (s187_c13_L), (s187_c13_R); cbn [map].
  pose proof (use_s150 IH 1 2 0 (opt_l _ _ _ (s187_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 0 1 (opt_l _ _ _ (s187_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s176 IH 1 (opt_r _ _ _ (s187_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s187_c13_R2)).
  pose proof (use_s198 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s187_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c13_R2))) as Ho3.
  rewrite (s150_p9 Ho0 ltac:(zlia)).
  rewrite (s162_p2 Ho1 ltac:(zlia)).
  rewrite (s176_p1 Ho2 I).
  rewrite (s198_p3 Ho3 ltac:(zlia)).
  rewrite (s198_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s187_c14_L : lmoves (s187_board 1 1 1) = [s150_board 1 2 1; s201_board 1 1 0 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c14_R : rmoves (s187_board 1 1 1) = [s202_board 1 1; strip [] ([T; F; T; E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s187_board, s202_board, strip. tf_options. Qed.
Lemma s187_c14_R2 : tf_norm (strip [] ([T; F; T; E; T; F; T; E; F]) [(1, 1)]) (s198_board 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==1 && b==1 && c==1 *)
Lemma s187_c14_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s187_board 1 1 1 -> fst (s187_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s187_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s187_q3] in Hc |- *.
  rewrite tf_game_eq, (s187_c14_L), (s187_c14_R); cbn [map].
  pose proof (use_s150 IH 1 2 1 (opt_l _ _ _ (s187_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 1 0 1 (opt_l _ _ _ (s187_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s202 IH 1 1 (opt_r _ _ _ (s187_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s187_c14_R2)).
  pose proof (use_s198 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s187_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c14_R2))) as Ho3.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  rewrite (s201_p10 Ho1 ltac:(zlia)).
  rewrite (s202_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p4 Ho3 ltac:(zlia)).
  rewrite (s198_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s187_c15_L (c : nat) : lmoves (s187_board 1 1 (2 + c)) = [s150_board 1 2 (2 + c); s201_board 1 1 (1 + c) 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c15_R (c : nat) : rmoves (s187_board 1 1 (2 + c)) = [s202_board 1 (2 + c); strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s187_board, s202_board, strip. tf_options. Qed.
Lemma s187_c15_R2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s198_board 1 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==1 && b==1 && c>=2 *)
Lemma s187_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s187_board 1 1 (2 + c) -> fst (s187_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s187_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s187_q3] in Hc |- *.
  rewrite tf_game_eq, (s187_c15_L c), (s187_c15_R c); cbn [map].
  pose proof (use_s150 IH 1 2 (2 + c) (opt_l _ _ _ (s187_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s187_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s202 IH 1 (2 + c) (opt_r _ _ _ (s187_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s187_c15_R2 c)).
  pose proof (use_s198 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s187_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c15_R2 c))) as Ho3.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  rewrite (s201_p10 Ho1 ltac:(zlia)).
  rewrite (s202_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p4 Ho3 ltac:(zlia)).
  rewrite (s198_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s187_c16_L (b : nat) : lmoves (s187_board 1 (2 + b) 0) = [s150_board 1 (3 + b) 0; s192_board 1 (1 + b) 0 1].
Proof. unfold s150_board, s187_board, s192_board. tf_options. Qed.
Lemma s187_c16_R (b : nat) : rmoves (s187_board 1 (2 + b) 0) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c16_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s198_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==1 && b>=2 && c==0 *)
Lemma s187_c16_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s187_board 1 (2 + b) 0 -> fst (s187_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s187_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q5] in Hc |- *.
  rewrite tf_game_eq, (s187_c16_L b), (s187_c16_R b); cbn [map].
  pose proof (use_s150 IH 1 (3 + b) 0 (opt_l _ _ _ (s187_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s187_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c16_R1 b)).
  pose proof (use_s198 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s187_c16_R b) ltac:(cbn [In]; left; reflexivity) (s187_c16_R1 b))) as Ho2.
  rewrite (s150_p6 Ho0 ltac:(zlia)).
  rewrite (s192_p32 Ho1 ltac:(zlia)).
  rewrite (s198_p7 Ho2 ltac:(zlia)).
  rewrite (s198_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s187_c16_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s187_board 1 (2 + b) 0 -> fst (s187_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s187_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q7] in Hc |- *.
  rewrite tf_game_eq, (s187_c16_L b), (s187_c16_R b); cbn [map].
  pose proof (use_s150 IH 1 (3 + b) 0 (opt_l _ _ _ (s187_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s187_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c16_R1 b)).
  pose proof (use_s198 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s187_c16_R b) ltac:(cbn [In]; left; reflexivity) (s187_c16_R1 b))) as Ho2.
  rewrite (s150_p7 Ho0 ltac:(zlia)).
  rewrite (s192_p24 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  rewrite (s198_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s187_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s187_board 1 (2 + b) 0 -> fst (s187_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s187_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q8] in Hc |- *.
  rewrite tf_game_eq, (s187_c16_L b), (s187_c16_R b); cbn [map].
  pose proof (use_s150 IH 1 (3 + b) 0 (opt_l _ _ _ (s187_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s187_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c16_R1 b)).
  pose proof (use_s198 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s187_c16_R b) ltac:(cbn [In]; left; reflexivity) (s187_c16_R1 b))) as Ho2.
  rewrite (s150_p7 Ho0 ltac:(zlia)).
  rewrite (s192_p24 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  rewrite (s198_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s187_c17_L (b : nat) : lmoves (s187_board 1 (2 + b) 1) = [s150_board 1 (3 + b) 1; s201_board 1 (2 + b) 0 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c17_R (b : nat) : rmoves (s187_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]) (s198_board 1 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==1 && b>=2 && c==1 *)
Lemma s187_c17_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s187_board 1 (2 + b) 1 -> fst (s187_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s187_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s187_q4] in Hc |- *.
  rewrite tf_game_eq, (s187_c17_L b), (s187_c17_R b); cbn [map].
  pose proof (use_s150 IH 1 (3 + b) 1 (opt_l _ _ _ (s187_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s187_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c17_R1 b)).
  pose proof (use_s198 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s187_c17_R b) ltac:(cbn [In]; left; reflexivity) (s187_c17_R1 b))) as Ho2.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s198_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s187_c18_L (b c : nat) : lmoves (s187_board 1 (2 + b) (2 + c)) = [s150_board 1 (3 + b) (2 + c); s201_board 1 (2 + b) (1 + c) 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c18_R (b c : nat) : rmoves (s187_board 1 (2 + b) (2 + c)) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c18_R1 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s198_board 1 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==1 && b>=2 && c>=2 *)
Lemma s187_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s187_board 1 (2 + b) (2 + c) -> fst (s187_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s187_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s187_q4] in Hc |- *.
  rewrite tf_game_eq, (s187_c18_L b c), (s187_c18_R b c); cbn [map].
  pose proof (use_s150 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s187_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s187_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c18_R1 b c)).
  pose proof (use_s198 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s187_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s187_c18_R1 b c))) as Ho2.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s198_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s187_c19_L (a : nat) : lmoves (s187_board (2 + a) 0 0) = [s150_board (2 + a) 1 0].
Proof. unfold s150_board, s187_board. tf_options. Qed.
Lemma s187_c19_R (a : nat) : rmoves (s187_board (2 + a) 0 0) = [s140_board (2 + a); strip [] (repeat T (2 + a) ++ [F; T; E; F; E; F]) [(1, 1)]].
Proof. unfold s140_board, s187_board, strip. tf_options. Qed.
Lemma s187_c19_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F; E; F]) [(1, 1)]) (s198_board (2 + a) 0 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a>=2 && b==0 && c==0 *)
Lemma s187_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s187_board (2 + a) 0 0 -> fst (s187_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s187_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q10] in Hc |- *.
  rewrite tf_game_eq, (s187_c19_L a), (s187_c19_R a); cbn [map].
  pose proof (use_s150 IH (2 + a) 1 0 (opt_l _ _ _ (s187_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s140 IH (2 + a) (opt_r _ _ _ (s187_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c19_R2 a)).
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s187_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c19_R2 a))) as Ho2.
  rewrite (s150_p12 Ho0 ltac:(zlia)).
  rewrite (s140_p2 Ho1 ltac:(zlia)).
  rewrite (s198_p5 Ho2 ltac:(zlia)).
  rewrite (s198_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s187_c19_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s187_board (2 + a) 0 0 -> fst (s187_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s187_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q11] in Hc |- *.
  rewrite tf_game_eq, (s187_c19_L a), (s187_c19_R a); cbn [map].
  pose proof (use_s150 IH (2 + a) 1 0 (opt_l _ _ _ (s187_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s140 IH (2 + a) (opt_r _ _ _ (s187_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c19_R2 a)).
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s187_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c19_R2 a))) as Ho2.
  rewrite (s150_p15 Ho0 ltac:(zlia)).
  rewrite (s140_p2 Ho1 ltac:(zlia)).
  rewrite (s198_p5 Ho2 ltac:(zlia)).
  rewrite (s198_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s187_c19_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s187_board (2 + a) 0 0 -> fst (s187_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s187_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q12] in Hc |- *.
  rewrite tf_game_eq, (s187_c19_L a), (s187_c19_R a); cbn [map].
  pose proof (use_s150 IH (2 + a) 1 0 (opt_l _ _ _ (s187_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s140 IH (2 + a) (opt_r _ _ _ (s187_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c19_R2 a)).
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s187_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c19_R2 a))) as Ho2.
  rewrite (s150_p18 Ho0 ltac:(zlia)).
  rewrite (s140_p2 Ho1 ltac:(zlia)).
  rewrite (s198_p5 Ho2 ltac:(zlia)).
  rewrite (s198_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s187_c20_L (a : nat) : lmoves (s187_board (2 + a) 0 1) = [s150_board (2 + a) 1 1; s201_board (2 + a) 0 0 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c20_R (a : nat) : rmoves (s187_board (2 + a) 0 1) = [s151_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [F; T; E; F; T; E; F]) [(1, 1)]].
Proof. unfold s151_board, s187_board, strip. tf_options. Qed.
Lemma s187_c20_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F; T; E; F]) [(1, 1)]) (s198_board (2 + a) 0 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a>=2 && b==0 && c==1 *)
Lemma s187_c20_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s187_board (2 + a) 0 1 -> fst (s187_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s187_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s187_q2] in Hc |- *.
  rewrite tf_game_eq, (s187_c20_L a), (s187_c20_R a); cbn [map].
  pose proof (use_s150 IH (2 + a) 1 1 (opt_l _ _ _ (s187_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 0 1 (opt_l _ _ _ (s187_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s151 IH (2 + a) 1 (opt_r _ _ _ (s187_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s187_c20_R2 a)).
  pose proof (use_s198 IH (2 + a) 0 1 0 (opt_norm_r _ _ _ _ _ (s187_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c20_R2 a))) as Ho3.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s201_p19 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p5 Ho3 ltac:(zlia)).
    rewrite (s198_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p27 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p5 Ho3 ltac:(zlia)).
    rewrite (s198_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p35 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p5 Ho3 ltac:(zlia)).
    rewrite (s198_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s187_c21_L (a c : nat) : lmoves (s187_board (2 + a) 0 (2 + c)) = [s150_board (2 + a) 1 (2 + c); s201_board (2 + a) 0 (1 + c) 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c21_R (a c : nat) : rmoves (s187_board (2 + a) 0 (2 + c)) = [s151_board (2 + a) (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s151_board, s187_board, strip. tf_options. Qed.
Lemma s187_c21_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s198_board (2 + a) 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a>=2 && b==0 && c>=2 *)
Lemma s187_c21_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s187_board (2 + a) 0 (2 + c) -> fst (s187_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s187_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s187_q2] in Hc |- *.
  rewrite tf_game_eq, (s187_c21_L a c), (s187_c21_R a c); cbn [map].
  pose proof (use_s150 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s187_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s187_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s151 IH (2 + a) (2 + c) (opt_r _ _ _ (s187_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s187_c21_R2 a c)).
  pose proof (use_s198 IH (2 + a) 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s187_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c21_R2 a c))) as Ho3.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s201_p19 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p5 Ho3 ltac:(zlia)).
    rewrite (s198_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p27 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p5 Ho3 ltac:(zlia)).
    rewrite (s198_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p35 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p5 Ho3 ltac:(zlia)).
    rewrite (s198_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s187_c22_L (a : nat) : lmoves (s187_board (2 + a) 1 0) = [s150_board (2 + a) 2 0; s162_board (2 + a) 0 1].
Proof. unfold s150_board, s162_board, s187_board. tf_options. Qed.
Lemma s187_c22_R (a : nat) : rmoves (s187_board (2 + a) 1 0) = [s176_board (2 + a); strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s176_board, s187_board, strip. tf_options. Qed.
Lemma s187_c22_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 1)]) (s198_board (2 + a) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a>=2 && b==1 && c==0 *)
Lemma s187_c22_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s187_board (2 + a) 1 0 -> fst (s187_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s187_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q3] in Hc |- *.
  rewrite tf_game_eq, (s187_c22_L a), (s187_c22_R a); cbn [map].
  pose proof (use_s150 IH (2 + a) 2 0 (opt_l _ _ _ (s187_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 1 (opt_l _ _ _ (s187_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s176 IH (2 + a) (opt_r _ _ _ (s187_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s187_c22_R2 a)).
  pose proof (use_s198 IH (2 + a) 1 0 0 (opt_norm_r _ _ _ _ _ (s187_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c22_R2 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s150_p6 Ho0 ltac:(zlia)).
    rewrite (s162_p4 Ho1 ltac:(zlia)).
    rewrite (s176_p1 Ho2 I).
    rewrite (s198_p3 Ho3 ltac:(zlia)).
    rewrite (s198_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s150_p16 Ho0 ltac:(zlia)).
    rewrite (s162_p13 Ho1 ltac:(zlia)).
    rewrite (s176_p1 Ho2 I).
    rewrite (s198_p3 Ho3 ltac:(zlia)).
    rewrite (s198_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s150_p19 Ho0 ltac:(zlia)).
    rewrite (s162_p15 Ho1 ltac:(zlia)).
    rewrite (s176_p1 Ho2 I).
    rewrite (s198_p3 Ho3 ltac:(zlia)).
    rewrite (s198_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s150_p22 Ho0 ltac:(zlia)).
    rewrite (s162_p15 Ho1 ltac:(zlia)).
    rewrite (s176_p1 Ho2 I).
    rewrite (s198_p3 Ho3 ltac:(zlia)).
    rewrite (s198_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
Qed.

Lemma s187_c23_L (a : nat) : lmoves (s187_board (2 + a) 1 1) = [s150_board (2 + a) 2 1; s201_board (2 + a) 1 0 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c23_R (a : nat) : rmoves (s187_board (2 + a) 1 1) = [s202_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s187_board, s202_board, strip. tf_options. Qed.
Lemma s187_c23_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; F]) [(1, 1)]) (s198_board (2 + a) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a>=2 && b==1 && c==1 *)
Lemma s187_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s187_board (2 + a) 1 1 -> fst (s187_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s187_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s187_q3] in Hc |- *.
  rewrite tf_game_eq, (s187_c23_L a), (s187_c23_R a); cbn [map].
  pose proof (use_s150 IH (2 + a) 2 1 (opt_l _ _ _ (s187_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 0 1 (opt_l _ _ _ (s187_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s202 IH (2 + a) 1 (opt_r _ _ _ (s187_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s187_c23_R2 a)).
  pose proof (use_s198 IH (2 + a) 1 1 0 (opt_norm_r _ _ _ _ _ (s187_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c23_R2 a))) as Ho3.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s201_p20 Ho1 ltac:(zlia)).
    rewrite (s202_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p4 Ho3 ltac:(zlia)).
    rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p28 Ho1 ltac:(zlia)).
    rewrite (s202_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p4 Ho3 ltac:(zlia)).
    rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p36 Ho1 ltac:(zlia)).
    rewrite (s202_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p4 Ho3 ltac:(zlia)).
    rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p38 Ho1 ltac:(zlia)).
    rewrite (s202_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p4 Ho3 ltac:(zlia)).
    rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s187_c24_L (a c : nat) : lmoves (s187_board (2 + a) 1 (2 + c)) = [s150_board (2 + a) 2 (2 + c); s201_board (2 + a) 1 (1 + c) 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c24_R (a c : nat) : rmoves (s187_board (2 + a) 1 (2 + c)) = [s202_board (2 + a) (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s187_board, s202_board, strip. tf_options. Qed.
Lemma s187_c24_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s198_board (2 + a) 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a>=2 && b==1 && c>=2 *)
Lemma s187_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s187_board (2 + a) 1 (2 + c) -> fst (s187_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s187_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s187_q3] in Hc |- *.
  rewrite tf_game_eq, (s187_c24_L a c), (s187_c24_R a c); cbn [map].
  pose proof (use_s150 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s187_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s187_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s202 IH (2 + a) (2 + c) (opt_r _ _ _ (s187_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s187_c24_R2 a c)).
  pose proof (use_s198 IH (2 + a) 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s187_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c24_R2 a c))) as Ho3.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]].
  {
    rewrite (s201_p22 Ho1 ltac:(zlia)).
    rewrite (s202_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p4 Ho3 ltac:(zlia)).
    rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p24 Ho1 ltac:(zlia)).
    rewrite (s202_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p4 Ho3 ltac:(zlia)).
    rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p30 Ho1 ltac:(zlia)).
    rewrite (s202_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p4 Ho3 ltac:(zlia)).
    rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p32 Ho1 ltac:(zlia)).
    rewrite (s202_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p4 Ho3 ltac:(zlia)).
    rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p36 Ho1 ltac:(zlia)).
    rewrite (s202_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p4 Ho3 ltac:(zlia)).
    rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s201_p38 Ho1 ltac:(zlia)).
    rewrite (s202_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p4 Ho3 ltac:(zlia)).
    rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s187_c25_L (a b : nat) : lmoves (s187_board (2 + a) (2 + b) 0) = [s150_board (2 + a) (3 + b) 0; s192_board (2 + a) (1 + b) 0 1].
Proof. unfold s150_board, s187_board, s192_board. tf_options. Qed.
Lemma s187_c25_R (a b : nat) : rmoves (s187_board (2 + a) (2 + b) 0) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c25_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s198_board (2 + a) (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a>=2 && b>=2 && c==0 *)
Lemma s187_c25_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s187_board (2 + a) (2 + b) 0 -> fst (s187_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s187_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q5] in Hc |- *.
  rewrite tf_game_eq, (s187_c25_L a b), (s187_c25_R a b); cbn [map].
  pose proof (use_s150 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s187_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s187_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c25_R1 a b)).
  pose proof (use_s198 IH (2 + a) (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s187_c25_R a b) ltac:(cbn [In]; left; reflexivity) (s187_c25_R1 a b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s150_p8 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s192_p40 Ho1 ltac:(zlia)).
      rewrite (s198_p7 Ho2 ltac:(zlia)).
      rewrite (s198_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s192_p45 Ho1 ltac:(zlia)).
      rewrite (s198_p7 Ho2 ltac:(zlia)).
      rewrite (s198_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s150_p20 Ho0 ltac:(zlia)).
    rewrite (s192_p49 Ho1 ltac:(zlia)).
    rewrite (s198_p7 Ho2 ltac:(zlia)).
    rewrite (s198_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s187_c25_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s187_board (2 + a) (2 + b) 0 -> fst (s187_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s187_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q7] in Hc |- *.
  rewrite tf_game_eq, (s187_c25_L a b), (s187_c25_R a b); cbn [map].
  pose proof (use_s150 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s187_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s187_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c25_R1 a b)).
  pose proof (use_s198 IH (2 + a) (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s187_c25_R a b) ltac:(cbn [In]; left; reflexivity) (s187_c25_R1 a b))) as Ho2.
  rewrite (s150_p7 Ho0 ltac:(zlia)).
  rewrite (s192_p25 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  rewrite (s198_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s187_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s187_board (2 + a) (2 + b) 0 -> fst (s187_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s187_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q8] in Hc |- *.
  rewrite tf_game_eq, (s187_c25_L a b), (s187_c25_R a b); cbn [map].
  pose proof (use_s150 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s187_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s187_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c25_R1 a b)).
  pose proof (use_s198 IH (2 + a) (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s187_c25_R a b) ltac:(cbn [In]; left; reflexivity) (s187_c25_R1 a b))) as Ho2.
  rewrite (s150_p7 Ho0 ltac:(zlia)).
  rewrite (s192_p26 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  rewrite (s198_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s187_c25_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s187_board (2 + a) (2 + b) 0 -> fst (s187_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s187_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q13] in Hc |- *.
  rewrite tf_game_eq, (s187_c25_L a b), (s187_c25_R a b); cbn [map].
  pose proof (use_s150 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s187_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s187_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c25_R1 a b)).
  pose proof (use_s198 IH (2 + a) (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s187_c25_R a b) ltac:(cbn [In]; left; reflexivity) (s187_c25_R1 a b))) as Ho2.
  rewrite (s150_p7 Ho0 ltac:(zlia)).
  rewrite (s192_p28 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  rewrite (s198_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s187_c26_L (a b : nat) : lmoves (s187_board (2 + a) (2 + b) 1) = [s150_board (2 + a) (3 + b) 1; s201_board (2 + a) (2 + b) 0 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c26_R (a b : nat) : rmoves (s187_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]) (s198_board (2 + a) (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a>=2 && b>=2 && c==1 *)
Lemma s187_c26_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s187_board (2 + a) (2 + b) 1 -> fst (s187_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s187_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s187_q4] in Hc |- *.
  rewrite tf_game_eq, (s187_c26_L a b), (s187_c26_R a b); cbn [map].
  pose proof (use_s150 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s187_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s187_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c26_R1 a b)).
  pose proof (use_s198 IH (2 + a) (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s187_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s187_c26_R1 a b))) as Ho2.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s187_c27_L (a b c : nat) : lmoves (s187_board (2 + a) (2 + b) (2 + c)) = [s150_board (2 + a) (3 + b) (2 + c); s201_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s150_board, s187_board, s201_board. tf_options. Qed.
Lemma s187_c27_R (a b c : nat) : rmoves (s187_board (2 + a) (2 + b) (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c27_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s198_board (2 + a) (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a>=2 && b>=2 && c>=2 *)
Lemma s187_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s187_board (2 + a) (2 + b) (2 + c) -> fst (s187_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s187_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s187_q4] in Hc |- *.
  rewrite tf_game_eq, (s187_c27_L a b c), (s187_c27_R a b c); cbn [map].
  pose proof (use_s150 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s187_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s187_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s187_c27_R1 a b c)).
  pose proof (use_s198 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s187_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s187_c27_R1 a b c))) as Ho2.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s188_c1_L : lmoves (s188_board 0 0) = [strip [(0, 1)] ([E; T; E; E; F; T; F]) []].
Proof. unfold s188_board, strip. tf_options. Qed.
Lemma s188_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; E; F; T; F]) []) (s52_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s188_c1_R : rmoves (s188_board 0 0) = [strip [(0, 1)] ([T; E; E; F; E; T; F]) []].
Proof. unfold s188_board, strip. tf_options. Qed.
Lemma s188_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F; E; T; F]) []) (s54_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s188 = T^a F T _^3 T^b F T F on a==0 && b==0 *)
Lemma s188_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s188_board 0 0 -> fst (s188_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s188_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s188_q1] in Hc |- *.
  rewrite tf_game_eq, (s188_c1_L), (s188_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s188_c1_L1)).
  pose proof (use_s52 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s188_c1_L) ltac:(cbn [In]; left; reflexivity) (s188_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s188_c1_R1)).
  pose proof (use_s54 IH 1 0 0 (opt_norm_r _ _ _ _ _ (s188_c1_R) ltac:(cbn [In]; left; reflexivity) (s188_c1_R1))) as Ho1.
  rewrite (s52_p6 Ho0 ltac:(zlia)).
  rewrite (s54_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s188_c2_L : lmoves (s188_board 0 1) = [strip [(0, 1)] ([E; T; E; E; T; F; T; F]) []].
Proof. unfold s188_board, strip. tf_options. Qed.
Lemma s188_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; F; T; F]) []) (s52_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s188_c2_R : rmoves (s188_board 0 1) = [strip [(0, 1)] ([T; E; E; F; T; E; T; F]) []].
Proof. unfold s188_board, strip. tf_options. Qed.
Lemma s188_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; E; T; F]) []) (s54_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s188 = T^a F T _^3 T^b F T F on a==0 && b==1 *)
Lemma s188_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s188_board 0 1 -> fst (s188_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s188_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s188_q2] in Hc |- *.
  rewrite tf_game_eq, (s188_c2_L), (s188_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s188_c2_L1)).
  pose proof (use_s52 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s188_c2_L) ltac:(cbn [In]; left; reflexivity) (s188_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s188_c2_R1)).
  pose proof (use_s54 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s188_c2_R) ltac:(cbn [In]; left; reflexivity) (s188_c2_R1))) as Ho1.
  rewrite (s52_p7 Ho0 ltac:(zlia)).
  rewrite (s54_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s188_c3_L (b : nat) : lmoves (s188_board 0 (2 + b)) = [strip [(0, 1)] (E :: T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) []].
Proof. unfold s188_board, strip. tf_options. Qed.
Lemma s188_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) []) (s52_board 0 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s188_c3_R (b : nat) : rmoves (s188_board 0 (2 + b)) = [].
Proof. unfold s188_board. tf_options. Qed.
(* s188 = T^a F T _^3 T^b F T F on a==0 && b>=2 *)
Lemma s188_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s188_board 0 (2 + b) -> fst (s188_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s188_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s188_q3] in Hc |- *.
  rewrite tf_game_eq, (s188_c3_L b), (s188_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s188_c3_L1 b)).
  pose proof (use_s52 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s188_c3_L b) ltac:(cbn [In]; left; reflexivity) (s188_c3_L1 b))) as Ho0.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s188_c4_L : lmoves (s188_board 1 0) = [s195_board 1 1 0].
Proof. unfold s188_board, s195_board. tf_options. Qed.
Lemma s188_c4_R : rmoves (s188_board 1 0) = [s162_board 1 0 0].
Proof. unfold s162_board, s188_board. tf_options. Qed.
(* s188 = T^a F T _^3 T^b F T F on a==1 && b==0 *)
Lemma s188_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s188_board 1 0 -> fst (s188_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s188_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s188_q1] in Hc |- *.
  rewrite tf_game_eq, (s188_c4_L), (s188_c4_R); cbn [map].
  pose proof (use_s195 IH 1 1 0 (opt_l _ _ _ (s188_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 0 0 (opt_r _ _ _ (s188_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s195_p6 Ho0 ltac:(zlia)).
  rewrite (s162_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s188_c5_L : lmoves (s188_board 1 1) = [s195_board 1 1 1].
Proof. unfold s188_board, s195_board. tf_options. Qed.
Lemma s188_c5_R : rmoves (s188_board 1 1) = [s162_board 1 0 1].
Proof. unfold s162_board, s188_board. tf_options. Qed.
(* s188 = T^a F T _^3 T^b F T F on a==1 && b==1 *)
Lemma s188_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s188_board 1 1 -> fst (s188_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s188_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s188_q2] in Hc |- *.
  rewrite tf_game_eq, (s188_c5_L), (s188_c5_R); cbn [map].
  pose proof (use_s195 IH 1 1 1 (opt_l _ _ _ (s188_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 0 1 (opt_r _ _ _ (s188_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s195_p9 Ho0 ltac:(zlia)).
  rewrite (s162_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s188_c6_L (b : nat) : lmoves (s188_board 1 (2 + b)) = [s195_board 1 1 (2 + b)].
Proof. unfold s188_board, s195_board. tf_options. Qed.
Lemma s188_c6_R (b : nat) : rmoves (s188_board 1 (2 + b)) = [].
Proof. unfold s188_board. tf_options. Qed.
(* s188 = T^a F T _^3 T^b F T F on a==1 && b>=2 *)
Lemma s188_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s188_board 1 (2 + b) -> fst (s188_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s188_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s188_q3] in Hc |- *.
  rewrite tf_game_eq, (s188_c6_L b), (s188_c6_R b); cbn [map].
  pose proof (use_s195 IH 1 1 (2 + b) (opt_l _ _ _ (s188_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s188_c7_L (a : nat) : lmoves (s188_board (2 + a) 0) = [s195_board (2 + a) 1 0].
Proof. unfold s188_board, s195_board. tf_options. Qed.
Lemma s188_c7_R (a : nat) : rmoves (s188_board (2 + a) 0) = [s162_board (2 + a) 0 0].
Proof. unfold s162_board, s188_board. tf_options. Qed.
(* s188 = T^a F T _^3 T^b F T F on a>=2 && b==0 *)
Lemma s188_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s188_board (2 + a) 0 -> fst (s188_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s188_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s188_q4] in Hc |- *.
  rewrite tf_game_eq, (s188_c7_L a), (s188_c7_R a); cbn [map].
  pose proof (use_s195 IH (2 + a) 1 0 (opt_l _ _ _ (s188_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 0 (opt_r _ _ _ (s188_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s195_p7 Ho0 ltac:(zlia)).
    rewrite (s162_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s195_p11 Ho0 ltac:(zlia)).
    rewrite (s162_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s188_c8_L (a : nat) : lmoves (s188_board (2 + a) 1) = [s195_board (2 + a) 1 1].
Proof. unfold s188_board, s195_board. tf_options. Qed.
Lemma s188_c8_R (a : nat) : rmoves (s188_board (2 + a) 1) = [s162_board (2 + a) 0 1].
Proof. unfold s162_board, s188_board. tf_options. Qed.
(* s188 = T^a F T _^3 T^b F T F on a>=2 && b==1 *)
Lemma s188_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s188_board (2 + a) 1 -> fst (s188_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s188_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s188_q5] in Hc |- *.
  rewrite tf_game_eq, (s188_c8_L a), (s188_c8_R a); cbn [map].
  pose proof (use_s195 IH (2 + a) 1 1 (opt_l _ _ _ (s188_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 1 (opt_r _ _ _ (s188_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s195_p10 Ho0 ltac:(zlia)).
  rewrite (s162_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s188_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s188_board (2 + a) 1 -> fst (s188_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s188_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s188_q6] in Hc |- *.
  rewrite tf_game_eq, (s188_c8_L a), (s188_c8_R a); cbn [map].
  pose proof (use_s195 IH (2 + a) 1 1 (opt_l _ _ _ (s188_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 1 (opt_r _ _ _ (s188_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s195_p8 Ho0 ltac:(zlia)).
  rewrite (s162_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s188_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s188_board (2 + a) 1 -> fst (s188_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s188_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s188_q7] in Hc |- *.
  rewrite tf_game_eq, (s188_c8_L a), (s188_c8_R a); cbn [map].
  pose proof (use_s195 IH (2 + a) 1 1 (opt_l _ _ _ (s188_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 0 1 (opt_r _ _ _ (s188_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s195_p8 Ho0 ltac:(zlia)).
  rewrite (s162_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s188_c9_L (a b : nat) : lmoves (s188_board (2 + a) (2 + b)) = [s195_board (2 + a) 1 (2 + b)].
Proof. unfold s188_board, s195_board. tf_options. Qed.
Lemma s188_c9_R (a b : nat) : rmoves (s188_board (2 + a) (2 + b)) = [].
Proof. unfold s188_board. tf_options. Qed.
(* s188 = T^a F T _^3 T^b F T F on a>=2 && b>=2 *)
Lemma s188_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s188_board (2 + a) (2 + b) -> fst (s188_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s188_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s188_q3] in Hc |- *.
  rewrite tf_game_eq, (s188_c9_L a b), (s188_c9_R a b); cbn [map].
  pose proof (use_s195 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s188_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s189 = T^a F T _^2 T^b _ T^c F T F on a==0 && b==0 && c==0: the board of s188 *)
Lemma s189_c1_p1 x (Hs188 : s188_claim x) :
  x = s189_board 0 0 0 -> fst (s189_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s189_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s189_q1] in Hc |- *.
  pose proof (Hs188 0 0 ltac:(rewrite Hx; unfold s189_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s189 = T^a F T _^2 T^b _ T^c F T F on a==0 && b==0 && c==1: the board of s188 *)
Lemma s189_c2_p2 x (Hs188 : s188_claim x) :
  x = s189_board 0 0 1 -> fst (s189_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s189_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s189_q2] in Hc |- *.
  pose proof (Hs188 0 1 ltac:(rewrite Hx; unfold s189_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s189 = T^a F T _^2 T^b _ T^c F T F on a==0 && b==0 && c>=2: the board of s188 *)
Lemma s189_c3_p3 x (Hs188 : s188_claim x) (c : nat) :
  x = s189_board 0 0 (2 + c) -> fst (s189_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s189_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s189_q3] in Hc |- *.
  pose proof (Hs188 0 (2 + c) ltac:(rewrite Hx; unfold s189_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s189_c4_L : lmoves (s189_board 0 1 0) = [strip [(0, 1)] ([E; T; E; T; E; F; T; F]) []; strip [(0, 1)] ([T; E; E; E; T; F; T; F]) []].
Proof. unfold s189_board, strip. tf_options. Qed.
Lemma s189_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; F; T; F]) []) (s53_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; E; T; F; T; F]) []) (s49_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c4_R : rmoves (s189_board 0 1 0) = [strip [(0, 1)] ([T; E; E; T; F; E; T; F]) []].
Proof. unfold s189_board, strip. tf_options. Qed.
Lemma s189_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E; T; F]) []) (s54_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==0 && b==1 && c==0 *)
Lemma s189_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s189_board 0 1 0 -> fst (s189_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s189_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q4] in Hc |- *.
  rewrite tf_game_eq, (s189_c4_L), (s189_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s189_c4_L1)).
  pose proof (use_s53 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s189_c4_L) ltac:(cbn [In]; left; reflexivity) (s189_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s189_c4_L2)).
  pose proof (use_s49 IH 1 1 (opt_norm_l _ _ _ _ _ (s189_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s189_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s189_c4_R1)).
  pose proof (use_s54 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s189_c4_R) ltac:(cbn [In]; left; reflexivity) (s189_c4_R1))) as Ho2.
  rewrite (s53_p16 Ho0 ltac:(zlia)).
  rewrite (s49_p2 Ho1 ltac:(zlia)).
  rewrite (s54_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s189_c5_L : lmoves (s189_board 0 1 1) = [strip [(0, 1)] ([E; T; E; T; E; T; F; T; F]) []; strip [(0, 1)] ([T; E; E; E; T; T; F; T; F]) []].
Proof. unfold s189_board, strip. tf_options. Qed.
Lemma s189_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; T; F; T; F]) []) (s53_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; E; T; T; F; T; F]) []) (s49_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; T; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c5_R : rmoves (s189_board 0 1 1) = [strip [(0, 1)] ([T; E; E; T; F; T; E; T; F]) []].
Proof. unfold s189_board, strip. tf_options. Qed.
Lemma s189_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; T; E; T; F]) []) (s54_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==0 && b==1 && c==1 *)
Lemma s189_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s189_board 0 1 1 -> fst (s189_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s189_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s189_q5] in Hc |- *.
  rewrite tf_game_eq, (s189_c5_L), (s189_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s189_c5_L1)).
  pose proof (use_s53 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s189_c5_L) ltac:(cbn [In]; left; reflexivity) (s189_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s189_c5_L2)).
  pose proof (use_s49 IH 1 2 (opt_norm_l _ _ _ _ _ (s189_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s189_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s189_c5_R1)).
  pose proof (use_s54 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s189_c5_R) ltac:(cbn [In]; left; reflexivity) (s189_c5_R1))) as Ho2.
  rewrite (s53_p17 Ho0 ltac:(zlia)).
  rewrite (s49_p3 Ho1 ltac:(zlia)).
  rewrite (s54_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s189_c6_L (c : nat) : lmoves (s189_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: E :: E :: repeat T (3 + c) ++ [F; T; F]) []].
Proof. unfold s189_board, strip. tf_options. Qed.
Lemma s189_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s53_board 0 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: E :: repeat T (3 + c) ++ [F; T; F]) []) (s49_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: E :: repeat T (3 + c) ++ [F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c6_R (c : nat) : rmoves (s189_board 0 1 (2 + c)) = [].
Proof. unfold s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==0 && b==1 && c>=2 *)
Lemma s189_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s189_board 0 1 (2 + c) -> fst (s189_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s189_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s189_q3] in Hc |- *.
  rewrite tf_game_eq, (s189_c6_L c), (s189_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s189_c6_L1 c)).
  pose proof (use_s53 IH 0 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s189_c6_L c) ltac:(cbn [In]; left; reflexivity) (s189_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s189_c6_L2 c)).
  pose proof (use_s49 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s189_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s189_c6_L2 c))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s49_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s189_c7_L (b : nat) : lmoves (s189_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F; T; F]) []].
Proof. unfold s189_board, strip. tf_options. Qed.
Lemma s189_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F; T; F]) []) (s53_board 0 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F; T; F]) []) (s50_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c7_R (b : nat) : rmoves (s189_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []].
Proof. unfold s189_board, strip. tf_options. Qed.
Lemma s189_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []) (s54_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==0 && b>=2 && c==0 *)
Lemma s189_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s189_board 0 (2 + b) 0 -> fst (s189_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s189_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q6] in Hc |- *.
  rewrite tf_game_eq, (s189_c7_L b), (s189_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s189_c7_L1 b)).
  pose proof (use_s53 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s189_c7_L b) ltac:(cbn [In]; left; reflexivity) (s189_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s189_c7_L2 b)).
  pose proof (use_s50 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s189_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s189_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s189_c7_R1 b)).
  pose proof (use_s54 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s189_c7_R b) ltac:(cbn [In]; left; reflexivity) (s189_c7_R1 b))) as Ho2.
  rewrite (s53_p18 Ho0 ltac:(zlia)).
  rewrite (s50_p12 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s189_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s189_board 0 (2 + b) 0 -> fst (s189_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s189_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q9] in Hc |- *.
  rewrite tf_game_eq, (s189_c7_L b), (s189_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s189_c7_L1 b)).
  pose proof (use_s53 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s189_c7_L b) ltac:(cbn [In]; left; reflexivity) (s189_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s189_c7_L2 b)).
  pose proof (use_s50 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s189_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s189_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s189_c7_R1 b)).
  pose proof (use_s54 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s189_c7_R b) ltac:(cbn [In]; left; reflexivity) (s189_c7_R1 b))) as Ho2.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s50_p9 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s189_c8_L (b : nat) : lmoves (s189_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; T; F]) []].
Proof. unfold s189_board, strip. tf_options. Qed.
Lemma s189_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) []) (s53_board 0 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; T; F]) []) (s50_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c8_R (b : nat) : rmoves (s189_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []].
Proof. unfold s189_board, strip. tf_options. Qed.
Lemma s189_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []) (s54_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==0 && b>=2 && c==1 *)
Lemma s189_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s189_board 0 (2 + b) 1 -> fst (s189_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s189_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s189_q8] in Hc |- *.
  rewrite tf_game_eq, (s189_c8_L b), (s189_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s189_c8_L1 b)).
  pose proof (use_s53 IH 0 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s189_c8_L b) ltac:(cbn [In]; left; reflexivity) (s189_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s189_c8_L2 b)).
  pose proof (use_s50 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s189_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s189_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s189_c8_R1 b)).
  pose proof (use_s54 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s189_c8_R b) ltac:(cbn [In]; left; reflexivity) (s189_c8_R1 b))) as Ho2.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s189_c9_L (b c : nat) : lmoves (s189_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F]) []].
Proof. unfold s189_board, strip. tf_options. Qed.
Lemma s189_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) []) (s53_board 0 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F]) []) (s50_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s189_c9_R (b c : nat) : rmoves (s189_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==0 && b>=2 && c>=2 *)
Lemma s189_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s189_board 0 (2 + b) (2 + c) -> fst (s189_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s189_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s189_q3] in Hc |- *.
  rewrite tf_game_eq, (s189_c9_L b c), (s189_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s189_c9_L1 b c)).
  pose proof (use_s53 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s189_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s189_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s189_c9_L2 b c)).
  pose proof (use_s50 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s189_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s189_c9_L2 b c))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s189 = T^a F T _^2 T^b _ T^c F T F on a==1 && b==0 && c==0: the board of s188 *)
Lemma s189_c10_p1 x (Hs188 : s188_claim x) :
  x = s189_board 1 0 0 -> fst (s189_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s189_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s189_q1] in Hc |- *.
  pose proof (Hs188 1 0 ltac:(rewrite Hx; unfold s189_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s189 = T^a F T _^2 T^b _ T^c F T F on a==1 && b==0 && c==1: the board of s188 *)
Lemma s189_c11_p10 x (Hs188 : s188_claim x) :
  x = s189_board 1 0 1 -> fst (s189_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s189_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s189_q10] in Hc |- *.
  pose proof (Hs188 1 1 ltac:(rewrite Hx; unfold s189_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s189 = T^a F T _^2 T^b _ T^c F T F on a==1 && b==0 && c>=2: the board of s188 *)
Lemma s189_c12_p3 x (Hs188 : s188_claim x) (c : nat) :
  x = s189_board 1 0 (2 + c) -> fst (s189_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s189_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s189_q3] in Hc |- *.
  pose proof (Hs188 1 (2 + c) ltac:(rewrite Hx; unfold s189_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s189_c13_L : lmoves (s189_board 1 1 0) = [s196_board 1 1 1 0; s188_board 1 1].
Proof. unfold s188_board, s189_board, s196_board. tf_options. Qed.
Lemma s189_c13_R : rmoves (s189_board 1 1 0) = [s162_board 1 1 0].
Proof. unfold s162_board, s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==1 && b==1 && c==0 *)
Lemma s189_c13_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s189_board 1 1 0 -> fst (s189_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s189_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q7] in Hc |- *.
  rewrite tf_game_eq, (s189_c13_L), (s189_c13_R); cbn [map].
  pose proof (use_s196 IH 1 1 1 0 (opt_l _ _ _ (s189_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s188 IH 1 1 (opt_l _ _ _ (s189_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH 1 1 0 (opt_r _ _ _ (s189_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p19 Ho0 ltac:(zlia)).
  rewrite (s188_p2 Ho1 ltac:(zlia)).
  rewrite (s162_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s189_c14_L : lmoves (s189_board 1 1 1) = [s196_board 1 1 1 1; s188_board 1 2].
Proof. unfold s188_board, s189_board, s196_board. tf_options. Qed.
Lemma s189_c14_R : rmoves (s189_board 1 1 1) = [s162_board 1 1 1].
Proof. unfold s162_board, s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==1 && b==1 && c==1 *)
Lemma s189_c14_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s189_board 1 1 1 -> fst (s189_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s189_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s189_q12] in Hc |- *.
  rewrite tf_game_eq, (s189_c14_L), (s189_c14_R); cbn [map].
  pose proof (use_s196 IH 1 1 1 1 (opt_l _ _ _ (s189_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s188 IH 1 2 (opt_l _ _ _ (s189_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH 1 1 1 (opt_r _ _ _ (s189_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p27 Ho0 ltac:(zlia)).
  rewrite (s188_p3 Ho1 ltac:(zlia)).
  rewrite (s162_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s189_c15_L (c : nat) : lmoves (s189_board 1 1 (2 + c)) = [s196_board 1 1 1 (2 + c); s188_board 1 (3 + c)].
Proof. unfold s188_board, s189_board, s196_board. tf_options. Qed.
Lemma s189_c15_R (c : nat) : rmoves (s189_board 1 1 (2 + c)) = [].
Proof. unfold s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==1 && b==1 && c>=2 *)
Lemma s189_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s189_board 1 1 (2 + c) -> fst (s189_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s189_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s189_q3] in Hc |- *.
  rewrite tf_game_eq, (s189_c15_L c), (s189_c15_R c); cbn [map].
  pose proof (use_s196 IH 1 1 1 (2 + c) (opt_l _ _ _ (s189_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s188 IH 1 (3 + c) (opt_l _ _ _ (s189_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s188_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s189_c16_L (b : nat) : lmoves (s189_board 1 (2 + b) 0) = [s196_board 1 1 (2 + b) 0; s189_board 1 (1 + b) 1].
Proof. unfold s189_board, s196_board. tf_options. Qed.
Lemma s189_c16_R (b : nat) : rmoves (s189_board 1 (2 + b) 0) = [s162_board 1 (2 + b) 0].
Proof. unfold s162_board, s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==1 && b>=2 && c==0 *)
Lemma s189_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s189_board 1 (2 + b) 0 -> fst (s189_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s189_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q6] in Hc |- *.
  rewrite tf_game_eq, (s189_c16_L b), (s189_c16_R b); cbn [map].
  pose proof (use_s196 IH 1 1 (2 + b) 0 (opt_l _ _ _ (s189_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 (1 + b) 1 (opt_l _ _ _ (s189_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH 1 (2 + b) 0 (opt_r _ _ _ (s189_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p28 Ho0 ltac:(zlia)).
  rewrite (s189_p12 Ho1 ltac:(zlia)).
  rewrite (s162_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s189_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s189_board 1 (2 + b) 0 -> fst (s189_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s189_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q9] in Hc |- *.
  rewrite tf_game_eq, (s189_c16_L b), (s189_c16_R b); cbn [map].
  pose proof (use_s196 IH 1 1 (2 + b) 0 (opt_l _ _ _ (s189_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 (1 + b) 1 (opt_l _ _ _ (s189_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH 1 (2 + b) 0 (opt_r _ _ _ (s189_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p11 Ho0 ltac:(zlia)).
  rewrite (s189_p8 Ho1 ltac:(zlia)).
  rewrite (s162_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s189_c17_L (b : nat) : lmoves (s189_board 1 (2 + b) 1) = [s196_board 1 1 (2 + b) 1; s189_board 1 (1 + b) 2].
Proof. unfold s189_board, s196_board. tf_options. Qed.
Lemma s189_c17_R (b : nat) : rmoves (s189_board 1 (2 + b) 1) = [s162_board 1 (2 + b) 1].
Proof. unfold s162_board, s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==1 && b>=2 && c==1 *)
Lemma s189_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s189_board 1 (2 + b) 1 -> fst (s189_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s189_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s189_q8] in Hc |- *.
  rewrite tf_game_eq, (s189_c17_L b), (s189_c17_R b); cbn [map].
  pose proof (use_s196 IH 1 1 (2 + b) 1 (opt_l _ _ _ (s189_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 (1 + b) 2 (opt_l _ _ _ (s189_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH 1 (2 + b) 1 (opt_r _ _ _ (s189_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s196_p9 Ho0 ltac:(zlia)).
  rewrite (s189_p3 Ho1 ltac:(zlia)).
  rewrite (s162_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s189_c18_L (b c : nat) : lmoves (s189_board 1 (2 + b) (2 + c)) = [s196_board 1 1 (2 + b) (2 + c); s189_board 1 (1 + b) (3 + c)].
Proof. unfold s189_board, s196_board. tf_options. Qed.
Lemma s189_c18_R (b c : nat) : rmoves (s189_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a==1 && b>=2 && c>=2 *)
Lemma s189_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s189_board 1 (2 + b) (2 + c) -> fst (s189_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s189_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s189_q3] in Hc |- *.
  rewrite tf_game_eq, (s189_c18_L b c), (s189_c18_R b c); cbn [map].
  pose proof (use_s196 IH 1 1 (2 + b) (2 + c) (opt_l _ _ _ (s189_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s189_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s196_p6 Ho0 ltac:(zlia)).
  rewrite (s189_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s189 = T^a F T _^2 T^b _ T^c F T F on a>=2 && b==0 && c==0: the board of s188 *)
Lemma s189_c19_p11 x (Hs188 : s188_claim x) (a : nat) :
  x = s189_board (2 + a) 0 0 -> fst (s189_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s189_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s189_q11] in Hc |- *.
  pose proof (Hs188 (2 + a) 0 ltac:(rewrite Hx; unfold s189_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s189 = T^a F T _^2 T^b _ T^c F T F on a>=2 && b==0 && c==1: the board of s188 *)
Lemma s189_c20_p13 x (Hs188 : s188_claim x) (a : nat) :
  x = s189_board (2 + a) 0 1 -> fst (s189_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s189_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s189_q13] in Hc |- *.
  pose proof (Hs188 (2 + a) 1 ltac:(rewrite Hx; unfold s189_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s189_c20_p14 x (Hs188 : s188_claim x) (a : nat) :
  x = s189_board (2 + a) 0 1 -> fst (s189_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s189_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s189_q14] in Hc |- *.
  pose proof (Hs188 (2 + a) 1 ltac:(rewrite Hx; unfold s189_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s189_c20_p17 x (Hs188 : s188_claim x) (a : nat) :
  x = s189_board (2 + a) 0 1 -> fst (s189_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s189_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s189_q17] in Hc |- *.
  pose proof (Hs188 (2 + a) 1 ltac:(rewrite Hx; unfold s189_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s189 = T^a F T _^2 T^b _ T^c F T F on a>=2 && b==0 && c>=2: the board of s188 *)
Lemma s189_c21_p3 x (Hs188 : s188_claim x) (a c : nat) :
  x = s189_board (2 + a) 0 (2 + c) -> fst (s189_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s189_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s189_q3] in Hc |- *.
  pose proof (Hs188 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s189_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s189_c22_L (a : nat) : lmoves (s189_board (2 + a) 1 0) = [s196_board (2 + a) 1 1 0; s188_board (2 + a) 1].
Proof. unfold s188_board, s189_board, s196_board. tf_options. Qed.
Lemma s189_c22_R (a : nat) : rmoves (s189_board (2 + a) 1 0) = [s162_board (2 + a) 1 0].
Proof. unfold s162_board, s189_board. tf_options. Qed.
(* s189 = T^a F T _^2 T^b _ T^c F T F on a>=2 && b==1 && c==0 *)
Lemma s189_c22_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s189_board (2 + a) 1 0 -> fst (s189_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s189_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s189_q7] in Hc |- *.
  rewrite tf_game_eq, (s189_c22_L a), (s189_c22_R a); cbn [map].
  pose proof (use_s196 IH (2 + a) 1 1 0 (opt_l _ _ _ (s189_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s188 IH (2 + a) 1 (opt_l _ _ _ (s189_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s162 IH (2 + a) 1 0 (opt_r _ _ _ (s189_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s196_p18 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s188_p6 Ho1 ltac:(zlia)).
      rewrite (s162_p12 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s188_p7 Ho1 ltac:(zlia)).
      rewrite (s162_p12 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s196_p32 Ho0 ltac:(zlia)).
    rewrite (s188_p5 Ho1 ltac:(zlia)).
    rewrite (s162_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

