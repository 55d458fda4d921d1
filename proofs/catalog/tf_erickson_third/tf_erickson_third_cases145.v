(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s148_c12_L (e : nat) : lmoves (s148_board 0 0 1 0 (2 + e)) = [strip [(1, 1); (1, 1)] (repeat T (3 + e) ++ [E; F]) []; strip [(1, 1)] (T :: F :: E :: repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c12_L1 (e : nat) : tf_norm (strip [(1, 1); (1, 1)] (repeat T (3 + e) ++ [E; F]) []) (s37_board 0 (3 + e)) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] (repeat T (3 + e) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c12_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (1 + e) ++ [E; T; F]) []) (s112_board 0 1 0 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c12_R (e : nat) : rmoves (s148_board 0 0 1 0 (2 + e)) = [strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c12_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 0 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c12_R2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 1 0 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c==1 && d==0 && e>=2 *)
Lemma s148_c12_p12 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s148_board 0 0 1 0 (2 + e) -> fst (s148_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q12] in Hc |- *.
  rewrite tf_game_eq, (s148_c12_L e), (s148_c12_R e); cbn [map].
  rewrite (tf_norm_game (s148_c12_L1 e)).
  pose proof (use_s37 IH 0 (3 + e) (opt_norm_l _ _ _ _ _ (s148_c12_L e) ltac:(cbn [In]; left; reflexivity) (s148_c12_L1 e))) as Ho0.
  rewrite (tf_norm_game (s148_c12_L2 e)).
  pose proof (use_s112 IH 0 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s148_c12_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c12_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s148_c12_R1 e)).
  pose proof (use_s79 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c12_R e) ltac:(cbn [In]; left; reflexivity) (s148_c12_R1 e))) as Ho2.
  rewrite (tf_norm_game (s148_c12_R2 e)).
  pose proof (use_s113 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c12_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c12_R2 e))) as Ho3.
  rewrite (s37_p4 Ho0 ltac:(zlia)).
  rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (3 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p11 Ho1 ltac:(zlia)).
  rewrite (s112_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p13 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c12_p14 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s148_board 0 0 1 0 (2 + e) -> fst (s148_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q14] in Hc |- *.
  rewrite tf_game_eq, (s148_c12_L e), (s148_c12_R e); cbn [map].
  rewrite (tf_norm_game (s148_c12_L1 e)).
  pose proof (use_s37 IH 0 (3 + e) (opt_norm_l _ _ _ _ _ (s148_c12_L e) ltac:(cbn [In]; left; reflexivity) (s148_c12_L1 e))) as Ho0.
  rewrite (tf_norm_game (s148_c12_L2 e)).
  pose proof (use_s112 IH 0 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s148_c12_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c12_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s148_c12_R1 e)).
  pose proof (use_s79 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c12_R e) ltac:(cbn [In]; left; reflexivity) (s148_c12_R1 e))) as Ho2.
  rewrite (tf_norm_game (s148_c12_R2 e)).
  pose proof (use_s113 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c12_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c12_R2 e))) as Ho3.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (3 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p7 Ho1 ltac:(zlia)).
  rewrite (s112_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p10 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c12_p19 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s148_board 0 0 1 0 (2 + e) -> fst (s148_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q19] in Hc |- *.
  rewrite tf_game_eq, (s148_c12_L e), (s148_c12_R e); cbn [map].
  rewrite (tf_norm_game (s148_c12_L1 e)).
  pose proof (use_s37 IH 0 (3 + e) (opt_norm_l _ _ _ _ _ (s148_c12_L e) ltac:(cbn [In]; left; reflexivity) (s148_c12_L1 e))) as Ho0.
  rewrite (tf_norm_game (s148_c12_L2 e)).
  pose proof (use_s112 IH 0 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s148_c12_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c12_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s148_c12_R1 e)).
  pose proof (use_s79 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c12_R e) ltac:(cbn [In]; left; reflexivity) (s148_c12_R1 e))) as Ho2.
  rewrite (tf_norm_game (s148_c12_R2 e)).
  pose proof (use_s113 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c12_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c12_R2 e))) as Ho3.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (3 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p17 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s104 *)
Lemma s148_c13_p20 x (Hs104 : s104_claim x) :
  x = s148_board 0 0 1 1 0 -> fst (s148_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s148_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q20] in Hc |- *.
  pose proof (Hs104 0 0 1 1 ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s148_c14_L : lmoves (s148_board 0 0 1 1 1) = [strip [(1, 1)] ([T; F; E; T; T; E; F]) []; strip [(1, 1)] ([T; F; T; E; E; T; F]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c14_L1 : tf_norm (strip [(1, 1)] ([T; F; E; T; T; E; F]) []) (s79_board 0 1 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c14_L2 : tf_norm (strip [(1, 1)] ([T; F; T; E; E; T; F]) []) (s84_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c14_R : rmoves (s148_board 0 0 1 1 1) = [strip [(0, 1)] ([E; T; F; T; E; T; E; F]) []; strip [(1, 1)] ([T; F; T; E; T; F; E]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; T; E; F]) []) (s79_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c14_R2 : tf_norm (strip [(1, 1)] ([T; F; T; E; T; F; E]) []) (s113_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c==1 && d==1 && e==1 *)
Lemma s148_c14_p22 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s148_board 0 0 1 1 1 -> fst (s148_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s148_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q22] in Hc |- *.
  rewrite tf_game_eq, (s148_c14_L), (s148_c14_R); cbn [map].
  rewrite (tf_norm_game (s148_c14_L1)).
  pose proof (use_s79 IH 0 1 0 2 (opt_norm_l _ _ _ _ _ (s148_c14_L) ltac:(cbn [In]; left; reflexivity) (s148_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s148_c14_L2)).
  pose proof (use_s84 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s148_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s148_c14_R1)).
  pose proof (use_s79 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s148_c14_R) ltac:(cbn [In]; left; reflexivity) (s148_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s148_c14_R2)).
  pose proof (use_s113 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s148_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c14_R2))) as Ho3.
  rewrite (s79_p13 Ho0 ltac:(zlia)).
  rewrite (s79_p13_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s84_p5 Ho1 ltac:(zlia)).
  rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p23 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c15_L (e : nat) : lmoves (s148_board 0 0 1 1 (2 + e)) = [strip [(1, 1)] (T :: F :: E :: repeat T (3 + e) ++ [E; F]) []; strip [(1, 1)] (T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c15_L1 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (3 + e) ++ [E; F]) []) (s79_board 0 1 0 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (3 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c15_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; F]) []) (s112_board 0 1 1 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c15_R (e : nat) : rmoves (s148_board 0 0 1 1 (2 + e)) = [strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c15_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 0 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c15_R2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 1 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s148_c15_p19 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s148_board 0 0 1 1 (2 + e) -> fst (s148_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q19] in Hc |- *.
  rewrite tf_game_eq, (s148_c15_L e), (s148_c15_R e); cbn [map].
  rewrite (tf_norm_game (s148_c15_L1 e)).
  pose proof (use_s79 IH 0 1 0 (3 + e) (opt_norm_l _ _ _ _ _ (s148_c15_L e) ltac:(cbn [In]; left; reflexivity) (s148_c15_L1 e))) as Ho0.
  rewrite (tf_norm_game (s148_c15_L2 e)).
  pose proof (use_s112 IH 0 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s148_c15_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c15_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s148_c15_R1 e)).
  pose proof (use_s79 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c15_R e) ltac:(cbn [In]; left; reflexivity) (s148_c15_R1 e))) as Ho2.
  rewrite (tf_norm_game (s148_c15_R2 e)).
  pose proof (use_s113 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c15_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c15_R2 e))) as Ho3.
  rewrite (s79_p17 Ho0 ltac:(zlia)).
  rewrite (s79_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p15 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c15_p23 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s148_board 0 0 1 1 (2 + e) -> fst (s148_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q23] in Hc |- *.
  rewrite tf_game_eq, (s148_c15_L e), (s148_c15_R e); cbn [map].
  rewrite (tf_norm_game (s148_c15_L1 e)).
  pose proof (use_s79 IH 0 1 0 (3 + e) (opt_norm_l _ _ _ _ _ (s148_c15_L e) ltac:(cbn [In]; left; reflexivity) (s148_c15_L1 e))) as Ho0.
  rewrite (tf_norm_game (s148_c15_L2 e)).
  pose proof (use_s112 IH 0 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s148_c15_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c15_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s148_c15_R1 e)).
  pose proof (use_s79 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c15_R e) ltac:(cbn [In]; left; reflexivity) (s148_c15_R1 e))) as Ho2.
  rewrite (tf_norm_game (s148_c15_R2 e)).
  pose proof (use_s113 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c15_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c15_R2 e))) as Ho3.
  rewrite (s79_p10 Ho0 ltac:(zlia)).
  rewrite (s79_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p15 Ho1 ltac:(zlia)).
  rewrite (s112_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p24 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s104 *)
