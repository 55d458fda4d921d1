(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s41_c16_L (c : nat) : lmoves (s41_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c16_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; F]) []) (s14_board 0 (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c16_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []) (s16_board 0 1 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c16_R (c : nat) : rmoves (s41_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s12_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s41_c16_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s41_board 0 1 (2 + c) 0 -> fst (s41_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q13] in Hc |- *.
  rewrite tf_game_eq, (s41_c16_L c), (s41_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s41_c16_L1 c)).
  pose proof (use_s14 IH 0 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s41_c16_L c) ltac:(cbn [In]; left; reflexivity) (s41_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s41_c16_L2 c)).
  pose proof (use_s16 IH 0 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s41_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s41_c16_R1 c)).
  pose proof (use_s12 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s41_c16_R c) ltac:(cbn [In]; left; reflexivity) (s41_c16_R1 c))) as Ho2.
  rewrite (s14_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c16_p21 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s41_board 0 1 (2 + c) 0 -> fst (s41_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q21] in Hc |- *.
  rewrite tf_game_eq, (s41_c16_L c), (s41_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s41_c16_L1 c)).
  pose proof (use_s14 IH 0 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s41_c16_L c) ltac:(cbn [In]; left; reflexivity) (s41_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s41_c16_L2 c)).
  pose proof (use_s16 IH 0 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s41_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s41_c16_R1 c)).
  pose proof (use_s12 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s41_c16_R c) ltac:(cbn [In]; left; reflexivity) (s41_c16_R1 c))) as Ho2.
  rewrite (s14_p9 Ho0 ltac:(zlia)).
  rewrite (s16_p16 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c17_L (c : nat) : lmoves (s41_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F]) []) (s14_board 0 (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s16_board 0 1 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c17_R (c : nat) : rmoves (s41_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s12_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s41_c17_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s41_board 0 1 (2 + c) 1 -> fst (s41_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q12] in Hc |- *.
  rewrite tf_game_eq, (s41_c17_L c), (s41_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s41_c17_L1 c)).
  pose proof (use_s14 IH 0 (3 + c) 1 (opt_norm_l _ _ _ _ _ (s41_c17_L c) ltac:(cbn [In]; left; reflexivity) (s41_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s41_c17_L2 c)).
  pose proof (use_s16 IH 0 1 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s41_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game (s41_c17_R1 c)).
  pose proof (use_s12 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s41_c17_R c) ltac:(cbn [In]; left; reflexivity) (s41_c17_R1 c))) as Ho2.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c18_L (c d : nat) : lmoves (s41_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s14_board 0 (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []) (s16_board 0 1 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c18_R (c d : nat) : rmoves (s41_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s41_c18_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s41_board 0 1 (2 + c) (2 + d) -> fst (s41_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c18_L c d), (s41_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s41_c18_L1 c d)).
  pose proof (use_s14 IH 0 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s41_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s41_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s41_c18_L2 c d)).
  pose proof (use_s16 IH 0 1 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s41_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c18_L2 c d))) as Ho1.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d==0: the board of s36 *)
Lemma s41_c19_p6 x (Hs36 : s36_claim x) (b : nat) :
  x = s41_board 0 (2 + b) 0 0 -> fst (s41_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s41_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q6] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 0 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d==1: the board of s36 *)
Lemma s41_c20_p14 x (Hs36 : s36_claim x) (b : nat) :
  x = s41_board 0 (2 + b) 0 1 -> fst (s41_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s41_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q14] in Hc |- *.
  pose proof (Hs36 0 (2 + b) 1 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d>=2: the board of s36 *)
