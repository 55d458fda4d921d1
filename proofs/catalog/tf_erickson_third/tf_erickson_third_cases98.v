(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s131_c35_L (d : nat) : lmoves (s131_board 0 1 0 (2 + d) 1) = [strip [(2, 1)] (repeat T (3 + d) ++ [F; T; E; F]) []; s167_board 0 1 0 (2 + d) 0].
Proof. unfold s131_board, s167_board, strip. tf_options. Qed.
Lemma s131_c35_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [F; T; E; F]) []) (s33_board 0 (3 + d) 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c35_R (d : nat) : rmoves (s131_board 0 1 0 (2 + d) 1) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; E; F]) []; s165_board 0 1 0 (2 + d) 1].
Proof. unfold s131_board, s165_board, strip. tf_options. Qed.
Lemma s131_c35_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; E; F]) []) (s33_board 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s131_c35_p74 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 1 0 (2 + d) 1 -> fst (s131_q74 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s131_q74 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q74] in Hc |- *.
  rewrite tf_game_eq, (s131_c35_L d), (s131_c35_R d); cbn [map].
  rewrite (tf_norm_game (s131_c35_L1 d)).
  pose proof (use_s33 IH 0 (3 + d) 1 (opt_norm_l _ _ _ _ _ (s131_c35_L d) ltac:(cbn [In]; left; reflexivity) (s131_c35_L1 d))) as Ho0.
  pose proof (use_s167 IH 0 1 0 (2 + d) 0 (opt_l _ _ _ (s131_c35_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c35_R1 d)).
  pose proof (use_s33 IH 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s131_c35_R d) ltac:(cbn [In]; left; reflexivity) (s131_c35_R1 d))) as Ho2.
  pose proof (use_s165 IH 0 1 0 (2 + d) 1 (opt_r _ _ _ (s131_c35_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p12 Ho0 ltac:(zlia)).
  rewrite (s33_p12_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p50 Ho1 ltac:(zlia)).
  rewrite (s33_p12 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c36_L (d e : nat) : lmoves (s131_board 0 1 0 (2 + d) (2 + e)) = [strip [(2, 1)] (repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []; s167_board 0 1 0 (2 + d) (1 + e)].
Proof. unfold s131_board, s167_board, strip. tf_options. Qed.
Lemma s131_c36_L1 (d e : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []) (s33_board 0 (3 + d) (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c36_R (d e : nat) : rmoves (s131_board 0 1 0 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []; s165_board 0 1 0 (2 + d) (2 + e)].
Proof. unfold s131_board, s165_board, strip. tf_options. Qed.
Lemma s131_c36_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []) (s33_board 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s131_c36_p78 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 1 0 (2 + d) (2 + e) -> fst (s131_q78 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q78 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q78] in Hc |- *.
  rewrite tf_game_eq, (s131_c36_L d e), (s131_c36_R d e); cbn [map].
  rewrite (tf_norm_game (s131_c36_L1 d e)).
  pose proof (use_s33 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s131_c36_L d e) ltac:(cbn [In]; left; reflexivity) (s131_c36_L1 d e))) as Ho0.
  pose proof (use_s167 IH 0 1 0 (2 + d) (1 + e) (opt_l _ _ _ (s131_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c36_R1 d e)).
  pose proof (use_s33 IH 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c36_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c36_R1 d e))) as Ho2.
  pose proof (use_s165 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s131_c36_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p13 Ho0 ltac:(zlia)).
  rewrite (s33_p13_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p53 Ho1 ltac:(zlia)).
  rewrite (s33_p13 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c36_p82 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 1 0 (2 + d) (2 + e) -> fst (s131_q82 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q82 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q82] in Hc |- *.
  rewrite tf_game_eq, (s131_c36_L d e), (s131_c36_R d e); cbn [map].
  rewrite (tf_norm_game (s131_c36_L1 d e)).
  pose proof (use_s33 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s131_c36_L d e) ltac:(cbn [In]; left; reflexivity) (s131_c36_L1 d e))) as Ho0.
  pose proof (use_s167 IH 0 1 0 (2 + d) (1 + e) (opt_l _ _ _ (s131_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c36_R1 d e)).
  pose proof (use_s33 IH 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c36_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c36_R1 d e))) as Ho2.
  pose proof (use_s165 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s131_c36_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  rewrite (s33_p9_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho1 ltac:(zlia)).
  rewrite (s33_p9 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c36_p86 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 1 0 (2 + d) (2 + e) -> fst (s131_q86 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q86 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q86] in Hc |- *.
  rewrite tf_game_eq, (s131_c36_L d e), (s131_c36_R d e); cbn [map].
  rewrite (tf_norm_game (s131_c36_L1 d e)).
  pose proof (use_s33 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s131_c36_L d e) ltac:(cbn [In]; left; reflexivity) (s131_c36_L1 d e))) as Ho0.
  pose proof (use_s167 IH 0 1 0 (2 + d) (1 + e) (opt_l _ _ _ (s131_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c36_R1 d e)).
  pose proof (use_s33 IH 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c36_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c36_R1 d e))) as Ho2.
  pose proof (use_s165 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s131_c36_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s33_p14 Ho0 ltac:(zlia)).
  rewrite (s33_p14_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho1 ltac:(zlia)).
  rewrite (s33_p14 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c37_L : lmoves (s131_board 0 1 1 0 0) = [s131_board 0 1 0 1 0].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c37_R : rmoves (s131_board 0 1 1 0 0) = [strip [(0, 1)] ([T; E; T; E; F; E; F]) []; s104_board 0 1 1 0; s132_board 0 1 1 0].
Proof. unfold s104_board, s131_board, s132_board, strip. tf_options. Qed.
Lemma s131_c37_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; E; F]) []) (s48_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c==1 && d==0 && e==0 *)
Lemma s131_c37_p96 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 1 1 0 0 -> fst (s131_q96 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s131_q96 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q96] in Hc |- *.
  rewrite tf_game_eq, (s131_c37_L), (s131_c37_R); cbn [map].
  pose proof (use_s131 IH 0 1 0 1 0 (opt_l _ _ _ (s131_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s131_c37_R1)).
  pose proof (use_s48 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s131_c37_R) ltac:(cbn [In]; left; reflexivity) (s131_c37_R1))) as Ho1.
  pose proof (use_s104 IH 0 1 1 0 (opt_r _ _ _ (s131_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  pose proof (use_s132 IH 0 1 1 0 (opt_r _ _ _ (s131_c37_R) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho3.
  rewrite (s131_p70 Ho0 ltac:(zlia)).
  rewrite (s48_p64 Ho1 ltac:(zlia)).
  rewrite (s104_p13 Ho2 ltac:(zlia)).
  rewrite (s132_p14 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s131_c38_L : lmoves (s131_board 0 1 1 0 1) = [s131_board 0 1 0 1 1; s167_board 0 1 1 0 0].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c38_R : rmoves (s131_board 0 1 1 0 1) = [strip [(0, 1)] ([T; E; T; E; F; T; E; F]) []; s148_board 0 1 1 0 1; s165_board 0 1 1 0 1].
Proof. unfold s131_board, s148_board, s165_board, strip. tf_options. Qed.
Lemma s131_c38_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; T; E; F]) []) (s48_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c==1 && d==0 && e==1 *)
Lemma s131_c38_p48 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 1 1 0 1 -> fst (s131_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s131_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q48] in Hc |- *.
  rewrite tf_game_eq, (s131_c38_L), (s131_c38_R); cbn [map].
  pose proof (use_s131 IH 0 1 0 1 1 (opt_l _ _ _ (s131_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 1 0 0 (opt_l _ _ _ (s131_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c38_R1)).
  pose proof (use_s48 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s131_c38_R) ltac:(cbn [In]; left; reflexivity) (s131_c38_R1))) as Ho2.
  pose proof (use_s148 IH 0 1 1 0 1 (opt_r _ _ _ (s131_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 1 0 1 (opt_r _ _ _ (s131_c38_R) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  rewrite (s131_p73 Ho0 ltac:(zlia)).
  rewrite (s167_p33 Ho1 ltac:(zlia)).
  rewrite (s48_p45 Ho2 ltac:(zlia)).
  rewrite (s148_p45 Ho3 ltac:(zlia)).
  rewrite (s165_p17 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c39_L (e : nat) : lmoves (s131_board 0 1 1 0 (2 + e)) = [s131_board 0 1 0 1 (2 + e); s167_board 0 1 1 0 (1 + e)].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c39_R (e : nat) : rmoves (s131_board 0 1 1 0 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + e) ++ [E; F]) []; s148_board 0 1 1 0 (2 + e); s165_board 0 1 1 0 (2 + e)].
Proof. unfold s131_board, s148_board, s165_board, strip. tf_options. Qed.
Lemma s131_c39_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + e) ++ [E; F]) []) (s48_board 1 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s131_c39_p98 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 1 1 0 (2 + e) -> fst (s131_q98 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q98 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q98] in Hc |- *.
  rewrite tf_game_eq, (s131_c39_L e), (s131_c39_R e); cbn [map].
  pose proof (use_s131 IH 0 1 0 1 (2 + e) (opt_l _ _ _ (s131_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 1 0 (1 + e) (opt_l _ _ _ (s131_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c39_R1 e)).
  pose proof (use_s48 IH 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c39_R e) ltac:(cbn [In]; left; reflexivity) (s131_c39_R1 e))) as Ho2.
  pose proof (use_s148 IH 0 1 1 0 (2 + e) (opt_r _ _ _ (s131_c39_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 1 0 (2 + e) (opt_r _ _ _ (s131_c39_R e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  rewrite (s131_p78 Ho0 ltac:(zlia)).
  rewrite (s167_p48 Ho1 ltac:(zlia)).
  rewrite (s48_p65 Ho2 ltac:(zlia)).
  rewrite (s148_p23 Ho3 ltac:(zlia)).
  rewrite (s165_p17 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s131_c39_p100 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 1 1 0 (2 + e) -> fst (s131_q100 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q100 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q100] in Hc |- *.
  rewrite tf_game_eq, (s131_c39_L e), (s131_c39_R e); cbn [map].
  pose proof (use_s131 IH 0 1 0 1 (2 + e) (opt_l _ _ _ (s131_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 1 0 (1 + e) (opt_l _ _ _ (s131_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c39_R1 e)).
  pose proof (use_s48 IH 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c39_R e) ltac:(cbn [In]; left; reflexivity) (s131_c39_R1 e))) as Ho2.
  pose proof (use_s148 IH 0 1 1 0 (2 + e) (opt_r _ _ _ (s131_c39_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 1 0 (2 + e) (opt_r _ _ _ (s131_c39_R e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p82 Ho0 ltac:(zlia)).
    rewrite (s167_p63 Ho1 ltac:(zlia)).
    rewrite (s48_p66 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p86 Ho0 ltac:(zlia)).
    rewrite (s167_p63 Ho1 ltac:(zlia)).
    rewrite (s48_p66 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s131_c40_L : lmoves (s131_board 0 1 1 1 0) = [s131_board 0 1 0 2 0; s193_board 0 1 1 0].
Proof. unfold s131_board, s193_board. tf_options. Qed.
Lemma s131_c40_R : rmoves (s131_board 0 1 1 1 0) = [strip [(0, 1)] ([T; E; T; E; T; F; E; F]) []; s104_board 0 1 1 1; s132_board 0 1 1 1].
Proof. unfold s104_board, s131_board, s132_board, strip. tf_options. Qed.
Lemma s131_c40_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; E; F]) []) (s48_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s131_c40_p33 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 1 1 1 0 -> fst (s131_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s131_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q33] in Hc |- *.
  rewrite tf_game_eq, (s131_c40_L), (s131_c40_R); cbn [map].
  pose proof (use_s131 IH 0 1 0 2 0 (opt_l _ _ _ (s131_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 1 0 (opt_l _ _ _ (s131_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c40_R1)).
  pose proof (use_s48 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s131_c40_R) ltac:(cbn [In]; left; reflexivity) (s131_c40_R1))) as Ho2.
  pose proof (use_s104 IH 0 1 1 1 (opt_r _ _ _ (s131_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s132 IH 0 1 1 1 (opt_r _ _ _ (s131_c40_R) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  rewrite (s131_p88 Ho0 ltac:(zlia)).
  rewrite (s193_p14 Ho1 ltac:(zlia)).
  rewrite (s48_p28 Ho2 ltac:(zlia)).
  rewrite (s104_p11 Ho3 ltac:(zlia)).
  rewrite (s132_p15 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c41_L : lmoves (s131_board 0 1 1 1 1) = [s131_board 0 1 0 2 1; s167_board 0 1 1 1 0].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c41_R : rmoves (s131_board 0 1 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; F; T; E; F]) []; s148_board 0 1 1 1 1; s165_board 0 1 1 1 1].
Proof. unfold s131_board, s148_board, s165_board, strip. tf_options. Qed.
Lemma s131_c41_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; T; E; F]) []) (s48_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s131_c41_p101 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 1 1 1 1 -> fst (s131_q101 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s131_q101 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q101] in Hc |- *.
  rewrite tf_game_eq, (s131_c41_L), (s131_c41_R); cbn [map].
  pose proof (use_s131 IH 0 1 0 2 1 (opt_l _ _ _ (s131_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 1 1 0 (opt_l _ _ _ (s131_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c41_R1)).
  pose proof (use_s48 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s131_c41_R) ltac:(cbn [In]; left; reflexivity) (s131_c41_R1))) as Ho2.
  pose proof (use_s148 IH 0 1 1 1 1 (opt_r _ _ _ (s131_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 1 1 1 (opt_r _ _ _ (s131_c41_R) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  rewrite (s131_p74 Ho0 ltac:(zlia)).
  rewrite (s167_p12 Ho1 ltac:(zlia)).
  rewrite (s48_p67 Ho2 ltac:(zlia)).
  rewrite (s148_p46 Ho3 ltac:(zlia)).
  rewrite (s165_p33 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c42_L (e : nat) : lmoves (s131_board 0 1 1 1 (2 + e)) = [s131_board 0 1 0 2 (2 + e); s167_board 0 1 1 1 (1 + e)].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c42_R (e : nat) : rmoves (s131_board 0 1 1 1 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + e) ++ [E; F]) []; s148_board 0 1 1 1 (2 + e); s165_board 0 1 1 1 (2 + e)].
Proof. unfold s131_board, s148_board, s165_board, strip. tf_options. Qed.
Lemma s131_c42_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + e) ++ [E; F]) []) (s48_board 1 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s131_c42_p106 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 1 1 1 (2 + e) -> fst (s131_q106 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q106 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q106] in Hc |- *.
  rewrite tf_game_eq, (s131_c42_L e), (s131_c42_R e); cbn [map].
  pose proof (use_s131 IH 0 1 0 2 (2 + e) (opt_l _ _ _ (s131_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 1 1 (1 + e) (opt_l _ _ _ (s131_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c42_R1 e)).
  pose proof (use_s48 IH 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c42_R e) ltac:(cbn [In]; left; reflexivity) (s131_c42_R1 e))) as Ho2.
  pose proof (use_s148 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s131_c42_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s131_c42_R e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  rewrite (s131_p78 Ho0 ltac:(zlia)).
  rewrite (s167_p65 Ho1 ltac:(zlia)).
  rewrite (s48_p68 Ho2 ltac:(zlia)).
  rewrite (s148_p37 Ho3 ltac:(zlia)).
  rewrite (s165_p33 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c42_p108 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s131_board 0 1 1 1 (2 + e) -> fst (s131_q108 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q108 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q108] in Hc |- *.
  rewrite tf_game_eq, (s131_c42_L e), (s131_c42_R e); cbn [map].
  pose proof (use_s131 IH 0 1 0 2 (2 + e) (opt_l _ _ _ (s131_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 1 1 (1 + e) (opt_l _ _ _ (s131_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c42_R1 e)).
  pose proof (use_s48 IH 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c42_R e) ltac:(cbn [In]; left; reflexivity) (s131_c42_R1 e))) as Ho2.
  pose proof (use_s148 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s131_c42_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s131_c42_R e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p82 Ho0 ltac:(zlia)).
    rewrite (s167_p67 Ho1 ltac:(zlia)).
    rewrite (s48_p69 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p33 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p86 Ho0 ltac:(zlia)).
    rewrite (s167_p67 Ho1 ltac:(zlia)).
    rewrite (s48_p69 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p33 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s131_c43_L (d : nat) : lmoves (s131_board 0 1 1 (2 + d) 0) = [s131_board 0 1 0 (3 + d) 0; s194_board 0 1 1 (1 + d) 0].
Proof. unfold s131_board, s194_board. tf_options. Qed.
Lemma s131_c43_R (d : nat) : rmoves (s131_board 0 1 1 (2 + d) 0) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E; F]) []; s132_board 0 1 1 (2 + d)].
Proof. unfold s131_board, s132_board, strip. tf_options. Qed.
Lemma s131_c43_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E; F]) []) (s48_board 1 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s131_c43_p109 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 1 1 (2 + d) 0 -> fst (s131_q109 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q109 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q109] in Hc |- *.
  rewrite tf_game_eq, (s131_c43_L d), (s131_c43_R d); cbn [map].
  pose proof (use_s131 IH 0 1 0 (3 + d) 0 (opt_l _ _ _ (s131_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 1 (1 + d) 0 (opt_l _ _ _ (s131_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c43_R1 d)).
  pose proof (use_s48 IH 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c43_R d) ltac:(cbn [In]; left; reflexivity) (s131_c43_R1 d))) as Ho2.
  pose proof (use_s132 IH 0 1 1 (2 + d) (opt_r _ _ _ (s131_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p89 Ho0 ltac:(zlia)).
  rewrite (s194_p54 Ho1 ltac:(zlia)).
  rewrite (s48_p70 Ho2 ltac:(zlia)).
  rewrite (s132_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s131_c43_p111 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 1 1 (2 + d) 0 -> fst (s131_q111 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q111 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q111] in Hc |- *.
  rewrite tf_game_eq, (s131_c43_L d), (s131_c43_R d); cbn [map].
  pose proof (use_s131 IH 0 1 0 (3 + d) 0 (opt_l _ _ _ (s131_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 1 (1 + d) 0 (opt_l _ _ _ (s131_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c43_R1 d)).
  pose proof (use_s48 IH 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c43_R d) ltac:(cbn [In]; left; reflexivity) (s131_c43_R1 d))) as Ho2.
  pose proof (use_s132 IH 0 1 1 (2 + d) (opt_r _ _ _ (s131_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p95 Ho0 ltac:(zlia)).
  rewrite (s194_p58 Ho1 ltac:(zlia)).
  rewrite (s48_p73 Ho2 ltac:(zlia)).
  rewrite (s132_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c43_p112 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 1 1 (2 + d) 0 -> fst (s131_q112 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q112 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q112] in Hc |- *.
  rewrite tf_game_eq, (s131_c43_L d), (s131_c43_R d); cbn [map].
  pose proof (use_s131 IH 0 1 0 (3 + d) 0 (opt_l _ _ _ (s131_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 1 (1 + d) 0 (opt_l _ _ _ (s131_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c43_R1 d)).
  pose proof (use_s48 IH 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c43_R d) ltac:(cbn [In]; left; reflexivity) (s131_c43_R1 d))) as Ho2.
  pose proof (use_s132 IH 0 1 1 (2 + d) (opt_r _ _ _ (s131_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p95 Ho0 ltac:(zlia)).
  rewrite (s194_p59 Ho1 ltac:(zlia)).
  rewrite (s48_p16 Ho2 ltac:(zlia)).
  rewrite (s132_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c44_L (d : nat) : lmoves (s131_board 0 1 1 (2 + d) 1) = [s131_board 0 1 0 (3 + d) 1; s167_board 0 1 1 (2 + d) 0].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c44_R (d : nat) : rmoves (s131_board 0 1 1 (2 + d) 1) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; E; F]) []; s165_board 0 1 1 (2 + d) 1].
Proof. unfold s131_board, s165_board, strip. tf_options. Qed.
Lemma s131_c44_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; E; F]) []) (s48_board 1 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s131_c44_p74 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s131_board 0 1 1 (2 + d) 1 -> fst (s131_q74 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s131_q74 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q74] in Hc |- *.
  rewrite tf_game_eq, (s131_c44_L d), (s131_c44_R d); cbn [map].
  pose proof (use_s131 IH 0 1 0 (3 + d) 1 (opt_l _ _ _ (s131_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 1 (2 + d) 0 (opt_l _ _ _ (s131_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c44_R1 d)).
  pose proof (use_s48 IH 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s131_c44_R d) ltac:(cbn [In]; left; reflexivity) (s131_c44_R1 d))) as Ho2.
  pose proof (use_s165 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s131_c44_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p74 Ho0 ltac:(zlia)).
  rewrite (s167_p50 Ho1 ltac:(zlia)).
  rewrite (s48_p71 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c45_L (d e : nat) : lmoves (s131_board 0 1 1 (2 + d) (2 + e)) = [s131_board 0 1 0 (3 + d) (2 + e); s167_board 0 1 1 (2 + d) (1 + e)].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c45_R (d e : nat) : rmoves (s131_board 0 1 1 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []; s165_board 0 1 1 (2 + d) (2 + e)].
Proof. unfold s131_board, s165_board, strip. tf_options. Qed.
Lemma s131_c45_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []) (s48_board 1 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s131_c45_p78 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 1 1 (2 + d) (2 + e) -> fst (s131_q78 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q78 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q78] in Hc |- *.
  rewrite tf_game_eq, (s131_c45_L d e), (s131_c45_R d e); cbn [map].
  pose proof (use_s131 IH 0 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s131_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 1 (2 + d) (1 + e) (opt_l _ _ _ (s131_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c45_R1 d e)).
  pose proof (use_s48 IH 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c45_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c45_R1 d e))) as Ho2.
  pose proof (use_s165 IH 0 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s131_c45_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p78 Ho0 ltac:(zlia)).
  rewrite (s167_p53 Ho1 ltac:(zlia)).
  rewrite (s48_p12 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c45_p82 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 1 1 (2 + d) (2 + e) -> fst (s131_q82 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q82 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q82] in Hc |- *.
  rewrite tf_game_eq, (s131_c45_L d e), (s131_c45_R d e); cbn [map].
  pose proof (use_s131 IH 0 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s131_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 1 (2 + d) (1 + e) (opt_l _ _ _ (s131_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c45_R1 d e)).
  pose proof (use_s48 IH 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c45_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c45_R1 d e))) as Ho2.
  pose proof (use_s165 IH 0 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s131_c45_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p82 Ho0 ltac:(zlia)).
  rewrite (s167_p57 Ho1 ltac:(zlia)).
  rewrite (s48_p31 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c45_p86 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s131_board 0 1 1 (2 + d) (2 + e) -> fst (s131_q86 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q86 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q86] in Hc |- *.
  rewrite tf_game_eq, (s131_c45_L d e), (s131_c45_R d e); cbn [map].
  pose proof (use_s131 IH 0 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s131_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 1 (2 + d) (1 + e) (opt_l _ _ _ (s131_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c45_R1 d e)).
  pose proof (use_s48 IH 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c45_R d e) ltac:(cbn [In]; left; reflexivity) (s131_c45_R1 d e))) as Ho2.
  pose proof (use_s165 IH 0 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s131_c45_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p86 Ho0 ltac:(zlia)).
  rewrite (s167_p61 Ho1 ltac:(zlia)).
  rewrite (s48_p72 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c46_L (c : nat) : lmoves (s131_board 0 1 (2 + c) 0 0) = [s131_board 0 1 (1 + c) 1 0].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c46_R (c : nat) : rmoves (s131_board 0 1 (2 + c) 0 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; E; F]) []; s104_board 0 1 (2 + c) 0; s132_board 0 1 (2 + c) 0].
Proof. unfold s104_board, s131_board, s132_board, strip. tf_options. Qed.
Lemma s131_c46_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; E; F]) []) (s48_board 1 (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c>=2 && d==0 && e==0 *)
Lemma s131_c46_p46 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s131_board 0 1 (2 + c) 0 0 -> fst (s131_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s131_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q46] in Hc |- *.
  rewrite tf_game_eq, (s131_c46_L c), (s131_c46_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 1 0 (opt_l _ _ _ (s131_c46_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s131_c46_R1 c)).
  pose proof (use_s48 IH 1 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s131_c46_R c) ltac:(cbn [In]; left; reflexivity) (s131_c46_R1 c))) as Ho1.
  pose proof (use_s104 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s131_c46_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  pose proof (use_s132 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s131_c46_R c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p33 Ho0 ltac:(zlia)).
    rewrite (s48_p44 Ho1 ltac:(zlia)).
    rewrite (s104_p14 Ho2 ltac:(zlia)).
    rewrite (s132_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p117 Ho0 ltac:(zlia)).
    rewrite (s48_p44 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s104_p16 Ho2 ltac:(zlia)).
      rewrite (s132_p22 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s104_p18 Ho2 ltac:(zlia)).
      assert (Hp3 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
      destruct Hp3 as [Hp3|Hp3].
      {
        rewrite (s132_p24 Ho3 ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
      }
      {
        rewrite (s132_p26 Ho3 ltac:(zlia)).
        unfold nstar.
        split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
      }
    }
  }
Qed.

Lemma s131_c47_L (c : nat) : lmoves (s131_board 0 1 (2 + c) 0 1) = [s131_board 0 1 (1 + c) 1 1; s167_board 0 1 (2 + c) 0 0].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c47_R (c : nat) : rmoves (s131_board 0 1 (2 + c) 0 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; T; E; F]) []; s148_board 0 1 (2 + c) 0 1; s165_board 0 1 (2 + c) 0 1].
Proof. unfold s131_board, s148_board, s165_board, strip. tf_options. Qed.
Lemma s131_c47_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; T; E; F]) []) (s48_board 1 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s131_c47_p114 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s131_board 0 1 (2 + c) 0 1 -> fst (s131_q114 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s131_q114 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q114] in Hc |- *.
  rewrite tf_game_eq, (s131_c47_L c), (s131_c47_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s131_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) 0 0 (opt_l _ _ _ (s131_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c47_R1 c)).
  pose proof (use_s48 IH 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s131_c47_R c) ltac:(cbn [In]; left; reflexivity) (s131_c47_R1 c))) as Ho2.
  pose proof (use_s148 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s131_c47_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s131_c47_R c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  rewrite (s131_p101 Ho0 ltac:(zlia)).
  rewrite (s167_p69 Ho1 ltac:(zlia)).
  rewrite (s48_p46 Ho2 ltac:(zlia)).
  rewrite (s148_p23 Ho3 ltac:(zlia)).
  rewrite (s165_p40 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s131_c47_p128 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s131_board 0 1 (2 + c) 0 1 -> fst (s131_q128 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s131_q128 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q128] in Hc |- *.
  rewrite tf_game_eq, (s131_c47_L c), (s131_c47_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s131_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) 0 0 (opt_l _ _ _ (s131_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c47_R1 c)).
  pose proof (use_s48 IH 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s131_c47_R c) ltac:(cbn [In]; left; reflexivity) (s131_c47_R1 c))) as Ho2.
  pose proof (use_s148 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s131_c47_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s131_c47_R c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p120 Ho0 ltac:(zlia)).
    rewrite (s167_p69 Ho1 ltac:(zlia)).
    rewrite (s48_p46 Ho2 ltac:(zlia)).
    rewrite (s148_p52 Ho3 ltac:(zlia)).
    rewrite (s165_p49 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p132 Ho0 ltac:(zlia)).
    rewrite (s167_p69 Ho1 ltac:(zlia)).
    rewrite (s48_p46 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s148_p54 Ho3 ltac:(zlia)).
      rewrite (s165_p55 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s148_p56 Ho3 ltac:(zlia)).
      rewrite (s165_p55 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s131_c48_L (c e : nat) : lmoves (s131_board 0 1 (2 + c) 0 (2 + e)) = [s131_board 0 1 (1 + c) 1 (2 + e); s167_board 0 1 (2 + c) 0 (1 + e)].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c48_R (c e : nat) : rmoves (s131_board 0 1 (2 + c) 0 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [E; F]) []; s148_board 0 1 (2 + c) 0 (2 + e); s165_board 0 1 (2 + c) 0 (2 + e)].
Proof. unfold s131_board, s148_board, s165_board, strip. tf_options. Qed.
Lemma s131_c48_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [E; F]) []) (s48_board 1 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s131_c48_p116 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s131_board 0 1 (2 + c) 0 (2 + e) -> fst (s131_q116 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q116 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q116] in Hc |- *.
  rewrite tf_game_eq, (s131_c48_L c e), (s131_c48_R c e); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s131_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) 0 (1 + e) (opt_l _ _ _ (s131_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c48_R1 c e)).
  pose proof (use_s48 IH 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c48_R c e) ltac:(cbn [In]; left; reflexivity) (s131_c48_R1 c e))) as Ho2.
  pose proof (use_s148 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s131_c48_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s131_c48_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p106 Ho0 ltac:(zlia)).
    rewrite (s167_p72 Ho1 ltac:(zlia)).
    rewrite (s48_p74 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p40 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p108 Ho0 ltac:(zlia)).
    rewrite (s167_p72 Ho1 ltac:(zlia)).
    rewrite (s48_p75 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p40 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s131_c48_p130 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s131_board 0 1 (2 + c) 0 (2 + e) -> fst (s131_q130 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q130 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q130] in Hc |- *.
  rewrite tf_game_eq, (s131_c48_L c e), (s131_c48_R c e); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s131_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) 0 (1 + e) (opt_l _ _ _ (s131_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c48_R1 c e)).
  pose proof (use_s48 IH 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c48_R c e) ltac:(cbn [In]; left; reflexivity) (s131_c48_R1 c e))) as Ho2.
  pose proof (use_s148 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s131_c48_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s131_c48_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p122 Ho0 ltac:(zlia)).
    rewrite (s167_p78 Ho1 ltac:(zlia)).
    rewrite (s48_p52 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p49 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p124 Ho0 ltac:(zlia)).
    rewrite (s167_p78 Ho1 ltac:(zlia)).
    rewrite (s48_p53 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p49 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s131_c48_p138 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s131_board 0 1 (2 + c) 0 (2 + e) -> fst (s131_q138 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q138 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q138] in Hc |- *.
  rewrite tf_game_eq, (s131_c48_L c e), (s131_c48_R c e); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s131_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) 0 (1 + e) (opt_l _ _ _ (s131_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c48_R1 c e)).
  pose proof (use_s48 IH 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c48_R c e) ltac:(cbn [In]; left; reflexivity) (s131_c48_R1 c e))) as Ho2.
  pose proof (use_s148 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s131_c48_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s131_c48_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  rewrite (s131_p134 Ho0 ltac:(zlia)).
  rewrite (s167_p84 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s48_p52 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p55 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p53 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p55 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s131_c49_L (c : nat) : lmoves (s131_board 0 1 (2 + c) 1 0) = [s131_board 0 1 (1 + c) 2 0; s193_board 0 1 (2 + c) 0].
Proof. unfold s131_board, s193_board. tf_options. Qed.
Lemma s131_c49_R (c : nat) : rmoves (s131_board 0 1 (2 + c) 1 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E; F]) []; s104_board 0 1 (2 + c) 1; s132_board 0 1 (2 + c) 1].
Proof. unfold s104_board, s131_board, s132_board, strip. tf_options. Qed.
Lemma s131_c49_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E; F]) []) (s48_board 1 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s131_c49_p117 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s131_board 0 1 (2 + c) 1 0 -> fst (s131_q117 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s131_q117 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q117] in Hc |- *.
  rewrite tf_game_eq, (s131_c49_L c), (s131_c49_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 2 0 (opt_l _ _ _ (s131_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s131_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c49_R1 c)).
  pose proof (use_s48 IH 1 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s131_c49_R c) ltac:(cbn [In]; left; reflexivity) (s131_c49_R1 c))) as Ho2.
  pose proof (use_s104 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s131_c49_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s132 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s131_c49_R c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p109 Ho0 ltac:(zlia)).
    rewrite (s193_p18 Ho1 ltac:(zlia)).
    rewrite (s48_p39 Ho2 ltac:(zlia)).
    rewrite (s104_p11 Ho3 ltac:(zlia)).
    rewrite (s132_p20 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s131_p110 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s193_p23 Ho1 ltac:(zlia)).
      rewrite (s48_p39 Ho2 ltac:(zlia)).
      rewrite (s104_p11 Ho3 ltac:(zlia)).
      rewrite (s132_p20 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s193_p25 Ho1 ltac:(zlia)).
      rewrite (s48_p39 Ho2 ltac:(zlia)).
      rewrite (s104_p11 Ho3 ltac:(zlia)).
      rewrite (s132_p20 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s131_c50_L (c : nat) : lmoves (s131_board 0 1 (2 + c) 1 1) = [s131_board 0 1 (1 + c) 2 1; s167_board 0 1 (2 + c) 1 0].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c50_R (c : nat) : rmoves (s131_board 0 1 (2 + c) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; T; E; F]) []; s148_board 0 1 (2 + c) 1 1; s165_board 0 1 (2 + c) 1 1].
Proof. unfold s131_board, s148_board, s165_board, strip. tf_options. Qed.
Lemma s131_c50_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; T; E; F]) []) (s48_board 1 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s131_c50_p120 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s131_board 0 1 (2 + c) 1 1 -> fst (s131_q120 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s131_q120 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q120] in Hc |- *.
  rewrite tf_game_eq, (s131_c50_L c), (s131_c50_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s131_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) 1 0 (opt_l _ _ _ (s131_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c50_R1 c)).
  pose proof (use_s48 IH 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s131_c50_R c) ltac:(cbn [In]; left; reflexivity) (s131_c50_R1 c))) as Ho2.
  pose proof (use_s148 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s131_c50_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s131_c50_R c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  rewrite (s131_p74 Ho0 ltac:(zlia)).
  rewrite (s167_p29 Ho1 ltac:(zlia)).
  rewrite (s48_p49 Ho2 ltac:(zlia)).
  rewrite (s148_p46 Ho3 ltac:(zlia)).
  rewrite (s165_p45 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c50_p132 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s131_board 0 1 (2 + c) 1 1 -> fst (s131_q132 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s131_q132 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q132] in Hc |- *.
  rewrite tf_game_eq, (s131_c50_L c), (s131_c50_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s131_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) 1 0 (opt_l _ _ _ (s131_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c50_R1 c)).
  pose proof (use_s48 IH 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s131_c50_R c) ltac:(cbn [In]; left; reflexivity) (s131_c50_R1 c))) as Ho2.
  pose proof (use_s148 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s131_c50_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s131_c50_R c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  rewrite (s131_p74 Ho0 ltac:(zlia)).
  rewrite (s167_p80 Ho1 ltac:(zlia)).
  rewrite (s48_p49 Ho2 ltac:(zlia)).
  rewrite (s148_p46 Ho3 ltac:(zlia)).
  rewrite (s165_p51 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s131_c51_L (c e : nat) : lmoves (s131_board 0 1 (2 + c) 1 (2 + e)) = [s131_board 0 1 (1 + c) 2 (2 + e); s167_board 0 1 (2 + c) 1 (1 + e)].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c51_R (c e : nat) : rmoves (s131_board 0 1 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [E; F]) []; s148_board 0 1 (2 + c) 1 (2 + e); s165_board 0 1 (2 + c) 1 (2 + e)].
Proof. unfold s131_board, s148_board, s165_board, strip. tf_options. Qed.
Lemma s131_c51_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [E; F]) []) (s48_board 1 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s131_c51_p122 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s131_board 0 1 (2 + c) 1 (2 + e) -> fst (s131_q122 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q122 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q122] in Hc |- *.
  rewrite tf_game_eq, (s131_c51_L c e), (s131_c51_R c e); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s131_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) 1 (1 + e) (opt_l _ _ _ (s131_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c51_R1 c e)).
  pose proof (use_s48 IH 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s131_c51_R1 c e))) as Ho2.
  pose proof (use_s148 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s131_c51_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s131_c51_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  rewrite (s131_p78 Ho0 ltac:(zlia)).
  rewrite (s167_p74 Ho1 ltac:(zlia)).
  rewrite (s48_p50 Ho2 ltac:(zlia)).
  rewrite (s148_p37 Ho3 ltac:(zlia)).
  rewrite (s165_p45 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s131_c51_p124 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s131_board 0 1 (2 + c) 1 (2 + e) -> fst (s131_q124 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q124 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q124] in Hc |- *.
  rewrite tf_game_eq, (s131_c51_L c e), (s131_c51_R c e); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s131_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) 1 (1 + e) (opt_l _ _ _ (s131_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c51_R1 c e)).
  pose proof (use_s48 IH 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s131_c51_R1 c e))) as Ho2.
  pose proof (use_s148 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s131_c51_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s131_c51_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p82 Ho0 ltac:(zlia)).
    rewrite (s167_p76 Ho1 ltac:(zlia)).
    rewrite (s48_p50 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p45 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p86 Ho0 ltac:(zlia)).
    rewrite (s167_p76 Ho1 ltac:(zlia)).
    rewrite (s48_p50 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p45 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s131_c51_p134 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s131_board 0 1 (2 + c) 1 (2 + e) -> fst (s131_q134 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q134 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q134] in Hc |- *.
  rewrite tf_game_eq, (s131_c51_L c e), (s131_c51_R c e); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s131_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) 1 (1 + e) (opt_l _ _ _ (s131_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c51_R1 c e)).
  pose proof (use_s48 IH 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s131_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s131_c51_R1 c e))) as Ho2.
  pose proof (use_s148 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s131_c51_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  pose proof (use_s165 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s131_c51_R c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s131_p76 Ho0 ltac:(zlia)).
    rewrite (s167_p82 Ho1 ltac:(zlia)).
    rewrite (s48_p50 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p51 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p80 Ho0 ltac:(zlia)).
    rewrite (s167_p82 Ho1 ltac:(zlia)).
    rewrite (s48_p50 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p51 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p84 Ho0 ltac:(zlia)).
    rewrite (s167_p82 Ho1 ltac:(zlia)).
    rewrite (s48_p50 Ho2 ltac:(zlia)).
    rewrite (s148_p37 Ho3 ltac:(zlia)).
    rewrite (s165_p51 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s131_c52_L (c d : nat) : lmoves (s131_board 0 1 (2 + c) (2 + d) 0) = [s131_board 0 1 (1 + c) (3 + d) 0; s194_board 0 1 (2 + c) (1 + d) 0].
Proof. unfold s131_board, s194_board. tf_options. Qed.
Lemma s131_c52_R (c d : nat) : rmoves (s131_board 0 1 (2 + c) (2 + d) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) []; s132_board 0 1 (2 + c) (2 + d)].
Proof. unfold s131_board, s132_board, strip. tf_options. Qed.
Lemma s131_c52_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) []) (s48_board 1 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s131_c52_p90 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s131_board 0 1 (2 + c) (2 + d) 0 -> fst (s131_q90 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q90 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q90] in Hc |- *.
  rewrite tf_game_eq, (s131_c52_L c d), (s131_c52_R c d); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s131_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 (2 + c) (1 + d) 0 (opt_l _ _ _ (s131_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c52_R1 c d)).
  pose proof (use_s48 IH 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c52_R c d) ltac:(cbn [In]; left; reflexivity) (s131_c52_R1 c d))) as Ho2.
  pose proof (use_s132 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s131_c52_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p90 Ho0 ltac:(zlia)).
    rewrite (s194_p42 Ho1 ltac:(zlia)).
    rewrite (s48_p16 Ho2 ltac:(zlia)).
    rewrite (s132_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p112 Ho0 ltac:(zlia)).
    rewrite (s194_p42 Ho1 ltac:(zlia)).
    rewrite (s48_p16 Ho2 ltac:(zlia)).
    rewrite (s132_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s131_c52_p110 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s131_board 0 1 (2 + c) (2 + d) 0 -> fst (s131_q110 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q110 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q110] in Hc |- *.
  rewrite tf_game_eq, (s131_c52_L c d), (s131_c52_R c d); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s131_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 (2 + c) (1 + d) 0 (opt_l _ _ _ (s131_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c52_R1 c d)).
  pose proof (use_s48 IH 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c52_R c d) ltac:(cbn [In]; left; reflexivity) (s131_c52_R1 c d))) as Ho2.
  pose proof (use_s132 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s131_c52_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s131_p111 Ho0 ltac:(zlia)).
    rewrite (s194_p61 Ho1 ltac:(zlia)).
    rewrite (s48_p70 Ho2 ltac:(zlia)).
    rewrite (s132_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s131_p126 Ho0 ltac:(zlia)).
    rewrite (s194_p69 Ho1 ltac:(zlia)).
    rewrite (s48_p70 Ho2 ltac:(zlia)).
    rewrite (s132_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s131_p136 Ho0 ltac:(zlia)).
    rewrite (s194_p69 Ho1 ltac:(zlia)).
    rewrite (s48_p70 Ho2 ltac:(zlia)).
    rewrite (s132_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s131_c52_p126 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s131_board 0 1 (2 + c) (2 + d) 0 -> fst (s131_q126 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q126 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q126] in Hc |- *.
  rewrite tf_game_eq, (s131_c52_L c d), (s131_c52_R c d); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s131_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 (2 + c) (1 + d) 0 (opt_l _ _ _ (s131_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c52_R1 c d)).
  pose proof (use_s48 IH 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c52_R c d) ltac:(cbn [In]; left; reflexivity) (s131_c52_R1 c d))) as Ho2.
  pose proof (use_s132 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s131_c52_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p112 Ho0 ltac:(zlia)).
  rewrite (s194_p65 Ho1 ltac:(zlia)).
  rewrite (s48_p51 Ho2 ltac:(zlia)).
  rewrite (s132_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c52_p136 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s131_board 0 1 (2 + c) (2 + d) 0 -> fst (s131_q136 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s131_q136 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q136] in Hc |- *.
  rewrite tf_game_eq, (s131_c52_L c d), (s131_c52_R c d); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s131_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 (2 + c) (1 + d) 0 (opt_l _ _ _ (s131_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c52_R1 c d)).
  pose proof (use_s48 IH 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s131_c52_R c d) ltac:(cbn [In]; left; reflexivity) (s131_c52_R1 c d))) as Ho2.
  pose proof (use_s132 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s131_c52_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p90 Ho0 ltac:(zlia)).
  rewrite (s194_p73 Ho1 ltac:(zlia)).
  rewrite (s48_p51 Ho2 ltac:(zlia)).
  rewrite (s132_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c53_L (c d : nat) : lmoves (s131_board 0 1 (2 + c) (2 + d) 1) = [s131_board 0 1 (1 + c) (3 + d) 1; s167_board 0 1 (2 + c) (2 + d) 0].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c53_R (c d : nat) : rmoves (s131_board 0 1 (2 + c) (2 + d) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; F]) []; s165_board 0 1 (2 + c) (2 + d) 1].