Lemma s148_c16_p20 x (Hs104 : s104_claim x) (d : nat) :
  x = s148_board 0 0 1 (2 + d) 0 -> fst (s148_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s148_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q20] in Hc |- *.
  pose proof (Hs104 0 0 1 (2 + d) ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s148_c17_L (d : nat) : lmoves (s148_board 0 0 1 (2 + d) 1) = [strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; E; F]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; E; T; F]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c17_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; E; F]) []) (s79_board 0 1 (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c17_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; E; T; F]) []) (s84_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c17_R (d : nat) : rmoves (s148_board 0 0 1 (2 + d) 1) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; E; F]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; T; F; E]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c17_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; E; F]) []) (s79_board 0 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c17_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; T; F; E]) []) (s113_board 0 1 (2 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s148_c17_p22 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s148_board 0 0 1 (2 + d) 1 -> fst (s148_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s148_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q22] in Hc |- *.
  rewrite tf_game_eq, (s148_c17_L d), (s148_c17_R d); cbn [map].
  rewrite (tf_norm_game (s148_c17_L1 d)).
  pose proof (use_s79 IH 0 1 (1 + d) 2 (opt_norm_l _ _ _ _ _ (s148_c17_L d) ltac:(cbn [In]; left; reflexivity) (s148_c17_L1 d))) as Ho0.
  rewrite (tf_norm_game (s148_c17_L2 d)).
  pose proof (use_s84 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s148_c17_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c17_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s148_c17_R1 d)).
  pose proof (use_s79 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s148_c17_R d) ltac:(cbn [In]; left; reflexivity) (s148_c17_R1 d))) as Ho2.
  rewrite (tf_norm_game (s148_c17_R2 d)).
  pose proof (use_s113 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s148_c17_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c17_R2 d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p15 Ho0 ltac:(zlia)).
    rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p24 Ho0 ltac:(zlia)).
    rewrite (s79_p24_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s148_c18_L (d e : nat) : lmoves (s148_board 0 0 1 (2 + d) (2 + e)) = [strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; F]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c18_L1 (d e : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; F]) []) (s79_board 0 1 (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c18_L2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; F]) []) (s112_board 0 1 (2 + d) (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c18_R (d e : nat) : rmoves (s148_board 0 0 1 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c18_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 0 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c18_R2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 1 (2 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s148_c18_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s148_board 0 0 1 (2 + d) (2 + e) -> fst (s148_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q17] in Hc |- *.
  rewrite tf_game_eq, (s148_c18_L d e), (s148_c18_R d e); cbn [map].
  rewrite (tf_norm_game (s148_c18_L1 d e)).
  pose proof (use_s79 IH 0 1 (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s148_c18_L d e) ltac:(cbn [In]; left; reflexivity) (s148_c18_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s148_c18_L2 d e)).
  pose proof (use_s112 IH 0 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s148_c18_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c18_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s148_c18_R1 d e)).
  pose proof (use_s79 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s148_c18_R d e) ltac:(cbn [In]; left; reflexivity) (s148_c18_R1 d e))) as Ho2.
  rewrite (tf_norm_game (s148_c18_R2 d e)).
  pose proof (use_s113 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s148_c18_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c18_R2 d e))) as Ho3.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p15 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s104 *)
Lemma s148_c19_p11 x (Hs104 : s104_claim x) (c : nat) :
  x = s148_board 0 0 (2 + c) 0 0 -> fst (s148_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s148_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q11] in Hc |- *.
  pose proof (Hs104 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s148_c19_p12 x (Hs104 : s104_claim x) (c : nat) :
  x = s148_board 0 0 (2 + c) 0 0 -> fst (s148_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s148_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q12] in Hc |- *.
  pose proof (Hs104 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s148_c19_p15 x (Hs104 : s104_claim x) (c : nat) :
  x = s148_board 0 0 (2 + c) 0 0 -> fst (s148_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s148_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q15] in Hc |- *.
  pose proof (Hs104 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s148_c20_L (c : nat) : lmoves (s148_board 0 0 (2 + c) 0 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; F; T; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E; T; F]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c20_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; F; T; T; E; F]) []) (s48_board 0 (1 + c) 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; F; T; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c20_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E; T; F]) []) (s84_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c20_R (c : nat) : rmoves (s148_board 0 0 (2 + c) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F; E]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c20_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; T; E; F]) []) (s79_board 0 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c20_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F; E]) []) (s113_board 0 (2 + c) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c>=2 && d==0 && e==1 *)