Lemma s41_c21_p16 x (Hs36 : s36_claim x) (b d : nat) :
  x = s41_board 0 (2 + b) 0 (2 + d) -> fst (s41_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q16] in Hc |- *.
  pose proof (Hs36 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s41_c22_L (b : nat) : lmoves (s41_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c22_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; F]) []) (s16_board 0 (1 + b) 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c22_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; F]) []) (s15_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c22_R (b : nat) : rmoves (s41_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c22_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E]) []) (s12_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s41_c22_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s41_board 0 (2 + b) 1 0 -> fst (s41_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s41_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q18] in Hc |- *.
  rewrite tf_game_eq, (s41_c22_L b), (s41_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s41_c22_L1 b)).
  pose proof (use_s16 IH 0 (1 + b) 2 0 (opt_norm_l _ _ _ _ _ (s41_c22_L b) ltac:(cbn [In]; left; reflexivity) (s41_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s41_c22_L2 b)).
  pose proof (use_s15 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s41_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s41_c22_R1 b)).
  pose proof (use_s12 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s41_c22_R b) ltac:(cbn [In]; left; reflexivity) (s41_c22_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s16_p11 Ho0 ltac:(zlia)).
    rewrite (s15_p3 Ho1 ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s16_p19 Ho0 ltac:(zlia)).
    rewrite (s15_p3 Ho1 ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s41_c23_L (b : nat) : lmoves (s41_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []) (s16_board 0 (1 + b) 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s15_board 0 (2 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c23_R (b : nat) : rmoves (s41_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s12_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s41_c23_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s41_board 0 (2 + b) 1 1 -> fst (s41_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q12] in Hc |- *.
  rewrite tf_game_eq, (s41_c23_L b), (s41_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s41_c23_L1 b)).
  pose proof (use_s16 IH 0 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s41_c23_L b) ltac:(cbn [In]; left; reflexivity) (s41_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s41_c23_L2 b)).
  pose proof (use_s15 IH 0 (2 + b) 2 (opt_norm_l _ _ _ _ _ (s41_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game (s41_c23_R1 b)).
  pose proof (use_s12 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s41_c23_R b) ltac:(cbn [In]; left; reflexivity) (s41_c23_R1 b))) as Ho2.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c24_L (b d : nat) : lmoves (s41_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 (1 + b) 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F]) []) (s15_board 0 (2 + b) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c24_R (b d : nat) : rmoves (s41_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s41_c24_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s41_board 0 (2 + b) 1 (2 + d) -> fst (s41_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c24_L b d), (s41_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s41_c24_L1 b d)).
  pose proof (use_s16 IH 0 (1 + b) 2 (2 + d) (opt_norm_l _ _ _ _ _ (s41_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s41_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s41_c24_L2 b d)).
  pose proof (use_s15 IH 0 (2 + b) (3 + d) (opt_norm_l _ _ _ _ _ (s41_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c24_L2 b d))) as Ho1.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s41_c25_L (b c : nat) : lmoves (s41_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c25_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []) (s16_board 0 (1 + b) (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c25_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []) (s16_board 0 (2 + b) (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c25_R (b c : nat) : rmoves (s41_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c25_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s12_board 0 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s41_c25_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s41_board 0 (2 + b) (2 + c) 0 -> fst (s41_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q13] in Hc |- *.
  rewrite tf_game_eq, (s41_c25_L b c), (s41_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s41_c25_L1 b c)).
  pose proof (use_s16 IH 0 (1 + b) (3 + c) 0 (opt_norm_l _ _ _ _ _ (s41_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s41_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s41_c25_L2 b c)).
  pose proof (use_s16 IH 0 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s41_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c25_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s41_c25_R1 b c)).
  pose proof (use_s12 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s41_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s41_c25_R1 b c))) as Ho2.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c26_L (b c : nat) : lmoves (s41_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []) (s16_board 0 (1 + b) (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s16_board 0 (2 + b) (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c26_R (b c : nat) : rmoves (s41_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s12_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s41_c26_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s41_board 0 (2 + b) (2 + c) 1 -> fst (s41_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q12] in Hc |- *.
  rewrite tf_game_eq, (s41_c26_L b c), (s41_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s41_c26_L1 b c)).
  pose proof (use_s16 IH 0 (1 + b) (3 + c) 1 (opt_norm_l _ _ _ _ _ (s41_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s41_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s41_c26_L2 b c)).
  pose proof (use_s16 IH 0 (2 + b) (1 + c) 2 (opt_norm_l _ _ _ _ _ (s41_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s41_c26_R1 b c)).
  pose proof (use_s12 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s41_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s41_c26_R1 b c))) as Ho2.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c27_L (b c d : nat) : lmoves (s41_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 (1 + b) (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []) (s16_board 0 (2 + b) (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c27_R (b c d : nat) : rmoves (s41_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s41_c27_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s41_board 0 (2 + b) (2 + c) (2 + d) -> fst (s41_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c27_L b c d), (s41_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s41_c27_L1 b c d)).
  pose proof (use_s16 IH 0 (1 + b) (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s41_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s41_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s41_c27_L2 b c d)).
  pose proof (use_s16 IH 0 (2 + b) (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s41_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c27_L2 b c d))) as Ho1.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d==0: the board of s34 *)
Lemma s41_c28_p22 x (Hs34 : s34_claim x) :
  x = s41_board 1 0 0 0 -> fst (s41_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s41_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q22] in Hc |- *.
  pose proof (Hs34 1 0 ltac:(rewrite Hx; unfold s41_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d==1: the board of s34 *)
Lemma s41_c29_p23 x (Hs34 : s34_claim x) :
  x = s41_board 1 0 0 1 -> fst (s41_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s41_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q23] in Hc |- *.
  pose proof (Hs34 1 1 ltac:(rewrite Hx; unfold s41_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d>=2: the board of s34 *)
Lemma s41_c30_p24 x (Hs34 : s34_claim x) (d : nat) :
  x = s41_board 1 0 0 (2 + d) -> fst (s41_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q24] in Hc |- *.
  pose proof (Hs34 1 (2 + d) ltac:(rewrite Hx; unfold s41_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d==0: the board of s35 *)
Lemma s41_c31_p15 x (Hs35 : s35_claim x) :
  x = s41_board 1 0 1 0 -> fst (s41_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s41_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q15] in Hc |- *.
  pose proof (Hs35 1 1 0 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d==1: the board of s35 *)
Lemma s41_c32_p19 x (Hs35 : s35_claim x) :
  x = s41_board 1 0 1 1 -> fst (s41_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s41_q19 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q19] in Hc |- *.
  pose proof (Hs35 1 1 1 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d>=2: the board of s35 *)
Lemma s41_c33_p20 x (Hs35 : s35_claim x) (d : nat) :
  x = s41_board 1 0 1 (2 + d) -> fst (s41_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q20] in Hc |- *.
  pose proof (Hs35 1 1 (2 + d) ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d==0: the board of s35 *)
Lemma s41_c34_p13 x (Hs35 : s35_claim x) (c : nat) :
  x = s41_board 1 0 (2 + c) 0 -> fst (s41_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q13] in Hc |- *.
  pose proof (Hs35 1 (2 + c) 0 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s41_c34_p21 x (Hs35 : s35_claim x) (c : nat) :
  x = s41_board 1 0 (2 + c) 0 -> fst (s41_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q21] in Hc |- *.
  pose proof (Hs35 1 (2 + c) 0 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d==1: the board of s35 *)
Lemma s41_c35_p12 x (Hs35 : s35_claim x) (c : nat) :
  x = s41_board 1 0 (2 + c) 1 -> fst (s41_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q12] in Hc |- *.
  pose proof (Hs35 1 (2 + c) 1 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s35 *)
Lemma s41_c36_p20 x (Hs35 : s35_claim x) (c d : nat) :
  x = s41_board 1 0 (2 + c) (2 + d) -> fst (s41_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q20] in Hc |- *.
  pose proof (Hs35 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d==0: the board of s36 *)
Lemma s41_c37_p6 x (Hs36 : s36_claim x) :
  x = s41_board 1 1 0 0 -> fst (s41_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s41_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q6] in Hc |- *.
  pose proof (Hs36 1 1 0 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d==1: the board of s36 *)
Lemma s41_c38_p25 x (Hs36 : s36_claim x) :
  x = s41_board 1 1 0 1 -> fst (s41_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s41_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q25] in Hc |- *.
  pose proof (Hs36 1 1 1 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d>=2: the board of s36 *)
Lemma s41_c39_p26 x (Hs36 : s36_claim x) (d : nat) :
  x = s41_board 1 1 0 (2 + d) -> fst (s41_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q26 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q26] in Hc |- *.
  pose proof (Hs36 1 1 (2 + d) ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s41_c40_L : lmoves (s41_board 1 1 1 0) = [strip [(1, 1)] ([T; T; E; T; E; F]) []; s35_board 1 2 0; s36_board 1 1 1].
Proof. unfold s35_board, s36_board, s41_board, strip. tf_options. Qed.
Lemma s41_c40_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; E; F]) []) (s16_board 0 2 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c40_R : rmoves (s41_board 1 1 1 0) = [s32_board 1 1 1].
Proof. unfold s32_board, s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s41_c40_p18 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s41_board 1 1 1 0 -> fst (s41_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s41_q18 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q18] in Hc |- *.
  rewrite tf_game_eq, (s41_c40_L), (s41_c40_R); cbn [map].
  rewrite (tf_norm_game (s41_c40_L1)).
  pose proof (use_s16 IH 0 2 1 0 (opt_norm_l _ _ _ _ _ (s41_c40_L) ltac:(cbn [In]; left; reflexivity) (s41_c40_L1))) as Ho0.
  pose proof (use_s35 IH 1 2 0 (opt_l _ _ _ (s41_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 1 1 (opt_l _ _ _ (s41_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 1 1 (opt_r _ _ _ (s41_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p15 Ho0 ltac:(zlia)).
  rewrite (s16_p15_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p9 Ho1 ltac:(zlia)).
  rewrite (s36_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c41_L : lmoves (s41_board 1 1 1 1) = [strip [(1, 1)] ([T; T; E; T; E; T; F]) []; s35_board 1 2 1; s36_board 1 1 2].
Proof. unfold s35_board, s36_board, s41_board, strip. tf_options. Qed.
Lemma s41_c41_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; E; T; F]) []) (s16_board 0 2 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c41_R : rmoves (s41_board 1 1 1 1) = [strip [] ([T; F; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c41_R1 : tf_norm (strip [] ([T; F; E; T; E; T; F]) [(1, 1)]) (s32_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s41_c41_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s41_board 1 1 1 1 -> fst (s41_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q12] in Hc |- *.
  rewrite tf_game_eq, (s41_c41_L), (s41_c41_R); cbn [map].
  rewrite (tf_norm_game (s41_c41_L1)).
  pose proof (use_s16 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s41_c41_L) ltac:(cbn [In]; left; reflexivity) (s41_c41_L1))) as Ho0.
  pose proof (use_s35 IH 1 2 1 (opt_l _ _ _ (s41_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 1 2 (opt_l _ _ _ (s41_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s41_c41_R1)).
  pose proof (use_s32 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s41_c41_R) ltac:(cbn [In]; left; reflexivity) (s41_c41_R1))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p10_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p10 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s32_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c42_L (d : nat) : lmoves (s41_board 1 1 1 (2 + d)) = [strip [(1, 1)] (T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []; s35_board 1 2 (2 + d); s36_board 1 1 (3 + d)].
Proof. unfold s35_board, s36_board, s41_board, strip. tf_options. Qed.
Lemma s41_c42_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 2 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c42_R (d : nat) : rmoves (s41_board 1 1 1 (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s41_c42_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s41_board 1 1 1 (2 + d) -> fst (s41_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c42_L d), (s41_c42_R d); cbn [map].
  rewrite (tf_norm_game (s41_c42_L1 d)).
  pose proof (use_s16 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s41_c42_L d) ltac:(cbn [In]; left; reflexivity) (s41_c42_L1 d))) as Ho0.
  pose proof (use_s35 IH 1 2 (2 + d) (opt_l _ _ _ (s41_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 1 (3 + d) (opt_l _ _ _ (s41_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p2 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s41_c43_L (c : nat) : lmoves (s41_board 1 1 (2 + c) 0) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F]) []; s35_board 1 (3 + c) 0; s41_board 1 1 (1 + c) 1].
Proof. unfold s35_board, s41_board, strip. tf_options. Qed.
Lemma s41_c43_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F]) []) (s16_board 0 2 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c43_R (c : nat) : rmoves (s41_board 1 1 (2 + c) 0) = [s32_board 1 1 (2 + c)].
Proof. unfold s32_board, s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s41_c43_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s41_board 1 1 (2 + c) 0 -> fst (s41_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q13] in Hc |- *.
  rewrite tf_game_eq, (s41_c43_L c), (s41_c43_R c); cbn [map].
  rewrite (tf_norm_game (s41_c43_L1 c)).
  pose proof (use_s16 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s41_c43_L c) ltac:(cbn [In]; left; reflexivity) (s41_c43_L1 c))) as Ho0.
  pose proof (use_s35 IH 1 (3 + c) 0 (opt_l _ _ _ (s41_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s41_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 1 (2 + c) (opt_r _ _ _ (s41_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p11_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p11 Ho1 ltac:(zlia)).
  rewrite (s41_p12 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c44_L (c : nat) : lmoves (s41_board 1 1 (2 + c) 1) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []; s35_board 1 (3 + c) 1; s41_board 1 1 (1 + c) 2].
Proof. unfold s35_board, s41_board, strip. tf_options. Qed.
Lemma s41_c44_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s16_board 0 2 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c44_R (c : nat) : rmoves (s41_board 1 1 (2 + c) 1) = [strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c44_R1 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s32_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s41_c44_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s41_board 1 1 (2 + c) 1 -> fst (s41_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q12] in Hc |- *.
  rewrite tf_game_eq, (s41_c44_L c), (s41_c44_R c); cbn [map].
  rewrite (tf_norm_game (s41_c44_L1 c)).
  pose proof (use_s16 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s41_c44_L c) ltac:(cbn [In]; left; reflexivity) (s41_c44_L1 c))) as Ho0.
  pose proof (use_s35 IH 1 (3 + c) 1 (opt_l _ _ _ (s41_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s41_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s41_c44_R1 c)).
  pose proof (use_s32 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s41_c44_R c) ltac:(cbn [In]; left; reflexivity) (s41_c44_R1 c))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p10_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p10 Ho1 ltac:(zlia)).
  rewrite (s41_p20 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s32_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c45_L (c d : nat) : lmoves (s41_board 1 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []; s35_board 1 (3 + c) (2 + d); s41_board 1 1 (1 + c) (3 + d)].
Proof. unfold s35_board, s41_board, strip. tf_options. Qed.
Lemma s41_c45_L1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 2 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c45_R (c d : nat) : rmoves (s41_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s41_c45_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s41_board 1 1 (2 + c) (2 + d) -> fst (s41_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c45_L c d), (s41_c45_R c d); cbn [map].
  rewrite (tf_norm_game (s41_c45_L1 c d)).
  pose proof (use_s16 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s41_c45_L c d) ltac:(cbn [In]; left; reflexivity) (s41_c45_L1 c d))) as Ho0.
  pose proof (use_s35 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s41_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s41_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p2 Ho1 ltac:(zlia)).
  rewrite (s41_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==0: the board of s36 *)
Lemma s41_c46_p6 x (Hs36 : s36_claim x) (b : nat) :
  x = s41_board 1 (2 + b) 0 0 -> fst (s41_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s41_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q6] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 0 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==1: the board of s36 *)
Lemma s41_c47_p25 x (Hs36 : s36_claim x) (b : nat) :
  x = s41_board 1 (2 + b) 0 1 -> fst (s41_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s41_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q25] in Hc |- *.
  pose proof (Hs36 1 (2 + b) 1 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s36 *)
Lemma s41_c48_p26 x (Hs36 : s36_claim x) (b d : nat) :
  x = s41_board 1 (2 + b) 0 (2 + d) -> fst (s41_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q26] in Hc |- *.
  pose proof (Hs36 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s41_c49_L (b : nat) : lmoves (s41_board 1 (2 + b) 1 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; F]) []; s41_board 1 (1 + b) 2 0; s36_board 1 (2 + b) 1].
Proof. unfold s36_board, s41_board, strip. tf_options. Qed.
Lemma s41_c49_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; F]) []) (s16_board 0 (3 + b) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c49_R (b : nat) : rmoves (s41_board 1 (2 + b) 1 0) = [s32_board 1 (2 + b) 1].
Proof. unfold s32_board, s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s41_c49_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s41_board 1 (2 + b) 1 0 -> fst (s41_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s41_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q18] in Hc |- *.
  rewrite tf_game_eq, (s41_c49_L b), (s41_c49_R b); cbn [map].
  rewrite (tf_norm_game (s41_c49_L1 b)).
  pose proof (use_s16 IH 0 (3 + b) 1 0 (opt_norm_l _ _ _ _ _ (s41_c49_L b) ltac:(cbn [In]; left; reflexivity) (s41_c49_L1 b))) as Ho0.
  pose proof (use_s41 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s41_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 (2 + b) 1 (opt_l _ _ _ (s41_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 (2 + b) 1 (opt_r _ _ _ (s41_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p15 Ho0 ltac:(zlia)).
  rewrite (s16_p15_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s41_p13 Ho1 ltac:(zlia)).
  rewrite (s36_p3 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c50_L (b : nat) : lmoves (s41_board 1 (2 + b) 1 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F]) []; s41_board 1 (1 + b) 2 1; s36_board 1 (2 + b) 2].
Proof. unfold s36_board, s41_board, strip. tf_options. Qed.
Lemma s41_c50_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F]) []) (s16_board 0 (3 + b) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c50_R (b : nat) : rmoves (s41_board 1 (2 + b) 1 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c50_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s32_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s41_c50_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s41_board 1 (2 + b) 1 1 -> fst (s41_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q12] in Hc |- *.
  rewrite tf_game_eq, (s41_c50_L b), (s41_c50_R b); cbn [map].
  rewrite (tf_norm_game (s41_c50_L1 b)).
  pose proof (use_s16 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s41_c50_L b) ltac:(cbn [In]; left; reflexivity) (s41_c50_L1 b))) as Ho0.
  pose proof (use_s41 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s41_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 (2 + b) 2 (opt_l _ _ _ (s41_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s41_c50_R1 b)).
  pose proof (use_s32 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s41_c50_R b) ltac:(cbn [In]; left; reflexivity) (s41_c50_R1 b))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p10_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s41_p12 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s32_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c51_L (b d : nat) : lmoves (s41_board 1 (2 + b) 1 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) []; s41_board 1 (1 + b) 2 (2 + d); s36_board 1 (2 + b) (3 + d)].
Proof. unfold s36_board, s41_board, strip. tf_options. Qed.
Lemma s41_c51_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 (3 + b) 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c51_R (b d : nat) : rmoves (s41_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s41_c51_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s41_board 1 (2 + b) 1 (2 + d) -> fst (s41_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c51_L b d), (s41_c51_R b d); cbn [map].
  rewrite (tf_norm_game (s41_c51_L1 b d)).
  pose proof (use_s16 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s41_c51_L b d) ltac:(cbn [In]; left; reflexivity) (s41_c51_L1 b d))) as Ho0.
  pose proof (use_s41 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s41_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s41_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s41_p20 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s41_c52_L (b c : nat) : lmoves (s41_board 1 (2 + b) (2 + c) 0) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []; s41_board 1 (1 + b) (3 + c) 0; s41_board 1 (2 + b) (1 + c) 1].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c52_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []) (s16_board 0 (3 + b) (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c52_R (b c : nat) : rmoves (s41_board 1 (2 + b) (2 + c) 0) = [s32_board 1 (2 + b) (2 + c)].
Proof. unfold s32_board, s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s41_c52_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s41_board 1 (2 + b) (2 + c) 0 -> fst (s41_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q13] in Hc |- *.
  rewrite tf_game_eq, (s41_c52_L b c), (s41_c52_R b c); cbn [map].
  rewrite (tf_norm_game (s41_c52_L1 b c)).
  pose proof (use_s16 IH 0 (3 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s41_c52_L b c) ltac:(cbn [In]; left; reflexivity) (s41_c52_L1 b c))) as Ho0.
  pose proof (use_s41 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s41_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s41_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s41_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p11_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s41_p13 Ho1 ltac:(zlia)).
  rewrite (s41_p12 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c53_L (b c : nat) : lmoves (s41_board 1 (2 + b) (2 + c) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []; s41_board 1 (1 + b) (3 + c) 1; s41_board 1 (2 + b) (1 + c) 2].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c53_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []) (s16_board 0 (3 + b) (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c53_R (b c : nat) : rmoves (s41_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c53_R1 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s32_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s41_c53_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s41_board 1 (2 + b) (2 + c) 1 -> fst (s41_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q12] in Hc |- *.
  rewrite tf_game_eq, (s41_c53_L b c), (s41_c53_R b c); cbn [map].
  rewrite (tf_norm_game (s41_c53_L1 b c)).
  pose proof (use_s16 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s41_c53_L b c) ltac:(cbn [In]; left; reflexivity) (s41_c53_L1 b c))) as Ho0.
  pose proof (use_s41 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s41_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s41_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s41_c53_R1 b c)).
  pose proof (use_s32 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s41_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s41_c53_R1 b c))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p10_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s41_p12 Ho1 ltac:(zlia)).
  rewrite (s41_p20 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s32_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c54_L (b c d : nat) : lmoves (s41_board 1 (2 + b) (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []; s41_board 1 (1 + b) (3 + c) (2 + d); s41_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c54_L1 (b c d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 (3 + b) (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c54_R (b c d : nat) : rmoves (s41_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s41_c54_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s41_board 1 (2 + b) (2 + c) (2 + d) -> fst (s41_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c54_L b c d), (s41_c54_R b c d); cbn [map].
  rewrite (tf_norm_game (s41_c54_L1 b c d)).
  pose proof (use_s16 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s41_c54_L b c d) ltac:(cbn [In]; left; reflexivity) (s41_c54_L1 b c d))) as Ho0.
  pose proof (use_s41 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s41_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s41_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s41_p20 Ho1 ltac:(zlia)).
  rewrite (s41_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==0: the board of s34 *)
Lemma s41_c55_p5 x (Hs34 : s34_claim x) (a : nat) :
  x = s41_board (2 + a) 0 0 0 -> fst (s41_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s41_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q5] in Hc |- *.
  pose proof (Hs34 (2 + a) 0 ltac:(rewrite Hx; unfold s41_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==1: the board of s34 *)
Lemma s41_c56_p27 x (Hs34 : s34_claim x) (a : nat) :
  x = s41_board (2 + a) 0 0 1 -> fst (s41_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s41_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q27] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 ltac:(rewrite Hx; unfold s41_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s34 *)
Lemma s41_c57_p24 x (Hs34 : s34_claim x) (a d : nat) :
  x = s41_board (2 + a) 0 0 (2 + d) -> fst (s41_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q24] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s41_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==0: the board of s35 *)
Lemma s41_c58_p17 x (Hs35 : s35_claim x) (a : nat) :
  x = s41_board (2 + a) 0 1 0 -> fst (s41_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s41_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q17] in Hc |- *.
  pose proof (Hs35 (2 + a) 1 0 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  assert (Hp0 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s35_p8 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s35_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==1: the board of s35 *)
Lemma s41_c59_p12 x (Hs35 : s35_claim x) (a : nat) :
  x = s41_board (2 + a) 0 1 1 -> fst (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q12] in Hc |- *.
  pose proof (Hs35 (2 + a) 1 1 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s35 *)
Lemma s41_c60_p20 x (Hs35 : s35_claim x) (a d : nat) :
  x = s41_board (2 + a) 0 1 (2 + d) -> fst (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q20] in Hc |- *.
  pose proof (Hs35 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s35 *)
Lemma s41_c61_p13 x (Hs35 : s35_claim x) (a c : nat) :
  x = s41_board (2 + a) 0 (2 + c) 0 -> fst (s41_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q13] in Hc |- *.
  pose proof (Hs35 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s35 *)
Lemma s41_c62_p12 x (Hs35 : s35_claim x) (a c : nat) :
  x = s41_board (2 + a) 0 (2 + c) 1 -> fst (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q12] in Hc |- *.
  pose proof (Hs35 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s35 *)
Lemma s41_c63_p20 x (Hs35 : s35_claim x) (a c d : nat) :
  x = s41_board (2 + a) 0 (2 + c) (2 + d) -> fst (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q20] in Hc |- *.
  pose proof (Hs35 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==0: the board of s36 *)
Lemma s41_c64_p6 x (Hs36 : s36_claim x) (a : nat) :
  x = s41_board (2 + a) 1 0 0 -> fst (s41_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s41_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q6] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 0 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==1: the board of s36 *)
Lemma s41_c65_p25 x (Hs36 : s36_claim x) (a : nat) :
  x = s41_board (2 + a) 1 0 1 -> fst (s41_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s41_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q25] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 1 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s36 *)
Lemma s41_c66_p26 x (Hs36 : s36_claim x) (a d : nat) :
  x = s41_board (2 + a) 1 0 (2 + d) -> fst (s41_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q26] in Hc |- *.
  pose proof (Hs36 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s41_c67_L (a : nat) : lmoves (s41_board (2 + a) 1 1 0) = [s39_board (1 + a) 0 2 1 0; s35_board (2 + a) 2 0; s36_board (2 + a) 1 1].
Proof. unfold s35_board, s36_board, s39_board, s41_board. tf_options. Qed.
Lemma s41_c67_R (a : nat) : rmoves (s41_board (2 + a) 1 1 0) = [s32_board (2 + a) 1 1].
Proof. unfold s32_board, s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s41_c67_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s41_board (2 + a) 1 1 0 -> fst (s41_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s41_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q18] in Hc |- *.
  rewrite tf_game_eq, (s41_c67_L a), (s41_c67_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 2 1 0 (opt_l _ _ _ (s41_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) 2 0 (opt_l _ _ _ (s41_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) 1 1 (opt_l _ _ _ (s41_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) 1 1 (opt_r _ _ _ (s41_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p50 Ho0 ltac:(zlia)).
  rewrite (s35_p11 Ho1 ltac:(zlia)).
  rewrite (s36_p4 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c68_L (a : nat) : lmoves (s41_board (2 + a) 1 1 1) = [s39_board (1 + a) 0 2 1 1; s35_board (2 + a) 2 1; s36_board (2 + a) 1 2].
Proof. unfold s35_board, s36_board, s39_board, s41_board. tf_options. Qed.
Lemma s41_c68_R (a : nat) : rmoves (s41_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) [(1, 1)]) (s32_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s41_c68_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s41_board (2 + a) 1 1 1 -> fst (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q12] in Hc |- *.
  rewrite tf_game_eq, (s41_c68_L a), (s41_c68_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 2 1 1 (opt_l _ _ _ (s41_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) 2 1 (opt_l _ _ _ (s41_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) 1 2 (opt_l _ _ _ (s41_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s41_c68_R1 a)).
  pose proof (use_s32 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s41_c68_R a) ltac:(cbn [In]; left; reflexivity) (s41_c68_R1 a))) as Ho3.
  rewrite (s39_p45 Ho0 ltac:(zlia)).
  rewrite (s35_p10 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s32_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c69_L (a d : nat) : lmoves (s41_board (2 + a) 1 1 (2 + d)) = [s39_board (1 + a) 0 2 1 (2 + d); s35_board (2 + a) 2 (2 + d); s36_board (2 + a) 1 (3 + d)].
Proof. unfold s35_board, s36_board, s39_board, s41_board. tf_options. Qed.
Lemma s41_c69_R (a d : nat) : rmoves (s41_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s41_c69_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s41_board (2 + a) 1 1 (2 + d) -> fst (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c69_L a d), (s41_c69_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 2 1 (2 + d) (opt_l _ _ _ (s41_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s41_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s41_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s35_p2 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s41_c70_L (a c : nat) : lmoves (s41_board (2 + a) 1 (2 + c) 0) = [s39_board (1 + a) 0 2 (2 + c) 0; s35_board (2 + a) (3 + c) 0; s41_board (2 + a) 1 (1 + c) 1].
Proof. unfold s35_board, s39_board, s41_board. tf_options. Qed.
Lemma s41_c70_R (a c : nat) : rmoves (s41_board (2 + a) 1 (2 + c) 0) = [s32_board (2 + a) 1 (2 + c)].
Proof. unfold s32_board, s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s41_c70_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s41_board (2 + a) 1 (2 + c) 0 -> fst (s41_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q13] in Hc |- *.
  rewrite tf_game_eq, (s41_c70_L a c), (s41_c70_R a c); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 2 (2 + c) 0 (opt_l _ _ _ (s41_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s41_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s41_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s41_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p47 Ho0 ltac:(zlia)).
  rewrite (s35_p11 Ho1 ltac:(zlia)).
  rewrite (s41_p12 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c71_L (a c : nat) : lmoves (s41_board (2 + a) 1 (2 + c) 1) = [s39_board (1 + a) 0 2 (2 + c) 1; s35_board (2 + a) (3 + c) 1; s41_board (2 + a) 1 (1 + c) 2].
Proof. unfold s35_board, s39_board, s41_board. tf_options. Qed.
Lemma s41_c71_R (a c : nat) : rmoves (s41_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s32_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s41_c71_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s41_board (2 + a) 1 (2 + c) 1 -> fst (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q12] in Hc |- *.
  rewrite tf_game_eq, (s41_c71_L a c), (s41_c71_R a c); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 2 (2 + c) 1 (opt_l _ _ _ (s41_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s41_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s41_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s41_c71_R1 a c)).
  pose proof (use_s32 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s41_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s41_c71_R1 a c))) as Ho3.
  rewrite (s39_p45 Ho0 ltac:(zlia)).
  rewrite (s35_p10 Ho1 ltac:(zlia)).
  rewrite (s41_p20 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s32_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c72_L (a c d : nat) : lmoves (s41_board (2 + a) 1 (2 + c) (2 + d)) = [s39_board (1 + a) 0 2 (2 + c) (2 + d); s35_board (2 + a) (3 + c) (2 + d); s41_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s35_board, s39_board, s41_board. tf_options. Qed.
Lemma s41_c72_R (a c d : nat) : rmoves (s41_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s41_c72_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s41_board (2 + a) 1 (2 + c) (2 + d) -> fst (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c72_L a c d), (s41_c72_R a c d); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s41_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s41_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s41_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s35_p2 Ho1 ltac:(zlia)).
  rewrite (s41_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s36 *)
Lemma s41_c73_p6 x (Hs36 : s36_claim x) (a b : nat) :
  x = s41_board (2 + a) (2 + b) 0 0 -> fst (s41_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s41_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q6] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s36 *)
Lemma s41_c74_p25 x (Hs36 : s36_claim x) (a b : nat) :
  x = s41_board (2 + a) (2 + b) 0 1 -> fst (s41_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s41_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q25] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s36 *)
Lemma s41_c75_p26 x (Hs36 : s36_claim x) (a b d : nat) :
  x = s41_board (2 + a) (2 + b) 0 (2 + d) -> fst (s41_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q26] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s41_c76_L (a b : nat) : lmoves (s41_board (2 + a) (2 + b) 1 0) = [s39_board (1 + a) 0 (3 + b) 1 0; s41_board (2 + a) (1 + b) 2 0; s36_board (2 + a) (2 + b) 1].
Proof. unfold s36_board, s39_board, s41_board. tf_options. Qed.
Lemma s41_c76_R (a b : nat) : rmoves (s41_board (2 + a) (2 + b) 1 0) = [s32_board (2 + a) (2 + b) 1].
Proof. unfold s32_board, s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s41_c76_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s41_board (2 + a) (2 + b) 1 0 -> fst (s41_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s41_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q18] in Hc |- *.
  rewrite tf_game_eq, (s41_c76_L a b), (s41_c76_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 (3 + b) 1 0 (opt_l _ _ _ (s41_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s41_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s41_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s41_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p50 Ho0 ltac:(zlia)).
  rewrite (s41_p13 Ho1 ltac:(zlia)).
  rewrite (s36_p4 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c77_L (a b : nat) : lmoves (s41_board (2 + a) (2 + b) 1 1) = [s39_board (1 + a) 0 (3 + b) 1 1; s41_board (2 + a) (1 + b) 2 1; s36_board (2 + a) (2 + b) 2].
Proof. unfold s36_board, s39_board, s41_board. tf_options. Qed.
Lemma s41_c77_R (a b : nat) : rmoves (s41_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s32_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s41_c77_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s41_board (2 + a) (2 + b) 1 1 -> fst (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q12] in Hc |- *.
  rewrite tf_game_eq, (s41_c77_L a b), (s41_c77_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 (3 + b) 1 1 (opt_l _ _ _ (s41_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s41_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s41_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s41_c77_R1 a b)).
  pose proof (use_s32 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s41_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s41_c77_R1 a b))) as Ho3.
  rewrite (s39_p45 Ho0 ltac:(zlia)).
  rewrite (s41_p12 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s32_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c78_L (a b d : nat) : lmoves (s41_board (2 + a) (2 + b) 1 (2 + d)) = [s39_board (1 + a) 0 (3 + b) 1 (2 + d); s41_board (2 + a) (1 + b) 2 (2 + d); s36_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s36_board, s39_board, s41_board. tf_options. Qed.
Lemma s41_c78_R (a b d : nat) : rmoves (s41_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s41_c78_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s41_board (2 + a) (2 + b) 1 (2 + d) -> fst (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c78_L a b d), (s41_c78_R a b d); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s41_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s41_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s36 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s41_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s41_p20 Ho1 ltac:(zlia)).
  rewrite (s36_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s41_c79_L (a b c : nat) : lmoves (s41_board (2 + a) (2 + b) (2 + c) 0) = [s39_board (1 + a) 0 (3 + b) (2 + c) 0; s41_board (2 + a) (1 + b) (3 + c) 0; s41_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s39_board, s41_board. tf_options. Qed.
Lemma s41_c79_R (a b c : nat) : rmoves (s41_board (2 + a) (2 + b) (2 + c) 0) = [s32_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s32_board, s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s41_c79_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s41_board (2 + a) (2 + b) (2 + c) 0 -> fst (s41_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q13] in Hc |- *.
  rewrite tf_game_eq, (s41_c79_L a b c), (s41_c79_R a b c); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s41_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s41_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s41_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s41_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p47 Ho0 ltac:(zlia)).
  rewrite (s41_p13 Ho1 ltac:(zlia)).
  rewrite (s41_p12 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c80_L (a b c : nat) : lmoves (s41_board (2 + a) (2 + b) (2 + c) 1) = [s39_board (1 + a) 0 (3 + b) (2 + c) 1; s41_board (2 + a) (1 + b) (3 + c) 1; s41_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s39_board, s41_board. tf_options. Qed.
Lemma s41_c80_R (a b c : nat) : rmoves (s41_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s32_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s41_c80_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s41_board (2 + a) (2 + b) (2 + c) 1 -> fst (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q12] in Hc |- *.
  rewrite tf_game_eq, (s41_c80_L a b c), (s41_c80_R a b c); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s41_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s41_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s41_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s41_c80_R1 a b c)).
  pose proof (use_s32 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s41_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s41_c80_R1 a b c))) as Ho3.
  rewrite (s39_p45 Ho0 ltac:(zlia)).
  rewrite (s41_p12 Ho1 ltac:(zlia)).
  rewrite (s41_p20 Ho2 ltac:(zlia)).
  rewrite (s32_p2 Ho3 ltac:(zlia)).
  rewrite (s32_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c81_L (a b c d : nat) : lmoves (s41_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s39_board (1 + a) 0 (3 + b) (2 + c) (2 + d); s41_board (2 + a) (1 + b) (3 + c) (2 + d); s41_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s39_board, s41_board. tf_options. Qed.
Lemma s41_c81_R (a b c d : nat) : rmoves (s41_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s41_c81_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s41_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c81_L a b c d), (s41_c81_R a b c d); cbn [map].
  pose proof (use_s39 IH (1 + a) 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s41_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s41 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s41_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s41 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s41_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s41_p20 Ho1 ltac:(zlia)).
  rewrite (s41_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s42 = T^a F T _ T^b _^2 T^c F on a==0 && b==0 && c==0: the board of s37 *)
Lemma s42_c1_p2 x (Hs37 : s37_claim x) :
  x = s42_board 0 0 0 -> fst (s42_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s42_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q2] in Hc |- *.
  pose proof (Hs37 0 0 ltac:(rewrite Hx; unfold s42_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s42 = T^a F T _ T^b _^2 T^c F on a==0 && b==0 && c==1: the board of s37 *)
Lemma s42_c2_p2 x (Hs37 : s37_claim x) :
  x = s42_board 0 0 1 -> fst (s42_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s42_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q2] in Hc |- *.
  pose proof (Hs37 0 1 ltac:(rewrite Hx; unfold s42_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s42 = T^a F T _ T^b _^2 T^c F on a==0 && b==0 && c>=2: the board of s37 *)
Lemma s42_c3_p3 x (Hs37 : s37_claim x) (c : nat) :
  x = s42_board 0 0 (2 + c) -> fst (s42_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s42_q3] in Hc |- *.
  pose proof (Hs37 0 (2 + c) ltac:(rewrite Hx; unfold s42_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s42_c4_L : lmoves (s42_board 0 1 0) = [strip [(0, 1)] ([E; T; T; E; E; F]) []; strip [(0, 1)] ([T; E; E; T; E; F]) []].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; E; F]) []) (s15_board 0 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; E; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; F]) []) (s14_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c4_R : rmoves (s42_board 0 1 0) = [strip [(0, 1)] ([T; E; T; E; F; E]) []].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; E]) []) (s12_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==0 && b==1 && c==0 *)
Lemma s42_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s42_board 0 1 0 -> fst (s42_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s42_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c4_L), (s42_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s42_c4_L1)).
  pose proof (use_s15 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s42_c4_L) ltac:(cbn [In]; left; reflexivity) (s42_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s42_c4_L2)).
  pose proof (use_s14 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s42_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s42_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s42_c4_R1)).
  pose proof (use_s12 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s42_c4_R) ltac:(cbn [In]; left; reflexivity) (s42_c4_R1))) as Ho2.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s12_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c5_L : lmoves (s42_board 0 1 1) = [strip [(0, 1)] ([E; T; T; E; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; E; T; F]) []].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; E; T; F]) []) (s15_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; T; F]) []) (s14_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c5_R : rmoves (s42_board 0 1 1) = [strip [(0, 1)] ([T; E; T; E; F]) [(1, 1)]].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F]) [(1, 1)]) (s12_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==0 && b==1 && c==1 *)
Lemma s42_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s42_board 0 1 1 -> fst (s42_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s42_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c5_L), (s42_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s42_c5_L1)).
  pose proof (use_s15 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s42_c5_L) ltac:(cbn [In]; left; reflexivity) (s42_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s42_c5_L2)).
  pose proof (use_s14 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s42_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s42_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s42_c5_R1)).
  pose proof (use_s12 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s42_c5_R) ltac:(cbn [In]; left; reflexivity) (s42_c5_R1))) as Ho2.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p12 Ho1 ltac:(zlia)).
  rewrite (s12_p3 Ho2 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c6_L (c : nat) : lmoves (s42_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: E :: E :: repeat T (2 + c) ++ [F]) []; strip [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) []].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: E :: repeat T (2 + c) ++ [F]) []) (s15_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s14_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c6_R (c : nat) : rmoves (s42_board 0 1 (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==0 && b==1 && c>=2 *)
Lemma s42_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s42_board 0 1 (2 + c) -> fst (s42_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c6_L c), (s42_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s42_c6_L1 c)).
  pose proof (use_s15 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s42_c6_L c) ltac:(cbn [In]; left; reflexivity) (s42_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s42_c6_L2 c)).
  pose proof (use_s14 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s42_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s42_c6_L2 c))) as Ho1.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s42_c7_L (b : nat) : lmoves (s42_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; F]) []].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; F]) []) (s15_board 0 (3 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; F]) []) (s16_board 1 (1 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c7_R (b : nat) : rmoves (s42_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E]) []].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E]) []) (s12_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==0 && b>=2 && c==0 *)
Lemma s42_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s42_board 0 (2 + b) 0 -> fst (s42_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s42_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c7_L b), (s42_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s42_c7_L1 b)).
  pose proof (use_s15 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s42_c7_L b) ltac:(cbn [In]; left; reflexivity) (s42_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s42_c7_L2 b)).
  pose proof (use_s16 IH 1 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s42_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s42_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s42_c7_R1 b)).
  pose proof (use_s12 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s42_c7_R b) ltac:(cbn [In]; left; reflexivity) (s42_c7_R1 b))) as Ho2.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s16_p15 Ho1 ltac:(zlia)).
  rewrite (s12_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c8_L (b : nat) : lmoves (s42_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F]) []].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F]) []) (s15_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F]) []) (s16_board 1 (1 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c8_R (b : nat) : rmoves (s42_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s12_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==0 && b>=2 && c==1 *)
Lemma s42_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s42_board 0 (2 + b) 1 -> fst (s42_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s42_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c8_L b), (s42_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s42_c8_L1 b)).
  pose proof (use_s15 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s42_c8_L b) ltac:(cbn [In]; left; reflexivity) (s42_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s42_c8_L2 b)).
  pose proof (use_s16 IH 1 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s42_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s42_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s42_c8_R1 b)).
  pose proof (use_s12 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s42_c8_R b) ltac:(cbn [In]; left; reflexivity) (s42_c8_R1 b))) as Ho2.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s12_p3 Ho2 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c9_L (b c : nat) : lmoves (s42_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) []].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) []) (s15_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s16_board 1 (1 + b) 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s42_c9_R (b c : nat) : rmoves (s42_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==0 && b>=2 && c>=2 *)
Lemma s42_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s42_board 0 (2 + b) (2 + c) -> fst (s42_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c9_L b c), (s42_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s42_c9_L1 b c)).
  pose proof (use_s15 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s42_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s42_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s42_c9_L2 b c)).
  pose proof (use_s16 IH 1 (1 + b) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s42_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s42_c9_L2 b c))) as Ho1.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s42 = T^a F T _ T^b _^2 T^c F on a==1 && b==0 && c==0: the board of s37 *)