Proof. unfold s131_board, s165_board, strip. tf_options. Qed.
Lemma s131_c53_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; F]) []) (s48_board 1 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s131_c53_p74 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s131_board 0 1 (2 + c) (2 + d) 1 -> fst (s131_q74 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s131_q74 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q74] in Hc |- *.
  rewrite tf_game_eq, (s131_c53_L c d), (s131_c53_R c d); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s131_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s131_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c53_R1 c d)).
  pose proof (use_s48 IH 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s131_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s131_c53_R1 c d))) as Ho2.
  pose proof (use_s165 IH 0 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s131_c53_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p74 Ho0 ltac:(zlia)).
  rewrite (s167_p50 Ho1 ltac:(zlia)).
  rewrite (s48_p71 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c54_L (c d e : nat) : lmoves (s131_board 0 1 (2 + c) (2 + d) (2 + e)) = [s131_board 0 1 (1 + c) (3 + d) (2 + e); s167_board 0 1 (2 + c) (2 + d) (1 + e)].
Proof. unfold s131_board, s167_board. tf_options. Qed.
Lemma s131_c54_R (c d e : nat) : rmoves (s131_board 0 1 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []; s165_board 0 1 (2 + c) (2 + d) (2 + e)].
Proof. unfold s131_board, s165_board, strip. tf_options. Qed.
Lemma s131_c54_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []) (s48_board 1 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s131_c54_p76 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s131_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s131_q76 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q76 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q76] in Hc |- *.
  rewrite tf_game_eq, (s131_c54_L c d e), (s131_c54_R c d e); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s131_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) (1 + e) (opt_l _ _ _ (s131_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c54_R1 c d e)).
  pose proof (use_s48 IH 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c54_R c d e) ltac:(cbn [In]; left; reflexivity) (s131_c54_R1 c d e))) as Ho2.
  pose proof (use_s165 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s131_c54_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p76 Ho0 ltac:(zlia)).
    rewrite (s167_p53 Ho1 ltac:(zlia)).
    rewrite (s48_p12 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p78 Ho0 ltac:(zlia)).
    rewrite (s167_p53 Ho1 ltac:(zlia)).
    rewrite (s48_p12 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s131_c54_p80 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s131_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s131_q80 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q80 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q80] in Hc |- *.
  rewrite tf_game_eq, (s131_c54_L c d e), (s131_c54_R c d e); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s131_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) (1 + e) (opt_l _ _ _ (s131_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c54_R1 c d e)).
  pose proof (use_s48 IH 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c54_R c d e) ltac:(cbn [In]; left; reflexivity) (s131_c54_R1 c d e))) as Ho2.
  pose proof (use_s165 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s131_c54_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p80 Ho0 ltac:(zlia)).
    rewrite (s167_p55 Ho1 ltac:(zlia)).
    rewrite (s48_p31 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p82 Ho0 ltac:(zlia)).
    rewrite (s167_p55 Ho1 ltac:(zlia)).
    rewrite (s48_p31 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s131_c54_p84 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s131_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s131_q84 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s131_q84 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s131_q84] in Hc |- *.
  rewrite tf_game_eq, (s131_c54_L c d e), (s131_c54_R c d e); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s131_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) (1 + e) (opt_l _ _ _ (s131_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s131_c54_R1 c d e)).
  pose proof (use_s48 IH 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s131_c54_R c d e) ltac:(cbn [In]; left; reflexivity) (s131_c54_R1 c d e))) as Ho2.
  pose proof (use_s165 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s131_c54_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s131_p84 Ho0 ltac:(zlia)).
    rewrite (s167_p59 Ho1 ltac:(zlia)).
    rewrite (s48_p72 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p86 Ho0 ltac:(zlia)).
    rewrite (s167_p59 Ho1 ltac:(zlia)).
    rewrite (s48_p72 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s131_c55_L (b : nat) : lmoves (s131_board 0 (2 + b) 0 0 0) = [s126_board 0 (1 + b) 0 1 0].
Proof. unfold s126_board, s131_board. tf_options. Qed.
Lemma s131_c55_R (b : nat) : rmoves (s131_board 0 (2 + b) 0 0 0) = [s36_board 0 (2 + b) 0; s132_board 0 (2 + b) 0 0].
Proof. unfold s131_board, s132_board, s36_board. tf_options. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b>=2 && c==0 && d==0 && e==0 *)
Lemma s131_c55_p139 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s131_board 0 (2 + b) 0 0 0 -> fst (s131_q139 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s131_q139 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q139] in Hc |- *.
  rewrite tf_game_eq, (s131_c55_L b), (s131_c55_R b); cbn [map].
  pose proof (use_s126 IH 0 (1 + b) 0 1 0 (opt_l _ _ _ (s131_c55_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 0 (2 + b) 0 (opt_r _ _ _ (s131_c55_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s131_c55_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s126_p52 Ho0 ltac:(zlia)).
  rewrite (s36_p3 Ho1 ltac:(zlia)).
  rewrite (s132_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s131_c55_p149 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s131_board 0 (2 + b) 0 0 0 -> fst (s131_q149 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s131_q149 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q149] in Hc |- *.
  rewrite tf_game_eq, (s131_c55_L b), (s131_c55_R b); cbn [map].
  pose proof (use_s126 IH 0 (1 + b) 0 1 0 (opt_l _ _ _ (s131_c55_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 0 (2 + b) 0 (opt_r _ _ _ (s131_c55_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s131_c55_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s126_p86 Ho0 ltac:(zlia)).
  rewrite (s36_p3 Ho1 ltac:(zlia)).
  rewrite (s132_p30 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s131_c55_p157 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s131_board 0 (2 + b) 0 0 0 -> fst (s131_q157 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s131_q157 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q157] in Hc |- *.
  rewrite tf_game_eq, (s131_c55_L b), (s131_c55_R b); cbn [map].
  pose proof (use_s126 IH 0 (1 + b) 0 1 0 (opt_l _ _ _ (s131_c55_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s36 IH 0 (2 + b) 0 (opt_r _ _ _ (s131_c55_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s132 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s131_c55_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s126_p126 Ho0 ltac:(zlia)).
  rewrite (s36_p3 Ho1 ltac:(zlia)).
  rewrite (s132_p32 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