Lemma s148_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s148_board 0 0 (2 + c) 0 1 -> fst (s148_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s148_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q12] in Hc |- *.
  rewrite tf_game_eq, (s148_c20_L c), (s148_c20_R c); cbn [map].
  rewrite (tf_norm_game (s148_c20_L1 c)).
  pose proof (use_s48 IH 0 (1 + c) 0 2 (opt_norm_l _ _ _ _ _ (s148_c20_L c) ltac:(cbn [In]; left; reflexivity) (s148_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s148_c20_L2 c)).
  pose proof (use_s84 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s148_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s148_c20_R1 c)).
  pose proof (use_s79 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c20_R c) ltac:(cbn [In]; left; reflexivity) (s148_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s148_c20_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c20_R2 c))) as Ho3.
  rewrite (s48_p20 Ho0 ltac:(zlia)).
  rewrite (s48_p20_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s84_p6 Ho1 ltac:(zlia)).
  rewrite (s84_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p13 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c20_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s148_board 0 0 (2 + c) 0 1 -> fst (s148_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s148_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q14] in Hc |- *.
  rewrite tf_game_eq, (s148_c20_L c), (s148_c20_R c); cbn [map].
  rewrite (tf_norm_game (s148_c20_L1 c)).
  pose proof (use_s48 IH 0 (1 + c) 0 2 (opt_norm_l _ _ _ _ _ (s148_c20_L c) ltac:(cbn [In]; left; reflexivity) (s148_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s148_c20_L2 c)).
  pose proof (use_s84 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s148_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s148_c20_R1 c)).
  pose proof (use_s79 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c20_R c) ltac:(cbn [In]; left; reflexivity) (s148_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s148_c20_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c20_R2 c))) as Ho3.
  rewrite (s48_p37 Ho0 ltac:(zlia)).
  rewrite (s48_p37_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s84_p7 Ho1 ltac:(zlia)).
  rewrite (s84_p7_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p8 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c20_p27 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s148_board 0 0 (2 + c) 0 1 -> fst (s148_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s148_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q27] in Hc |- *.
  rewrite tf_game_eq, (s148_c20_L c), (s148_c20_R c); cbn [map].
  rewrite (tf_norm_game (s148_c20_L1 c)).
  pose proof (use_s48 IH 0 (1 + c) 0 2 (opt_norm_l _ _ _ _ _ (s148_c20_L c) ltac:(cbn [In]; left; reflexivity) (s148_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s148_c20_L2 c)).
  pose proof (use_s84 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s148_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s148_c20_R1 c)).
  pose proof (use_s79 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c20_R c) ltac:(cbn [In]; left; reflexivity) (s148_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s148_c20_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c20_R2 c))) as Ho3.
  rewrite (s48_p47 Ho0 ltac:(zlia)).
  rewrite (s48_p47_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s84_p9 Ho1 ltac:(zlia)).
  rewrite (s84_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p25 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c20_p28 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s148_board 0 0 (2 + c) 0 1 -> fst (s148_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s148_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q28] in Hc |- *.
  rewrite tf_game_eq, (s148_c20_L c), (s148_c20_R c); cbn [map].
  rewrite (tf_norm_game (s148_c20_L1 c)).
  pose proof (use_s48 IH 0 (1 + c) 0 2 (opt_norm_l _ _ _ _ _ (s148_c20_L c) ltac:(cbn [In]; left; reflexivity) (s148_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s148_c20_L2 c)).
  pose proof (use_s84 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s148_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s148_c20_R1 c)).
  pose proof (use_s79 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c20_R c) ltac:(cbn [In]; left; reflexivity) (s148_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s148_c20_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c20_R2 c))) as Ho3.
  rewrite (s48_p52 Ho0 ltac:(zlia)).
  rewrite (s48_p52_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s84_p10 Ho1 ltac:(zlia)).
  rewrite (s84_p10_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p26 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c21_L (c e : nat) : lmoves (s148_board 0 0 (2 + c) 0 (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: F :: repeat T (3 + e) ++ [E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c21_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: F :: repeat T (3 + e) ++ [E; F]) []) (s48_board 0 (1 + c) 0 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: F :: repeat T (3 + e) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c21_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; F]) []) (s112_board 0 (2 + c) 0 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c21_R (c e : nat) : rmoves (s148_board 0 0 (2 + c) 0 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c21_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 0 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c21_R2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 (2 + c) 0 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c>=2 && d==0 && e>=2 *)
Lemma s148_c21_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s148_board 0 0 (2 + c) 0 (2 + e) -> fst (s148_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q14] in Hc |- *.
  rewrite tf_game_eq, (s148_c21_L c e), (s148_c21_R c e); cbn [map].
  rewrite (tf_norm_game (s148_c21_L1 c e)).
  pose proof (use_s48 IH 0 (1 + c) 0 (3 + e) (opt_norm_l _ _ _ _ _ (s148_c21_L c e) ltac:(cbn [In]; left; reflexivity) (s148_c21_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s148_c21_L2 c e)).
  pose proof (use_s112 IH 0 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s148_c21_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c21_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s148_c21_R1 c e)).
  pose proof (use_s79 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c21_R c e) ltac:(cbn [In]; left; reflexivity) (s148_c21_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s148_c21_R2 c e)).
  pose proof (use_s113 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c21_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c21_R2 c e))) as Ho3.
  rewrite (s48_p21 Ho0 ltac:(zlia)).
  rewrite (s48_p21_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p7 Ho1 ltac:(zlia)).
  rewrite (s112_p7_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p8 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c21_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s148_board 0 0 (2 + c) 0 (2 + e) -> fst (s148_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q18] in Hc |- *.
  rewrite tf_game_eq, (s148_c21_L c e), (s148_c21_R c e); cbn [map].
  rewrite (tf_norm_game (s148_c21_L1 c e)).
  pose proof (use_s48 IH 0 (1 + c) 0 (3 + e) (opt_norm_l _ _ _ _ _ (s148_c21_L c e) ltac:(cbn [In]; left; reflexivity) (s148_c21_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s148_c21_L2 c e)).
  pose proof (use_s112 IH 0 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s148_c21_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c21_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s148_c21_R1 c e)).
  pose proof (use_s79 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c21_R c e) ltac:(cbn [In]; left; reflexivity) (s148_c21_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s148_c21_R2 c e)).
  pose proof (use_s113 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c21_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c21_R2 c e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s48_p21 Ho0 ltac:(zlia)).
    rewrite (s48_p21_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s79_p16 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s79_p17 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s48_p38 Ho0 ltac:(zlia)).
    rewrite (s48_p38_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) <= 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s79_p16 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s79_p17 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s48_p48 Ho0 ltac:(zlia)).
    rewrite (s48_p48_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) <= 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s79_p16 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s79_p17 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s48_p53 Ho0 ltac:(zlia)).
    rewrite (s48_p53_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) <= 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s79_p16 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s79_p17 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s104 *)