Lemma s42_c10_p2 x (Hs37 : s37_claim x) :
  x = s42_board 1 0 0 -> fst (s42_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s42_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q2] in Hc |- *.
  pose proof (Hs37 1 0 ltac:(rewrite Hx; unfold s42_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s42 = T^a F T _ T^b _^2 T^c F on a==1 && b==0 && c==1: the board of s37 *)
Lemma s42_c11_p2 x (Hs37 : s37_claim x) :
  x = s42_board 1 0 1 -> fst (s42_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s42_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q2] in Hc |- *.
  pose proof (Hs37 1 1 ltac:(rewrite Hx; unfold s42_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s42 = T^a F T _ T^b _^2 T^c F on a==1 && b==0 && c>=2: the board of s37 *)
Lemma s42_c12_p3 x (Hs37 : s37_claim x) (c : nat) :
  x = s42_board 1 0 (2 + c) -> fst (s42_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s42_q3] in Hc |- *.
  pose proof (Hs37 1 (2 + c) ltac:(rewrite Hx; unfold s42_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s42_c13_L : lmoves (s42_board 1 1 0) = [s36_board 1 2 0; s38_board 1 1 0].
Proof. unfold s36_board, s38_board, s42_board. tf_options. Qed.
Lemma s42_c13_R : rmoves (s42_board 1 1 0) = [s40_board 1 1 0].
Proof. unfold s40_board, s42_board. tf_options. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==1 && b==1 && c==0 *)
Lemma s42_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s42_board 1 1 0 -> fst (s42_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s42_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c13_L), (s42_c13_R); cbn [map].
  pose proof (use_s36 IH 1 2 0 (opt_l _ _ _ (s42_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 1 0 (opt_l _ _ _ (s42_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 1 0 (opt_r _ _ _ (s42_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p4 Ho1 ltac:(zlia)).
  rewrite (s40_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c14_L : lmoves (s42_board 1 1 1) = [s36_board 1 2 1; s38_board 1 1 1].
Proof. unfold s36_board, s38_board, s42_board. tf_options. Qed.
Lemma s42_c14_R : rmoves (s42_board 1 1 1) = [strip [] ([T; F; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c14_R1 : tf_norm (strip [] ([T; F; T; E; T; E; F]) [(1, 1)]) (s40_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==1 && b==1 && c==1 *)
Lemma s42_c14_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s42_board 1 1 1 -> fst (s42_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s42_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c14_L), (s42_c14_R); cbn [map].
  pose proof (use_s36 IH 1 2 1 (opt_l _ _ _ (s42_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 1 1 (opt_l _ _ _ (s42_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s42_c14_R1)).
  pose proof (use_s40 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s42_c14_R) ltac:(cbn [In]; left; reflexivity) (s42_c14_R1))) as Ho2.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s38_p7 Ho1 ltac:(zlia)).
  rewrite (s40_p5 Ho2 ltac:(zlia)).
  rewrite (s40_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c15_L (c : nat) : lmoves (s42_board 1 1 (2 + c)) = [s36_board 1 2 (2 + c); s38_board 1 1 (2 + c)].
Proof. unfold s36_board, s38_board, s42_board. tf_options. Qed.
Lemma s42_c15_R (c : nat) : rmoves (s42_board 1 1 (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==1 && b==1 && c>=2 *)
Lemma s42_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s42_board 1 1 (2 + c) -> fst (s42_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c15_L c), (s42_c15_R c); cbn [map].
  pose proof (use_s36 IH 1 2 (2 + c) (opt_l _ _ _ (s42_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 1 (2 + c) (opt_l _ _ _ (s42_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s42_c16_L (b : nat) : lmoves (s42_board 1 (2 + b) 0) = [s36_board 1 (3 + b) 0; s43_board 1 (1 + b) 1 0].
Proof. unfold s36_board, s42_board, s43_board. tf_options. Qed.
Lemma s42_c16_R (b : nat) : rmoves (s42_board 1 (2 + b) 0) = [s40_board 1 (2 + b) 0].
Proof. unfold s40_board, s42_board. tf_options. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==1 && b>=2 && c==0 *)
Lemma s42_c16_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s42_board 1 (2 + b) 0 -> fst (s42_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s42_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c16_L b), (s42_c16_R b); cbn [map].
  pose proof (use_s36 IH 1 (3 + b) 0 (opt_l _ _ _ (s42_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s42_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH 1 (2 + b) 0 (opt_r _ _ _ (s42_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s43_p16 Ho1 ltac:(zlia)).
    rewrite (s40_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p17 Ho1 ltac:(zlia)).
    rewrite (s40_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s42_c17_L (b : nat) : lmoves (s42_board 1 (2 + b) 1) = [s36_board 1 (3 + b) 1; s43_board 1 (1 + b) 1 1].
Proof. unfold s36_board, s42_board, s43_board. tf_options. Qed.
Lemma s42_c17_R (b : nat) : rmoves (s42_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s40_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==1 && b>=2 && c==1 *)
Lemma s42_c17_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s42_board 1 (2 + b) 1 -> fst (s42_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s42_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c17_L b), (s42_c17_R b); cbn [map].
  pose proof (use_s36 IH 1 (3 + b) 1 (opt_l _ _ _ (s42_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s42_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s42_c17_R1 b)).
  pose proof (use_s40 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s42_c17_R b) ltac:(cbn [In]; left; reflexivity) (s42_c17_R1 b))) as Ho2.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s43_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p5 Ho2 ltac:(zlia)).
  rewrite (s40_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c18_L (b c : nat) : lmoves (s42_board 1 (2 + b) (2 + c)) = [s36_board 1 (3 + b) (2 + c); s43_board 1 (1 + b) 1 (2 + c)].
Proof. unfold s36_board, s42_board, s43_board. tf_options. Qed.
Lemma s42_c18_R (b c : nat) : rmoves (s42_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a==1 && b>=2 && c>=2 *)
Lemma s42_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s42_board 1 (2 + b) (2 + c) -> fst (s42_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c18_L b c), (s42_c18_R b c); cbn [map].
  pose proof (use_s36 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s42_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s42_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  rewrite (s43_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s42 = T^a F T _ T^b _^2 T^c F on a>=2 && b==0 && c==0: the board of s37 *)
Lemma s42_c19_p1 x (Hs37 : s37_claim x) (a : nat) :
  x = s42_board (2 + a) 0 0 -> fst (s42_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s42_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q1] in Hc |- *.
  pose proof (Hs37 (2 + a) 0 ltac:(rewrite Hx; unfold s42_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s42_c19_p2 x (Hs37 : s37_claim x) (a : nat) :
  x = s42_board (2 + a) 0 0 -> fst (s42_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s42_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q2] in Hc |- *.
  pose proof (Hs37 (2 + a) 0 ltac:(rewrite Hx; unfold s42_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s42 = T^a F T _ T^b _^2 T^c F on a>=2 && b==0 && c==1: the board of s37 *)
Lemma s42_c20_p1 x (Hs37 : s37_claim x) (a : nat) :
  x = s42_board (2 + a) 0 1 -> fst (s42_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s42_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q1] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 ltac:(rewrite Hx; unfold s42_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s42_c20_p2 x (Hs37 : s37_claim x) (a : nat) :
  x = s42_board (2 + a) 0 1 -> fst (s42_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s42_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s42_q2] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 ltac:(rewrite Hx; unfold s42_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s42 = T^a F T _ T^b _^2 T^c F on a>=2 && b==0 && c>=2: the board of s37 *)
Lemma s42_c21_p3 x (Hs37 : s37_claim x) (a c : nat) :
  x = s42_board (2 + a) 0 (2 + c) -> fst (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s42_q3] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s42_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s42_c22_L (a : nat) : lmoves (s42_board (2 + a) 1 0) = [s36_board (2 + a) 2 0; s38_board (2 + a) 1 0].
Proof. unfold s36_board, s38_board, s42_board. tf_options. Qed.
Lemma s42_c22_R (a : nat) : rmoves (s42_board (2 + a) 1 0) = [s40_board (2 + a) 1 0].
Proof. unfold s40_board, s42_board. tf_options. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a>=2 && b==1 && c==0 *)
Lemma s42_c22_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s42_board (2 + a) 1 0 -> fst (s42_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s42_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q1] in Hc |- *.
  rewrite tf_game_eq, (s42_c22_L a), (s42_c22_R a); cbn [map].
  pose proof (use_s36 IH (2 + a) 2 0 (opt_l _ _ _ (s42_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 1 0 (opt_l _ _ _ (s42_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 0 (opt_r _ _ _ (s42_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  rewrite (s38_p4 Ho1 ltac:(zlia)).
  rewrite (s40_p11 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s42_board (2 + a) 1 0 -> fst (s42_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s42_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c22_L a), (s42_c22_R a); cbn [map].
  pose proof (use_s36 IH (2 + a) 2 0 (opt_l _ _ _ (s42_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 1 0 (opt_l _ _ _ (s42_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 0 (opt_r _ _ _ (s42_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  rewrite (s38_p4 Ho1 ltac:(zlia)).
  rewrite (s40_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c22_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s42_board (2 + a) 1 0 -> fst (s42_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s42_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q6] in Hc |- *.
  rewrite tf_game_eq, (s42_c22_L a), (s42_c22_R a); cbn [map].
  pose proof (use_s36 IH (2 + a) 2 0 (opt_l _ _ _ (s42_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 1 0 (opt_l _ _ _ (s42_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) 1 0 (opt_r _ _ _ (s42_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  rewrite (s38_p4 Ho1 ltac:(zlia)).
  rewrite (s40_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c23_L (a : nat) : lmoves (s42_board (2 + a) 1 1) = [s36_board (2 + a) 2 1; s38_board (2 + a) 1 1].
Proof. unfold s36_board, s38_board, s42_board. tf_options. Qed.
Lemma s42_c23_R (a : nat) : rmoves (s42_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F]) [(1, 1)]) (s40_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a>=2 && b==1 && c==1 *)
Lemma s42_c23_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s42_board (2 + a) 1 1 -> fst (s42_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s42_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q1] in Hc |- *.
  rewrite tf_game_eq, (s42_c23_L a), (s42_c23_R a); cbn [map].
  pose proof (use_s36 IH (2 + a) 2 1 (opt_l _ _ _ (s42_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 1 1 (opt_l _ _ _ (s42_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s42_c23_R1 a)).
  pose proof (use_s40 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s42_c23_R a) ltac:(cbn [In]; left; reflexivity) (s42_c23_R1 a))) as Ho2.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s38_p13 Ho1 ltac:(zlia)).
    rewrite (s40_p11 Ho2 ltac:(zlia)).
    rewrite (s40_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s38_p14 Ho1 ltac:(zlia)).
    rewrite (s40_p11 Ho2 ltac:(zlia)).
    rewrite (s40_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s42_c23_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s42_board (2 + a) 1 1 -> fst (s42_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s42_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c23_L a), (s42_c23_R a); cbn [map].
  pose proof (use_s36 IH (2 + a) 2 1 (opt_l _ _ _ (s42_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 1 1 (opt_l _ _ _ (s42_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s42_c23_R1 a)).
  pose proof (use_s40 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s42_c23_R a) ltac:(cbn [In]; left; reflexivity) (s42_c23_R1 a))) as Ho2.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  rewrite (s38_p7 Ho1 ltac:(zlia)).
  rewrite (s40_p4 Ho2 ltac:(zlia)).
  rewrite (s40_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s42_board (2 + a) 1 1 -> fst (s42_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s42_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q6] in Hc |- *.
  rewrite tf_game_eq, (s42_c23_L a), (s42_c23_R a); cbn [map].
  pose proof (use_s36 IH (2 + a) 2 1 (opt_l _ _ _ (s42_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 1 1 (opt_l _ _ _ (s42_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s42_c23_R1 a)).
  pose proof (use_s40 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s42_c23_R a) ltac:(cbn [In]; left; reflexivity) (s42_c23_R1 a))) as Ho2.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  rewrite (s38_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p9 Ho2 ltac:(zlia)).
  rewrite (s40_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c24_L (a c : nat) : lmoves (s42_board (2 + a) 1 (2 + c)) = [s36_board (2 + a) 2 (2 + c); s38_board (2 + a) 1 (2 + c)].
Proof. unfold s36_board, s38_board, s42_board. tf_options. Qed.
Lemma s42_c24_R (a c : nat) : rmoves (s42_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a>=2 && b==1 && c>=2 *)
Lemma s42_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s42_board (2 + a) 1 (2 + c) -> fst (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c24_L a c), (s42_c24_R a c); cbn [map].
  pose proof (use_s36 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s42_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s42_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s42_c25_L (a b : nat) : lmoves (s42_board (2 + a) (2 + b) 0) = [s36_board (2 + a) (3 + b) 0; s43_board (2 + a) (1 + b) 1 0].
Proof. unfold s36_board, s42_board, s43_board. tf_options. Qed.
Lemma s42_c25_R (a b : nat) : rmoves (s42_board (2 + a) (2 + b) 0) = [s40_board (2 + a) (2 + b) 0].
Proof. unfold s40_board, s42_board. tf_options. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a>=2 && b>=2 && c==0 *)
Lemma s42_c25_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s42_board (2 + a) (2 + b) 0 -> fst (s42_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s42_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c25_L a b), (s42_c25_R a b); cbn [map].
  pose proof (use_s36 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s42_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s42_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s42_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s43_p16 Ho1 ltac:(zlia)).
    rewrite (s40_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p17 Ho1 ltac:(zlia)).
    rewrite (s40_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s42_c25_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s42_board (2 + a) (2 + b) 0 -> fst (s42_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s42_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s42_q5] in Hc |- *.
  rewrite tf_game_eq, (s42_c25_L a b), (s42_c25_R a b); cbn [map].
  pose proof (use_s36 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s42_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s42_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s40 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s42_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s43_p17 Ho1 ltac:(zlia)).
    rewrite (s40_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p27 Ho1 ltac:(zlia)).
    rewrite (s40_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p31 Ho1 ltac:(zlia)).
    rewrite (s40_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s42_c26_L (a b : nat) : lmoves (s42_board (2 + a) (2 + b) 1) = [s36_board (2 + a) (3 + b) 1; s43_board (2 + a) (1 + b) 1 1].
Proof. unfold s36_board, s42_board, s43_board. tf_options. Qed.
Lemma s42_c26_R (a b : nat) : rmoves (s42_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s42_board, strip. tf_options. Qed.
Lemma s42_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s40_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a>=2 && b>=2 && c==1 *)
Lemma s42_c26_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s42_board (2 + a) (2 + b) 1 -> fst (s42_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s42_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q4] in Hc |- *.
  rewrite tf_game_eq, (s42_c26_L a b), (s42_c26_R a b); cbn [map].
  pose proof (use_s36 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s42_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s42_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s42_c26_R1 a b)).
  pose proof (use_s40 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s42_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s42_c26_R1 a b))) as Ho2.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  rewrite (s43_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p6 Ho2 ltac:(zlia)).
  rewrite (s40_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s42_board (2 + a) (2 + b) 1 -> fst (s42_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s42_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s42_q5] in Hc |- *.
  rewrite tf_game_eq, (s42_c26_L a b), (s42_c26_R a b); cbn [map].
  pose proof (use_s36 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s42_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s42_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s42_c26_R1 a b)).
  pose proof (use_s40 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s42_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s42_c26_R1 a b))) as Ho2.
  rewrite (s36_p4 Ho0 ltac:(zlia)).
  rewrite (s43_p11 Ho1 ltac:(zlia)).
  rewrite (s40_p6 Ho2 ltac:(zlia)).
  rewrite (s40_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s42_c27_L (a b c : nat) : lmoves (s42_board (2 + a) (2 + b) (2 + c)) = [s36_board (2 + a) (3 + b) (2 + c); s43_board (2 + a) (1 + b) 1 (2 + c)].
Proof. unfold s36_board, s42_board, s43_board. tf_options. Qed.
Lemma s42_c27_R (a b c : nat) : rmoves (s42_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s42_board. tf_options. Qed.
(* s42 = T^a F T _ T^b _^2 T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s42_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s42_board (2 + a) (2 + b) (2 + c) -> fst (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s42_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s42_q3] in Hc |- *.
  rewrite tf_game_eq, (s42_c27_L a b c), (s42_c27_R a b c); cbn [map].
  pose proof (use_s36 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s42_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) 1 (2 + c) (opt_l _ _ _ (s42_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  rewrite (s43_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d==0: the board of s37 *)
Lemma s43_c1_p1 x (Hs37 : s37_claim x) :
  x = s43_board 0 0 0 0 -> fst (s43_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q1] in Hc |- *.
  pose proof (Hs37 0 0 ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d==1: the board of s37 *)
Lemma s43_c2_p3 x (Hs37 : s37_claim x) :
  x = s43_board 0 0 0 1 -> fst (s43_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q3] in Hc |- *.
  pose proof (Hs37 0 1 ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d>=2: the board of s37 *)
Lemma s43_c3_p4 x (Hs37 : s37_claim x) (d : nat) :
  x = s43_board 0 0 0 (2 + d) -> fst (s43_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs37 0 (2 + d) ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d==0: the board of s38 *)
Lemma s43_c4_p6 x (Hs38 : s38_claim x) :
  x = s43_board 0 0 1 0 -> fst (s43_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q6] in Hc |- *.
  pose proof (Hs38 0 1 0 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d==1: the board of s38 *)
Lemma s43_c5_p8 x (Hs38 : s38_claim x) :
  x = s43_board 0 0 1 1 -> fst (s43_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q8] in Hc |- *.
  pose proof (Hs38 0 1 1 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d>=2: the board of s38 *)
Lemma s43_c6_p4 x (Hs38 : s38_claim x) (d : nat) :
  x = s43_board 0 0 1 (2 + d) -> fst (s43_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs38 0 1 (2 + d) ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d==0: the board of s38 *)
Lemma s43_c7_p9 x (Hs38 : s38_claim x) (c : nat) :
  x = s43_board 0 0 (2 + c) 0 -> fst (s43_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q9] in Hc |- *.
  pose proof (Hs38 0 (2 + c) 0 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s43_c7_p12 x (Hs38 : s38_claim x) (c : nat) :
  x = s43_board 0 0 (2 + c) 0 -> fst (s43_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q12] in Hc |- *.
  pose proof (Hs38 0 (2 + c) 0 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d==1: the board of s38 *)
Lemma s43_c8_p11 x (Hs38 : s38_claim x) (c : nat) :
  x = s43_board 0 0 (2 + c) 1 -> fst (s43_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q11] in Hc |- *.
  pose proof (Hs38 0 (2 + c) 1 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s38 *)
Lemma s43_c9_p4 x (Hs38 : s38_claim x) (c d : nat) :
  x = s43_board 0 0 (2 + c) (2 + d) -> fst (s43_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs38 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d==0: the board of s42 *)
Lemma s43_c10_p5 x (Hs42 : s42_claim x) :
  x = s43_board 0 1 0 0 -> fst (s43_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q5] in Hc |- *.
  pose proof (Hs42 0 1 0 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d==1: the board of s42 *)
Lemma s43_c11_p14 x (Hs42 : s42_claim x) :
  x = s43_board 0 1 0 1 -> fst (s43_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q14] in Hc |- *.
  pose proof (Hs42 0 1 1 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d>=2: the board of s42 *)
Lemma s43_c12_p4 x (Hs42 : s42_claim x) (d : nat) :
  x = s43_board 0 1 0 (2 + d) -> fst (s43_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs42 0 1 (2 + d) ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c13_L : lmoves (s43_board 0 1 1 0) = [strip [(0, 1)] ([E; T; T; E; T; E; F]) []; strip [(0, 1)] ([T; E; E; T; T; E; F]) []; strip [(0, 1)] ([T; E; T; E; E; T; F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c13_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; E; F]) []) (s16_board 0 2 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c13_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; E; F]) []) (s14_board 1 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c13_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; T; F]) []) (s15_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c13_R : rmoves (s43_board 0 1 1 0) = [strip [(0, 1)] ([T; E; T; E; T; F; E]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c13_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; E]) []) (s12_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s43_c13_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s43_board 0 1 1 0 -> fst (s43_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q16] in Hc |- *.
  rewrite tf_game_eq, (s43_c13_L), (s43_c13_R); cbn [map].
  rewrite (tf_norm_game0 (s43_c13_L1)).
  pose proof (use_s16 IH 0 2 1 0 (opt_norm_l _ _ _ _ _ (s43_c13_L) ltac:(cbn [In]; left; reflexivity) (s43_c13_L1))) as Ho0.
  rewrite (tf_norm_game0 (s43_c13_L2)).
  pose proof (use_s14 IH 1 2 0 (opt_norm_l _ _ _ _ _ (s43_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s43_c13_L3)).
  pose proof (use_s15 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s43_c13_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c13_L3))) as Ho2.
  rewrite (tf_norm_game0 (s43_c13_R1)).
  pose proof (use_s12 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s43_c13_R) ltac:(cbn [In]; left; reflexivity) (s43_c13_R1))) as Ho3.
  rewrite (s16_p15 Ho0 ltac:(zlia)).
  rewrite (s14_p9 Ho1 ltac:(zlia)).
  rewrite (s15_p3 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c14_L : lmoves (s43_board 0 1 1 1) = [strip [(0, 1)] ([E; T; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; T; E; T; F]) []; strip [(0, 1)] ([T; E; T; E; E; T; T; F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c14_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; E; T; F]) []) (s16_board 0 2 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c14_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; E; T; F]) []) (s14_board 1 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c14_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; T; T; F]) []) (s15_board 1 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; T; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c14_R : rmoves (s43_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F]) [(1, 1)]) (s12_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s43_c14_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s43_board 0 1 1 1 -> fst (s43_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c14_L), (s43_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s43_c14_L1)).
  pose proof (use_s16 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s43_c14_L) ltac:(cbn [In]; left; reflexivity) (s43_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s43_c14_L2)).
  pose proof (use_s14 IH 1 2 1 (opt_norm_l _ _ _ _ _ (s43_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s43_c14_L3)).
  pose proof (use_s15 IH 1 1 2 (opt_norm_l _ _ _ _ _ (s43_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s43_c14_R1)).
  pose proof (use_s12 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s43_c14_R) ltac:(cbn [In]; left; reflexivity) (s43_c14_R1))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c15_L (d : nat) : lmoves (s43_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (T :: E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (T :: E :: T :: E :: E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 2 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []) (s14_board 1 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c15_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: E :: repeat T (3 + d) ++ [F]) []) (s15_board 1 1 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c15_R (d : nat) : rmoves (s43_board 0 1 1 (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s43_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s43_board 0 1 1 (2 + d) -> fst (s43_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c15_L d), (s43_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s43_c15_L1 d)).
  pose proof (use_s16 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s43_c15_L d) ltac:(cbn [In]; left; reflexivity) (s43_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s43_c15_L2 d)).
  pose proof (use_s14 IH 1 2 (2 + d) (opt_norm_l _ _ _ _ _ (s43_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s43_c15_L3 d)).
  pose proof (use_s15 IH 1 1 (3 + d) (opt_norm_l _ _ _ _ _ (s43_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c15_L3 d))) as Ho2.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s43_c16_L (c : nat) : lmoves (s43_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c16_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F]) []) (s16_board 0 2 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c16_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F]) []) (s14_board 1 (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c16_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []) (s16_board 1 1 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c16_R (c : nat) : rmoves (s43_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s12_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s43_c16_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s43_board 0 1 (2 + c) 0 -> fst (s43_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q13] in Hc |- *.
  rewrite tf_game_eq, (s43_c16_L c), (s43_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s43_c16_L1 c)).
  pose proof (use_s16 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s43_c16_L c) ltac:(cbn [In]; left; reflexivity) (s43_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s43_c16_L2 c)).
  pose proof (use_s14 IH 1 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s43_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s43_c16_L3 c)).
  pose proof (use_s16 IH 1 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s43_c16_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c16_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s43_c16_R1 c)).
  pose proof (use_s12 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s43_c16_R c) ltac:(cbn [In]; left; reflexivity) (s43_c16_R1 c))) as Ho3.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s14_p11 Ho1 ltac:(zlia)).
  rewrite (s16_p10 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c17_L (c : nat) : lmoves (s43_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s16_board 0 2 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []) (s14_board 1 (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c17_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s16_board 1 1 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c17_R (c : nat) : rmoves (s43_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s12_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s43_c17_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s43_board 0 1 (2 + c) 1 -> fst (s43_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c17_L c), (s43_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s43_c17_L1 c)).
  pose proof (use_s16 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s43_c17_L c) ltac:(cbn [In]; left; reflexivity) (s43_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s43_c17_L2 c)).
  pose proof (use_s14 IH 1 (3 + c) 1 (opt_norm_l _ _ _ _ _ (s43_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s43_c17_L3 c)).
  pose proof (use_s16 IH 1 1 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s43_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c17_L3 c))) as Ho2.
  rewrite (tf_norm_game (s43_c17_R1 c)).
  pose proof (use_s12 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s43_c17_R c) ltac:(cbn [In]; left; reflexivity) (s43_c17_R1 c))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c18_L (c d : nat) : lmoves (s43_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 2 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s14_board 1 (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c18_L3 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []) (s16_board 1 1 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c18_R (c d : nat) : rmoves (s43_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s43_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s43_board 0 1 (2 + c) (2 + d) -> fst (s43_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c18_L c d), (s43_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s43_c18_L1 c d)).
  pose proof (use_s16 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s43_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s43_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s43_c18_L2 c d)).
  pose proof (use_s14 IH 1 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s43_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s43_c18_L3 c d)).
  pose proof (use_s16 IH 1 1 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s43_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c18_L3 c d))) as Ho2.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d==0: the board of s42 *)
Lemma s43_c19_p7 x (Hs42 : s42_claim x) (b : nat) :
  x = s43_board 0 (2 + b) 0 0 -> fst (s43_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q7] in Hc |- *.
  pose proof (Hs42 0 (2 + b) 0 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d==1: the board of s42 *)
Lemma s43_c20_p15 x (Hs42 : s42_claim x) (b : nat) :
  x = s43_board 0 (2 + b) 0 1 -> fst (s43_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q15] in Hc |- *.
  pose proof (Hs42 0 (2 + b) 1 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==0 && d>=2: the board of s42 *)
Lemma s43_c21_p4 x (Hs42 : s42_claim x) (b d : nat) :
  x = s43_board 0 (2 + b) 0 (2 + d) -> fst (s43_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs42 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c22_L (b : nat) : lmoves (s43_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c22_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F]) []) (s16_board 0 (3 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c22_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []) (s16_board 1 (1 + b) 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c22_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) []) (s15_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c22_R (b : nat) : rmoves (s43_board 0 (2 + b) 1 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c22_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E]) []) (s12_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s43_c22_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s43_board 0 (2 + b) 1 0 -> fst (s43_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q17] in Hc |- *.
  rewrite tf_game_eq, (s43_c22_L b), (s43_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s43_c22_L1 b)).
  pose proof (use_s16 IH 0 (3 + b) 1 0 (opt_norm_l _ _ _ _ _ (s43_c22_L b) ltac:(cbn [In]; left; reflexivity) (s43_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s43_c22_L2 b)).
  pose proof (use_s16 IH 1 (1 + b) 2 0 (opt_norm_l _ _ _ _ _ (s43_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s43_c22_L3 b)).
  pose proof (use_s15 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s43_c22_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c22_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s43_c22_R1 b)).
  pose proof (use_s12 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s43_c22_R b) ltac:(cbn [In]; left; reflexivity) (s43_c22_R1 b))) as Ho3.
  rewrite (s16_p15 Ho0 ltac:(zlia)).
  rewrite (s16_p11 Ho1 ltac:(zlia)).
  rewrite (s15_p3 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

