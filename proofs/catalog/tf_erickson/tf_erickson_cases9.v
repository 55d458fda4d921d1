(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s28_c3_L (d : nat) : lmoves (s28_board 0 0 0 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c3_R (d : nat) : rmoves (s28_board 0 0 0 (2 + d)) = [strip [(1, 1)] (E :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c3_R1 (d : nat) : tf_norm (strip [(1, 1)] (E :: E :: repeat T (2 + d) ++ [F]) []) (s13_board 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s28_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s28_board 0 0 0 (2 + d) -> fst (s28_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q3] in Hc |- *.
  rewrite tf_game_eq, (s28_c3_L d), (s28_c3_R d); cbn [map].
  rewrite (tf_norm_game (s28_c3_R1 d)).
  pose proof (use_s13 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s28_c3_R d) ltac:(cbn [In]; left; reflexivity) (s28_c3_R1 d))) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c4_L : lmoves (s28_board 0 0 1 0) = [strip [(2, 1)] ([E; T; F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c4_L1 : tf_norm (strip [(2, 1)] ([E; T; F]) []) (s13_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c4_R : rmoves (s28_board 0 0 1 0) = [strip [(1, 1)] ([E; T; E; F]) []; strip [(2, 1)] ([T; F; E]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c4_R1 : tf_norm (strip [(1, 1)] ([E; T; E; F]) []) (s14_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c4_R2 : tf_norm (strip [(2, 1)] ([T; F; E]) []) (s11_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==0 && c==1 && d==0 *)
Lemma s28_c4_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 0 0 1 0 -> fst (s28_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q5] in Hc |- *.
  rewrite tf_game_eq, (s28_c4_L), (s28_c4_R); cbn [map].
  rewrite (tf_norm_game (s28_c4_L1)).
  pose proof (use_s13 IH 0 1 (opt_norm_l _ _ _ _ _ (s28_c4_L) ltac:(cbn [In]; left; reflexivity) (s28_c4_L1))) as Ho0.
  rewrite (tf_norm_game (s28_c4_R1)).
  pose proof (use_s14 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s28_c4_R) ltac:(cbn [In]; left; reflexivity) (s28_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s28_c4_R2)).
  pose proof (use_s11 IH 0 1 (opt_norm_r _ _ _ _ _ (s28_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c4_R2))) as Ho2.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s13_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p1 Ho1 ltac:(zlia)).
  rewrite (s14_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s28_c5_L : lmoves (s28_board 0 0 1 1) = [strip [(2, 1)] ([E; T; T; F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c5_L1 : tf_norm (strip [(2, 1)] ([E; T; T; F]) []) (s13_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E; T; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c5_R : rmoves (s28_board 0 0 1 1) = [strip [(1, 1)] ([E; T; E; T; F]) []; strip [(2, 1)] ([T; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c5_R1 : tf_norm (strip [(1, 1)] ([E; T; E; T; F]) []) (s14_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c5_R2 : tf_norm (strip [(2, 1)] ([T; F]) [(1, 1)]) (s11_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==0 && c==1 && d==1 *)
Lemma s28_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 0 0 1 1 -> fst (s28_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q6] in Hc |- *.
  rewrite tf_game_eq, (s28_c5_L), (s28_c5_R); cbn [map].
  rewrite (tf_norm_game (s28_c5_L1)).
  pose proof (use_s13 IH 0 2 (opt_norm_l _ _ _ _ _ (s28_c5_L) ltac:(cbn [In]; left; reflexivity) (s28_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s28_c5_R1)).
  pose proof (use_s14 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s28_c5_R) ltac:(cbn [In]; left; reflexivity) (s28_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s28_c5_R2)).
  pose proof (use_s11 IH 0 1 (opt_norm_r _ _ _ _ _ (s28_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c5_R2))) as Ho2.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p5 Ho1 ltac:(zlia)).
  rewrite (s14_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s28_c6_L (d : nat) : lmoves (s28_board 0 0 1 (2 + d)) = [strip [(2, 1)] (E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c6_L1 (d : nat) : tf_norm (strip [(2, 1)] (E :: repeat T (3 + d) ++ [F]) []) (s13_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c6_R (d : nat) : rmoves (s28_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c6_R1 (d : nat) : tf_norm (strip [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F]) []) (s14_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s28_c6_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s28_board 0 0 1 (2 + d) -> fst (s28_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q7] in Hc |- *.
  rewrite tf_game_eq, (s28_c6_L d), (s28_c6_R d); cbn [map].
  rewrite (tf_norm_game (s28_c6_L1 d)).
  pose proof (use_s13 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s28_c6_L d) ltac:(cbn [In]; left; reflexivity) (s28_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s28_c6_R1 d)).
  pose proof (use_s14 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s28_c6_R d) ltac:(cbn [In]; left; reflexivity) (s28_c6_R1 d))) as Ho1.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c7_L (c : nat) : lmoves (s28_board 0 0 (2 + c) 0) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c7_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; T; F]) []) (s14_board 0 (1 + c) 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c7_R (c : nat) : rmoves (s28_board 0 0 (2 + c) 0) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c7_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; F]) []) (s14_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c7_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; E]) []) (s11_board 0 (2 + c)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==0 && c>=2 && d==0 *)
Lemma s28_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 0 0 (2 + c) 0 -> fst (s28_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q8] in Hc |- *.
  rewrite tf_game_eq, (s28_c7_L c), (s28_c7_R c); cbn [map].
  rewrite (tf_norm_game (s28_c7_L1 c)).
  pose proof (use_s14 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s28_c7_L c) ltac:(cbn [In]; left; reflexivity) (s28_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game (s28_c7_R1 c)).
  pose proof (use_s14 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s28_c7_R c) ltac:(cbn [In]; left; reflexivity) (s28_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s28_c7_R2 c)).
  pose proof (use_s11 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s28_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c7_R2 c))) as Ho2.
  rewrite (s14_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p6 Ho1 ltac:(zlia)).
  rewrite (s14_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 0 0 (2 + c) 0 -> fst (s28_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q10] in Hc |- *.
  rewrite tf_game_eq, (s28_c7_L c), (s28_c7_R c); cbn [map].
  rewrite (tf_norm_game (s28_c7_L1 c)).
  pose proof (use_s14 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s28_c7_L c) ltac:(cbn [In]; left; reflexivity) (s28_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game (s28_c7_R1 c)).
  pose proof (use_s14 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s28_c7_R c) ltac:(cbn [In]; left; reflexivity) (s28_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s28_c7_R2 c)).
  pose proof (use_s11 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s28_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c7_R2 c))) as Ho2.
  rewrite (s14_p7 Ho0 ltac:(zlia)).
  rewrite (s14_p7_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p9 Ho1 ltac:(zlia)).
  rewrite (s14_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c7_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 0 0 (2 + c) 0 -> fst (s28_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q12] in Hc |- *.
  rewrite tf_game_eq, (s28_c7_L c), (s28_c7_R c); cbn [map].
  rewrite (tf_norm_game (s28_c7_L1 c)).
  pose proof (use_s14 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s28_c7_L c) ltac:(cbn [In]; left; reflexivity) (s28_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game (s28_c7_R1 c)).
  pose proof (use_s14 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s28_c7_R c) ltac:(cbn [In]; left; reflexivity) (s28_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s28_c7_R2 c)).
  pose proof (use_s11 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s28_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c7_R2 c))) as Ho2.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p10_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p11 Ho1 ltac:(zlia)).
  rewrite (s14_p11_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c8_L (c : nat) : lmoves (s28_board 0 0 (2 + c) 1) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c8_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []) (s14_board 0 (1 + c) 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c8_R (c : nat) : rmoves (s28_board 0 0 (2 + c) 1) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c8_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []) (s14_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c8_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]) (s11_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s28_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 0 0 (2 + c) 1 -> fst (s28_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q9] in Hc |- *.
  rewrite tf_game_eq, (s28_c8_L c), (s28_c8_R c); cbn [map].
  rewrite (tf_norm_game (s28_c8_L1 c)).
  pose proof (use_s14 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s28_c8_L c) ltac:(cbn [In]; left; reflexivity) (s28_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s28_c8_R1 c)).
  pose proof (use_s14 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s28_c8_R c) ltac:(cbn [In]; left; reflexivity) (s28_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game (s28_c8_R2 c)).
  pose proof (use_s11 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s28_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c8_R2 c))) as Ho2.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p7 Ho1 ltac:(zlia)).
  rewrite (s14_p7_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c8_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 0 0 (2 + c) 1 -> fst (s28_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q11] in Hc |- *.
  rewrite tf_game_eq, (s28_c8_L c), (s28_c8_R c); cbn [map].
  rewrite (tf_norm_game (s28_c8_L1 c)).
  pose proof (use_s14 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s28_c8_L c) ltac:(cbn [In]; left; reflexivity) (s28_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s28_c8_R1 c)).
  pose proof (use_s14 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s28_c8_R c) ltac:(cbn [In]; left; reflexivity) (s28_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game (s28_c8_R2 c)).
  pose proof (use_s11 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s28_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c8_R2 c))) as Ho2.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s14_p10_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c9_L (c d : nat) : lmoves (s28_board 0 0 (2 + c) (2 + d)) = [strip [(2, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c9_L1 (c d : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []) (s14_board 0 (1 + c) (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c9_R (c d : nat) : rmoves (s28_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c9_R1 (c d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s14_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s28_c9_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s28_board 0 0 (2 + c) (2 + d) -> fst (s28_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q7] in Hc |- *.
  rewrite tf_game_eq, (s28_c9_L c d), (s28_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s28_c9_L1 c d)).
  pose proof (use_s14 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s28_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s28_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s28_c9_R1 c d)).
  pose proof (use_s14 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s28_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s28_c9_R1 c d))) as Ho1.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c10_L : lmoves (s28_board 0 1 0 0) = [strip [(3, 1)] ([T; F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c10_L1 : tf_norm (strip [(3, 1)] ([T; F]) []) (s13_board 0 1) (-3).
Proof. apply (tf_norm_by _ [(3, 1)] ([T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c10_R : rmoves (s28_board 0 1 0 0) = [strip [(1, 1)] ([T; E; E; F]) []; s3_board 0 1].
Proof. unfold s28_board, s3_board, strip. tf_options. Qed.
Lemma s28_c10_R1 : tf_norm (strip [(1, 1)] ([T; E; E; F]) []) (s15_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==1 && c==0 && d==0 *)
Lemma s28_c10_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 0 1 0 0 -> fst (s28_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q13] in Hc |- *.
  rewrite tf_game_eq, (s28_c10_L), (s28_c10_R); cbn [map].
  rewrite (tf_norm_game (s28_c10_L1)).
  pose proof (use_s13 IH 0 1 (opt_norm_l _ _ _ _ _ (s28_c10_L) ltac:(cbn [In]; left; reflexivity) (s28_c10_L1))) as Ho0.
  rewrite (tf_norm_game (s28_c10_R1)).
  pose proof (use_s15 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s28_c10_R) ltac:(cbn [In]; left; reflexivity) (s28_c10_R1))) as Ho1.
  pose proof (use_s3 IH 0 1 (opt_r _ _ _ (s28_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s13_p1_add (Z.of_nat 0) (Z.of_nat 1) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s3_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s28_c11_L : lmoves (s28_board 0 1 0 1) = [strip [(3, 1)] ([T; T; F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c11_L1 : tf_norm (strip [(3, 1)] ([T; T; F]) []) (s13_board 0 2) (-3).
Proof. apply (tf_norm_by _ [(3, 1)] ([T; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c11_R : rmoves (s28_board 0 1 0 1) = [strip [(1, 1)] ([T; E; E; T; F]) []; strip [] ([E; E; T; F; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c11_R1 : tf_norm (strip [(1, 1)] ([T; E; E; T; F]) []) (s15_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c11_R2 : tf_norm (strip [] ([E; E; T; F; F]) [(1, 1)]) (s3_board 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==1 && c==0 && d==1 *)
Lemma s28_c11_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 0 1 0 1 -> fst (s28_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q14] in Hc |- *.
  rewrite tf_game_eq, (s28_c11_L), (s28_c11_R); cbn [map].
  rewrite (tf_norm_game (s28_c11_L1)).
  pose proof (use_s13 IH 0 2 (opt_norm_l _ _ _ _ _ (s28_c11_L) ltac:(cbn [In]; left; reflexivity) (s28_c11_L1))) as Ho0.
  rewrite (tf_norm_game (s28_c11_R1)).
  pose proof (use_s15 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s28_c11_R) ltac:(cbn [In]; left; reflexivity) (s28_c11_R1))) as Ho1.
  rewrite (tf_norm_game (s28_c11_R2)).
  pose proof (use_s3 IH 0 1 (opt_norm_r _ _ _ _ _ (s28_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c11_R2))) as Ho2.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat 2) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s3_p1 Ho2 ltac:(zlia)).
  rewrite (s3_p1_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s28_c12_L (d : nat) : lmoves (s28_board 0 1 0 (2 + d)) = [strip [(3, 1)] (repeat T (3 + d) ++ [F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c12_L1 (d : nat) : tf_norm (strip [(3, 1)] (repeat T (3 + d) ++ [F]) []) (s13_board 0 (3 + d)) (-3).
Proof. apply (tf_norm_by _ [(3, 1)] (repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c12_R (d : nat) : rmoves (s28_board 0 1 0 (2 + d)) = [strip [(1, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c12_R1 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F]) []) (s15_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s28_c12_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s28_board 0 1 0 (2 + d) -> fst (s28_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q15] in Hc |- *.
  rewrite tf_game_eq, (s28_c12_L d), (s28_c12_R d); cbn [map].
  rewrite (tf_norm_game (s28_c12_L1 d)).
  pose proof (use_s13 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s28_c12_L d) ltac:(cbn [In]; left; reflexivity) (s28_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game (s28_c12_R1 d)).
  pose proof (use_s15 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s28_c12_R d) ltac:(cbn [In]; left; reflexivity) (s28_c12_R1 d))) as Ho1.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  rewrite (s15_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c13_L : lmoves (s28_board 0 1 1 0) = [s28_board 0 1 0 1].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c13_R : rmoves (s28_board 0 1 1 0) = [strip [(1, 1)] ([T; E; T; E; F]) []; s22_board 0 1 1].
Proof. unfold s22_board, s28_board, strip. tf_options. Qed.
Lemma s28_c13_R1 : tf_norm (strip [(1, 1)] ([T; E; T; E; F]) []) (s16_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s28_c13_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 0 1 1 0 -> fst (s28_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q9] in Hc |- *.
  rewrite tf_game_eq, (s28_c13_L), (s28_c13_R); cbn [map].
  pose proof (use_s28 IH 0 1 0 1 (opt_l _ _ _ (s28_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s28_c13_R1)).
  pose proof (use_s16 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s28_c13_R) ltac:(cbn [In]; left; reflexivity) (s28_c13_R1))) as Ho1.
  pose proof (use_s22 IH 0 1 1 (opt_r _ _ _ (s28_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s28_p14 Ho0 ltac:(zlia)).
  rewrite (s16_p15 Ho1 ltac:(zlia)).
  rewrite (s16_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c14_L : lmoves (s28_board 0 1 1 1) = [s28_board 0 1 0 2].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c14_R : rmoves (s28_board 0 1 1 1) = [strip [(1, 1)] ([T; E; T; E; T; F]) []; strip [] ([E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c14_R1 : tf_norm (strip [(1, 1)] ([T; E; T; E; T; F]) []) (s16_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c14_R2 : tf_norm (strip [] ([E; E; T; F; T; F]) [(1, 1)]) (s22_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s28_c14_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 0 1 1 1 -> fst (s28_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q16] in Hc |- *.
  rewrite tf_game_eq, (s28_c14_L), (s28_c14_R); cbn [map].
  pose proof (use_s28 IH 0 1 0 2 (opt_l _ _ _ (s28_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s28_c14_R1)).
  pose proof (use_s16 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s28_c14_R) ltac:(cbn [In]; left; reflexivity) (s28_c14_R1))) as Ho1.
  rewrite (tf_norm_game (s28_c14_R2)).
  pose proof (use_s22 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s28_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c14_R2))) as Ho2.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  rewrite (s16_p16 Ho1 ltac:(zlia)).
  rewrite (s16_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p2 Ho2 ltac:(zlia)).
  rewrite (s22_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c15_L (d : nat) : lmoves (s28_board 0 1 1 (2 + d)) = [s28_board 0 1 0 (3 + d)].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c15_R (d : nat) : rmoves (s28_board 0 1 1 (2 + d)) = [strip [(1, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c15_R1 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 1 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s28_c15_p18 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s28_board 0 1 1 (2 + d) -> fst (s28_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q18] in Hc |- *.
  rewrite tf_game_eq, (s28_c15_L d), (s28_c15_R d); cbn [map].
  pose proof (use_s28 IH 0 1 0 (3 + d) (opt_l _ _ _ (s28_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s28_c15_R1 d)).
  pose proof (use_s16 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s28_c15_R d) ltac:(cbn [In]; left; reflexivity) (s28_c15_R1 d))) as Ho1.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c16_L (c : nat) : lmoves (s28_board 0 1 (2 + c) 0) = [s28_board 0 1 (1 + c) 1].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c16_R (c : nat) : rmoves (s28_board 0 1 (2 + c) 0) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []; s22_board 0 1 (2 + c)].
Proof. unfold s22_board, s28_board, strip. tf_options. Qed.
Lemma s28_c16_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []) (s16_board 0 1 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s28_c16_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 0 1 (2 + c) 0 -> fst (s28_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q19] in Hc |- *.
  rewrite tf_game_eq, (s28_c16_L c), (s28_c16_R c); cbn [map].
  pose proof (use_s28 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s28_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s28_c16_R1 c)).
  pose proof (use_s16 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s28_c16_R c) ltac:(cbn [In]; left; reflexivity) (s28_c16_R1 c))) as Ho1.
  pose proof (use_s22 IH 0 1 (2 + c) (opt_r _ _ _ (s28_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s28_p16 Ho0 ltac:(zlia)).
  rewrite (s16_p19 Ho1 ltac:(zlia)).
  rewrite (s16_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c16_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 0 1 (2 + c) 0 -> fst (s28_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q22] in Hc |- *.
  rewrite tf_game_eq, (s28_c16_L c), (s28_c16_R c); cbn [map].
  pose proof (use_s28 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s28_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s28_c16_R1 c)).
  pose proof (use_s16 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s28_c16_R c) ltac:(cbn [In]; left; reflexivity) (s28_c16_R1 c))) as Ho1.
  pose proof (use_s22 IH 0 1 (2 + c) (opt_r _ _ _ (s28_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s28_p21 Ho0 ltac:(zlia)).
  rewrite (s16_p11 Ho1 ltac:(zlia)).
  rewrite (s16_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c17_L (c : nat) : lmoves (s28_board 0 1 (2 + c) 1) = [s28_board 0 1 (1 + c) 2].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c17_R (c : nat) : rmoves (s28_board 0 1 (2 + c) 1) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []; strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c17_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s16_board 0 1 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c17_R2 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s22_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s28_c17_p21 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 0 1 (2 + c) 1 -> fst (s28_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q21] in Hc |- *.
  rewrite tf_game_eq, (s28_c17_L c), (s28_c17_R c); cbn [map].
  pose proof (use_s28 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s28_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s28_c17_R1 c)).
  pose proof (use_s16 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s28_c17_R c) ltac:(cbn [In]; left; reflexivity) (s28_c17_R1 c))) as Ho1.
  rewrite (tf_norm_game (s28_c17_R2 c)).
  pose proof (use_s22 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s28_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c17_R2 c))) as Ho2.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s16_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p2 Ho2 ltac:(zlia)).
  rewrite (s22_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c18_L (c d : nat) : lmoves (s28_board 0 1 (2 + c) (2 + d)) = [s28_board 0 1 (1 + c) (3 + d)].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c18_R (c d : nat) : rmoves (s28_board 0 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c18_R1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s16_board 0 1 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s28_c18_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s28_board 0 1 (2 + c) (2 + d) -> fst (s28_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q18] in Hc |- *.
  rewrite tf_game_eq, (s28_c18_L c d), (s28_c18_R c d); cbn [map].
  pose proof (use_s28 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s28_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s28_c18_R1 c d)).
  pose proof (use_s16 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s28_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s28_c18_R1 c d))) as Ho1.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c19_L (b : nat) : lmoves (s28_board 0 (2 + b) 0 0) = [s21_board 0 (1 + b) 0 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
Lemma s28_c19_R (b : nat) : rmoves (s28_board 0 (2 + b) 0 0) = [s3_board 0 (2 + b)].
Proof. unfold s28_board, s3_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s28_c19_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 0 (2 + b) 0 0 -> fst (s28_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q13] in Hc |- *.
  rewrite tf_game_eq, (s28_c19_L b), (s28_c19_R b); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s28_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 0 (2 + b) (opt_r _ _ _ (s28_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p8 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c19_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 0 (2 + b) 0 0 -> fst (s28_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q29] in Hc |- *.
  rewrite tf_game_eq, (s28_c19_L b), (s28_c19_R b); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s28_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 0 (2 + b) (opt_r _ _ _ (s28_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p20 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s28_c19_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 0 (2 + b) 0 0 -> fst (s28_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q30] in Hc |- *.
  rewrite tf_game_eq, (s28_c19_L b), (s28_c19_R b); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s28_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 0 (2 + b) (opt_r _ _ _ (s28_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p28 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s28_c20_L (b : nat) : lmoves (s28_board 0 (2 + b) 0 1) = [s21_board 0 (1 + b) 0 2].
Proof. unfold s21_board, s28_board. tf_options. Qed.
Lemma s28_c20_R (b : nat) : rmoves (s28_board 0 (2 + b) 0 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c20_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s3_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s28_c20_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 0 (2 + b) 0 1 -> fst (s28_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q15] in Hc |- *.
  rewrite tf_game_eq, (s28_c20_L b), (s28_c20_R b); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s28_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s28_c20_R1 b)).
  pose proof (use_s3 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s28_c20_R b) ltac:(cbn [In]; left; reflexivity) (s28_c20_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s21_p9 Ho0 ltac:(zlia)).
    rewrite (s3_p2 Ho1 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s21_p22 Ho0 ltac:(zlia)).
    rewrite (s3_p2 Ho1 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s21_p29 Ho0 ltac:(zlia)).
    rewrite (s3_p2 Ho1 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s21_p31 Ho0 ltac:(zlia)).
    rewrite (s3_p2 Ho1 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s28_c21_L (b d : nat) : lmoves (s28_board 0 (2 + b) 0 (2 + d)) = [s21_board 0 (1 + b) 0 (3 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
Lemma s28_c21_R (b d : nat) : rmoves (s28_board 0 (2 + b) 0 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s28_c21_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s28_board 0 (2 + b) 0 (2 + d) -> fst (s28_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q15] in Hc |- *.
  rewrite tf_game_eq, (s28_c21_L b d), (s28_c21_R b d); cbn [map].
  pose proof (use_s21 IH 0 (1 + b) 0 (3 + d) (opt_l _ _ _ (s28_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s21_p9 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s21_p22 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s21_p29 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s21_p31 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s28_c22_L (b : nat) : lmoves (s28_board 0 (2 + b) 1 0) = [s28_board 0 (2 + b) 0 1].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c22_R (b : nat) : rmoves (s28_board 0 (2 + b) 1 0) = [s22_board 0 (2 + b) 1].
Proof. unfold s22_board, s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s28_c22_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 0 (2 + b) 1 0 -> fst (s28_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q23] in Hc |- *.
  rewrite tf_game_eq, (s28_c22_L b), (s28_c22_R b); cbn [map].
  pose proof (use_s28 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s28_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 (2 + b) 1 (opt_r _ _ _ (s28_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s28_c23_L (b : nat) : lmoves (s28_board 0 (2 + b) 1 1) = [s28_board 0 (2 + b) 0 2].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c23_R (b : nat) : rmoves (s28_board 0 (2 + b) 1 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c23_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s22_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s28_c23_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 0 (2 + b) 1 1 -> fst (s28_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q24] in Hc |- *.
  rewrite tf_game_eq, (s28_c23_L b), (s28_c23_R b); cbn [map].
  pose proof (use_s28 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s28_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s28_c23_R1 b)).
  pose proof (use_s22 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s28_c23_R b) ltac:(cbn [In]; left; reflexivity) (s28_c23_R1 b))) as Ho1.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c24_L (b d : nat) : lmoves (s28_board 0 (2 + b) 1 (2 + d)) = [s28_board 0 (2 + b) 0 (3 + d)].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c24_R (b d : nat) : rmoves (s28_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s28_c24_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s28_board 0 (2 + b) 1 (2 + d) -> fst (s28_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q18] in Hc |- *.
  rewrite tf_game_eq, (s28_c24_L b d), (s28_c24_R b d); cbn [map].
  pose proof (use_s28 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s28_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s28_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s28_c25_L (b c : nat) : lmoves (s28_board 0 (2 + b) (2 + c) 0) = [s28_board 0 (2 + b) (1 + c) 1].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c25_R (b c : nat) : rmoves (s28_board 0 (2 + b) (2 + c) 0) = [s22_board 0 (2 + b) (2 + c)].
Proof. unfold s22_board, s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s28_c25_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 0 (2 + b) (2 + c) 0 -> fst (s28_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q20] in Hc |- *.
  rewrite tf_game_eq, (s28_c25_L b c), (s28_c25_R b c); cbn [map].
  pose proof (use_s28 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s28_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s28_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s28_p17 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s28_c25_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 0 (2 + b) (2 + c) 0 -> fst (s28_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q26] in Hc |- *.
  rewrite tf_game_eq, (s28_c25_L b c), (s28_c25_R b c); cbn [map].
  pose proof (use_s28 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s28_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s28_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s28_p24 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s28_c25_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 0 (2 + b) (2 + c) 0 -> fst (s28_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q28] in Hc |- *.
  rewrite tf_game_eq, (s28_c25_L b c), (s28_c25_R b c); cbn [map].
  pose proof (use_s28 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s28_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s28_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s28_p27 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s28_c26_L (b c : nat) : lmoves (s28_board 0 (2 + b) (2 + c) 1) = [s28_board 0 (2 + b) (1 + c) 2].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c26_R (b c : nat) : rmoves (s28_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c26_R1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s22_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s28_c26_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 0 (2 + b) (2 + c) 1 -> fst (s28_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q17] in Hc |- *.
  rewrite tf_game_eq, (s28_c26_L b c), (s28_c26_R b c); cbn [map].
  pose proof (use_s28 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s28_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s28_c26_R1 b c)).
  pose proof (use_s22 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s28_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s28_c26_R1 b c))) as Ho1.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s28_c26_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 0 (2 + b) (2 + c) 1 -> fst (s28_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q27] in Hc |- *.
  rewrite tf_game_eq, (s28_c26_L b c), (s28_c26_R b c); cbn [map].
  pose proof (use_s28 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s28_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s28_c26_R1 b c)).
  pose proof (use_s22 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s28_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s28_c26_R1 b c))) as Ho1.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s28_c27_L (b c d : nat) : lmoves (s28_board 0 (2 + b) (2 + c) (2 + d)) = [s28_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c27_R (b c d : nat) : rmoves (s28_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s28_c27_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s28_board 0 (2 + b) (2 + c) (2 + d) -> fst (s28_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q18] in Hc |- *.
  rewrite tf_game_eq, (s28_c27_L b c d), (s28_c27_R b c d); cbn [map].
  pose proof (use_s28 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s28_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s28_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s28_c28_L : lmoves (s28_board 1 0 0 0) = [s30_board 0 1 0 0 0].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c28_R : rmoves (s28_board 1 0 0 0) = [s33_board 1 0 0 0; s3_board 1 0].
Proof. unfold s28_board, s33_board, s3_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==0 && c==0 && d==0 *)
Lemma s28_c28_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 1 0 0 0 -> fst (s28_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q4] in Hc |- *.
  rewrite tf_game_eq, (s28_c28_L), (s28_c28_R); cbn [map].
  pose proof (use_s30 IH 0 1 0 0 0 (opt_l _ _ _ (s28_c28_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 0 0 0 (opt_r _ _ _ (s28_c28_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH 1 0 (opt_r _ _ _ (s28_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s30_p35 Ho0 ltac:(zlia)).
  rewrite (s33_p21 Ho1 ltac:(zlia)).
  rewrite (s3_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s28_c29_L : lmoves (s28_board 1 0 0 1) = [s30_board 0 1 0 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c29_R : rmoves (s28_board 1 0 0 1) = [s33_board 1 0 0 1; strip [] ([T; E; E; F; F]) [(1, 1)]].
Proof. unfold s28_board, s33_board, strip. tf_options. Qed.
Lemma s28_c29_R2 : tf_norm (strip [] ([T; E; E; F; F]) [(1, 1)]) (s3_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==0 && c==0 && d==1 *)
Lemma s28_c29_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 1 0 0 1 -> fst (s28_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q14] in Hc |- *.
  rewrite tf_game_eq, (s28_c29_L), (s28_c29_R); cbn [map].
  pose proof (use_s30 IH 0 1 0 0 1 (opt_l _ _ _ (s28_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 0 0 1 (opt_r _ _ _ (s28_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c29_R2)).
  pose proof (use_s3 IH 1 0 (opt_norm_r _ _ _ _ _ (s28_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c29_R2))) as Ho2.
  rewrite (s30_p19 Ho0 ltac:(zlia)).
  rewrite (s33_p6 Ho1 ltac:(zlia)).
  rewrite (s3_p1 Ho2 ltac:(zlia)).
  rewrite (s3_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s28_c30_L (d : nat) : lmoves (s28_board 1 0 0 (2 + d)) = [s30_board 0 1 0 0 (2 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c30_R (d : nat) : rmoves (s28_board 1 0 0 (2 + d)) = [s33_board 1 0 0 (2 + d)].
Proof. unfold s28_board, s33_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s28_c30_p31 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s28_board 1 0 0 (2 + d) -> fst (s28_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q31] in Hc |- *.
  rewrite tf_game_eq, (s28_c30_L d), (s28_c30_R d); cbn [map].
  pose proof (use_s30 IH 0 1 0 0 (2 + d) (opt_l _ _ _ (s28_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 1 0 0 (2 + d) (opt_r _ _ _ (s28_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c31_L : lmoves (s28_board 1 0 1 0) = [s30_board 0 1 0 1 0; s28_board 1 0 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c31_R : rmoves (s28_board 1 0 1 0) = [s39_board 1 0 0 1 0; s22_board 1 0 1].
Proof. unfold s22_board, s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==0 && c==1 && d==0 *)
Lemma s28_c31_p32 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 1 0 1 0 -> fst (s28_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q32] in Hc |- *.
  rewrite tf_game_eq, (s28_c31_L), (s28_c31_R); cbn [map].
  pose proof (use_s30 IH 0 1 0 1 0 (opt_l _ _ _ (s28_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 0 1 (opt_l _ _ _ (s28_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 0 1 0 (opt_r _ _ _ (s28_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 1 0 1 (opt_r _ _ _ (s28_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p14 Ho1 ltac:(zlia)).
  rewrite (s39_p42 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s28_c32_L : lmoves (s28_board 1 0 1 1) = [s30_board 0 1 0 1 1; s28_board 1 0 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c32_R : rmoves (s28_board 1 0 1 1) = [s39_board 1 0 0 1 1; strip [] ([T; E; E; F; T; F]) [(1, 1)]].
Proof. unfold s28_board, s39_board, strip. tf_options. Qed.
Lemma s28_c32_R2 : tf_norm (strip [] ([T; E; E; F; T; F]) [(1, 1)]) (s22_board 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==0 && c==1 && d==1 *)
Lemma s28_c32_p25 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 1 0 1 1 -> fst (s28_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q25] in Hc |- *.
  rewrite tf_game_eq, (s28_c32_L), (s28_c32_R); cbn [map].
  pose proof (use_s30 IH 0 1 0 1 1 (opt_l _ _ _ (s28_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 0 2 (opt_l _ _ _ (s28_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 0 1 1 (opt_r _ _ _ (s28_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c32_R2)).
  pose proof (use_s22 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s28_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c32_R2))) as Ho3.
  rewrite (s30_p36 Ho0 ltac:(zlia)).
  rewrite (s28_p31 Ho1 ltac:(zlia)).
  rewrite (s39_p43 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  rewrite (s22_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s28_c33_L (d : nat) : lmoves (s28_board 1 0 1 (2 + d)) = [s30_board 0 1 0 1 (2 + d); s28_board 1 0 0 (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c33_R (d : nat) : rmoves (s28_board 1 0 1 (2 + d)) = [s39_board 1 0 0 1 (2 + d)].
Proof. unfold s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s28_c33_p33 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s28_board 1 0 1 (2 + d) -> fst (s28_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q33] in Hc |- *.
  rewrite tf_game_eq, (s28_c33_L d), (s28_c33_R d); cbn [map].
  pose proof (use_s30 IH 0 1 0 1 (2 + d) (opt_l _ _ _ (s28_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 0 (3 + d) (opt_l _ _ _ (s28_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 0 1 (2 + d) (opt_r _ _ _ (s28_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s28_p31 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c34_L (c : nat) : lmoves (s28_board 1 0 (2 + c) 0) = [s30_board 0 1 0 (2 + c) 0; s28_board 1 0 (1 + c) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c34_R (c : nat) : rmoves (s28_board 1 0 (2 + c) 0) = [s39_board 1 0 0 (2 + c) 0; s22_board 1 0 (2 + c)].
Proof. unfold s22_board, s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==0 && c>=2 && d==0 *)
Lemma s28_c34_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 1 0 (2 + c) 0 -> fst (s28_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q34] in Hc |- *.
  rewrite tf_game_eq, (s28_c34_L c), (s28_c34_R c); cbn [map].
  pose proof (use_s30 IH 0 1 0 (2 + c) 0 (opt_l _ _ _ (s28_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s28_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 0 (2 + c) 0 (opt_r _ _ _ (s28_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 1 0 (2 + c) (opt_r _ _ _ (s28_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p40 Ho0 ltac:(zlia)).
  rewrite (s28_p25 Ho1 ltac:(zlia)).
  rewrite (s39_p44 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c34_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 1 0 (2 + c) 0 -> fst (s28_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q36] in Hc |- *.
  rewrite tf_game_eq, (s28_c34_L c), (s28_c34_R c); cbn [map].
  pose proof (use_s30 IH 0 1 0 (2 + c) 0 (opt_l _ _ _ (s28_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s28_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 0 (2 + c) 0 (opt_r _ _ _ (s28_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 1 0 (2 + c) (opt_r _ _ _ (s28_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p42 Ho0 ltac:(zlia)).
  rewrite (s28_p35 Ho1 ltac:(zlia)).
  rewrite (s39_p47 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c34_p38 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 1 0 (2 + c) 0 -> fst (s28_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q38 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q38] in Hc |- *.
  rewrite tf_game_eq, (s28_c34_L c), (s28_c34_R c); cbn [map].
  pose proof (use_s30 IH 0 1 0 (2 + c) 0 (opt_l _ _ _ (s28_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s28_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 0 (2 + c) 0 (opt_r _ _ _ (s28_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 1 0 (2 + c) (opt_r _ _ _ (s28_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p42 Ho0 ltac:(zlia)).
  rewrite (s28_p37 Ho1 ltac:(zlia)).
  rewrite (s39_p47 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c35_L (c : nat) : lmoves (s28_board 1 0 (2 + c) 1) = [s30_board 0 1 0 (2 + c) 1; s28_board 1 0 (1 + c) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c35_R (c : nat) : rmoves (s28_board 1 0 (2 + c) 1) = [s39_board 1 0 0 (2 + c) 1; strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s28_board, s39_board, strip. tf_options. Qed.
Lemma s28_c35_R2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s22_board 1 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s28_c35_p35 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 1 0 (2 + c) 1 -> fst (s28_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q35] in Hc |- *.
  rewrite tf_game_eq, (s28_c35_L c), (s28_c35_R c); cbn [map].
  pose proof (use_s30 IH 0 1 0 (2 + c) 1 (opt_l _ _ _ (s28_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s28_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 0 (2 + c) 1 (opt_r _ _ _ (s28_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c35_R2 c)).
  pose proof (use_s22 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s28_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c35_R2 c))) as Ho3.
  rewrite (s30_p41 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  rewrite (s39_p45 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  rewrite (s22_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c35_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 1 0 (2 + c) 1 -> fst (s28_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q37] in Hc |- *.
  rewrite tf_game_eq, (s28_c35_L c), (s28_c35_R c); cbn [map].
  pose proof (use_s30 IH 0 1 0 (2 + c) 1 (opt_l _ _ _ (s28_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s28_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 0 (2 + c) 1 (opt_r _ _ _ (s28_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c35_R2 c)).
  pose proof (use_s22 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s28_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c35_R2 c))) as Ho3.
  rewrite (s30_p41 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  rewrite (s39_p45 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  rewrite (s22_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c36_L (c d : nat) : lmoves (s28_board 1 0 (2 + c) (2 + d)) = [s30_board 0 1 0 (2 + c) (2 + d); s28_board 1 0 (1 + c) (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c36_R (c d : nat) : rmoves (s28_board 1 0 (2 + c) (2 + d)) = [s39_board 1 0 0 (2 + c) (2 + d)].
Proof. unfold s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s28_c36_p33 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s28_board 1 0 (2 + c) (2 + d) -> fst (s28_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q33] in Hc |- *.
  rewrite tf_game_eq, (s28_c36_L c d), (s28_c36_R c d); cbn [map].
  pose proof (use_s30 IH 0 1 0 (2 + c) (2 + d) (opt_l _ _ _ (s28_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s28_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 0 (2 + c) (2 + d) (opt_r _ _ _ (s28_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c37_L : lmoves (s28_board 1 1 0 0) = [s30_board 0 1 1 0 0; s20_board 1 0 1].
Proof. unfold s20_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c37_R : rmoves (s28_board 1 1 0 0) = [s33_board 1 0 1 0; s3_board 1 1].
Proof. unfold s28_board, s33_board, s3_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==1 && c==0 && d==0 *)
Lemma s28_c37_p39 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 1 1 0 0 -> fst (s28_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q39] in Hc |- *.
  rewrite tf_game_eq, (s28_c37_L), (s28_c37_R); cbn [map].
  pose proof (use_s30 IH 0 1 1 0 0 (opt_l _ _ _ (s28_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 0 1 (opt_l _ _ _ (s28_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 0 1 0 (opt_r _ _ _ (s28_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s3 IH 1 1 (opt_r _ _ _ (s28_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p43 Ho0 ltac:(zlia)).
  rewrite (s20_p7 Ho1 ltac:(zlia)).
  rewrite (s33_p23 Ho2 ltac:(zlia)).
  rewrite (s3_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s28_c38_L : lmoves (s28_board 1 1 0 1) = [s30_board 0 1 1 0 1; s20_board 1 0 2].
Proof. unfold s20_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c38_R : rmoves (s28_board 1 1 0 1) = [s33_board 1 0 1 1; strip [] ([T; E; E; T; F; F]) [(1, 1)]].
Proof. unfold s28_board, s33_board, strip. tf_options. Qed.
Lemma s28_c38_R2 : tf_norm (strip [] ([T; E; E; T; F; F]) [(1, 1)]) (s3_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==1 && c==0 && d==1 *)
Lemma s28_c38_p40 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 1 1 0 1 -> fst (s28_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q40] in Hc |- *.
  rewrite tf_game_eq, (s28_c38_L), (s28_c38_R); cbn [map].
  pose proof (use_s30 IH 0 1 1 0 1 (opt_l _ _ _ (s28_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 0 2 (opt_l _ _ _ (s28_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 0 1 1 (opt_r _ _ _ (s28_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c38_R2)).
  pose proof (use_s3 IH 1 1 (opt_norm_r _ _ _ _ _ (s28_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c38_R2))) as Ho3.
  rewrite (s30_p46 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s33_p14 Ho2 ltac:(zlia)).
  rewrite (s3_p3 Ho3 ltac:(zlia)).
  rewrite (s3_p3_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s28_c39_L (d : nat) : lmoves (s28_board 1 1 0 (2 + d)) = [s30_board 0 1 1 0 (2 + d); s20_board 1 0 (3 + d)].
Proof. unfold s20_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c39_R (d : nat) : rmoves (s28_board 1 1 0 (2 + d)) = [s33_board 1 0 1 (2 + d)].
Proof. unfold s28_board, s33_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s28_c39_p41 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s28_board 1 1 0 (2 + d) -> fst (s28_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q41] in Hc |- *.
  rewrite tf_game_eq, (s28_c39_L d), (s28_c39_R d); cbn [map].
  pose proof (use_s30 IH 0 1 1 0 (2 + d) (opt_l _ _ _ (s28_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH 1 0 (3 + d) (opt_l _ _ _ (s28_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH 1 0 1 (2 + d) (opt_r _ _ _ (s28_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c40_L : lmoves (s28_board 1 1 1 0) = [s30_board 0 1 1 1 0; s28_board 1 1 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c40_R : rmoves (s28_board 1 1 1 0) = [s39_board 1 0 1 1 0; s22_board 1 1 1].
Proof. unfold s22_board, s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==1 && c==1 && d==0 *)
Lemma s28_c40_p35 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 1 1 1 0 -> fst (s28_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q35] in Hc |- *.
  rewrite tf_game_eq, (s28_c40_L), (s28_c40_R); cbn [map].
  pose proof (use_s30 IH 0 1 1 1 0 (opt_l _ _ _ (s28_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 0 1 (opt_l _ _ _ (s28_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 1 1 0 (opt_r _ _ _ (s28_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 1 1 1 (opt_r _ _ _ (s28_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p47 Ho0 ltac:(zlia)).
  rewrite (s28_p40 Ho1 ltac:(zlia)).
  rewrite (s39_p50 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c41_L : lmoves (s28_board 1 1 1 1) = [s30_board 0 1 1 1 1; s28_board 1 1 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c41_R : rmoves (s28_board 1 1 1 1) = [s39_board 1 0 1 1 1; strip [] ([T; E; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s28_board, s39_board, strip. tf_options. Qed.
Lemma s28_c41_R2 : tf_norm (strip [] ([T; E; E; T; F; T; F]) [(1, 1)]) (s22_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s28_c41_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 1 1 1 1 -> fst (s28_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q16] in Hc |- *.
  rewrite tf_game_eq, (s28_c41_L), (s28_c41_R); cbn [map].
  pose proof (use_s30 IH 0 1 1 1 1 (opt_l _ _ _ (s28_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 0 2 (opt_l _ _ _ (s28_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 1 1 1 (opt_r _ _ _ (s28_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c41_R2)).
  pose proof (use_s22 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s28_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c41_R2))) as Ho3.
  rewrite (s30_p48 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  rewrite (s39_p45 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  rewrite (s22_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c42_L (d : nat) : lmoves (s28_board 1 1 1 (2 + d)) = [s30_board 0 1 1 1 (2 + d); s28_board 1 1 0 (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c42_R (d : nat) : rmoves (s28_board 1 1 1 (2 + d)) = [s39_board 1 0 1 1 (2 + d)].
Proof. unfold s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s28_c42_p42 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s28_board 1 1 1 (2 + d) -> fst (s28_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q42] in Hc |- *.
  rewrite tf_game_eq, (s28_c42_L d), (s28_c42_R d); cbn [map].
  pose proof (use_s30 IH 0 1 1 1 (2 + d) (opt_l _ _ _ (s28_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 0 (3 + d) (opt_l _ _ _ (s28_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 1 1 (2 + d) (opt_r _ _ _ (s28_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c43_L (c : nat) : lmoves (s28_board 1 1 (2 + c) 0) = [s30_board 0 1 1 (2 + c) 0; s28_board 1 1 (1 + c) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c43_R (c : nat) : rmoves (s28_board 1 1 (2 + c) 0) = [s39_board 1 0 1 (2 + c) 0; s22_board 1 1 (2 + c)].
Proof. unfold s22_board, s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s28_c43_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 1 1 (2 + c) 0 -> fst (s28_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q19] in Hc |- *.
  rewrite tf_game_eq, (s28_c43_L c), (s28_c43_R c); cbn [map].
  pose proof (use_s30 IH 0 1 1 (2 + c) 0 (opt_l _ _ _ (s28_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s28_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 1 (2 + c) 0 (opt_r _ _ _ (s28_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 1 1 (2 + c) (opt_r _ _ _ (s28_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p49 Ho0 ltac:(zlia)).
  rewrite (s28_p16 Ho1 ltac:(zlia)).
  rewrite (s39_p47 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c43_p44 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 1 1 (2 + c) 0 -> fst (s28_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q44] in Hc |- *.
  rewrite tf_game_eq, (s28_c43_L c), (s28_c43_R c); cbn [map].
  pose proof (use_s30 IH 0 1 1 (2 + c) 0 (opt_l _ _ _ (s28_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s28_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 1 (2 + c) 0 (opt_r _ _ _ (s28_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH 1 1 (2 + c) (opt_r _ _ _ (s28_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p51 Ho0 ltac:(zlia)).
  rewrite (s28_p43 Ho1 ltac:(zlia)).
  rewrite (s39_p47 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c44_L (c : nat) : lmoves (s28_board 1 1 (2 + c) 1) = [s30_board 0 1 1 (2 + c) 1; s28_board 1 1 (1 + c) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c44_R (c : nat) : rmoves (s28_board 1 1 (2 + c) 1) = [s39_board 1 0 1 (2 + c) 1; strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s28_board, s39_board, strip. tf_options. Qed.
Lemma s28_c44_R2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s22_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s28_c44_p43 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s28_board 1 1 (2 + c) 1 -> fst (s28_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q43 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q43] in Hc |- *.
  rewrite tf_game_eq, (s28_c44_L c), (s28_c44_R c); cbn [map].
  pose proof (use_s30 IH 0 1 1 (2 + c) 1 (opt_l _ _ _ (s28_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s28_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 1 (2 + c) 1 (opt_r _ _ _ (s28_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c44_R2 c)).
  pose proof (use_s22 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s28_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c44_R2 c))) as Ho3.
  rewrite (s30_p50 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s39_p45 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  rewrite (s22_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c45_L (c d : nat) : lmoves (s28_board 1 1 (2 + c) (2 + d)) = [s30_board 0 1 1 (2 + c) (2 + d); s28_board 1 1 (1 + c) (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c45_R (c d : nat) : rmoves (s28_board 1 1 (2 + c) (2 + d)) = [s39_board 1 0 1 (2 + c) (2 + d)].
Proof. unfold s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s28_c45_p42 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s28_board 1 1 (2 + c) (2 + d) -> fst (s28_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q42] in Hc |- *.
  rewrite tf_game_eq, (s28_c45_L c d), (s28_c45_R c d); cbn [map].
  pose proof (use_s30 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s28_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s28_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s28_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c46_L (b : nat) : lmoves (s28_board 1 (2 + b) 0 0) = [s30_board 0 1 (2 + b) 0 0; s21_board 1 (1 + b) 0 1].
Proof. unfold s21_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c46_R (b : nat) : rmoves (s28_board 1 (2 + b) 0 0) = [s3_board 1 (2 + b)].
Proof. unfold s28_board, s3_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b>=2 && c==0 && d==0 *)
Lemma s28_c46_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 1 (2 + b) 0 0 -> fst (s28_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q29] in Hc |- *.
  rewrite tf_game_eq, (s28_c46_L b), (s28_c46_R b); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) 0 0 (opt_l _ _ _ (s28_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s28_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH 1 (2 + b) (opt_r _ _ _ (s28_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p52 Ho0 ltac:(zlia)).
  rewrite (s21_p20 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c46_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 1 (2 + b) 0 0 -> fst (s28_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q30] in Hc |- *.
  rewrite tf_game_eq, (s28_c46_L b), (s28_c46_R b); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) 0 0 (opt_l _ _ _ (s28_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s28_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH 1 (2 + b) (opt_r _ _ _ (s28_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p53 Ho0 ltac:(zlia)).
  rewrite (s21_p48 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c46_p45 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 1 (2 + b) 0 0 -> fst (s28_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q45] in Hc |- *.
  rewrite tf_game_eq, (s28_c46_L b), (s28_c46_R b); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) 0 0 (opt_l _ _ _ (s28_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s28_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH 1 (2 + b) (opt_r _ _ _ (s28_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p46 Ho0 ltac:(zlia)).
  rewrite (s21_p14 Ho1 ltac:(zlia)).
  rewrite (s3_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c47_L (b : nat) : lmoves (s28_board 1 (2 + b) 0 1) = [s30_board 0 1 (2 + b) 0 1; s21_board 1 (1 + b) 0 2].
Proof. unfold s21_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c47_R (b : nat) : rmoves (s28_board 1 (2 + b) 0 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c47_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s3_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s28_c47_p41 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 1 (2 + b) 0 1 -> fst (s28_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q41] in Hc |- *.
  rewrite tf_game_eq, (s28_c47_L b), (s28_c47_R b); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) 0 1 (opt_l _ _ _ (s28_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s28_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c47_R1 b)).
  pose proof (use_s3 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s28_c47_R b) ltac:(cbn [In]; left; reflexivity) (s28_c47_R1 b))) as Ho2.
  rewrite (s30_p17 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s21_p39 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s21_p43 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s21_p49 Ho1 ltac:(zlia)).
    rewrite (s3_p2 Ho2 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s28_c48_L (b d : nat) : lmoves (s28_board 1 (2 + b) 0 (2 + d)) = [s30_board 0 1 (2 + b) 0 (2 + d); s21_board 1 (1 + b) 0 (3 + d)].
Proof. unfold s21_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c48_R (b d : nat) : rmoves (s28_board 1 (2 + b) 0 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s28_c48_p41 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s28_board 1 (2 + b) 0 (2 + d) -> fst (s28_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q41] in Hc |- *.
  rewrite tf_game_eq, (s28_c48_L b d), (s28_c48_R b d); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) 0 (2 + d) (opt_l _ _ _ (s28_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s28_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s21_p39 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s21_p43 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s21_p49 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s28_c49_L (b : nat) : lmoves (s28_board 1 (2 + b) 1 0) = [s30_board 0 1 (2 + b) 1 0; s28_board 1 (2 + b) 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c49_R (b : nat) : rmoves (s28_board 1 (2 + b) 1 0) = [s22_board 1 (2 + b) 1].
Proof. unfold s22_board, s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s28_c49_p46 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 1 (2 + b) 1 0 -> fst (s28_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q46] in Hc |- *.
  rewrite tf_game_eq, (s28_c49_L b), (s28_c49_R b); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) 1 0 (opt_l _ _ _ (s28_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s28_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 (2 + b) 1 (opt_r _ _ _ (s28_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c50_L (b : nat) : lmoves (s28_board 1 (2 + b) 1 1) = [s30_board 0 1 (2 + b) 1 1; s28_board 1 (2 + b) 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c50_R (b : nat) : rmoves (s28_board 1 (2 + b) 1 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s22_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s28_c50_p47 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s28_board 1 (2 + b) 1 1 -> fst (s28_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q47] in Hc |- *.
  rewrite tf_game_eq, (s28_c50_L b), (s28_c50_R b); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) 1 1 (opt_l _ _ _ (s28_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s28_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c50_R1 b)).
  pose proof (use_s22 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s28_c50_R b) ltac:(cbn [In]; left; reflexivity) (s28_c50_R1 b))) as Ho2.
  rewrite (s30_p27 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c51_L (b d : nat) : lmoves (s28_board 1 (2 + b) 1 (2 + d)) = [s30_board 0 1 (2 + b) 1 (2 + d); s28_board 1 (2 + b) 0 (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c51_R (b d : nat) : rmoves (s28_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s28_c51_p42 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s28_board 1 (2 + b) 1 (2 + d) -> fst (s28_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q42] in Hc |- *.
  rewrite tf_game_eq, (s28_c51_L b d), (s28_c51_R b d); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s28_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s28_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s28_c52_L (b c : nat) : lmoves (s28_board 1 (2 + b) (2 + c) 0) = [s30_board 0 1 (2 + b) (2 + c) 0; s28_board 1 (2 + b) (1 + c) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c52_R (b c : nat) : rmoves (s28_board 1 (2 + b) (2 + c) 0) = [s22_board 1 (2 + b) (2 + c)].
Proof. unfold s22_board, s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s28_c52_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 1 (2 + b) (2 + c) 0 -> fst (s28_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q20] in Hc |- *.
  rewrite tf_game_eq, (s28_c52_L b c), (s28_c52_R b c); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s28_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s28_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s28_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p29 Ho0 ltac:(zlia)).
  rewrite (s28_p17 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c52_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 1 (2 + b) (2 + c) 0 -> fst (s28_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q26] in Hc |- *.
  rewrite tf_game_eq, (s28_c52_L b c), (s28_c52_R b c); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s28_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s28_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s28_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p28 Ho0 ltac:(zlia)).
  rewrite (s28_p47 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c52_p49 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 1 (2 + b) (2 + c) 0 -> fst (s28_q49 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q49 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q49] in Hc |- *.
  rewrite tf_game_eq, (s28_c52_L b c), (s28_c52_R b c); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s28_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s28_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s28_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p31 Ho0 ltac:(zlia)).
  rewrite (s28_p48 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c53_L (b c : nat) : lmoves (s28_board 1 (2 + b) (2 + c) 1) = [s30_board 0 1 (2 + b) (2 + c) 1; s28_board 1 (2 + b) (1 + c) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c53_R (b c : nat) : rmoves (s28_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s22_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s28_c53_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 1 (2 + b) (2 + c) 1 -> fst (s28_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q17] in Hc |- *.
  rewrite tf_game_eq, (s28_c53_L b c), (s28_c53_R b c); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s28_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s28_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c53_R1 b c)).
  pose proof (use_s22 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s28_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s28_c53_R1 b c))) as Ho2.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c53_p48 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s28_board 1 (2 + b) (2 + c) 1 -> fst (s28_q48 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q48 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q48] in Hc |- *.
  rewrite tf_game_eq, (s28_c53_L b c), (s28_c53_R b c); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s28_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s28_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c53_R1 b c)).
  pose proof (use_s22 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s28_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s28_c53_R1 b c))) as Ho2.
  rewrite (s30_p30 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s22_p3 Ho2 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c54_L (b c d : nat) : lmoves (s28_board 1 (2 + b) (2 + c) (2 + d)) = [s30_board 0 1 (2 + b) (2 + c) (2 + d); s28_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c54_R (b c d : nat) : rmoves (s28_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s28_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s28_c54_p42 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s28_board 1 (2 + b) (2 + c) (2 + d) -> fst (s28_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q42] in Hc |- *.
  rewrite tf_game_eq, (s28_c54_L b c d), (s28_c54_R b c d); cbn [map].
  pose proof (use_s30 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s28_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s28_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s28_c55_L (a : nat) : lmoves (s28_board (2 + a) 0 0 0) = [s30_board (1 + a) 1 0 0 0].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c55_R (a : nat) : rmoves (s28_board (2 + a) 0 0 0) = [s33_board (2 + a) 0 0 0; s3_board (2 + a) 0].
Proof. unfold s28_board, s33_board, s3_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==0 && c==0 && d==0 *)
Lemma s28_c55_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 0 0 0 -> fst (s28_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q50] in Hc |- *.
  rewrite tf_game_eq, (s28_c55_L a), (s28_c55_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 0 0 0 (opt_l _ _ _ (s28_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 0 (opt_r _ _ _ (s28_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH (2 + a) 0 (opt_r _ _ _ (s28_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
  {
    rewrite (s33_p22 Ho1 ltac:(zlia)).
    rewrite (s3_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p27 Ho1 ltac:(zlia)).
    rewrite (s3_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p29 Ho1 ltac:(zlia)).
    rewrite (s3_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p31 Ho1 ltac:(zlia)).
    rewrite (s3_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s33_p33 Ho1 ltac:(zlia)).
    rewrite (s3_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c56_L (a : nat) : lmoves (s28_board (2 + a) 0 0 1) = [s30_board (1 + a) 1 0 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c56_R (a : nat) : rmoves (s28_board (2 + a) 0 0 1) = [s33_board (2 + a) 0 0 1; strip [] (repeat T (2 + a) ++ [E; E; F; F]) [(1, 1)]].
Proof. unfold s28_board, s33_board, strip. tf_options. Qed.
Lemma s28_c56_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; F]) [(1, 1)]) (s3_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==0 && c==0 && d==1 *)
Lemma s28_c56_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 0 0 1 -> fst (s28_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q39] in Hc |- *.
  rewrite tf_game_eq, (s28_c56_L a), (s28_c56_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 0 0 1 (opt_l _ _ _ (s28_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 1 (opt_r _ _ _ (s28_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s28_c56_R2 a)).
  pose proof (use_s3 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s28_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c56_R2 a))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s30_p87 Ho0 ltac:(zlia)).
    rewrite (s33_p13 Ho1 ltac:(zlia)).
    rewrite (s3_p4 Ho2 ltac:(zlia)).
    rewrite (s3_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s30_p109 Ho0 ltac:(zlia)).
    rewrite (s33_p28 Ho1 ltac:(zlia)).
    rewrite (s3_p4 Ho2 ltac:(zlia)).
    rewrite (s3_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s30_p112 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s33_p30 Ho1 ltac:(zlia)).
      rewrite (s3_p5 Ho2 ltac:(zlia)).
      rewrite (s3_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
    {
      rewrite (s33_p32 Ho1 ltac:(zlia)).
      rewrite (s3_p6 Ho2 ltac:(zlia)).
      rewrite (s3_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s33_p34 Ho1 ltac:(zlia)).
      rewrite (s3_p7 Ho2 ltac:(zlia)).
      rewrite (s3_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s28_c57_L (a d : nat) : lmoves (s28_board (2 + a) 0 0 (2 + d)) = [s30_board (1 + a) 1 0 0 (2 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c57_R (a d : nat) : rmoves (s28_board (2 + a) 0 0 (2 + d)) = [s33_board (2 + a) 0 0 (2 + d)].
Proof. unfold s28_board, s33_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==0 && c==0 && d>=2 *)
Lemma s28_c57_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s28_board (2 + a) 0 0 (2 + d) -> fst (s28_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q31] in Hc |- *.
  rewrite tf_game_eq, (s28_c57_L a d), (s28_c57_R a d); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 0 0 (2 + d) (opt_l _ _ _ (s28_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH (2 + a) 0 0 (2 + d) (opt_r _ _ _ (s28_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c58_L (a : nat) : lmoves (s28_board (2 + a) 0 1 0) = [s30_board (1 + a) 1 0 1 0; s28_board (2 + a) 0 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c58_R (a : nat) : rmoves (s28_board (2 + a) 0 1 0) = [s39_board (2 + a) 0 0 1 0; s22_board (2 + a) 0 1].
Proof. unfold s22_board, s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==0 && c==1 && d==0 *)
Lemma s28_c58_p51 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 0 1 0 -> fst (s28_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q51] in Hc |- *.
  rewrite tf_game_eq, (s28_c58_L a), (s28_c58_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s28_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 0 1 (opt_l _ _ _ (s28_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 0 1 0 (opt_r _ _ _ (s28_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH (2 + a) 0 1 (opt_r _ _ _ (s28_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p3 Ho0 ltac:(zlia)).
    rewrite (s28_p39 Ho1 ltac:(zlia)).
    rewrite (s39_p51 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p38 Ho0 ltac:(zlia)).
    rewrite (s28_p39 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
    {
      rewrite (s39_p51 Ho2 ltac:(zlia)).
      rewrite (s22_p4 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s39_p58 Ho2 ltac:(zlia)).
      rewrite (s22_p4 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s39_p61 Ho2 ltac:(zlia)).
      rewrite (s22_p4 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s39_p64 Ho2 ltac:(zlia)).
      rewrite (s22_p4 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s39_p67 Ho2 ltac:(zlia)).
      rewrite (s22_p4 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s28_c59_L (a : nat) : lmoves (s28_board (2 + a) 0 1 1) = [s30_board (1 + a) 1 0 1 1; s28_board (2 + a) 0 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c59_R (a : nat) : rmoves (s28_board (2 + a) 0 1 1) = [s39_board (2 + a) 0 0 1 1; strip [] (repeat T (2 + a) ++ [E; E; F; T; F]) [(1, 1)]].
Proof. unfold s28_board, s39_board, strip. tf_options. Qed.
Lemma s28_c59_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; T; F]) [(1, 1)]) (s22_board (2 + a) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==0 && c==1 && d==1 *)
Lemma s28_c59_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 0 1 1 -> fst (s28_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q35] in Hc |- *.
  rewrite tf_game_eq, (s28_c59_L a), (s28_c59_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s28_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 0 2 (opt_l _ _ _ (s28_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s28_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c59_R2 a)).
  pose proof (use_s22 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s28_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c59_R2 a))) as Ho3.
  rewrite (s30_p62 Ho0 ltac:(zlia)).
  rewrite (s28_p31 Ho1 ltac:(zlia)).
  rewrite (s39_p46 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  rewrite (s22_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c59_p37 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 0 1 1 -> fst (s28_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s28_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q37] in Hc |- *.
  rewrite tf_game_eq, (s28_c59_L a), (s28_c59_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s28_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 0 2 (opt_l _ _ _ (s28_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s28_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c59_R2 a)).
  pose proof (use_s22 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s28_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c59_R2 a))) as Ho3.
  rewrite (s30_p97 Ho0 ltac:(zlia)).
  rewrite (s28_p31 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s39_p46 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    rewrite (s22_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p65 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    rewrite (s22_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p68 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    rewrite (s22_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c60_L (a d : nat) : lmoves (s28_board (2 + a) 0 1 (2 + d)) = [s30_board (1 + a) 1 0 1 (2 + d); s28_board (2 + a) 0 0 (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c60_R (a d : nat) : rmoves (s28_board (2 + a) 0 1 (2 + d)) = [s39_board (2 + a) 0 0 1 (2 + d)].
Proof. unfold s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s28_c60_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s28_board (2 + a) 0 1 (2 + d) -> fst (s28_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q33] in Hc |- *.
  rewrite tf_game_eq, (s28_c60_L a d), (s28_c60_R a d); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 0 1 (2 + d) (opt_l _ _ _ (s28_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 0 (3 + d) (opt_l _ _ _ (s28_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 0 1 (2 + d) (opt_r _ _ _ (s28_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s28_p31 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c61_L (a c : nat) : lmoves (s28_board (2 + a) 0 (2 + c) 0) = [s30_board (1 + a) 1 0 (2 + c) 0; s28_board (2 + a) 0 (1 + c) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c61_R (a c : nat) : rmoves (s28_board (2 + a) 0 (2 + c) 0) = [s39_board (2 + a) 0 0 (2 + c) 0; s22_board (2 + a) 0 (2 + c)].
Proof. unfold s22_board, s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==0 && c>=2 && d==0 *)
Lemma s28_c61_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s28_board (2 + a) 0 (2 + c) 0 -> fst (s28_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q36] in Hc |- *.
  rewrite tf_game_eq, (s28_c61_L a c), (s28_c61_R a c); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 0 (2 + c) 0 (opt_l _ _ _ (s28_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s28_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 0 (2 + c) 0 (opt_r _ _ _ (s28_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s28_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p95 Ho0 ltac:(zlia)).
  rewrite (s28_p35 Ho1 ltac:(zlia)).
  rewrite (s39_p48 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c61_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s28_board (2 + a) 0 (2 + c) 0 -> fst (s28_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s28_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q38] in Hc |- *.
  rewrite tf_game_eq, (s28_c61_L a c), (s28_c61_R a c); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 0 (2 + c) 0 (opt_l _ _ _ (s28_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s28_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 0 (2 + c) 0 (opt_r _ _ _ (s28_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s28_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p98 Ho0 ltac:(zlia)).
  rewrite (s28_p37 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) <= 5 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 6 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s39_p47 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p48 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p66 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p69 Ho2 ltac:(zlia)).
    rewrite (s22_p4 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s28_c62_L (a c : nat) : lmoves (s28_board (2 + a) 0 (2 + c) 1) = [s30_board (1 + a) 1 0 (2 + c) 1; s28_board (2 + a) 0 (1 + c) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c62_R (a c : nat) : rmoves (s28_board (2 + a) 0 (2 + c) 1) = [s39_board (2 + a) 0 0 (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s28_board, s39_board, strip. tf_options. Qed.
Lemma s28_c62_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s22_board (2 + a) 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s28_c62_p37 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s28_board (2 + a) 0 (2 + c) 1 -> fst (s28_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s28_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q37] in Hc |- *.
  rewrite tf_game_eq, (s28_c62_L a c), (s28_c62_R a c); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 0 (2 + c) 1 (opt_l _ _ _ (s28_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s28_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 0 (2 + c) 1 (opt_r _ _ _ (s28_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c62_R2 a c)).
  pose proof (use_s22 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s28_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c62_R2 a c))) as Ho3.
  rewrite (s30_p96 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  rewrite (s39_p45 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  rewrite (s22_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c63_L (a c d : nat) : lmoves (s28_board (2 + a) 0 (2 + c) (2 + d)) = [s30_board (1 + a) 1 0 (2 + c) (2 + d); s28_board (2 + a) 0 (1 + c) (3 + d)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c63_R (a c d : nat) : rmoves (s28_board (2 + a) 0 (2 + c) (2 + d)) = [s39_board (2 + a) 0 0 (2 + c) (2 + d)].
Proof. unfold s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s28_c63_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s28_board (2 + a) 0 (2 + c) (2 + d) -> fst (s28_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q33] in Hc |- *.
  rewrite tf_game_eq, (s28_c63_L a c d), (s28_c63_R a c d); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 0 (2 + c) (2 + d) (opt_l _ _ _ (s28_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 (1 + c) (3 + d) (opt_l _ _ _ (s28_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 0 (2 + c) (2 + d) (opt_r _ _ _ (s28_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c64_L (a : nat) : lmoves (s28_board (2 + a) 1 0 0) = [s30_board (1 + a) 1 1 0 0; s20_board (2 + a) 0 1].
Proof. unfold s20_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c64_R (a : nat) : rmoves (s28_board (2 + a) 1 0 0) = [s33_board (2 + a) 0 1 0; s3_board (2 + a) 1].
Proof. unfold s28_board, s33_board, s3_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==1 && c==0 && d==0 *)
Lemma s28_c64_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 1 0 0 -> fst (s28_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q39] in Hc |- *.
  rewrite tf_game_eq, (s28_c64_L a), (s28_c64_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 1 0 0 (opt_l _ _ _ (s28_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) 0 1 (opt_l _ _ _ (s28_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 0 1 0 (opt_r _ _ _ (s28_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s3 IH (2 + a) 1 (opt_r _ _ _ (s28_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p87 Ho0 ltac:(zlia)).
    rewrite (s20_p9 Ho1 ltac:(zlia)).
    rewrite (s33_p23 Ho2 ltac:(zlia)).
    rewrite (s3_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s30_p110 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s20_p9 Ho1 ltac:(zlia)).
      rewrite (s33_p23 Ho2 ltac:(zlia)).
      rewrite (s3_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
    {
      rewrite (s20_p12 Ho1 ltac:(zlia)).
      rewrite (s33_p23 Ho2 ltac:(zlia)).
      rewrite (s3_p3 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
  }
Qed.

Lemma s28_c65_L (a : nat) : lmoves (s28_board (2 + a) 1 0 1) = [s30_board (1 + a) 1 1 0 1; s20_board (2 + a) 0 2].
Proof. unfold s20_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c65_R (a : nat) : rmoves (s28_board (2 + a) 1 0 1) = [s33_board (2 + a) 0 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; F]) [(1, 1)]].
Proof. unfold s28_board, s33_board, strip. tf_options. Qed.
Lemma s28_c65_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; F]) [(1, 1)]) (s3_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s28_c65_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 1 0 1 -> fst (s28_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q40] in Hc |- *.
  rewrite tf_game_eq, (s28_c65_L a), (s28_c65_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s28_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) 0 2 (opt_l _ _ _ (s28_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 0 1 1 (opt_r _ _ _ (s28_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c65_R2 a)).
  pose proof (use_s3 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s28_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c65_R2 a))) as Ho3.
  rewrite (s30_p20 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s33_p14 Ho2 ltac:(zlia)).
  rewrite (s3_p3 Ho3 ltac:(zlia)).
  rewrite (s3_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s28_c65_p52 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 1 0 1 -> fst (s28_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q52] in Hc |- *.
  rewrite tf_game_eq, (s28_c65_L a), (s28_c65_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s28_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) 0 2 (opt_l _ _ _ (s28_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 0 1 1 (opt_r _ _ _ (s28_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s28_c65_R2 a)).
  pose proof (use_s3 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s28_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s28_c65_R2 a))) as Ho3.
  rewrite (s30_p74 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s33_p14 Ho2 ltac:(zlia)).
  rewrite (s3_p3 Ho3 ltac:(zlia)).
  rewrite (s3_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c66_L (a d : nat) : lmoves (s28_board (2 + a) 1 0 (2 + d)) = [s30_board (1 + a) 1 1 0 (2 + d); s20_board (2 + a) 0 (3 + d)].
Proof. unfold s20_board, s28_board, s30_board. tf_options. Qed.
Lemma s28_c66_R (a d : nat) : rmoves (s28_board (2 + a) 1 0 (2 + d)) = [s33_board (2 + a) 0 1 (2 + d)].
Proof. unfold s28_board, s33_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s28_c66_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s28_board (2 + a) 1 0 (2 + d) -> fst (s28_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s28_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s28_q41] in Hc |- *.
  rewrite tf_game_eq, (s28_c66_L a d), (s28_c66_R a d); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 1 0 (2 + d) (opt_l _ _ _ (s28_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s28_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 0 1 (2 + d) (opt_r _ _ _ (s28_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s28_c67_L (a : nat) : lmoves (s28_board (2 + a) 1 1 0) = [s30_board (1 + a) 1 1 1 0; s28_board (2 + a) 1 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s28_c67_R (a : nat) : rmoves (s28_board (2 + a) 1 1 0) = [s39_board (2 + a) 0 1 1 0; s22_board (2 + a) 1 1].
Proof. unfold s22_board, s28_board, s39_board. tf_options. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s28_c67_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 1 1 0 -> fst (s28_q35 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q35 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q35] in Hc |- *.
  rewrite tf_game_eq, (s28_c67_L a), (s28_c67_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s28_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 0 1 (opt_l _ _ _ (s28_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 1 1 0 (opt_r _ _ _ (s28_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH (2 + a) 1 1 (opt_r _ _ _ (s28_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p62 Ho0 ltac:(zlia)).
  rewrite (s28_p40 Ho1 ltac:(zlia)).
  rewrite (s39_p50 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s28_c67_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s28_board (2 + a) 1 1 0 -> fst (s28_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s28_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q53] in Hc |- *.
  rewrite tf_game_eq, (s28_c67_L a), (s28_c67_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s28_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 0 1 (opt_l _ _ _ (s28_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 0 1 1 0 (opt_r _ _ _ (s28_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s22 IH (2 + a) 1 1 (opt_r _ _ _ (s28_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s30_p97 Ho0 ltac:(zlia)).
  rewrite (s28_p52 Ho1 ltac:(zlia)).
  rewrite (s39_p50 Ho2 ltac:(zlia)).
  rewrite (s22_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