Lemma s148_c22_p20 x (Hs104 : s104_claim x) (c : nat) :
  x = s148_board 0 0 (2 + c) 1 0 -> fst (s148_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s148_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q20] in Hc |- *.
  pose proof (Hs104 0 0 (2 + c) 1 ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s148_c23_L (c : nat) : lmoves (s148_board 0 0 (2 + c) 1 1) = [strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; T; F]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c23_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; T; E; F]) []) (s79_board 0 (2 + c) 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c23_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; T; F]) []) (s84_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c23_R (c : nat) : rmoves (s148_board 0 0 (2 + c) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; F; E]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c23_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; E; F]) []) (s79_board 0 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c23_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; F; E]) []) (s113_board 0 (2 + c) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s148_c23_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s148_board 0 0 (2 + c) 1 1 -> fst (s148_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s148_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q22] in Hc |- *.
  rewrite tf_game_eq, (s148_c23_L c), (s148_c23_R c); cbn [map].
  rewrite (tf_norm_game (s148_c23_L1 c)).
  pose proof (use_s79 IH 0 (2 + c) 0 2 (opt_norm_l _ _ _ _ _ (s148_c23_L c) ltac:(cbn [In]; left; reflexivity) (s148_c23_L1 c))) as Ho0.
  rewrite (tf_norm_game (s148_c23_L2 c)).
  pose proof (use_s84 IH 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s148_c23_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c23_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s148_c23_R1 c)).
  pose proof (use_s79 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s148_c23_R c) ltac:(cbn [In]; left; reflexivity) (s148_c23_R1 c))) as Ho2.
  rewrite (tf_norm_game (s148_c23_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s148_c23_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c23_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p8 Ho0 ltac:(zlia)).
    rewrite (s79_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p16 Ho0 ltac:(zlia)).
    rewrite (s79_p16_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s148_c24_L (c e : nat) : lmoves (s148_board 0 0 (2 + c) 1 (2 + e)) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (3 + e) ++ [E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c24_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (3 + e) ++ [E; F]) []) (s79_board 0 (2 + c) 0 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (3 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c24_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; F]) []) (s112_board 0 (2 + c) 1 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c24_R (c e : nat) : rmoves (s148_board 0 0 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c24_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 0 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c24_R2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 (2 + c) 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s148_c24_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s148_board 0 0 (2 + c) 1 (2 + e) -> fst (s148_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q17] in Hc |- *.
  rewrite tf_game_eq, (s148_c24_L c e), (s148_c24_R c e); cbn [map].
  rewrite (tf_norm_game (s148_c24_L1 c e)).
  pose proof (use_s79 IH 0 (2 + c) 0 (3 + e) (opt_norm_l _ _ _ _ _ (s148_c24_L c e) ltac:(cbn [In]; left; reflexivity) (s148_c24_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s148_c24_L2 c e)).
  pose proof (use_s112 IH 0 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s148_c24_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c24_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s148_c24_R1 c e)).
  pose proof (use_s79 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c24_R c e) ltac:(cbn [In]; left; reflexivity) (s148_c24_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s148_c24_R2 c e)).
  pose proof (use_s113 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c24_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c24_R2 c e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p16 Ho0 ltac:(zlia)).
    rewrite (s79_p16_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p17 Ho0 ltac:(zlia)).
    rewrite (s79_p17_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho1 ltac:(zlia)).
    rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s104 *)
Lemma s148_c25_p20 x (Hs104 : s104_claim x) (c d : nat) :
  x = s148_board 0 0 (2 + c) (2 + d) 0 -> fst (s148_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s148_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q20] in Hc |- *.
  pose proof (Hs104 0 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s148_c26_L (c d : nat) : lmoves (s148_board 0 0 (2 + c) (2 + d) 1) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; F]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c26_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; E; F]) []) (s79_board 0 (2 + c) (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c26_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; F]) []) (s84_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c26_R (c d : nat) : rmoves (s148_board 0 0 (2 + c) (2 + d) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F; E]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c26_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; F]) []) (s79_board 0 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c26_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F; E]) []) (s113_board 0 (2 + c) (2 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s148_c26_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s148_board 0 0 (2 + c) (2 + d) 1 -> fst (s148_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s148_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q22] in Hc |- *.
  rewrite tf_game_eq, (s148_c26_L c d), (s148_c26_R c d); cbn [map].
  rewrite (tf_norm_game (s148_c26_L1 c d)).
  pose proof (use_s79 IH 0 (2 + c) (1 + d) 2 (opt_norm_l _ _ _ _ _ (s148_c26_L c d) ltac:(cbn [In]; left; reflexivity) (s148_c26_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s148_c26_L2 c d)).
  pose proof (use_s84 IH 0 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s148_c26_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c26_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s148_c26_R1 c d)).
  pose proof (use_s79 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s148_c26_R c d) ltac:(cbn [In]; left; reflexivity) (s148_c26_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s148_c26_R2 c d)).
  pose proof (use_s113 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s148_c26_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c26_R2 c d))) as Ho3.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s84_p5 Ho1 ltac:(zlia)).
  rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p23 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c27_L (c d e : nat) : lmoves (s148_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; F]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c27_L1 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; F]) []) (s79_board 0 (2 + c) (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c27_L2 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; F]) []) (s112_board 0 (2 + c) (2 + d) (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c27_R (c d e : nat) : rmoves (s148_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s148_board, strip. tf_options. Qed.
Lemma s148_c27_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 0 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s148_c27_R2 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 (2 + c) (2 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s148_c27_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s148_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s148_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q17] in Hc |- *.
  rewrite tf_game_eq, (s148_c27_L c d e), (s148_c27_R c d e); cbn [map].
  rewrite (tf_norm_game (s148_c27_L1 c d e)).
  pose proof (use_s79 IH 0 (2 + c) (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s148_c27_L c d e) ltac:(cbn [In]; left; reflexivity) (s148_c27_L1 c d e))) as Ho0.
  rewrite (tf_norm_game (s148_c27_L2 c d e)).
  pose proof (use_s112 IH 0 (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s148_c27_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c27_L2 c d e))) as Ho1.
  rewrite (tf_norm_game0 (s148_c27_R1 c d e)).
  pose proof (use_s79 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s148_c27_R c d e) ltac:(cbn [In]; left; reflexivity) (s148_c27_R1 c d e))) as Ho2.
  rewrite (tf_norm_game (s148_c27_R2 c d e)).
  pose proof (use_s113 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s148_c27_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s148_c27_R2 c d e))) as Ho3.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s79_p15 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s36 *)
