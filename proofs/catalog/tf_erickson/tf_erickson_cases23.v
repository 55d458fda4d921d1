(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s43_c23_L (b : nat) : lmoves (s43_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; T; F]) []) (s16_board 0 (3 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []) (s16_board 1 (1 + b) 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c23_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s15_board 1 (2 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c23_R (b : nat) : rmoves (s43_board 0 (2 + b) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s12_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s43_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s43_board 0 (2 + b) 1 1 -> fst (s43_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c23_L b), (s43_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s43_c23_L1 b)).
  pose proof (use_s16 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s43_c23_L b) ltac:(cbn [In]; left; reflexivity) (s43_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s43_c23_L2 b)).
  pose proof (use_s16 IH 1 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s43_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s43_c23_L3 b)).
  pose proof (use_s15 IH 1 (2 + b) 2 (opt_norm_l _ _ _ _ _ (s43_c23_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c23_L3 b))) as Ho2.
  rewrite (tf_norm_game (s43_c23_R1 b)).
  pose proof (use_s12 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s43_c23_R b) ltac:(cbn [In]; left; reflexivity) (s43_c23_R1 b))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c24_L (b d : nat) : lmoves (s43_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 (3 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []) (s16_board 1 (1 + b) 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c24_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F]) []) (s15_board 1 (2 + b) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c24_R (b d : nat) : rmoves (s43_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s43_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s43_board 0 (2 + b) 1 (2 + d) -> fst (s43_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c24_L b d), (s43_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s43_c24_L1 b d)).
  pose proof (use_s16 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s43_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s43_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s43_c24_L2 b d)).
  pose proof (use_s16 IH 1 (1 + b) 2 (2 + d) (opt_norm_l _ _ _ _ _ (s43_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game0 (s43_c24_L3 b d)).
  pose proof (use_s15 IH 1 (2 + b) (3 + d) (opt_norm_l _ _ _ _ _ (s43_c24_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c24_L3 b d))) as Ho2.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s43_c25_L (b c : nat) : lmoves (s43_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c25_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []) (s16_board 0 (3 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c25_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []) (s16_board 1 (1 + b) (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c25_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []) (s16_board 1 (2 + b) (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c25_R (b c : nat) : rmoves (s43_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c25_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s12_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s43_c25_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s43_board 0 (2 + b) (2 + c) 0 -> fst (s43_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q13] in Hc |- *.
  rewrite tf_game_eq, (s43_c25_L b c), (s43_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s43_c25_L1 b c)).
  pose proof (use_s16 IH 0 (3 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s43_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s43_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s43_c25_L2 b c)).
  pose proof (use_s16 IH 1 (1 + b) (3 + c) 0 (opt_norm_l _ _ _ _ _ (s43_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c25_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s43_c25_L3 b c)).
  pose proof (use_s16 IH 1 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s43_c25_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c25_L3 b c))) as Ho2.
  rewrite (tf_norm_game0 (s43_c25_R1 b c)).
  pose proof (use_s12 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s43_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s43_c25_R1 b c))) as Ho3.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p11 Ho1 ltac:(zlia)).
  rewrite (s16_p10 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c26_L (b c : nat) : lmoves (s43_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []) (s16_board 0 (3 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []) (s16_board 1 (1 + b) (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c26_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s16_board 1 (2 + b) (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c26_R (b c : nat) : rmoves (s43_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s12_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s43_c26_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s43_board 0 (2 + b) (2 + c) 1 -> fst (s43_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c26_L b c), (s43_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s43_c26_L1 b c)).
  pose proof (use_s16 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s43_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s43_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s43_c26_L2 b c)).
  pose proof (use_s16 IH 1 (1 + b) (3 + c) 1 (opt_norm_l _ _ _ _ _ (s43_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s43_c26_L3 b c)).
  pose proof (use_s16 IH 1 (2 + b) (1 + c) 2 (opt_norm_l _ _ _ _ _ (s43_c26_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c26_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s43_c26_R1 b c)).
  pose proof (use_s12 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s43_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s43_c26_R1 b c))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c27_L (b c d : nat) : lmoves (s43_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 (3 + b) (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s16_board 1 (1 + b) (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c27_L3 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []) (s16_board 1 (2 + b) (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s43_c27_R (b c d : nat) : rmoves (s43_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s43_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s43_board 0 (2 + b) (2 + c) (2 + d) -> fst (s43_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c27_L b c d), (s43_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s43_c27_L1 b c d)).
  pose proof (use_s16 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s43_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s43_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s43_c27_L2 b c d)).
  pose proof (use_s16 IH 1 (1 + b) (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s43_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s43_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game0 (s43_c27_L3 b c d)).
  pose proof (use_s16 IH 1 (2 + b) (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s43_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s43_c27_L3 b c d))) as Ho2.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d==0: the board of s37 *)
Lemma s43_c28_p1 x (Hs37 : s37_claim x) :
  x = s43_board 1 0 0 0 -> fst (s43_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q1] in Hc |- *.
  pose proof (Hs37 1 0 ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d==1: the board of s37 *)
Lemma s43_c29_p3 x (Hs37 : s37_claim x) :
  x = s43_board 1 0 0 1 -> fst (s43_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q3] in Hc |- *.
  pose proof (Hs37 1 1 ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==0 && c==0 && d>=2: the board of s37 *)
Lemma s43_c30_p4 x (Hs37 : s37_claim x) (d : nat) :
  x = s43_board 1 0 0 (2 + d) -> fst (s43_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs37 1 (2 + d) ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d==0: the board of s38 *)
Lemma s43_c31_p6 x (Hs38 : s38_claim x) :
  x = s43_board 1 0 1 0 -> fst (s43_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q6] in Hc |- *.
  pose proof (Hs38 1 1 0 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d==1: the board of s38 *)
Lemma s43_c32_p10 x (Hs38 : s38_claim x) :
  x = s43_board 1 0 1 1 -> fst (s43_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q10] in Hc |- *.
  pose proof (Hs38 1 1 1 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==0 && c==1 && d>=2: the board of s38 *)
Lemma s43_c33_p4 x (Hs38 : s38_claim x) (d : nat) :
  x = s43_board 1 0 1 (2 + d) -> fst (s43_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs38 1 1 (2 + d) ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d==0: the board of s38 *)
Lemma s43_c34_p12 x (Hs38 : s38_claim x) (c : nat) :
  x = s43_board 1 0 (2 + c) 0 -> fst (s43_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q12] in Hc |- *.
  pose proof (Hs38 1 (2 + c) 0 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s38_p9 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s38_p10 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d==1: the board of s38 *)
Lemma s43_c35_p11 x (Hs38 : s38_claim x) (c : nat) :
  x = s43_board 1 0 (2 + c) 1 -> fst (s43_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q11] in Hc |- *.
  pose proof (Hs38 1 (2 + c) 1 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s38 *)
Lemma s43_c36_p4 x (Hs38 : s38_claim x) (c d : nat) :
  x = s43_board 1 0 (2 + c) (2 + d) -> fst (s43_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs38 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d==0: the board of s42 *)
Lemma s43_c37_p5 x (Hs42 : s42_claim x) :
  x = s43_board 1 1 0 0 -> fst (s43_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q5] in Hc |- *.
  pose proof (Hs42 1 1 0 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d==1: the board of s42 *)
Lemma s43_c38_p14 x (Hs42 : s42_claim x) :
  x = s43_board 1 1 0 1 -> fst (s43_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q14] in Hc |- *.
  pose proof (Hs42 1 1 1 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==1 && c==0 && d>=2: the board of s42 *)
Lemma s43_c39_p4 x (Hs42 : s42_claim x) (d : nat) :
  x = s43_board 1 1 0 (2 + d) -> fst (s43_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs42 1 1 (2 + d) ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c40_L : lmoves (s43_board 1 1 1 0) = [s41_board 1 2 1 0; s38_board 1 2 0; s42_board 1 1 1].
Proof. unfold s38_board, s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c40_R : rmoves (s43_board 1 1 1 0) = [s40_board 1 1 1].
Proof. unfold s40_board, s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s43_c40_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s43_board 1 1 1 0 -> fst (s43_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q16] in Hc |- *.
  rewrite tf_game_eq, (s43_c40_L), (s43_c40_R); cbn [map].
  pose proof (use_s41 IH 1 2 1 0 (opt_l _ _ _ (s43_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 2 0 (opt_l _ _ _ (s43_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 1 1 (opt_l _ _ _ (s43_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 1 (opt_r _ _ _ (s43_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s41_p18 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s42_p4 Ho2 ltac:(zlia)).
  rewrite (s40_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c41_L : lmoves (s43_board 1 1 1 1) = [s41_board 1 2 1 1; s38_board 1 2 1; s42_board 1 1 2].
Proof. unfold s38_board, s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c41_R : rmoves (s43_board 1 1 1 1) = [strip [] ([T; F; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c41_R1 : tf_norm (strip [] ([T; F; T; E; T; E; T; F]) [(1, 1)]) (s40_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s43_c41_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s43_board 1 1 1 1 -> fst (s43_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c41_L), (s43_c41_R); cbn [map].
  pose proof (use_s41 IH 1 2 1 1 (opt_l _ _ _ (s43_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 2 1 (opt_l _ _ _ (s43_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 1 2 (opt_l _ _ _ (s43_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s43_c41_R1)).
  pose proof (use_s40 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s43_c41_R) ltac:(cbn [In]; left; reflexivity) (s43_c41_R1))) as Ho3.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p2 Ho3 ltac:(zlia)).
  rewrite (s40_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c42_L (d : nat) : lmoves (s43_board 1 1 1 (2 + d)) = [s41_board 1 2 1 (2 + d); s38_board 1 2 (2 + d); s42_board 1 1 (3 + d)].
Proof. unfold s38_board, s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c42_R (d : nat) : rmoves (s43_board 1 1 1 (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s43_c42_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s43_board 1 1 1 (2 + d) -> fst (s43_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c42_L d), (s43_c42_R d); cbn [map].
  pose proof (use_s41 IH 1 2 1 (2 + d) (opt_l _ _ _ (s43_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 2 (2 + d) (opt_l _ _ _ (s43_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 1 (3 + d) (opt_l _ _ _ (s43_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s43_c43_L (c : nat) : lmoves (s43_board 1 1 (2 + c) 0) = [s41_board 1 2 (2 + c) 0; s38_board 1 (3 + c) 0; s43_board 1 1 (1 + c) 1].
Proof. unfold s38_board, s41_board, s43_board. tf_options. Qed.
Lemma s43_c43_R (c : nat) : rmoves (s43_board 1 1 (2 + c) 0) = [s40_board 1 1 (2 + c)].
Proof. unfold s40_board, s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s43_c43_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s43_board 1 1 (2 + c) 0 -> fst (s43_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q13] in Hc |- *.
  rewrite tf_game_eq, (s43_c43_L c), (s43_c43_R c); cbn [map].
  pose proof (use_s41 IH 1 2 (2 + c) 0 (opt_l _ _ _ (s43_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (3 + c) 0 (opt_l _ _ _ (s43_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s43_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 1 (2 + c) (opt_r _ _ _ (s43_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s41_p13 Ho0 ltac:(zlia)).
  rewrite (s38_p10 Ho1 ltac:(zlia)).
  rewrite (s43_p11 Ho2 ltac:(zlia)).
  rewrite (s40_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c44_L (c : nat) : lmoves (s43_board 1 1 (2 + c) 1) = [s41_board 1 2 (2 + c) 1; s38_board 1 (3 + c) 1; s43_board 1 1 (1 + c) 2].
Proof. unfold s38_board, s41_board, s43_board. tf_options. Qed.
Lemma s43_c44_R (c : nat) : rmoves (s43_board 1 1 (2 + c) 1) = [strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c44_R1 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s40_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s43_c44_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s43_board 1 1 (2 + c) 1 -> fst (s43_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c44_L c), (s43_c44_R c); cbn [map].
  pose proof (use_s41 IH 1 2 (2 + c) 1 (opt_l _ _ _ (s43_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (3 + c) 1 (opt_l _ _ _ (s43_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s43_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s43_c44_R1 c)).
  pose proof (use_s40 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s43_c44_R c) ltac:(cbn [In]; left; reflexivity) (s43_c44_R1 c))) as Ho3.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  rewrite (s40_p2 Ho3 ltac:(zlia)).
  rewrite (s40_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c45_L (c d : nat) : lmoves (s43_board 1 1 (2 + c) (2 + d)) = [s41_board 1 2 (2 + c) (2 + d); s38_board 1 (3 + c) (2 + d); s43_board 1 1 (1 + c) (3 + d)].
Proof. unfold s38_board, s41_board, s43_board. tf_options. Qed.
Lemma s43_c45_R (c d : nat) : rmoves (s43_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s43_c45_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s43_board 1 1 (2 + c) (2 + d) -> fst (s43_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c45_L c d), (s43_c45_R c d); cbn [map].
  pose proof (use_s41 IH 1 2 (2 + c) (2 + d) (opt_l _ _ _ (s43_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s43_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s43_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==0: the board of s42 *)
Lemma s43_c46_p7 x (Hs42 : s42_claim x) (b : nat) :
  x = s43_board 1 (2 + b) 0 0 -> fst (s43_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q7] in Hc |- *.
  pose proof (Hs42 1 (2 + b) 0 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d==1: the board of s42 *)
Lemma s43_c47_p15 x (Hs42 : s42_claim x) (b : nat) :
  x = s43_board 1 (2 + b) 0 1 -> fst (s43_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q15] in Hc |- *.
  pose proof (Hs42 1 (2 + b) 1 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==0 && d>=2: the board of s42 *)
Lemma s43_c48_p4 x (Hs42 : s42_claim x) (b d : nat) :
  x = s43_board 1 (2 + b) 0 (2 + d) -> fst (s43_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs42 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c49_L (b : nat) : lmoves (s43_board 1 (2 + b) 1 0) = [s41_board 1 (3 + b) 1 0; s43_board 1 (1 + b) 2 0; s42_board 1 (2 + b) 1].
Proof. unfold s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c49_R (b : nat) : rmoves (s43_board 1 (2 + b) 1 0) = [s40_board 1 (2 + b) 1].
Proof. unfold s40_board, s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s43_c49_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s43_board 1 (2 + b) 1 0 -> fst (s43_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q17] in Hc |- *.
  rewrite tf_game_eq, (s43_c49_L b), (s43_c49_R b); cbn [map].
  pose proof (use_s41 IH 1 (3 + b) 1 0 (opt_l _ _ _ (s43_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s43_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 (2 + b) 1 (opt_l _ _ _ (s43_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) 1 (opt_r _ _ _ (s43_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s41_p18 Ho0 ltac:(zlia)).
  rewrite (s43_p13 Ho1 ltac:(zlia)).
  rewrite (s42_p4 Ho2 ltac:(zlia)).
  rewrite (s40_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c50_L (b : nat) : lmoves (s43_board 1 (2 + b) 1 1) = [s41_board 1 (3 + b) 1 1; s43_board 1 (1 + b) 2 1; s42_board 1 (2 + b) 2].
Proof. unfold s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c50_R (b : nat) : rmoves (s43_board 1 (2 + b) 1 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c50_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s40_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s43_c50_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s43_board 1 (2 + b) 1 1 -> fst (s43_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c50_L b), (s43_c50_R b); cbn [map].
  pose proof (use_s41 IH 1 (3 + b) 1 1 (opt_l _ _ _ (s43_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s43_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 (2 + b) 2 (opt_l _ _ _ (s43_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s43_c50_R1 b)).
  pose proof (use_s40 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s43_c50_R b) ltac:(cbn [In]; left; reflexivity) (s43_c50_R1 b))) as Ho3.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s43_p11 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  rewrite (s40_p2 Ho3 ltac:(zlia)).
  rewrite (s40_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c51_L (b d : nat) : lmoves (s43_board 1 (2 + b) 1 (2 + d)) = [s41_board 1 (3 + b) 1 (2 + d); s43_board 1 (1 + b) 2 (2 + d); s42_board 1 (2 + b) (3 + d)].
Proof. unfold s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c51_R (b d : nat) : rmoves (s43_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s43_c51_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s43_board 1 (2 + b) 1 (2 + d) -> fst (s43_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c51_L b d), (s43_c51_R b d); cbn [map].
  pose proof (use_s41 IH 1 (3 + b) 1 (2 + d) (opt_l _ _ _ (s43_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s43_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s43_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s43_p4 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s43_c52_L (b c : nat) : lmoves (s43_board 1 (2 + b) (2 + c) 0) = [s41_board 1 (3 + b) (2 + c) 0; s43_board 1 (1 + b) (3 + c) 0; s43_board 1 (2 + b) (1 + c) 1].
Proof. unfold s41_board, s43_board. tf_options. Qed.
Lemma s43_c52_R (b c : nat) : rmoves (s43_board 1 (2 + b) (2 + c) 0) = [s40_board 1 (2 + b) (2 + c)].
Proof. unfold s40_board, s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s43_c52_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s43_board 1 (2 + b) (2 + c) 0 -> fst (s43_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q13] in Hc |- *.
  rewrite tf_game_eq, (s43_c52_L b c), (s43_c52_R b c); cbn [map].
  pose proof (use_s41 IH 1 (3 + b) (2 + c) 0 (opt_l _ _ _ (s43_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s43_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s43_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s43_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s41_p13 Ho0 ltac:(zlia)).
  rewrite (s43_p13 Ho1 ltac:(zlia)).
  rewrite (s43_p11 Ho2 ltac:(zlia)).
  rewrite (s40_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c53_L (b c : nat) : lmoves (s43_board 1 (2 + b) (2 + c) 1) = [s41_board 1 (3 + b) (2 + c) 1; s43_board 1 (1 + b) (3 + c) 1; s43_board 1 (2 + b) (1 + c) 2].
Proof. unfold s41_board, s43_board. tf_options. Qed.
Lemma s43_c53_R (b c : nat) : rmoves (s43_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c53_R1 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s40_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s43_c53_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s43_board 1 (2 + b) (2 + c) 1 -> fst (s43_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c53_L b c), (s43_c53_R b c); cbn [map].
  pose proof (use_s41 IH 1 (3 + b) (2 + c) 1 (opt_l _ _ _ (s43_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s43_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s43_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s43_c53_R1 b c)).
  pose proof (use_s40 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s43_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s43_c53_R1 b c))) as Ho3.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s43_p11 Ho1 ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  rewrite (s40_p2 Ho3 ltac:(zlia)).
  rewrite (s40_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c54_L (b c d : nat) : lmoves (s43_board 1 (2 + b) (2 + c) (2 + d)) = [s41_board 1 (3 + b) (2 + c) (2 + d); s43_board 1 (1 + b) (3 + c) (2 + d); s43_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s41_board, s43_board. tf_options. Qed.
Lemma s43_c54_R (b c d : nat) : rmoves (s43_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s43_c54_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s43_board 1 (2 + b) (2 + c) (2 + d) -> fst (s43_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c54_L b c d), (s43_c54_R b c d); cbn [map].
  pose proof (use_s41 IH 1 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s43_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s43_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s43_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s43_p4 Ho1 ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==0: the board of s37 *)
Lemma s43_c55_p1 x (Hs37 : s37_claim x) (a : nat) :
  x = s43_board (2 + a) 0 0 0 -> fst (s43_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q1] in Hc |- *.
  pose proof (Hs37 (2 + a) 0 ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d==1: the board of s37 *)
Lemma s43_c56_p3 x (Hs37 : s37_claim x) (a : nat) :
  x = s43_board (2 + a) 0 0 1 -> fst (s43_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q3] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s37 *)
Lemma s43_c57_p4 x (Hs37 : s37_claim x) (a d : nat) :
  x = s43_board (2 + a) 0 0 (2 + d) -> fst (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s43_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==0: the board of s38 *)
Lemma s43_c58_p6 x (Hs38 : s38_claim x) (a : nat) :
  x = s43_board (2 + a) 0 1 0 -> fst (s43_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q6] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 0 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d==1: the board of s38 *)
Lemma s43_c59_p18 x (Hs38 : s38_claim x) (a : nat) :
  x = s43_board (2 + a) 0 1 1 -> fst (s43_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q18] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 1 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s43_c59_p23 x (Hs38 : s38_claim x) (a : nat) :
  x = s43_board (2 + a) 0 1 1 -> fst (s43_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q23] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 1 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s43_c59_p28 x (Hs38 : s38_claim x) (a : nat) :
  x = s43_board (2 + a) 0 1 1 -> fst (s43_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q28] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 1 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s43_c59_p32 x (Hs38 : s38_claim x) (a : nat) :
  x = s43_board (2 + a) 0 1 1 -> fst (s43_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q32] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 1 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s38 *)
Lemma s43_c60_p4 x (Hs38 : s38_claim x) (a d : nat) :
  x = s43_board (2 + a) 0 1 (2 + d) -> fst (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs38 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s38 *)
Lemma s43_c61_p19 x (Hs38 : s38_claim x) (a c : nat) :
  x = s43_board (2 + a) 0 (2 + c) 0 -> fst (s43_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q19] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s43_c61_p20 x (Hs38 : s38_claim x) (a c : nat) :
  x = s43_board (2 + a) 0 (2 + c) 0 -> fst (s43_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q20] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s43_c61_p24 x (Hs38 : s38_claim x) (a c : nat) :
  x = s43_board (2 + a) 0 (2 + c) 0 -> fst (s43_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q24] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s43_c61_p29 x (Hs38 : s38_claim x) (a c : nat) :
  x = s43_board (2 + a) 0 (2 + c) 0 -> fst (s43_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q29] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s38 *)
Lemma s43_c62_p11 x (Hs38 : s38_claim x) (a c : nat) :
  x = s43_board (2 + a) 0 (2 + c) 1 -> fst (s43_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q11] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s38 *)
Lemma s43_c63_p4 x (Hs38 : s38_claim x) (a c d : nat) :
  x = s43_board (2 + a) 0 (2 + c) (2 + d) -> fst (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs38 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s43_board, s38_board; board_eq)) as Ho0.
  rewrite (s38_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==0: the board of s42 *)
Lemma s43_c64_p2 x (Hs42 : s42_claim x) (a : nat) :
  x = s43_board (2 + a) 1 0 0 -> fst (s43_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q2] in Hc |- *.
  pose proof (Hs42 (2 + a) 1 0 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s43_c64_p21 x (Hs42 : s42_claim x) (a : nat) :
  x = s43_board (2 + a) 1 0 0 -> fst (s43_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q21] in Hc |- *.
  pose proof (Hs42 (2 + a) 1 0 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c64_p25 x (Hs42 : s42_claim x) (a : nat) :
  x = s43_board (2 + a) 1 0 0 -> fst (s43_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q25] in Hc |- *.
  pose proof (Hs42 (2 + a) 1 0 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d==1: the board of s42 *)
Lemma s43_c65_p22 x (Hs42 : s42_claim x) (a : nat) :
  x = s43_board (2 + a) 1 0 1 -> fst (s43_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q22] in Hc |- *.
  pose proof (Hs42 (2 + a) 1 1 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c65_p26 x (Hs42 : s42_claim x) (a : nat) :
  x = s43_board (2 + a) 1 0 1 -> fst (s43_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q26] in Hc |- *.
  pose proof (Hs42 (2 + a) 1 1 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c65_p30 x (Hs42 : s42_claim x) (a : nat) :
  x = s43_board (2 + a) 1 0 1 -> fst (s43_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q30] in Hc |- *.
  pose proof (Hs42 (2 + a) 1 1 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==0 && d>=2: the board of s42 *)
Lemma s43_c66_p4 x (Hs42 : s42_claim x) (a d : nat) :
  x = s43_board (2 + a) 1 0 (2 + d) -> fst (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs42 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c67_L (a : nat) : lmoves (s43_board (2 + a) 1 1 0) = [s41_board (2 + a) 2 1 0; s38_board (2 + a) 2 0; s42_board (2 + a) 1 1].
Proof. unfold s38_board, s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c67_R (a : nat) : rmoves (s43_board (2 + a) 1 1 0) = [s40_board (2 + a) 1 1].
Proof. unfold s40_board, s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s43_c67_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s43_board (2 + a) 1 1 0 -> fst (s43_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q16] in Hc |- *.
  rewrite tf_game_eq, (s43_c67_L a), (s43_c67_R a); cbn [map].
  pose proof (use_s41 IH (2 + a) 2 1 0 (opt_l _ _ _ (s43_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 2 0 (opt_l _ _ _ (s43_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) 1 1 (opt_l _ _ _ (s43_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (opt_r _ _ _ (s43_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s41_p18 Ho0 ltac:(zlia)).
  rewrite (s38_p9 Ho1 ltac:(zlia)).
  rewrite (s42_p4 Ho2 ltac:(zlia)).
  rewrite (s40_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s43_c67_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s43_board (2 + a) 1 1 0 -> fst (s43_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q27] in Hc |- *.
  rewrite tf_game_eq, (s43_c67_L a), (s43_c67_R a); cbn [map].
  pose proof (use_s41 IH (2 + a) 2 1 0 (opt_l _ _ _ (s43_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 2 0 (opt_l _ _ _ (s43_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) 1 1 (opt_l _ _ _ (s43_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (opt_r _ _ _ (s43_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s41_p18 Ho0 ltac:(zlia)).
  rewrite (s38_p12 Ho1 ltac:(zlia)).
  rewrite (s42_p6 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s43_c67_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s43_board (2 + a) 1 1 0 -> fst (s43_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q31] in Hc |- *.
  rewrite tf_game_eq, (s43_c67_L a), (s43_c67_R a); cbn [map].
  pose proof (use_s41 IH (2 + a) 2 1 0 (opt_l _ _ _ (s43_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 2 0 (opt_l _ _ _ (s43_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) 1 1 (opt_l _ _ _ (s43_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 1 (opt_r _ _ _ (s43_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s41_p18 Ho0 ltac:(zlia)).
  rewrite (s38_p1 Ho1 ltac:(zlia)).
  rewrite (s42_p1 Ho2 ltac:(zlia)).
  rewrite (s40_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s43_c68_L (a : nat) : lmoves (s43_board (2 + a) 1 1 1) = [s41_board (2 + a) 2 1 1; s38_board (2 + a) 2 1; s42_board (2 + a) 1 2].
Proof. unfold s38_board, s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c68_R (a : nat) : rmoves (s43_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F]) [(1, 1)]) (s40_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s43_c68_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s43_board (2 + a) 1 1 1 -> fst (s43_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c68_L a), (s43_c68_R a); cbn [map].
  pose proof (use_s41 IH (2 + a) 2 1 1 (opt_l _ _ _ (s43_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 2 1 (opt_l _ _ _ (s43_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) 1 2 (opt_l _ _ _ (s43_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s43_c68_R1 a)).
  pose proof (use_s40 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s43_c68_R a) ltac:(cbn [In]; left; reflexivity) (s43_c68_R1 a))) as Ho3.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    rewrite (s40_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s40_p3 Ho3 ltac:(zlia)).
    rewrite (s40_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s43_c69_L (a d : nat) : lmoves (s43_board (2 + a) 1 1 (2 + d)) = [s41_board (2 + a) 2 1 (2 + d); s38_board (2 + a) 2 (2 + d); s42_board (2 + a) 1 (3 + d)].
Proof. unfold s38_board, s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c69_R (a d : nat) : rmoves (s43_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s43_c69_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s43_board (2 + a) 1 1 (2 + d) -> fst (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c69_L a d), (s43_c69_R a d); cbn [map].
  pose proof (use_s41 IH (2 + a) 2 1 (2 + d) (opt_l _ _ _ (s43_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s43_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s43_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s43_c70_L (a c : nat) : lmoves (s43_board (2 + a) 1 (2 + c) 0) = [s41_board (2 + a) 2 (2 + c) 0; s38_board (2 + a) (3 + c) 0; s43_board (2 + a) 1 (1 + c) 1].
Proof. unfold s38_board, s41_board, s43_board. tf_options. Qed.
Lemma s43_c70_R (a c : nat) : rmoves (s43_board (2 + a) 1 (2 + c) 0) = [s40_board (2 + a) 1 (2 + c)].
Proof. unfold s40_board, s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s43_c70_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s43_board (2 + a) 1 (2 + c) 0 -> fst (s43_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q13] in Hc |- *.
  rewrite tf_game_eq, (s43_c70_L a c), (s43_c70_R a c); cbn [map].
  pose proof (use_s41 IH (2 + a) 2 (2 + c) 0 (opt_l _ _ _ (s43_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s43_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s43_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s43_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s41_p13 Ho0 ltac:(zlia)).
  rewrite (s38_p10 Ho1 ltac:(zlia)).
  rewrite (s43_p11 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s40_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s43_c71_L (a c : nat) : lmoves (s43_board (2 + a) 1 (2 + c) 1) = [s41_board (2 + a) 2 (2 + c) 1; s38_board (2 + a) (3 + c) 1; s43_board (2 + a) 1 (1 + c) 2].
Proof. unfold s38_board, s41_board, s43_board. tf_options. Qed.
Lemma s43_c71_R (a c : nat) : rmoves (s43_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s40_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s43_c71_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s43_board (2 + a) 1 (2 + c) 1 -> fst (s43_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c71_L a c), (s43_c71_R a c); cbn [map].
  pose proof (use_s41 IH (2 + a) 2 (2 + c) 1 (opt_l _ _ _ (s43_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s43_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s43_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s43_c71_R1 a c)).
  pose proof (use_s40 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s43_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s43_c71_R1 a c))) as Ho3.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    rewrite (s40_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s40_p3 Ho3 ltac:(zlia)).
    rewrite (s40_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s43_c72_L (a c d : nat) : lmoves (s43_board (2 + a) 1 (2 + c) (2 + d)) = [s41_board (2 + a) 2 (2 + c) (2 + d); s38_board (2 + a) (3 + c) (2 + d); s43_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s38_board, s41_board, s43_board. tf_options. Qed.
Lemma s43_c72_R (a c d : nat) : rmoves (s43_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s43_c72_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s43_board (2 + a) 1 (2 + c) (2 + d) -> fst (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c72_L a c d), (s43_c72_R a c d); cbn [map].
  pose proof (use_s41 IH (2 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s43_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s43_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s43_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s42 *)
Lemma s43_c73_p7 x (Hs42 : s42_claim x) (a b : nat) :
  x = s43_board (2 + a) (2 + b) 0 0 -> fst (s43_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s43_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q7] in Hc |- *.
  pose proof (Hs42 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s42_p4 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s42_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d==1: the board of s42 *)
Lemma s43_c74_p15 x (Hs42 : s42_claim x) (a b : nat) :
  x = s43_board (2 + a) (2 + b) 0 1 -> fst (s43_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s43_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s43_q15] in Hc |- *.
  pose proof (Hs42 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s42_p4 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s42_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==0 && d>=2: the board of s42 *)
Lemma s43_c75_p4 x (Hs42 : s42_claim x) (a b d : nat) :
  x = s43_board (2 + a) (2 + b) 0 (2 + d) -> fst (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s43_q4] in Hc |- *.
  pose proof (Hs42 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s43_board, s42_board; board_eq)) as Ho0.
  rewrite (s42_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s43_c76_L (a b : nat) : lmoves (s43_board (2 + a) (2 + b) 1 0) = [s41_board (2 + a) (3 + b) 1 0; s43_board (2 + a) (1 + b) 2 0; s42_board (2 + a) (2 + b) 1].
Proof. unfold s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c76_R (a b : nat) : rmoves (s43_board (2 + a) (2 + b) 1 0) = [s40_board (2 + a) (2 + b) 1].
Proof. unfold s40_board, s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s43_c76_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s43_board (2 + a) (2 + b) 1 0 -> fst (s43_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s43_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q17] in Hc |- *.
  rewrite tf_game_eq, (s43_c76_L a b), (s43_c76_R a b); cbn [map].
  pose proof (use_s41 IH (2 + a) (3 + b) 1 0 (opt_l _ _ _ (s43_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s43_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s43_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s43_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s41_p18 Ho0 ltac:(zlia)).
  rewrite (s43_p13 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s42_p4 Ho2 ltac:(zlia)).
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s42_p5 Ho2 ltac:(zlia)).
    rewrite (s40_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s43_c77_L (a b : nat) : lmoves (s43_board (2 + a) (2 + b) 1 1) = [s41_board (2 + a) (3 + b) 1 1; s43_board (2 + a) (1 + b) 2 1; s42_board (2 + a) (2 + b) 2].
Proof. unfold s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c77_R (a b : nat) : rmoves (s43_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s40_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s43_c77_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s43_board (2 + a) (2 + b) 1 1 -> fst (s43_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c77_L a b), (s43_c77_R a b); cbn [map].
  pose proof (use_s41 IH (2 + a) (3 + b) 1 1 (opt_l _ _ _ (s43_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s43_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s43_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s43_c77_R1 a b)).
  pose proof (use_s40 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s43_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s43_c77_R1 a b))) as Ho3.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s43_p11 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    rewrite (s40_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s40_p3 Ho3 ltac:(zlia)).
    rewrite (s40_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s43_c78_L (a b d : nat) : lmoves (s43_board (2 + a) (2 + b) 1 (2 + d)) = [s41_board (2 + a) (3 + b) 1 (2 + d); s43_board (2 + a) (1 + b) 2 (2 + d); s42_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s41_board, s42_board, s43_board. tf_options. Qed.
Lemma s43_c78_R (a b d : nat) : rmoves (s43_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s43_c78_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s43_board (2 + a) (2 + b) 1 (2 + d) -> fst (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c78_L a b d), (s43_c78_R a b d); cbn [map].
  pose proof (use_s41 IH (2 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s43_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s43_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s42 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s43_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s43_p4 Ho1 ltac:(zlia)).
  rewrite (s42_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s43_c79_L (a b c : nat) : lmoves (s43_board (2 + a) (2 + b) (2 + c) 0) = [s41_board (2 + a) (3 + b) (2 + c) 0; s43_board (2 + a) (1 + b) (3 + c) 0; s43_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s41_board, s43_board. tf_options. Qed.
Lemma s43_c79_R (a b c : nat) : rmoves (s43_board (2 + a) (2 + b) (2 + c) 0) = [s40_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s40_board, s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s43_c79_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s43_board (2 + a) (2 + b) (2 + c) 0 -> fst (s43_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s43_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s43_q13] in Hc |- *.
  rewrite tf_game_eq, (s43_c79_L a b c), (s43_c79_R a b c); cbn [map].
  pose proof (use_s41 IH (2 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s43_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s43_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s43_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s43_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s41_p13 Ho0 ltac:(zlia)).
  rewrite (s43_p13 Ho1 ltac:(zlia)).
  rewrite (s43_p11 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s40_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s43_c80_L (a b c : nat) : lmoves (s43_board (2 + a) (2 + b) (2 + c) 1) = [s41_board (2 + a) (3 + b) (2 + c) 1; s43_board (2 + a) (1 + b) (3 + c) 1; s43_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s41_board, s43_board. tf_options. Qed.
Lemma s43_c80_R (a b c : nat) : rmoves (s43_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s43_board, strip. tf_options. Qed.
Lemma s43_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s40_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s43_c80_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s43_board (2 + a) (2 + b) (2 + c) 1 -> fst (s43_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s43_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s43_q11] in Hc |- *.
  rewrite tf_game_eq, (s43_c80_L a b c), (s43_c80_R a b c); cbn [map].
  pose proof (use_s41 IH (2 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s43_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s43_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s43_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s43_c80_R1 a b c)).
  pose proof (use_s40 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s43_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s43_c80_R1 a b c))) as Ho3.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s43_p11 Ho1 ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s40_p2 Ho3 ltac:(zlia)).
    rewrite (s40_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s40_p3 Ho3 ltac:(zlia)).
    rewrite (s40_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s43_c81_L (a b c d : nat) : lmoves (s43_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s41_board (2 + a) (3 + b) (2 + c) (2 + d); s43_board (2 + a) (1 + b) (3 + c) (2 + d); s43_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s41_board, s43_board. tf_options. Qed.
Lemma s43_c81_R (a b c d : nat) : rmoves (s43_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s43_board. tf_options. Qed.
(* s43 = T^a F T _ T^b _ T^c _ T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s43_c81_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s43_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s43_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s43_q4] in Hc |- *.
  rewrite tf_game_eq, (s43_c81_L a b c d), (s43_c81_R a b c d); cbn [map].
  pose proof (use_s41 IH (2 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s43_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s43 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s43_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s43 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s43_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s43_p4 Ho1 ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