Lemma s148_c28_p7 x (Hs36 : s36_claim x) :
  x = s148_board 0 1 0 0 0 -> fst (s148_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s148_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q7] in Hc |- *.
  pose proof (Hs36 0 1 0 ltac:(rewrite Hx; unfold s148_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s93 *)
Lemma s148_c29_p29 x (Hs93 : s93_claim x) :
  x = s148_board 0 1 0 0 1 -> fst (s148_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s148_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q29] in Hc |- *.
  pose proof (Hs93 0 1 0 1 ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s93 *)
Lemma s148_c30_p23 x (Hs93 : s93_claim x) (e : nat) :
  x = s148_board 0 1 0 0 (2 + e) -> fst (s148_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s148_q23] in Hc |- *.
  pose proof (Hs93 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s148_c30_p34 x (Hs93 : s93_claim x) (e : nat) :
  x = s148_board 0 1 0 0 (2 + e) -> fst (s148_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s148_q34] in Hc |- *.
  pose proof (Hs93 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s148_c30_p37 x (Hs93 : s93_claim x) (e : nat) :
  x = s148_board 0 1 0 0 (2 + e) -> fst (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s148_q37] in Hc |- *.
  pose proof (Hs93 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==0 && d==1 && e==0: the board of s36 *)
Lemma s148_c31_p39 x (Hs36 : s36_claim x) :
  x = s148_board 0 1 0 1 0 -> fst (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q39] in Hc |- *.
  pose proof (Hs36 0 1 1 ltac:(rewrite Hx; unfold s148_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==0 && d==1 && e==1: the board of s93 *)
Lemma s148_c32_p46 x (Hs93 : s93_claim x) :
  x = s148_board 0 1 0 1 1 -> fst (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q46] in Hc |- *.
  pose proof (Hs93 0 1 1 1 ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==0 && d==1 && e>=2: the board of s93 *)
Lemma s148_c33_p37 x (Hs93 : s93_claim x) (e : nat) :
  x = s148_board 0 1 0 1 (2 + e) -> fst (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s148_q37] in Hc |- *.
  pose proof (Hs93 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s148_c33_p50 x (Hs93 : s93_claim x) (e : nat) :
  x = s148_board 0 1 0 1 (2 + e) -> fst (s148_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s148_q50] in Hc |- *.
  pose proof (Hs93 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s36 *)
Lemma s148_c34_p39 x (Hs36 : s36_claim x) (d : nat) :
  x = s148_board 0 1 0 (2 + d) 0 -> fst (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q39] in Hc |- *.
  pose proof (Hs36 0 1 (2 + d) ltac:(rewrite Hx; unfold s148_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==0 && d>=2 && e==1: the board of s93 *)
Lemma s148_c35_p46 x (Hs93 : s93_claim x) (d : nat) :
  x = s148_board 0 1 0 (2 + d) 1 -> fst (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q46] in Hc |- *.
  pose proof (Hs93 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==0 && d>=2 && e>=2: the board of s93 *)
Lemma s148_c36_p37 x (Hs93 : s93_claim x) (d e : nat) :
  x = s148_board 0 1 0 (2 + d) (2 + e) -> fst (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s148_q37] in Hc |- *.
  pose proof (Hs93 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s104 *)
Lemma s148_c37_p40 x (Hs104 : s104_claim x) :
  x = s148_board 0 1 1 0 0 -> fst (s148_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s148_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q40] in Hc |- *.
  pose proof (Hs104 0 1 1 0 ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s148_c38_L : lmoves (s148_board 0 1 1 0 1) = [s131_board 0 1 0 0 2; s152_board 0 1 1 0].
Proof. unfold s131_board, s148_board, s152_board. tf_options. Qed.
Lemma s148_c38_R : rmoves (s148_board 0 1 1 0 1) = [strip [(0, 1)] ([T; E; T; F; E; T; E; F]) []; s178_board 0 1 1 0 1].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c38_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; E; F]) []) (s79_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==1 && d==0 && e==1 *)
Lemma s148_c38_p45 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s148_board 0 1 1 0 1 -> fst (s148_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s148_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q45] in Hc |- *.
  rewrite tf_game_eq, (s148_c38_L), (s148_c38_R); cbn [map].
  pose proof (use_s131 IH 0 1 0 0 2 (opt_l _ _ _ (s148_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s152 IH 0 1 1 0 (opt_l _ _ _ (s148_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c38_R1)).
  pose proof (use_s79 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s148_c38_R) ltac:(cbn [In]; left; reflexivity) (s148_c38_R1))) as Ho2.
  pose proof (use_s178 IH 0 1 1 0 1 (opt_r _ _ _ (s148_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p67 Ho0 ltac:(zlia)).
  rewrite (s152_p14 Ho1 ltac:(zlia)).
  rewrite (s79_p22 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c39_L (e : nat) : lmoves (s148_board 0 1 1 0 (2 + e)) = [s131_board 0 1 0 0 (3 + e); s182_board 0 1 1 0 (1 + e)].
Proof. unfold s131_board, s148_board, s182_board. tf_options. Qed.
Lemma s148_c39_R (e : nat) : rmoves (s148_board 0 1 1 0 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + e) ++ [E; F]) []; s178_board 0 1 1 0 (2 + e)].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c39_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 1 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s148_c39_p23 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s148_board 0 1 1 0 (2 + e) -> fst (s148_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q23] in Hc |- *.
  rewrite tf_game_eq, (s148_c39_L e), (s148_c39_R e); cbn [map].
  pose proof (use_s131 IH 0 1 0 0 (3 + e) (opt_l _ _ _ (s148_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 0 1 1 0 (1 + e) (opt_l _ _ _ (s148_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c39_R1 e)).
  pose proof (use_s79 IH 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c39_R e) ltac:(cbn [In]; left; reflexivity) (s148_c39_R1 e))) as Ho2.
  pose proof (use_s178 IH 0 1 1 0 (2 + e) (opt_r _ _ _ (s148_c39_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p68 Ho0 ltac:(zlia)).
  rewrite (s182_p17 Ho1 ltac:(zlia)).
  rewrite (s79_p8 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c39_p37 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s148_board 0 1 1 0 (2 + e) -> fst (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q37] in Hc |- *.
  rewrite tf_game_eq, (s148_c39_L e), (s148_c39_R e); cbn [map].
  pose proof (use_s131 IH 0 1 0 0 (3 + e) (opt_l _ _ _ (s148_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 0 1 1 0 (1 + e) (opt_l _ _ _ (s148_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c39_R1 e)).
  pose proof (use_s79 IH 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c39_R e) ltac:(cbn [In]; left; reflexivity) (s148_c39_R1 e))) as Ho2.
  pose proof (use_s178 IH 0 1 1 0 (2 + e) (opt_r _ _ _ (s148_c39_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p69 Ho0 ltac:(zlia)).
  rewrite (s182_p25 Ho1 ltac:(zlia)).
  rewrite (s79_p19 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==1 && d==1 && e==0: the board of s104 *)
Lemma s148_c40_p39 x (Hs104 : s104_claim x) :
  x = s148_board 0 1 1 1 0 -> fst (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q39] in Hc |- *.
  pose proof (Hs104 0 1 1 1 ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s148_c41_L : lmoves (s148_board 0 1 1 1 1) = [s148_board 0 1 1 0 2; s152_board 0 1 1 1].
Proof. unfold s148_board, s152_board. tf_options. Qed.
Lemma s148_c41_R : rmoves (s148_board 0 1 1 1 1) = [strip [(0, 1)] ([T; E; T; F; T; E; T; E; F]) []; s178_board 0 1 1 1 1].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c41_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; T; E; F]) []) (s79_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s148_c41_p46 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s148_board 0 1 1 1 1 -> fst (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q46] in Hc |- *.
  rewrite tf_game_eq, (s148_c41_L), (s148_c41_R); cbn [map].
  pose proof (use_s148 IH 0 1 1 0 2 (opt_l _ _ _ (s148_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s152 IH 0 1 1 1 (opt_l _ _ _ (s148_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c41_R1)).
  pose proof (use_s79 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s148_c41_R) ltac:(cbn [In]; left; reflexivity) (s148_c41_R1))) as Ho2.
  pose proof (use_s178 IH 0 1 1 1 1 (opt_r _ _ _ (s148_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p23 Ho0 ltac:(zlia)).
  rewrite (s152_p12 Ho1 ltac:(zlia)).
  rewrite (s79_p23 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c42_L (e : nat) : lmoves (s148_board 0 1 1 1 (2 + e)) = [s148_board 0 1 1 0 (3 + e); s182_board 0 1 1 1 (1 + e)].
Proof. unfold s148_board, s182_board. tf_options. Qed.
Lemma s148_c42_R (e : nat) : rmoves (s148_board 0 1 1 1 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; F]) []; s178_board 0 1 1 1 (2 + e)].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c42_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 1 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s148_c42_p37 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s148_board 0 1 1 1 (2 + e) -> fst (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q37] in Hc |- *.
  rewrite tf_game_eq, (s148_c42_L e), (s148_c42_R e); cbn [map].
  pose proof (use_s148 IH 0 1 1 0 (3 + e) (opt_l _ _ _ (s148_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 0 1 1 1 (1 + e) (opt_l _ _ _ (s148_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c42_R1 e)).
  pose proof (use_s79 IH 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c42_R e) ltac:(cbn [In]; left; reflexivity) (s148_c42_R1 e))) as Ho2.
  pose proof (use_s178 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s148_c42_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p37 Ho0 ltac:(zlia)).
  rewrite (s182_p25 Ho1 ltac:(zlia)).
  rewrite (s79_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==1 && d>=2 && e==0: the board of s104 *)
Lemma s148_c43_p39 x (Hs104 : s104_claim x) (d : nat) :
  x = s148_board 0 1 1 (2 + d) 0 -> fst (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q39] in Hc |- *.
  pose proof (Hs104 0 1 1 (2 + d) ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s148_c44_L (d : nat) : lmoves (s148_board 0 1 1 (2 + d) 1) = [s148_board 0 1 1 (1 + d) 2; s152_board 0 1 1 (2 + d)].
Proof. unfold s148_board, s152_board. tf_options. Qed.
Lemma s148_c44_R (d : nat) : rmoves (s148_board 0 1 1 (2 + d) 1) = [strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; E; F]) []; s178_board 0 1 1 (2 + d) 1].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c44_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; E; F]) []) (s79_board 1 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s148_c44_p46 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s148_board 0 1 1 (2 + d) 1 -> fst (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q46] in Hc |- *.
  rewrite tf_game_eq, (s148_c44_L d), (s148_c44_R d); cbn [map].
  pose proof (use_s148 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s148_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s152 IH 0 1 1 (2 + d) (opt_l _ _ _ (s148_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c44_R1 d)).
  pose proof (use_s79 IH 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s148_c44_R d) ltac:(cbn [In]; left; reflexivity) (s148_c44_R1 d))) as Ho2.
  pose proof (use_s178 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s148_c44_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p37 Ho0 ltac:(zlia)).
  rewrite (s152_p12 Ho1 ltac:(zlia)).
  rewrite (s79_p23 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c45_L (d e : nat) : lmoves (s148_board 0 1 1 (2 + d) (2 + e)) = [s148_board 0 1 1 (1 + d) (3 + e); s182_board 0 1 1 (2 + d) (1 + e)].
Proof. unfold s148_board, s182_board. tf_options. Qed.
Lemma s148_c45_R (d e : nat) : rmoves (s148_board 0 1 1 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []; s178_board 0 1 1 (2 + d) (2 + e)].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c45_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 1 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s148_c45_p37 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s148_board 0 1 1 (2 + d) (2 + e) -> fst (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q37] in Hc |- *.
  rewrite tf_game_eq, (s148_c45_L d e), (s148_c45_R d e); cbn [map].
  pose proof (use_s148 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s148_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 0 1 1 (2 + d) (1 + e) (opt_l _ _ _ (s148_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c45_R1 d e)).
  pose proof (use_s79 IH 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s148_c45_R d e) ltac:(cbn [In]; left; reflexivity) (s148_c45_R1 d e))) as Ho2.
  pose proof (use_s178 IH 0 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s148_c45_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p37 Ho0 ltac:(zlia)).
  rewrite (s182_p25 Ho1 ltac:(zlia)).
  rewrite (s79_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s104 *)
Lemma s148_c46_p25 x (Hs104 : s104_claim x) (c : nat) :
  x = s148_board 0 1 (2 + c) 0 0 -> fst (s148_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s148_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q25] in Hc |- *.
  pose proof (Hs104 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s148_c46_p35 x (Hs104 : s104_claim x) (c : nat) :
  x = s148_board 0 1 (2 + c) 0 0 -> fst (s148_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s148_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q35] in Hc |- *.
  pose proof (Hs104 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s148_c46_p45 x (Hs104 : s104_claim x) (c : nat) :
  x = s148_board 0 1 (2 + c) 0 0 -> fst (s148_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s148_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q45] in Hc |- *.
  pose proof (Hs104 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s148_c47_L (c : nat) : lmoves (s148_board 0 1 (2 + c) 0 1) = [s131_board 0 1 (1 + c) 0 2; s152_board 0 1 (2 + c) 0].
Proof. unfold s131_board, s148_board, s152_board. tf_options. Qed.
Lemma s148_c47_R (c : nat) : rmoves (s148_board 0 1 (2 + c) 0 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; E; F]) []; s178_board 0 1 (2 + c) 0 1].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c47_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; E; F]) []) (s79_board 1 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s148_c47_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s148_board 0 1 (2 + c) 0 1 -> fst (s148_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s148_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q23] in Hc |- *.
  rewrite tf_game_eq, (s148_c47_L c), (s148_c47_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 0 2 (opt_l _ _ _ (s148_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s152 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s148_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c47_R1 c)).
  pose proof (use_s79 IH 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c47_R c) ltac:(cbn [In]; left; reflexivity) (s148_c47_R1 c))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s148_c47_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p98 Ho0 ltac:(zlia)).
  rewrite (s152_p15 Ho1 ltac:(zlia)).
  rewrite (s79_p8 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c47_p52 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s148_board 0 1 (2 + c) 0 1 -> fst (s148_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s148_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q52] in Hc |- *.
  rewrite tf_game_eq, (s148_c47_L c), (s148_c47_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 0 2 (opt_l _ _ _ (s148_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s152 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s148_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c47_R1 c)).
  pose proof (use_s79 IH 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c47_R c) ltac:(cbn [In]; left; reflexivity) (s148_c47_R1 c))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s148_c47_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p116 Ho0 ltac:(zlia)).
  rewrite (s152_p17 Ho1 ltac:(zlia)).
  rewrite (s79_p35 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c47_p54 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s148_board 0 1 (2 + c) 0 1 -> fst (s148_q54 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s148_q54 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q54] in Hc |- *.
  rewrite tf_game_eq, (s148_c47_L c), (s148_c47_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 0 2 (opt_l _ _ _ (s148_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s152 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s148_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c47_R1 c)).
  pose proof (use_s79 IH 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c47_R c) ltac:(cbn [In]; left; reflexivity) (s148_c47_R1 c))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s148_c47_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p130 Ho0 ltac:(zlia)).
  rewrite (s152_p19 Ho1 ltac:(zlia)).
  rewrite (s79_p26 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c47_p56 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s148_board 0 1 (2 + c) 0 1 -> fst (s148_q56 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s148_q56 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q56] in Hc |- *.
  rewrite tf_game_eq, (s148_c47_L c), (s148_c47_R c); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 0 2 (opt_l _ _ _ (s148_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s152 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s148_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c47_R1 c)).
  pose proof (use_s79 IH 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s148_c47_R c) ltac:(cbn [In]; left; reflexivity) (s148_c47_R1 c))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s148_c47_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s131_p138 Ho0 ltac:(zlia)).
  rewrite (s152_p21 Ho1 ltac:(zlia)).
  rewrite (s79_p26 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c48_L (c e : nat) : lmoves (s148_board 0 1 (2 + c) 0 (2 + e)) = [s131_board 0 1 (1 + c) 0 (3 + e); s182_board 0 1 (2 + c) 0 (1 + e)].
Proof. unfold s131_board, s148_board, s182_board. tf_options. Qed.
Lemma s148_c48_R (c e : nat) : rmoves (s148_board 0 1 (2 + c) 0 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; F]) []; s178_board 0 1 (2 + c) 0 (2 + e)].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c48_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 1 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s148_c48_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s148_board 0 1 (2 + c) 0 (2 + e) -> fst (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q37] in Hc |- *.
  rewrite tf_game_eq, (s148_c48_L c e), (s148_c48_R c e); cbn [map].
  pose proof (use_s131 IH 0 1 (1 + c) 0 (3 + e) (opt_l _ _ _ (s148_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 0 1 (2 + c) 0 (1 + e) (opt_l _ _ _ (s148_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c48_R1 c e)).
  pose proof (use_s79 IH 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c48_R c e) ltac:(cbn [In]; left; reflexivity) (s148_c48_R1 c e))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s148_c48_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s131_p100 Ho0 ltac:(zlia)).
    rewrite (s182_p25 Ho1 ltac:(zlia)).
    rewrite (s79_p18 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p116 Ho0 ltac:(zlia)).
    rewrite (s182_p25 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s79_p14 Ho2 ltac:(zlia)).
      rewrite (s178_p12 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s79_p19 Ho2 ltac:(zlia)).
      rewrite (s178_p12 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s131_p130 Ho0 ltac:(zlia)).
    rewrite (s182_p25 Ho1 ltac:(zlia)).
    rewrite (s79_p18 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p138 Ho0 ltac:(zlia)).
    rewrite (s182_p25 Ho1 ltac:(zlia)).
    assert (Hp2 : ((Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + e) = 2)%Z \/ ((Z.of_nat (2 + c)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + c)) mod 2 = 1 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s79_p14 Ho2 ltac:(zlia)).
      rewrite (s178_p12 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s79_p18 Ho2 ltac:(zlia)).
      rewrite (s178_p12 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s79_p19 Ho2 ltac:(zlia)).
      rewrite (s178_p12 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c>=2 && d==1 && e==0: the board of s104 *)
Lemma s148_c49_p39 x (Hs104 : s104_claim x) (c : nat) :
  x = s148_board 0 1 (2 + c) 1 0 -> fst (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q39] in Hc |- *.
  pose proof (Hs104 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s148_c50_L (c : nat) : lmoves (s148_board 0 1 (2 + c) 1 1) = [s148_board 0 1 (2 + c) 0 2; s152_board 0 1 (2 + c) 1].
Proof. unfold s148_board, s152_board. tf_options. Qed.
Lemma s148_c50_R (c : nat) : rmoves (s148_board 0 1 (2 + c) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; E; F]) []; s178_board 0 1 (2 + c) 1 1].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c50_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; E; F]) []) (s79_board 1 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s148_c50_p46 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s148_board 0 1 (2 + c) 1 1 -> fst (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q46] in Hc |- *.
  rewrite tf_game_eq, (s148_c50_L c), (s148_c50_R c); cbn [map].
  pose proof (use_s148 IH 0 1 (2 + c) 0 2 (opt_l _ _ _ (s148_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s152 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s148_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c50_R1 c)).
  pose proof (use_s79 IH 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s148_c50_R c) ltac:(cbn [In]; left; reflexivity) (s148_c50_R1 c))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s148_c50_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p37 Ho0 ltac:(zlia)).
  rewrite (s152_p12 Ho1 ltac:(zlia)).
  rewrite (s79_p23 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c51_L (c e : nat) : lmoves (s148_board 0 1 (2 + c) 1 (2 + e)) = [s148_board 0 1 (2 + c) 0 (3 + e); s182_board 0 1 (2 + c) 1 (1 + e)].
Proof. unfold s148_board, s182_board. tf_options. Qed.
Lemma s148_c51_R (c e : nat) : rmoves (s148_board 0 1 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; F]) []; s178_board 0 1 (2 + c) 1 (2 + e)].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c51_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 1 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s148_c51_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s148_board 0 1 (2 + c) 1 (2 + e) -> fst (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q37] in Hc |- *.
  rewrite tf_game_eq, (s148_c51_L c e), (s148_c51_R c e); cbn [map].
  pose proof (use_s148 IH 0 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s148_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 0 1 (2 + c) 1 (1 + e) (opt_l _ _ _ (s148_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c51_R1 c e)).
  pose proof (use_s79 IH 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s148_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s148_c51_R1 c e))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s148_c51_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p37 Ho0 ltac:(zlia)).
  rewrite (s182_p25 Ho1 ltac:(zlia)).
  rewrite (s79_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c>=2 && d>=2 && e==0: the board of s104 *)
Lemma s148_c52_p39 x (Hs104 : s104_claim x) (c d : nat) :
  x = s148_board 0 1 (2 + c) (2 + d) 0 -> fst (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s148_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q39] in Hc |- *.
  pose proof (Hs104 0 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s148_board, s104_board; board_eq)) as Ho0.
  rewrite (s104_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s148_c53_L (c d : nat) : lmoves (s148_board 0 1 (2 + c) (2 + d) 1) = [s148_board 0 1 (2 + c) (1 + d) 2; s152_board 0 1 (2 + c) (2 + d)].
Proof. unfold s148_board, s152_board. tf_options. Qed.
Lemma s148_c53_R (c d : nat) : rmoves (s148_board 0 1 (2 + c) (2 + d) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; F]) []; s178_board 0 1 (2 + c) (2 + d) 1].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c53_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; F]) []) (s79_board 1 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s148_c53_p46 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s148_board 0 1 (2 + c) (2 + d) 1 -> fst (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s148_q46 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s148_q46] in Hc |- *.
  rewrite tf_game_eq, (s148_c53_L c d), (s148_c53_R c d); cbn [map].
  pose proof (use_s148 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s148_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s152 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s148_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c53_R1 c d)).
  pose proof (use_s79 IH 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s148_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s148_c53_R1 c d))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s148_c53_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p37 Ho0 ltac:(zlia)).
  rewrite (s152_p12 Ho1 ltac:(zlia)).
  rewrite (s79_p23 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s148_c54_L (c d e : nat) : lmoves (s148_board 0 1 (2 + c) (2 + d) (2 + e)) = [s148_board 0 1 (2 + c) (1 + d) (3 + e); s182_board 0 1 (2 + c) (2 + d) (1 + e)].
Proof. unfold s148_board, s182_board. tf_options. Qed.
Lemma s148_c54_R (c d e : nat) : rmoves (s148_board 0 1 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []; s178_board 0 1 (2 + c) (2 + d) (2 + e)].
Proof. unfold s148_board, s178_board, strip. tf_options. Qed.
Lemma s148_c54_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []) (s79_board 1 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s148_c54_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s148_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s148_q37] in Hc |- *.
  rewrite tf_game_eq, (s148_c54_L c d e), (s148_c54_R c d e); cbn [map].
  pose proof (use_s148 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s148_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 0 1 (2 + c) (2 + d) (1 + e) (opt_l _ _ _ (s148_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s148_c54_R1 c d e)).
  pose proof (use_s79 IH 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s148_c54_R c d e) ltac:(cbn [In]; left; reflexivity) (s148_c54_R1 c d e))) as Ho2.
  pose proof (use_s178 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s148_c54_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s148_p37 Ho0 ltac:(zlia)).
  rewrite (s182_p25 Ho1 ltac:(zlia)).
  rewrite (s79_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s36 *)
Lemma s148_c55_p8 x (Hs36 : s36_claim x) (b : nat) :
  x = s148_board 0 (2 + b) 0 0 0 -> fst (s148_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s148_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q8] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 0 ltac:(rewrite Hx; unfold s148_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s93 *)
Lemma s148_c56_p31 x (Hs93 : s93_claim x) (b : nat) :
  x = s148_board 0 (2 + b) 0 0 1 -> fst (s148_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s148_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q31] in Hc |- *.
  pose proof (Hs93 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s93 *)
Lemma s148_c57_p26 x (Hs93 : s93_claim x) (b e : nat) :
  x = s148_board 0 (2 + b) 0 0 (2 + e) -> fst (s148_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s148_q26] in Hc |- *.
  pose proof (Hs93 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s148_c57_p34 x (Hs93 : s93_claim x) (b e : nat) :
  x = s148_board 0 (2 + b) 0 0 (2 + e) -> fst (s148_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s148_q34] in Hc |- *.
  pose proof (Hs93 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s148_c57_p38 x (Hs93 : s93_claim x) (b e : nat) :
  x = s148_board 0 (2 + b) 0 0 (2 + e) -> fst (s148_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s148_q38] in Hc |- *.
  pose proof (Hs93 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s36 *)
Lemma s148_c58_p44 x (Hs36 : s36_claim x) (b : nat) :
  x = s148_board 0 (2 + b) 0 1 0 -> fst (s148_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s148_q44 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q44] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 1 ltac:(rewrite Hx; unfold s148_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b>=2 && c==0 && d==1 && e==1: the board of s93 *)
Lemma s148_c59_p48 x (Hs93 : s93_claim x) (b : nat) :
  x = s148_board 0 (2 + b) 0 1 1 -> fst (s148_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s148_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s148_q48] in Hc |- *.
  pose proof (Hs93 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s148 = T^a _ T^b F T^c F T^d _ T^e _ F on a==0 && b>=2 && c==0 && d==1 && e>=2: the board of s93 *)
Lemma s148_c60_p38 x (Hs93 : s93_claim x) (b e : nat) :
  x = s148_board 0 (2 + b) 0 1 (2 + e) -> fst (s148_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s148_q38] in Hc |- *.
  pose proof (Hs93 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s148_c60_p50 x (Hs93 : s93_claim x) (b e : nat) :
  x = s148_board 0 (2 + b) 0 1 (2 + e) -> fst (s148_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s148_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s148_q50] in Hc |- *.
  pose proof (Hs93 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s148_board, s93_board; board_eq)) as Ho0.
  rewrite (s93_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

