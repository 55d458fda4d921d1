(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s38_c5_L : lmoves (s38_board 0 1 1) = [strip [(0, 1)] ([E; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; E; T; T; F]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; T; F]) []) (s16_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; E; T; T; F]) []) (s13_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; T; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c5_R : rmoves (s38_board 0 1 1) = [strip [(0, 1)] ([T; E; E; T; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F]) [(1, 1)]) (s11_board 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==0 && b==1 && c==1 *)
Lemma s38_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 0 1 1 -> fst (s38_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q5] in Hc |- *.
  rewrite tf_game_eq, (s38_c5_L), (s38_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s38_c5_L1)).
  pose proof (use_s16 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s38_c5_L) ltac:(cbn [In]; left; reflexivity) (s38_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s38_c5_L2)).
  pose proof (use_s13 IH 1 2 (opt_norm_l _ _ _ _ _ (s38_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s38_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s38_c5_R1)).
  pose proof (use_s11 IH 1 1 (opt_norm_r _ _ _ _ _ (s38_c5_R) ltac:(cbn [In]; left; reflexivity) (s38_c5_R1))) as Ho2.
  rewrite (s16_p16 Ho0 ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c6_L (c : nat) : lmoves (s38_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) []; strip [(0, 1)] (T :: E :: E :: E :: repeat T (3 + c) ++ [F]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) []) (s16_board 0 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: E :: repeat T (3 + c) ++ [F]) []) (s13_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c6_R (c : nat) : rmoves (s38_board 0 1 (2 + c)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==0 && b==1 && c>=2 *)
Lemma s38_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 0 1 (2 + c) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c6_L c), (s38_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s38_c6_L1 c)).
  pose proof (use_s16 IH 0 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s38_c6_L c) ltac:(cbn [In]; left; reflexivity) (s38_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s38_c6_L2 c)).
  pose proof (use_s13 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s38_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s38_c6_L2 c))) as Ho1.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s13_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c7_L (b : nat) : lmoves (s38_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F]) []) (s16_board 0 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []) (s14_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c7_R (b : nat) : rmoves (s38_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E]) []) (s11_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==0 && b>=2 && c==0 *)
Lemma s38_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 0 (2 + b) 0 -> fst (s38_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q6] in Hc |- *.
  rewrite tf_game_eq, (s38_c7_L b), (s38_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s38_c7_L1 b)).
  pose proof (use_s16 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s38_c7_L b) ltac:(cbn [In]; left; reflexivity) (s38_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s38_c7_L2 b)).
  pose proof (use_s14 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s38_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s38_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s38_c7_R1 b)).
  pose proof (use_s11 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s38_c7_R b) ltac:(cbn [In]; left; reflexivity) (s38_c7_R1 b))) as Ho2.
  rewrite (s16_p19 Ho0 ltac:(zlia)).
  rewrite (s14_p12 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 0 (2 + b) 0 -> fst (s38_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q10] in Hc |- *.
  rewrite tf_game_eq, (s38_c7_L b), (s38_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s38_c7_L1 b)).
  pose proof (use_s16 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s38_c7_L b) ltac:(cbn [In]; left; reflexivity) (s38_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s38_c7_L2 b)).
  pose proof (use_s14 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s38_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s38_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s38_c7_R1 b)).
  pose proof (use_s11 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s38_c7_R b) ltac:(cbn [In]; left; reflexivity) (s38_c7_R1 b))) as Ho2.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c8_L (b : nat) : lmoves (s38_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F]) []) (s16_board 0 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s14_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c8_R (b : nat) : rmoves (s38_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s11_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==0 && b>=2 && c==1 *)
Lemma s38_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 0 (2 + b) 1 -> fst (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c8_L b), (s38_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s38_c8_L1 b)).
  pose proof (use_s16 IH 0 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s38_c8_L b) ltac:(cbn [In]; left; reflexivity) (s38_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s38_c8_L2 b)).
  pose proof (use_s14 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s38_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s38_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s38_c8_R1 b)).
  pose proof (use_s11 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s38_c8_R b) ltac:(cbn [In]; left; reflexivity) (s38_c8_R1 b))) as Ho2.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c9_L (b c : nat) : lmoves (s38_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) []) (s16_board 0 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []) (s14_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c9_R (b c : nat) : rmoves (s38_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==0 && b>=2 && c>=2 *)
Lemma s38_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s38_board 0 (2 + b) (2 + c) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c9_L b c), (s38_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s38_c9_L1 b c)).
  pose proof (use_s16 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s38_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s38_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s38_c9_L2 b c)).
  pose proof (use_s14 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s38_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s38_c9_L2 b c))) as Ho1.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a F T _^2 T^b _ T^c F on a==1 && b==0 && c==0: the board of s37 *)
Lemma s38_c10_p2 x (Hs37 : s37_claim x) :
  x = s38_board 1 0 0 -> fst (s38_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q2] in Hc |- *.
  pose proof (Hs37 1 0 ltac:(rewrite Hx; unfold s38_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a F T _^2 T^b _ T^c F on a==1 && b==0 && c==1: the board of s37 *)
Lemma s38_c11_p2 x (Hs37 : s37_claim x) :
  x = s38_board 1 0 1 -> fst (s38_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q2] in Hc |- *.
  pose proof (Hs37 1 1 ltac:(rewrite Hx; unfold s38_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a F T _^2 T^b _ T^c F on a==1 && b==0 && c>=2: the board of s37 *)
Lemma s38_c12_p3 x (Hs37 : s37_claim x) (c : nat) :
  x = s38_board 1 0 (2 + c) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs37 1 (2 + c) ltac:(rewrite Hx; unfold s38_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c13_L : lmoves (s38_board 1 1 0) = [s41_board 1 1 1 0; s37_board 1 1].
Proof. unfold s37_board, s38_board, s41_board. tf_options. Qed.
Lemma s38_c13_R : rmoves (s38_board 1 1 0) = [s29_board 1 1].
Proof. unfold s29_board, s38_board. tf_options. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==1 && b==1 && c==0 *)
Lemma s38_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 1 1 0 -> fst (s38_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q4] in Hc |- *.
  rewrite tf_game_eq, (s38_c13_L), (s38_c13_R); cbn [map].
  pose proof (use_s41 IH 1 1 1 0 (opt_l _ _ _ (s38_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 1 1 (opt_l _ _ _ (s38_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH 1 1 (opt_r _ _ _ (s38_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s41_p18 Ho0 ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s29_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s38_c14_L : lmoves (s38_board 1 1 1) = [s41_board 1 1 1 1; s37_board 1 2].
Proof. unfold s37_board, s38_board, s41_board. tf_options. Qed.
Lemma s38_c14_R : rmoves (s38_board 1 1 1) = [strip [] ([T; F; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c14_R1 : tf_norm (strip [] ([T; F; T; E; E; T; F]) [(1, 1)]) (s29_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==1 && b==1 && c==1 *)
Lemma s38_c14_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 1 1 1 -> fst (s38_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q7] in Hc |- *.
  rewrite tf_game_eq, (s38_c14_L), (s38_c14_R); cbn [map].
  pose proof (use_s41 IH 1 1 1 1 (opt_l _ _ _ (s38_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 1 2 (opt_l _ _ _ (s38_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s38_c14_R1)).
  pose proof (use_s29 IH 1 1 (opt_norm_r _ _ _ _ _ (s38_c14_R) ltac:(cbn [In]; left; reflexivity) (s38_c14_R1))) as Ho2.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s37_p2 Ho1 ltac:(zlia)).
  rewrite (s29_p1 Ho2 ltac:(zlia)).
  rewrite (s29_p1_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c15_L (c : nat) : lmoves (s38_board 1 1 (2 + c)) = [s41_board 1 1 1 (2 + c); s37_board 1 (3 + c)].
Proof. unfold s37_board, s38_board, s41_board. tf_options. Qed.
Lemma s38_c15_R (c : nat) : rmoves (s38_board 1 1 (2 + c)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==1 && b==1 && c>=2 *)
Lemma s38_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 1 1 (2 + c) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c15_L c), (s38_c15_R c); cbn [map].
  pose proof (use_s41 IH 1 1 1 (2 + c) (opt_l _ _ _ (s38_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH 1 (3 + c) (opt_l _ _ _ (s38_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s37_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c16_L (b : nat) : lmoves (s38_board 1 (2 + b) 0) = [s41_board 1 1 (2 + b) 0; s38_board 1 (1 + b) 1].
Proof. unfold s38_board, s41_board. tf_options. Qed.
Lemma s38_c16_R (b : nat) : rmoves (s38_board 1 (2 + b) 0) = [s29_board 1 (2 + b)].
Proof. unfold s29_board, s38_board. tf_options. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==1 && b>=2 && c==0 *)
Lemma s38_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 1 (2 + b) 0 -> fst (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c16_L b), (s38_c16_R b); cbn [map].
  pose proof (use_s41 IH 1 1 (2 + b) 0 (opt_l _ _ _ (s38_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 1 (opt_l _ _ _ (s38_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH 1 (2 + b) (opt_r _ _ _ (s38_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s41_p13 Ho0 ltac:(zlia)).
  rewrite (s38_p7 Ho1 ltac:(zlia)).
  rewrite (s29_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c16_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 1 (2 + b) 0 -> fst (s38_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q10] in Hc |- *.
  rewrite tf_game_eq, (s38_c16_L b), (s38_c16_R b); cbn [map].
  pose proof (use_s41 IH 1 1 (2 + b) 0 (opt_l _ _ _ (s38_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 1 (opt_l _ _ _ (s38_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH 1 (2 + b) (opt_r _ _ _ (s38_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s41_p13 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s29_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c17_L (b : nat) : lmoves (s38_board 1 (2 + b) 1) = [s41_board 1 1 (2 + b) 1; s38_board 1 (1 + b) 2].
Proof. unfold s38_board, s41_board. tf_options. Qed.
Lemma s38_c17_R (b : nat) : rmoves (s38_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s29_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==1 && b>=2 && c==1 *)
Lemma s38_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s38_board 1 (2 + b) 1 -> fst (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c17_L b), (s38_c17_R b); cbn [map].
  pose proof (use_s41 IH 1 1 (2 + b) 1 (opt_l _ _ _ (s38_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) 2 (opt_l _ _ _ (s38_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s38_c17_R1 b)).
  pose proof (use_s29 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s38_c17_R b) ltac:(cbn [In]; left; reflexivity) (s38_c17_R1 b))) as Ho2.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s29_p2 Ho2 ltac:(zlia)).
  rewrite (s29_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c18_L (b c : nat) : lmoves (s38_board 1 (2 + b) (2 + c)) = [s41_board 1 1 (2 + b) (2 + c); s38_board 1 (1 + b) (3 + c)].
Proof. unfold s38_board, s41_board. tf_options. Qed.
Lemma s38_c18_R (b c : nat) : rmoves (s38_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a==1 && b>=2 && c>=2 *)
Lemma s38_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s38_board 1 (2 + b) (2 + c) -> fst (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c18_L b c), (s38_c18_R b c); cbn [map].
  pose proof (use_s41 IH 1 1 (2 + b) (2 + c) (opt_l _ _ _ (s38_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s38_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s38 = T^a F T _^2 T^b _ T^c F on a>=2 && b==0 && c==0: the board of s37 *)
Lemma s38_c19_p2 x (Hs37 : s37_claim x) (a : nat) :
  x = s38_board (2 + a) 0 0 -> fst (s38_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q2] in Hc |- *.
  pose proof (Hs37 (2 + a) 0 ltac:(rewrite Hx; unfold s38_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a F T _^2 T^b _ T^c F on a>=2 && b==0 && c==1: the board of s37 *)
Lemma s38_c20_p2 x (Hs37 : s37_claim x) (a : nat) :
  x = s38_board (2 + a) 0 1 -> fst (s38_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s38_q2] in Hc |- *.
  pose proof (Hs37 (2 + a) 1 ltac:(rewrite Hx; unfold s38_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s38 = T^a F T _^2 T^b _ T^c F on a>=2 && b==0 && c>=2: the board of s37 *)
Lemma s38_c21_p3 x (Hs37 : s37_claim x) (a c : nat) :
  x = s38_board (2 + a) 0 (2 + c) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s38_q3] in Hc |- *.
  pose proof (Hs37 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s38_board, s37_board; board_eq)) as Ho0.
  rewrite (s37_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s38_c22_L (a : nat) : lmoves (s38_board (2 + a) 1 0) = [s41_board (2 + a) 1 1 0; s37_board (2 + a) 1].
Proof. unfold s37_board, s38_board, s41_board. tf_options. Qed.
Lemma s38_c22_R (a : nat) : rmoves (s38_board (2 + a) 1 0) = [s29_board (2 + a) 1].
Proof. unfold s29_board, s38_board. tf_options. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a>=2 && b==1 && c==0 *)
Lemma s38_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 0 -> fst (s38_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q4] in Hc |- *.
  rewrite tf_game_eq, (s38_c22_L a), (s38_c22_R a); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 1 0 (opt_l _ _ _ (s38_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH (2 + a) 1 (opt_l _ _ _ (s38_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) 1 (opt_r _ _ _ (s38_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s41_p18 Ho0 ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s29_p1 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s29_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s29_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s29_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s38_c23_L (a : nat) : lmoves (s38_board (2 + a) 1 1) = [s41_board (2 + a) 1 1 1; s37_board (2 + a) 2].
Proof. unfold s37_board, s38_board, s41_board. tf_options. Qed.
Lemma s38_c23_R (a : nat) : rmoves (s38_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) [(1, 1)]) (s29_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a>=2 && b==1 && c==1 *)
Lemma s38_c23_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 1 -> fst (s38_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q7] in Hc |- *.
  rewrite tf_game_eq, (s38_c23_L a), (s38_c23_R a); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 1 1 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH (2 + a) 2 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s38_c23_R1 a)).
  pose proof (use_s29 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s38_c23_R a) ltac:(cbn [In]; left; reflexivity) (s38_c23_R1 a))) as Ho2.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s37_p2 Ho1 ltac:(zlia)).
  rewrite (s29_p1 Ho2 ltac:(zlia)).
  rewrite (s29_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 1 -> fst (s38_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q11] in Hc |- *.
  rewrite tf_game_eq, (s38_c23_L a), (s38_c23_R a); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 1 1 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH (2 + a) 2 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s38_c23_R1 a)).
  pose proof (use_s29 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s38_c23_R a) ltac:(cbn [In]; left; reflexivity) (s38_c23_R1 a))) as Ho2.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s37_p2 Ho1 ltac:(zlia)).
  rewrite (s29_p4 Ho2 ltac:(zlia)).
  rewrite (s29_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c23_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 1 -> fst (s38_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q13] in Hc |- *.
  rewrite tf_game_eq, (s38_c23_L a), (s38_c23_R a); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 1 1 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH (2 + a) 2 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s38_c23_R1 a)).
  pose proof (use_s29 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s38_c23_R a) ltac:(cbn [In]; left; reflexivity) (s38_c23_R1 a))) as Ho2.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s37_p2 Ho1 ltac:(zlia)).
  rewrite (s29_p6 Ho2 ltac:(zlia)).
  rewrite (s29_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s38_c23_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s38_board (2 + a) 1 1 -> fst (s38_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q14] in Hc |- *.
  rewrite tf_game_eq, (s38_c23_L a), (s38_c23_R a); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 1 1 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH (2 + a) 2 (opt_l _ _ _ (s38_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s38_c23_R1 a)).
  pose proof (use_s29 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s38_c23_R a) ltac:(cbn [In]; left; reflexivity) (s38_c23_R1 a))) as Ho2.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s37_p2 Ho1 ltac:(zlia)).
  rewrite (s29_p7 Ho2 ltac:(zlia)).
  rewrite (s29_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s38_c24_L (a c : nat) : lmoves (s38_board (2 + a) 1 (2 + c)) = [s41_board (2 + a) 1 1 (2 + c); s37_board (2 + a) (3 + c)].
Proof. unfold s37_board, s38_board, s41_board. tf_options. Qed.
Lemma s38_c24_R (a c : nat) : rmoves (s38_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a>=2 && b==1 && c>=2 *)
Lemma s38_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s38_board (2 + a) 1 (2 + c) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c24_L a c), (s38_c24_R a c); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 1 (2 + c) (opt_l _ _ _ (s38_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s37 IH (2 + a) (3 + c) (opt_l _ _ _ (s38_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s37_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s38_c25_L (a b : nat) : lmoves (s38_board (2 + a) (2 + b) 0) = [s41_board (2 + a) 1 (2 + b) 0; s38_board (2 + a) (1 + b) 1].
Proof. unfold s38_board, s41_board. tf_options. Qed.
Lemma s38_c25_R (a b : nat) : rmoves (s38_board (2 + a) (2 + b) 0) = [s29_board (2 + a) (2 + b)].
Proof. unfold s29_board, s38_board. tf_options. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a>=2 && b>=2 && c==0 *)
Lemma s38_c25_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 0 -> fst (s38_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q1] in Hc |- *.
  rewrite tf_game_eq, (s38_c25_L a b), (s38_c25_R a b); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) (2 + b) (opt_r _ _ _ (s38_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s41_p13 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s38_p13 Ho1 ltac:(zlia)).
    rewrite (s29_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s38_p14 Ho1 ltac:(zlia)).
    rewrite (s29_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s38_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 0 -> fst (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q9] in Hc |- *.
  rewrite tf_game_eq, (s38_c25_L a b), (s38_c25_R a b); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) (2 + b) (opt_r _ _ _ (s38_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s41_p13 Ho0 ltac:(zlia)).
  rewrite (s38_p7 Ho1 ltac:(zlia)).
  rewrite (s29_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 0 -> fst (s38_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q10] in Hc |- *.
  rewrite tf_game_eq, (s38_c25_L a b), (s38_c25_R a b); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) (2 + b) (opt_r _ _ _ (s38_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s41_p13 Ho0 ltac:(zlia)).
  rewrite (s38_p8 Ho1 ltac:(zlia)).
  rewrite (s29_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c25_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 0 -> fst (s38_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s38_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q12] in Hc |- *.
  rewrite tf_game_eq, (s38_c25_L a b), (s38_c25_R a b); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 (2 + b) 0 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s38_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s29 IH (2 + a) (2 + b) (opt_r _ _ _ (s38_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s41_p13 Ho0 ltac:(zlia)).
  rewrite (s38_p11 Ho1 ltac:(zlia)).
  rewrite (s29_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c26_L (a b : nat) : lmoves (s38_board (2 + a) (2 + b) 1) = [s41_board (2 + a) 1 (2 + b) 1; s38_board (2 + a) (1 + b) 2].
Proof. unfold s38_board, s41_board. tf_options. Qed.
Lemma s38_c26_R (a b : nat) : rmoves (s38_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s29_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a>=2 && b>=2 && c==1 *)
Lemma s38_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s38_board (2 + a) (2 + b) 1 -> fst (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s38_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q8] in Hc |- *.
  rewrite tf_game_eq, (s38_c26_L a b), (s38_c26_R a b); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 (2 + b) 1 (opt_l _ _ _ (s38_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s38_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s38_c26_R1 a b)).
  pose proof (use_s29 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s38_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s38_c26_R1 a b))) as Ho2.
  rewrite (s41_p12 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  rewrite (s29_p2 Ho2 ltac:(zlia)).
  rewrite (s29_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c27_L (a b c : nat) : lmoves (s38_board (2 + a) (2 + b) (2 + c)) = [s41_board (2 + a) 1 (2 + b) (2 + c); s38_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s38_board, s41_board. tf_options. Qed.
Lemma s38_c27_R (a b c : nat) : rmoves (s38_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s38_board. tf_options. Qed.
(* s38 = T^a F T _^2 T^b _ T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s38_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s38_board (2 + a) (2 + b) (2 + c) -> fst (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c27_L a b c), (s38_c27_R a b c); cbn [map].
  pose proof (use_s41 IH (2 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s38_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s38 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s38_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s41_p20 Ho0 ltac:(zlia)).
  rewrite (s38_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c1_p1 x (Hs33 : s33_claim x) :
  x = s39_board 0 0 0 0 0 -> fst (s39_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q1] in Hc |- *.
  pose proof (Hs33 0 0 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c2_p2 x (Hs33 : s33_claim x) :
  x = s39_board 0 0 0 0 1 -> fst (s39_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q2] in Hc |- *.
  pose proof (Hs33 0 0 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c3_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s39_board 0 0 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 0 0 0 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c4_L : lmoves (s39_board 0 0 0 1 0) = [strip [(1, 1)] ([E; E; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c4_L1 : tf_norm (strip [(1, 1)] ([E; E; T; F]) []) (s13_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c4_R : rmoves (s39_board 0 0 0 1 0) = [strip [(0, 1)] ([E; E; T; E; F]) []; strip [(1, 1)] ([E; T; F; E]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c4_R1 : tf_norm (strip [(0, 1)] ([E; E; T; E; F]) []) (s14_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c4_R2 : tf_norm (strip [(1, 1)] ([E; T; F; E]) []) (s11_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==0 *)
Lemma s39_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 0 0 1 0 -> fst (s39_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q4] in Hc |- *.
  rewrite tf_game_eq, (s39_c4_L), (s39_c4_R); cbn [map].
  rewrite (tf_norm_game (s39_c4_L1)).
  pose proof (use_s13 IH 0 1 (opt_norm_l _ _ _ _ _ (s39_c4_L) ltac:(cbn [In]; left; reflexivity) (s39_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s39_c4_R1)).
  pose proof (use_s14 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s39_c4_R) ltac:(cbn [In]; left; reflexivity) (s39_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s39_c4_R2)).
  pose proof (use_s11 IH 0 1 (opt_norm_r _ _ _ _ _ (s39_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c4_R2))) as Ho2.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s13_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p1 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s39_c5_L : lmoves (s39_board 0 0 0 1 1) = [strip [(1, 1)] ([E; E; T; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c5_L1 : tf_norm (strip [(1, 1)] ([E; E; T; T; F]) []) (s13_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E; T; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c5_R : rmoves (s39_board 0 0 0 1 1) = [strip [(0, 1)] ([E; E; T; E; T; F]) []; strip [(1, 1)] ([E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c5_R1 : tf_norm (strip [(0, 1)] ([E; E; T; E; T; F]) []) (s14_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c5_R2 : tf_norm (strip [(1, 1)] ([E; T; F]) [(1, 1)]) (s11_board 0 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e==1 *)
Lemma s39_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 0 0 1 1 -> fst (s39_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q6] in Hc |- *.
  rewrite tf_game_eq, (s39_c5_L), (s39_c5_R); cbn [map].
  rewrite (tf_norm_game (s39_c5_L1)).
  pose proof (use_s13 IH 0 2 (opt_norm_l _ _ _ _ _ (s39_c5_L) ltac:(cbn [In]; left; reflexivity) (s39_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s39_c5_R1)).
  pose proof (use_s14 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s39_c5_R) ltac:(cbn [In]; left; reflexivity) (s39_c5_R1))) as Ho1.
  rewrite (tf_norm_game0 (s39_c5_R2)).
  pose proof (use_s11 IH 0 1 (opt_norm_r _ _ _ _ _ (s39_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c5_R2))) as Ho2.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p5 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s39_c6_L (e : nat) : lmoves (s39_board 0 0 0 1 (2 + e)) = [strip [(1, 1)] (E :: E :: repeat T (3 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c6_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: E :: repeat T (3 + e) ++ [F]) []) (s13_board 0 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: E :: repeat T (3 + e) ++ [F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c6_R (e : nat) : rmoves (s39_board 0 0 0 1 (2 + e)) = [strip [(0, 1)] (E :: E :: T :: E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c6_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: E :: repeat T (2 + e) ++ [F]) []) (s14_board 0 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d==1 && e>=2 *)
Lemma s39_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s39_board 0 0 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c6_L e), (s39_c6_R e); cbn [map].
  rewrite (tf_norm_game (s39_c6_L1 e)).
  pose proof (use_s13 IH 0 (3 + e) (opt_norm_l _ _ _ _ _ (s39_c6_L e) ltac:(cbn [In]; left; reflexivity) (s39_c6_L1 e))) as Ho0.
  rewrite (tf_norm_game0 (s39_c6_R1 e)).
  pose proof (use_s14 IH 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s39_c6_R e) ltac:(cbn [In]; left; reflexivity) (s39_c6_R1 e))) as Ho1.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c7_L (d : nat) : lmoves (s39_board 0 0 0 (2 + d) 0) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c7_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F]) []) (s14_board 0 (1 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c7_R (d : nat) : rmoves (s39_board 0 0 0 (2 + d) 0) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c7_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F]) []) (s14_board 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c7_R2 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []) (s11_board 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==0 *)
Lemma s39_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 0 0 (2 + d) 0 -> fst (s39_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q9] in Hc |- *.
  rewrite tf_game_eq, (s39_c7_L d), (s39_c7_R d); cbn [map].
  rewrite (tf_norm_game (s39_c7_L1 d)).
  pose proof (use_s14 IH 0 (1 + d) 1 (opt_norm_l _ _ _ _ _ (s39_c7_L d) ltac:(cbn [In]; left; reflexivity) (s39_c7_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s39_c7_R1 d)).
  pose proof (use_s14 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c7_R d) ltac:(cbn [In]; left; reflexivity) (s39_c7_R1 d))) as Ho1.
  rewrite (tf_norm_game (s39_c7_R2 d)).
  pose proof (use_s11 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c7_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c7_R2 d))) as Ho2.
  rewrite (s14_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p5_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p6 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c7_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 0 0 (2 + d) 0 -> fst (s39_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c7_L d), (s39_c7_R d); cbn [map].
  rewrite (tf_norm_game (s39_c7_L1 d)).
  pose proof (use_s14 IH 0 (1 + d) 1 (opt_norm_l _ _ _ _ _ (s39_c7_L d) ltac:(cbn [In]; left; reflexivity) (s39_c7_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s39_c7_R1 d)).
  pose proof (use_s14 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c7_R d) ltac:(cbn [In]; left; reflexivity) (s39_c7_R1 d))) as Ho1.
  rewrite (tf_norm_game (s39_c7_R2 d)).
  pose proof (use_s11 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c7_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c7_R2 d))) as Ho2.
  rewrite (s14_p7 Ho0 ltac:(zlia)).
  rewrite (s14_p7_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p9 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c7_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 0 0 (2 + d) 0 -> fst (s39_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q15] in Hc |- *.
  rewrite tf_game_eq, (s39_c7_L d), (s39_c7_R d); cbn [map].
  rewrite (tf_norm_game (s39_c7_L1 d)).
  pose proof (use_s14 IH 0 (1 + d) 1 (opt_norm_l _ _ _ _ _ (s39_c7_L d) ltac:(cbn [In]; left; reflexivity) (s39_c7_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s39_c7_R1 d)).
  pose proof (use_s14 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c7_R d) ltac:(cbn [In]; left; reflexivity) (s39_c7_R1 d))) as Ho1.
  rewrite (tf_norm_game (s39_c7_R2 d)).
  pose proof (use_s11 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c7_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c7_R2 d))) as Ho2.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p10_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p11 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c8_L (d : nat) : lmoves (s39_board 0 0 0 (2 + d) 1) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c8_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s14_board 0 (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c8_R (d : nat) : rmoves (s39_board 0 0 0 (2 + d) 1) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(1, 1)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c8_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s14_board 0 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c8_R2 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s11_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e==1 *)
Lemma s39_c8_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 0 0 (2 + d) 1 -> fst (s39_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q10] in Hc |- *.
  rewrite tf_game_eq, (s39_c8_L d), (s39_c8_R d); cbn [map].
  rewrite (tf_norm_game (s39_c8_L1 d)).
  pose proof (use_s14 IH 0 (1 + d) 2 (opt_norm_l _ _ _ _ _ (s39_c8_L d) ltac:(cbn [In]; left; reflexivity) (s39_c8_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s39_c8_R1 d)).
  pose proof (use_s14 IH 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s39_c8_R d) ltac:(cbn [In]; left; reflexivity) (s39_c8_R1 d))) as Ho1.
  rewrite (tf_norm_game0 (s39_c8_R2 d)).
  pose proof (use_s11 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c8_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c8_R2 d))) as Ho2.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p7 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c8_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 0 0 (2 + d) 1 -> fst (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q14] in Hc |- *.
  rewrite tf_game_eq, (s39_c8_L d), (s39_c8_R d); cbn [map].
  rewrite (tf_norm_game (s39_c8_L1 d)).
  pose proof (use_s14 IH 0 (1 + d) 2 (opt_norm_l _ _ _ _ _ (s39_c8_L d) ltac:(cbn [In]; left; reflexivity) (s39_c8_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s39_c8_R1 d)).
  pose proof (use_s14 IH 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s39_c8_R d) ltac:(cbn [In]; left; reflexivity) (s39_c8_R1 d))) as Ho1.
  rewrite (tf_norm_game0 (s39_c8_R2 d)).
  pose proof (use_s11 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c8_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c8_R2 d))) as Ho2.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p10 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c9_L (d e : nat) : lmoves (s39_board 0 0 0 (2 + d) (2 + e)) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c9_L1 (d e : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F]) []) (s14_board 0 (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c9_R (d e : nat) : rmoves (s39_board 0 0 0 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c9_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []) (s14_board 0 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==0 && d>=2 && e>=2 *)
Lemma s39_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s39_board 0 0 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c9_L d e), (s39_c9_R d e); cbn [map].
  rewrite (tf_norm_game (s39_c9_L1 d e)).
  pose proof (use_s14 IH 0 (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s39_c9_L d e) ltac:(cbn [In]; left; reflexivity) (s39_c9_L1 d e))) as Ho0.
  rewrite (tf_norm_game0 (s39_c9_R1 d e)).
  pose proof (use_s14 IH 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s39_c9_R d e) ltac:(cbn [In]; left; reflexivity) (s39_c9_R1 d e))) as Ho1.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s39_c10_p5 x (Hs33 : s33_claim x) :
  x = s39_board 0 0 1 0 0 -> fst (s39_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q5] in Hc |- *.
  pose proof (Hs33 0 0 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s39_c11_p17 x (Hs33 : s33_claim x) :
  x = s39_board 0 0 1 0 1 -> fst (s39_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q17] in Hc |- *.
  pose proof (Hs33 0 0 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s39_c12_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s39_board 0 0 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 0 0 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c13_L : lmoves (s39_board 0 0 1 1 0) = [strip [(1, 1)] ([E; T; T; E; F]) []; strip [(1, 1)] ([T; E; E; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c13_L1 : tf_norm (strip [(1, 1)] ([E; T; T; E; F]) []) (s14_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c13_L2 : tf_norm (strip [(1, 1)] ([T; E; E; T; F]) []) (s15_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c13_R : rmoves (s39_board 0 0 1 1 0) = [strip [(0, 1)] ([E; T; E; T; E; F]) []; strip [(1, 1)] ([T; E; T; F; E]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c13_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; F]) []) (s16_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c13_R2 : tf_norm (strip [(1, 1)] ([T; E; T; F; E]) []) (s12_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==0 *)
Lemma s39_c13_p20 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 0 1 1 0 -> fst (s39_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q20] in Hc |- *.
  rewrite tf_game_eq, (s39_c13_L), (s39_c13_R); cbn [map].
  rewrite (tf_norm_game (s39_c13_L1)).
  pose proof (use_s14 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s39_c13_L) ltac:(cbn [In]; left; reflexivity) (s39_c13_L1))) as Ho0.
  rewrite (tf_norm_game (s39_c13_L2)).
  pose proof (use_s15 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s39_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s39_c13_R1)).
  pose proof (use_s16 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s39_c13_R) ltac:(cbn [In]; left; reflexivity) (s39_c13_R1))) as Ho2.
  rewrite (tf_norm_game (s39_c13_R2)).
  pose proof (use_s12 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s39_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c13_R2))) as Ho3.
  rewrite (s14_p6 Ho0 ltac:(zlia)).
  rewrite (s14_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p15 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c14_L : lmoves (s39_board 0 0 1 1 1) = [strip [(1, 1)] ([E; T; T; E; T; F]) []; strip [(1, 1)] ([T; E; E; T; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c14_L1 : tf_norm (strip [(1, 1)] ([E; T; T; E; T; F]) []) (s14_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c14_L2 : tf_norm (strip [(1, 1)] ([T; E; E; T; T; F]) []) (s15_board 0 1 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c14_R : rmoves (s39_board 0 0 1 1 1) = [strip [(0, 1)] ([E; T; E; T; E; T; F]) []; strip [(1, 1)] ([T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; T; F]) []) (s16_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c14_R2 : tf_norm (strip [(1, 1)] ([T; E; T; F]) [(1, 1)]) (s12_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e==1 *)
Lemma s39_c14_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 0 1 1 1 -> fst (s39_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q10] in Hc |- *.
  rewrite tf_game_eq, (s39_c14_L), (s39_c14_R); cbn [map].
  rewrite (tf_norm_game (s39_c14_L1)).
  pose proof (use_s14 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s39_c14_L) ltac:(cbn [In]; left; reflexivity) (s39_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s39_c14_L2)).
  pose proof (use_s15 IH 0 1 2 (opt_norm_l _ _ _ _ _ (s39_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s39_c14_R1)).
  pose proof (use_s16 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s39_c14_R) ltac:(cbn [In]; left; reflexivity) (s39_c14_R1))) as Ho2.
  rewrite (tf_norm_game0 (s39_c14_R2)).
  pose proof (use_s12 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s39_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c14_R2))) as Ho3.
  rewrite (s14_p7 Ho0 ltac:(zlia)).
  rewrite (s14_p7_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  rewrite (s15_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p16 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c15_L (e : nat) : lmoves (s39_board 0 0 1 1 (2 + e)) = [strip [(1, 1)] (E :: T :: T :: E :: repeat T (2 + e) ++ [F]) []; strip [(1, 1)] (T :: E :: E :: repeat T (3 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c15_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: T :: T :: E :: repeat T (2 + e) ++ [F]) []) (s14_board 0 2 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: T :: E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c15_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: E :: repeat T (3 + e) ++ [F]) []) (s15_board 0 1 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: E :: repeat T (3 + e) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c15_R (e : nat) : rmoves (s39_board 0 0 1 1 (2 + e)) = [strip [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c15_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) []) (s16_board 0 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s39_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s39_board 0 0 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c15_L e), (s39_c15_R e); cbn [map].
  rewrite (tf_norm_game (s39_c15_L1 e)).
  pose proof (use_s14 IH 0 2 (2 + e) (opt_norm_l _ _ _ _ _ (s39_c15_L e) ltac:(cbn [In]; left; reflexivity) (s39_c15_L1 e))) as Ho0.
  rewrite (tf_norm_game (s39_c15_L2 e)).
  pose proof (use_s15 IH 0 1 (3 + e) (opt_norm_l _ _ _ _ _ (s39_c15_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c15_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s39_c15_R1 e)).
  pose proof (use_s16 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s39_c15_R e) ltac:(cbn [In]; left; reflexivity) (s39_c15_R1 e))) as Ho2.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  rewrite (s15_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c16_L (d : nat) : lmoves (s39_board 0 0 1 (2 + d) 0) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c16_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; F]) []) (s14_board 0 (3 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c16_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s16_board 0 1 (1 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c16_R (d : nat) : rmoves (s39_board 0 0 1 (2 + d) 0) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c16_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s16_board 0 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c16_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []) (s12_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==0 *)
Lemma s39_c16_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 0 1 (2 + d) 0 -> fst (s39_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q15] in Hc |- *.
  rewrite tf_game_eq, (s39_c16_L d), (s39_c16_R d); cbn [map].
  rewrite (tf_norm_game (s39_c16_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s39_c16_L d) ltac:(cbn [In]; left; reflexivity) (s39_c16_L1 d))) as Ho0.
  rewrite (tf_norm_game (s39_c16_L2 d)).
  pose proof (use_s16 IH 0 1 (1 + d) 1 (opt_norm_l _ _ _ _ _ (s39_c16_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c16_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s39_c16_R1 d)).
  pose proof (use_s16 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c16_R d) ltac:(cbn [In]; left; reflexivity) (s39_c16_R1 d))) as Ho2.
  rewrite (tf_norm_game (s39_c16_R2 d)).
  pose proof (use_s12 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c16_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c16_R2 d))) as Ho3.
  rewrite (s14_p11 Ho0 ltac:(zlia)).
  rewrite (s14_p11_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s16_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c16_p23 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 0 1 (2 + d) 0 -> fst (s39_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q23] in Hc |- *.
  rewrite tf_game_eq, (s39_c16_L d), (s39_c16_R d); cbn [map].
  rewrite (tf_norm_game (s39_c16_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s39_c16_L d) ltac:(cbn [In]; left; reflexivity) (s39_c16_L1 d))) as Ho0.
  rewrite (tf_norm_game (s39_c16_L2 d)).
  pose proof (use_s16 IH 0 1 (1 + d) 1 (opt_norm_l _ _ _ _ _ (s39_c16_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c16_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s39_c16_R1 d)).
  pose proof (use_s16 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c16_R d) ltac:(cbn [In]; left; reflexivity) (s39_c16_R1 d))) as Ho2.
  rewrite (tf_norm_game (s39_c16_R2 d)).
  pose proof (use_s12 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c16_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c16_R2 d))) as Ho3.
  rewrite (s14_p9 Ho0 ltac:(zlia)).
  rewrite (s14_p9_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p16 Ho1 ltac:(zlia)).
  rewrite (s16_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p19 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c17_L (d : nat) : lmoves (s39_board 0 0 1 (2 + d) 1) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c17_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F]) []) (s14_board 0 (3 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c17_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s16_board 0 1 (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c17_R (d : nat) : rmoves (s39_board 0 0 1 (2 + d) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c17_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s16_board 0 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c17_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s12_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s39_c17_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 0 1 (2 + d) 1 -> fst (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q14] in Hc |- *.
  rewrite tf_game_eq, (s39_c17_L d), (s39_c17_R d); cbn [map].
  rewrite (tf_norm_game (s39_c17_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) 1 (opt_norm_l _ _ _ _ _ (s39_c17_L d) ltac:(cbn [In]; left; reflexivity) (s39_c17_L1 d))) as Ho0.
  rewrite (tf_norm_game (s39_c17_L2 d)).
  pose proof (use_s16 IH 0 1 (1 + d) 2 (opt_norm_l _ _ _ _ _ (s39_c17_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c17_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s39_c17_R1 d)).
  pose proof (use_s16 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s39_c17_R d) ltac:(cbn [In]; left; reflexivity) (s39_c17_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s39_c17_R2 d)).
  pose proof (use_s12 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c17_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c17_R2 d))) as Ho3.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p10_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p10 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c18_L (d e : nat) : lmoves (s39_board 0 0 1 (2 + d) (2 + e)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c18_L1 (d e : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F]) []) (s14_board 0 (3 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c18_L2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F]) []) (s16_board 0 1 (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c18_R (d e : nat) : rmoves (s39_board 0 0 1 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c18_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []) (s16_board 0 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s39_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s39_board 0 0 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c18_L d e), (s39_c18_R d e); cbn [map].
  rewrite (tf_norm_game (s39_c18_L1 d e)).
  pose proof (use_s14 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s39_c18_L d e) ltac:(cbn [In]; left; reflexivity) (s39_c18_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s39_c18_L2 d e)).
  pose proof (use_s16 IH 0 1 (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s39_c18_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c18_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s39_c18_R1 d e)).
  pose proof (use_s16 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s39_c18_R d e) ltac:(cbn [In]; left; reflexivity) (s39_c18_R1 d e))) as Ho2.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s39_c19_p5 x (Hs33 : s33_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 0 0 -> fst (s39_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q5] in Hc |- *.
  pose proof (Hs33 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s39_c20_p17 x (Hs33 : s33_claim x) (c : nat) :
  x = s39_board 0 0 (2 + c) 0 1 -> fst (s39_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q17] in Hc |- *.
  pose proof (Hs33 0 0 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s39_c21_p3 x (Hs33 : s33_claim x) (c e : nat) :
  x = s39_board 0 0 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 0 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c22_L (c : nat) : lmoves (s39_board 0 0 (2 + c) 1 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c22_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F]) []) (s16_board 0 (1 + c) 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c22_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []) (s15_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c22_R (c : nat) : rmoves (s39_board 0 0 (2 + c) 1 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c22_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F]) []) (s16_board 0 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c22_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []) (s12_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==0 *)
Lemma s39_c22_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 0 (2 + c) 1 0 -> fst (s39_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q20] in Hc |- *.
  rewrite tf_game_eq, (s39_c22_L c), (s39_c22_R c); cbn [map].
  rewrite (tf_norm_game (s39_c22_L1 c)).
  pose proof (use_s16 IH 0 (1 + c) 2 0 (opt_norm_l _ _ _ _ _ (s39_c22_L c) ltac:(cbn [In]; left; reflexivity) (s39_c22_L1 c))) as Ho0.
  rewrite (tf_norm_game (s39_c22_L2 c)).
  pose proof (use_s15 IH 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s39_c22_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c22_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s39_c22_R1 c)).
  pose proof (use_s16 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s39_c22_R c) ltac:(cbn [In]; left; reflexivity) (s39_c22_R1 c))) as Ho2.
  rewrite (tf_norm_game (s39_c22_R2 c)).
  pose proof (use_s12 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c22_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c22_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s16_p11 Ho0 ltac:(zlia)).
    rewrite (s16_p11_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s15_p3 Ho1 ltac:(zlia)).
    rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s16_p15 Ho2 ltac:(zlia)).
    rewrite (s12_p2 Ho3 ltac:(zlia)).
    rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s16_p19 Ho0 ltac:(zlia)).
    rewrite (s16_p19_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s15_p3 Ho1 ltac:(zlia)).
    rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s16_p15 Ho2 ltac:(zlia)).
    rewrite (s12_p2 Ho3 ltac:(zlia)).
    rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c23_L (c : nat) : lmoves (s39_board 0 0 (2 + c) 1 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c23_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []) (s16_board 0 (1 + c) 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c23_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F]) []) (s15_board 0 (2 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c23_R (c : nat) : rmoves (s39_board 0 0 (2 + c) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c23_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s16_board 0 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c23_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s12_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s39_c23_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 0 (2 + c) 1 1 -> fst (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q14] in Hc |- *.
  rewrite tf_game_eq, (s39_c23_L c), (s39_c23_R c); cbn [map].
  rewrite (tf_norm_game (s39_c23_L1 c)).
  pose proof (use_s16 IH 0 (1 + c) 2 1 (opt_norm_l _ _ _ _ _ (s39_c23_L c) ltac:(cbn [In]; left; reflexivity) (s39_c23_L1 c))) as Ho0.
  rewrite (tf_norm_game (s39_c23_L2 c)).
  pose proof (use_s15 IH 0 (2 + c) 2 (opt_norm_l _ _ _ _ _ (s39_c23_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c23_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s39_c23_R1 c)).
  pose proof (use_s16 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s39_c23_R c) ltac:(cbn [In]; left; reflexivity) (s39_c23_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s39_c23_R2 c)).
  pose proof (use_s12 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c23_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c23_R2 c))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p10_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  rewrite (s15_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p10 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c24_L (c e : nat) : lmoves (s39_board 0 0 (2 + c) 1 (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: E :: repeat T (2 + e) ++ [F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: E :: repeat T (3 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c24_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: E :: repeat T (2 + e) ++ [F]) []) (s16_board 0 (1 + c) 2 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c24_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: E :: repeat T (3 + e) ++ [F]) []) (s15_board 0 (2 + c) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: E :: repeat T (3 + e) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c24_R (c e : nat) : rmoves (s39_board 0 0 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c24_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) []) (s16_board 0 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s39_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s39_board 0 0 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c24_L c e), (s39_c24_R c e); cbn [map].
  rewrite (tf_norm_game (s39_c24_L1 c e)).
  pose proof (use_s16 IH 0 (1 + c) 2 (2 + e) (opt_norm_l _ _ _ _ _ (s39_c24_L c e) ltac:(cbn [In]; left; reflexivity) (s39_c24_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s39_c24_L2 c e)).
  pose proof (use_s15 IH 0 (2 + c) (3 + e) (opt_norm_l _ _ _ _ _ (s39_c24_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c24_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s39_c24_R1 c e)).
  pose proof (use_s16 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s39_c24_R c e) ltac:(cbn [In]; left; reflexivity) (s39_c24_R1 c e))) as Ho2.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  rewrite (s15_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c25_L (c d : nat) : lmoves (s39_board 0 0 (2 + c) (2 + d) 0) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c25_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []) (s16_board 0 (1 + c) (3 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c25_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []) (s16_board 0 (2 + c) (1 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c25_R (c d : nat) : rmoves (s39_board 0 0 (2 + c) (2 + d) 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c25_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s16_board 0 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c25_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s12_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==0 *)
Lemma s39_c25_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 0 0 (2 + c) (2 + d) 0 -> fst (s39_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q15] in Hc |- *.
  rewrite tf_game_eq, (s39_c25_L c d), (s39_c25_R c d); cbn [map].
  rewrite (tf_norm_game (s39_c25_L1 c d)).
  pose proof (use_s16 IH 0 (1 + c) (3 + d) 0 (opt_norm_l _ _ _ _ _ (s39_c25_L c d) ltac:(cbn [In]; left; reflexivity) (s39_c25_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s39_c25_L2 c d)).
  pose proof (use_s16 IH 0 (2 + c) (1 + d) 1 (opt_norm_l _ _ _ _ _ (s39_c25_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c25_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s39_c25_R1 c d)).
  pose proof (use_s16 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c25_R c d) ltac:(cbn [In]; left; reflexivity) (s39_c25_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s39_c25_R2 c d)).
  pose proof (use_s12 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c25_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c25_R2 c d))) as Ho3.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  rewrite (s16_p11_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p10 Ho1 ltac:(zlia)).
  rewrite (s16_p10_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c26_L (c d : nat) : lmoves (s39_board 0 0 (2 + c) (2 + d) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c26_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []) (s16_board 0 (1 + c) (3 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c26_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s16_board 0 (2 + c) (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c26_R (c d : nat) : rmoves (s39_board 0 0 (2 + c) (2 + d) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c26_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s16_board 0 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c26_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s12_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s39_c26_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s39_board 0 0 (2 + c) (2 + d) 1 -> fst (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q14] in Hc |- *.
  rewrite tf_game_eq, (s39_c26_L c d), (s39_c26_R c d); cbn [map].
  rewrite (tf_norm_game (s39_c26_L1 c d)).
  pose proof (use_s16 IH 0 (1 + c) (3 + d) 1 (opt_norm_l _ _ _ _ _ (s39_c26_L c d) ltac:(cbn [In]; left; reflexivity) (s39_c26_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s39_c26_L2 c d)).
  pose proof (use_s16 IH 0 (2 + c) (1 + d) 2 (opt_norm_l _ _ _ _ _ (s39_c26_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c26_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s39_c26_R1 c d)).
  pose proof (use_s16 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s39_c26_R c d) ltac:(cbn [In]; left; reflexivity) (s39_c26_R1 c d))) as Ho2.
  rewrite (tf_norm_game0 (s39_c26_R2 c d)).
  pose proof (use_s12 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c26_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c26_R2 c d))) as Ho3.
  rewrite (s16_p10 Ho0 ltac:(zlia)).
  rewrite (s16_p10_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p10 Ho2 ltac:(zlia)).
  rewrite (s12_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c27_L (c d e : nat) : lmoves (s39_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c27_L1 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F]) []) (s16_board 0 (1 + c) (3 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c27_L2 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F]) []) (s16_board 0 (2 + c) (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c27_R (c d e : nat) : rmoves (s39_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c27_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []) (s16_board 0 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s39_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c27_L c d e), (s39_c27_R c d e); cbn [map].
  rewrite (tf_norm_game (s39_c27_L1 c d e)).
  pose proof (use_s16 IH 0 (1 + c) (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s39_c27_L c d e) ltac:(cbn [In]; left; reflexivity) (s39_c27_L1 c d e))) as Ho0.
  rewrite (tf_norm_game (s39_c27_L2 c d e)).
  pose proof (use_s16 IH 0 (2 + c) (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s39_c27_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c27_L2 c d e))) as Ho1.
  rewrite (tf_norm_game0 (s39_c27_R1 c d e)).
  pose proof (use_s16 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s39_c27_R c d e) ltac:(cbn [In]; left; reflexivity) (s39_c27_R1 c d e))) as Ho2.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p18 Ho1 ltac:(zlia)).
  rewrite (s16_p18_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c28_p4 x (Hs33 : s33_claim x) :
  x = s39_board 0 1 0 0 0 -> fst (s39_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q4] in Hc |- *.
  pose proof (Hs33 0 1 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c29_p16 x (Hs33 : s33_claim x) :
  x = s39_board 0 1 0 0 1 -> fst (s39_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q16] in Hc |- *.
  pose proof (Hs33 0 1 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c30_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s39_board 0 1 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c31_L : lmoves (s39_board 0 1 0 1 0) = [strip [(2, 1)] ([T; T; E; F]) []; s33_board 0 1 0 1].
Proof. unfold s33_board, s39_board, strip. tf_options. Qed.
Lemma s39_c31_L1 : tf_norm (strip [(2, 1)] ([T; T; E; F]) []) (s14_board 0 2 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c31_R : rmoves (s39_board 0 1 0 1 0) = [strip [(0, 1)] ([T; E; E; T; E; F]) []; s31_board 0 1 0 1].
Proof. unfold s31_board, s39_board, strip. tf_options. Qed.
Lemma s39_c31_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; F]) []) (s14_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==0 *)
Lemma s39_c31_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 1 0 1 0 -> fst (s39_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q6] in Hc |- *.
  rewrite tf_game_eq, (s39_c31_L), (s39_c31_R); cbn [map].
  rewrite (tf_norm_game (s39_c31_L1)).
  pose proof (use_s14 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s39_c31_L) ltac:(cbn [In]; left; reflexivity) (s39_c31_L1))) as Ho0.
  pose proof (use_s33 IH 0 1 0 1 (opt_l _ _ _ (s39_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c31_R1)).
  pose proof (use_s14 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s39_c31_R) ltac:(cbn [In]; left; reflexivity) (s39_c31_R1))) as Ho2.
  pose proof (use_s31 IH 0 1 0 1 (opt_r _ _ _ (s39_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s14_p6 Ho0 ltac:(zlia)).
  rewrite (s14_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p6 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s39_c32_L : lmoves (s39_board 0 1 0 1 1) = [strip [(2, 1)] ([T; T; E; T; F]) []; s33_board 0 1 0 2].
Proof. unfold s33_board, s39_board, strip. tf_options. Qed.
Lemma s39_c32_L1 : tf_norm (strip [(2, 1)] ([T; T; E; T; F]) []) (s14_board 0 2 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c32_R : rmoves (s39_board 0 1 0 1 1) = [strip [(0, 1)] ([T; E; E; T; E; T; F]) []; strip [] ([E; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c32_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; T; F]) []) (s14_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c32_R2 : tf_norm (strip [] ([E; T; F; E; T; F]) [(1, 1)]) (s31_board 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e==1 *)
Lemma s39_c32_p25 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 1 0 1 1 -> fst (s39_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q25] in Hc |- *.
  rewrite tf_game_eq, (s39_c32_L), (s39_c32_R); cbn [map].
  rewrite (tf_norm_game (s39_c32_L1)).
  pose proof (use_s14 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s39_c32_L) ltac:(cbn [In]; left; reflexivity) (s39_c32_L1))) as Ho0.
  pose proof (use_s33 IH 0 1 0 2 (opt_l _ _ _ (s39_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c32_R1)).
  pose proof (use_s14 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s39_c32_R) ltac:(cbn [In]; left; reflexivity) (s39_c32_R1))) as Ho2.
  rewrite (tf_norm_game (s39_c32_R2)).
  pose proof (use_s31 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s39_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c32_R2))) as Ho3.
  rewrite (s14_p7 Ho0 ltac:(zlia)).
  rewrite (s14_p7_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p12 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s39_c33_L (e : nat) : lmoves (s39_board 0 1 0 1 (2 + e)) = [strip [(2, 1)] (T :: T :: E :: repeat T (2 + e) ++ [F]) []; s33_board 0 1 0 (3 + e)].
Proof. unfold s33_board, s39_board, strip. tf_options. Qed.
Lemma s39_c33_L1 (e : nat) : tf_norm (strip [(2, 1)] (T :: T :: E :: repeat T (2 + e) ++ [F]) []) (s14_board 0 2 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: T :: E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c33_R (e : nat) : rmoves (s39_board 0 1 0 1 (2 + e)) = [strip [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c33_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + e) ++ [F]) []) (s14_board 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s39_c33_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s39_board 0 1 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c33_L e), (s39_c33_R e); cbn [map].
  rewrite (tf_norm_game (s39_c33_L1 e)).
  pose proof (use_s14 IH 0 2 (2 + e) (opt_norm_l _ _ _ _ _ (s39_c33_L e) ltac:(cbn [In]; left; reflexivity) (s39_c33_L1 e))) as Ho0.
  pose proof (use_s33 IH 0 1 0 (3 + e) (opt_l _ _ _ (s39_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c33_R1 e)).
  pose proof (use_s14 IH 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s39_c33_R e) ltac:(cbn [In]; left; reflexivity) (s39_c33_R1 e))) as Ho2.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c34_L (d : nat) : lmoves (s39_board 0 1 0 (2 + d) 0) = [strip [(2, 1)] (repeat T (3 + d) ++ [E; F]) []; s39_board 0 1 0 (1 + d) 1].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c34_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [E; F]) []) (s14_board 0 (3 + d) 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c34_R (d : nat) : rmoves (s39_board 0 1 0 (2 + d) 0) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F]) []; s31_board 0 1 0 (2 + d)].
Proof. unfold s31_board, s39_board, strip. tf_options. Qed.
Lemma s39_c34_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F]) []) (s14_board 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s39_c34_p23 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 0 (2 + d) 0 -> fst (s39_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q23] in Hc |- *.
  rewrite tf_game_eq, (s39_c34_L d), (s39_c34_R d); cbn [map].
  rewrite (tf_norm_game (s39_c34_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s39_c34_L d) ltac:(cbn [In]; left; reflexivity) (s39_c34_L1 d))) as Ho0.
  pose proof (use_s39 IH 0 1 0 (1 + d) 1 (opt_l _ _ _ (s39_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c34_R1 d)).
  pose proof (use_s14 IH 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c34_R d) ltac:(cbn [In]; left; reflexivity) (s39_c34_R1 d))) as Ho2.
  pose proof (use_s31 IH 0 1 0 (2 + d) (opt_r _ _ _ (s39_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s14_p11 Ho0 ltac:(zlia)).
  rewrite (s14_p11_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s39_p27 Ho1 ltac:(zlia)).
  rewrite (s14_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c34_p26 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 0 (2 + d) 0 -> fst (s39_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q26] in Hc |- *.
  rewrite tf_game_eq, (s39_c34_L d), (s39_c34_R d); cbn [map].
  rewrite (tf_norm_game (s39_c34_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s39_c34_L d) ltac:(cbn [In]; left; reflexivity) (s39_c34_L1 d))) as Ho0.
  pose proof (use_s39 IH 0 1 0 (1 + d) 1 (opt_l _ _ _ (s39_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c34_R1 d)).
  pose proof (use_s14 IH 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c34_R d) ltac:(cbn [In]; left; reflexivity) (s39_c34_R1 d))) as Ho2.
  pose proof (use_s31 IH 0 1 0 (2 + d) (opt_r _ _ _ (s39_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s14_p9 Ho0 ltac:(zlia)).
  rewrite (s14_p9_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s39_p25 Ho1 ltac:(zlia)).
  rewrite (s14_p9 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c34_p31 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 0 (2 + d) 0 -> fst (s39_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q31] in Hc |- *.
  rewrite tf_game_eq, (s39_c34_L d), (s39_c34_R d); cbn [map].
  rewrite (tf_norm_game (s39_c34_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s39_c34_L d) ltac:(cbn [In]; left; reflexivity) (s39_c34_L1 d))) as Ho0.
  pose proof (use_s39 IH 0 1 0 (1 + d) 1 (opt_l _ _ _ (s39_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c34_R1 d)).
  pose proof (use_s14 IH 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c34_R d) ltac:(cbn [In]; left; reflexivity) (s39_c34_R1 d))) as Ho2.
  pose proof (use_s31 IH 0 1 0 (2 + d) (opt_r _ _ _ (s39_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s14_p11 Ho0 ltac:(zlia)).
  rewrite (s14_p11_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s14_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c35_L (d : nat) : lmoves (s39_board 0 1 0 (2 + d) 1) = [strip [(2, 1)] (repeat T (3 + d) ++ [E; T; F]) []; s39_board 0 1 0 (1 + d) 2].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c35_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [E; T; F]) []) (s14_board 0 (3 + d) 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c35_R (d : nat) : rmoves (s39_board 0 1 0 (2 + d) 1) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c35_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s14_board 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c35_R2 (d : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 0 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s39_c35_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 0 (2 + d) 1 -> fst (s39_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q27] in Hc |- *.
  rewrite tf_game_eq, (s39_c35_L d), (s39_c35_R d); cbn [map].
  rewrite (tf_norm_game (s39_c35_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) 1 (opt_norm_l _ _ _ _ _ (s39_c35_L d) ltac:(cbn [In]; left; reflexivity) (s39_c35_L1 d))) as Ho0.
  pose proof (use_s39 IH 0 1 0 (1 + d) 2 (opt_l _ _ _ (s39_c35_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c35_R1 d)).
  pose proof (use_s14 IH 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s39_c35_R d) ltac:(cbn [In]; left; reflexivity) (s39_c35_R1 d))) as Ho2.
  rewrite (tf_norm_game (s39_c35_R2 d)).
  pose proof (use_s31 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c35_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c35_R2 d))) as Ho3.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p10_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p10 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c35_p29 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 0 (2 + d) 1 -> fst (s39_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c35_L d), (s39_c35_R d); cbn [map].
  rewrite (tf_norm_game (s39_c35_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) 1 (opt_norm_l _ _ _ _ _ (s39_c35_L d) ltac:(cbn [In]; left; reflexivity) (s39_c35_L1 d))) as Ho0.
  pose proof (use_s39 IH 0 1 0 (1 + d) 2 (opt_l _ _ _ (s39_c35_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c35_R1 d)).
  pose proof (use_s14 IH 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s39_c35_R d) ltac:(cbn [In]; left; reflexivity) (s39_c35_R1 d))) as Ho2.
  rewrite (tf_norm_game (s39_c35_R2 d)).
  pose proof (use_s31 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c35_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c35_R2 d))) as Ho3.
  rewrite (s14_p10 Ho0 ltac:(zlia)).
  rewrite (s14_p10_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p10 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c36_L (d e : nat) : lmoves (s39_board 0 1 0 (2 + d) (2 + e)) = [strip [(2, 1)] (repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F]) []; s39_board 0 1 0 (1 + d) (3 + e)].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c36_L1 (d e : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F]) []) (s14_board 0 (3 + d) (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c36_R (d e : nat) : rmoves (s39_board 0 1 0 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c36_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []) (s14_board 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s39_c36_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s39_board 0 1 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c36_L d e), (s39_c36_R d e); cbn [map].
  rewrite (tf_norm_game (s39_c36_L1 d e)).
  pose proof (use_s14 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s39_c36_L d e) ltac:(cbn [In]; left; reflexivity) (s39_c36_L1 d e))) as Ho0.
  pose proof (use_s39 IH 0 1 0 (1 + d) (3 + e) (opt_l _ _ _ (s39_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c36_R1 d e)).
  pose proof (use_s14 IH 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s39_c36_R d e) ltac:(cbn [In]; left; reflexivity) (s39_c36_R1 d e))) as Ho2.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s39_c37_p19 x (Hs33 : s33_claim x) :
  x = s39_board 0 1 1 0 0 -> fst (s39_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 0 1 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s39_c38_p34 x (Hs33 : s33_claim x) :
  x = s39_board 0 1 1 0 1 -> fst (s39_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 0 1 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s39_c39_p3 x (Hs33 : s33_claim x) (e : nat) :
  x = s39_board 0 1 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c40_L : lmoves (s39_board 0 1 1 1 0) = [s39_board 0 1 0 2 0; s33_board 0 1 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c40_R : rmoves (s39_board 0 1 1 1 0) = [strip [(0, 1)] ([T; E; T; E; T; E; F]) []; s31_board 0 1 1 1].
Proof. unfold s31_board, s39_board, strip. tf_options. Qed.
Lemma s39_c40_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; E; F]) []) (s16_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s39_c40_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 1 1 1 0 -> fst (s39_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c40_L), (s39_c40_R); cbn [map].
  pose proof (use_s39 IH 0 1 0 2 0 (opt_l _ _ _ (s39_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 1 1 (opt_l _ _ _ (s39_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c40_R1)).
  pose proof (use_s16 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s39_c40_R) ltac:(cbn [In]; left; reflexivity) (s39_c40_R1))) as Ho2.
  pose proof (use_s31 IH 0 1 1 1 (opt_r _ _ _ (s39_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p26 Ho0 ltac:(zlia)).
  rewrite (s33_p11 Ho1 ltac:(zlia)).
  rewrite (s16_p15 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c41_L : lmoves (s39_board 0 1 1 1 1) = [s39_board 0 1 0 2 1; s33_board 0 1 1 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c41_R : rmoves (s39_board 0 1 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; E; T; F]) []; strip [] ([E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c41_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; E; T; F]) []) (s16_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c41_R2 : tf_norm (strip [] ([E; T; F; T; E; T; F]) [(1, 1)]) (s31_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s39_c41_p35 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s39_board 0 1 1 1 1 -> fst (s39_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q35] in Hc |- *.
  rewrite tf_game_eq, (s39_c41_L), (s39_c41_R); cbn [map].
  pose proof (use_s39 IH 0 1 0 2 1 (opt_l _ _ _ (s39_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 1 2 (opt_l _ _ _ (s39_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c41_R1)).
  pose proof (use_s16 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s39_c41_R) ltac:(cbn [In]; left; reflexivity) (s39_c41_R1))) as Ho2.
  rewrite (tf_norm_game (s39_c41_R2)).
  pose proof (use_s31 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s39_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c41_R2))) as Ho3.
  rewrite (s39_p27 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p10 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c42_L (e : nat) : lmoves (s39_board 0 1 1 1 (2 + e)) = [s39_board 0 1 0 2 (2 + e); s33_board 0 1 1 (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c42_R (e : nat) : rmoves (s39_board 0 1 1 1 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c42_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) []) (s16_board 1 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s39_c42_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s39_board 0 1 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c42_L e), (s39_c42_R e); cbn [map].
  pose proof (use_s39 IH 0 1 0 2 (2 + e) (opt_l _ _ _ (s39_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 1 (3 + e) (opt_l _ _ _ (s39_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c42_R1 e)).
  pose proof (use_s16 IH 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s39_c42_R e) ltac:(cbn [In]; left; reflexivity) (s39_c42_R1 e))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c43_L (d : nat) : lmoves (s39_board 0 1 1 (2 + d) 0) = [s39_board 0 1 0 (3 + d) 0; s39_board 0 1 1 (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c43_R (d : nat) : rmoves (s39_board 0 1 1 (2 + d) 0) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []; s31_board 0 1 1 (2 + d)].
Proof. unfold s31_board, s39_board, strip. tf_options. Qed.
Lemma s39_c43_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s16_board 1 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s39_c43_p31 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 1 (2 + d) 0 -> fst (s39_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q31] in Hc |- *.
  rewrite tf_game_eq, (s39_c43_L d), (s39_c43_R d); cbn [map].
  pose proof (use_s39 IH 0 1 0 (3 + d) 0 (opt_l _ _ _ (s39_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s39_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c43_R1 d)).
  pose proof (use_s16 IH 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c43_R d) ltac:(cbn [In]; left; reflexivity) (s39_c43_R1 d))) as Ho2.
  pose proof (use_s31 IH 0 1 1 (2 + d) (opt_r _ _ _ (s39_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p31 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c43_p36 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 1 (2 + d) 0 -> fst (s39_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q36] in Hc |- *.
  rewrite tf_game_eq, (s39_c43_L d), (s39_c43_R d); cbn [map].
  pose proof (use_s39 IH 0 1 0 (3 + d) 0 (opt_l _ _ _ (s39_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s39_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c43_R1 d)).
  pose proof (use_s16 IH 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s39_c43_R d) ltac:(cbn [In]; left; reflexivity) (s39_c43_R1 d))) as Ho2.
  pose proof (use_s31 IH 0 1 1 (2 + d) (opt_r _ _ _ (s39_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s39_p23 Ho0 ltac:(zlia)).
  rewrite (s39_p35 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c44_L (d : nat) : lmoves (s39_board 0 1 1 (2 + d) 1) = [s39_board 0 1 0 (3 + d) 1; s39_board 0 1 1 (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c44_R (d : nat) : rmoves (s39_board 0 1 1 (2 + d) 1) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c44_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s16_board 1 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c44_R2 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s39_c44_p29 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s39_board 0 1 1 (2 + d) 1 -> fst (s39_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c44_L d), (s39_c44_R d); cbn [map].
  pose proof (use_s39 IH 0 1 0 (3 + d) 1 (opt_l _ _ _ (s39_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s39_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c44_R1 d)).
  pose proof (use_s16 IH 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s39_c44_R d) ltac:(cbn [In]; left; reflexivity) (s39_c44_R1 d))) as Ho2.
  rewrite (tf_norm_game (s39_c44_R2 d)).
  pose proof (use_s31 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c44_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c44_R2 d))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p10 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c45_L (d e : nat) : lmoves (s39_board 0 1 1 (2 + d) (2 + e)) = [s39_board 0 1 0 (3 + d) (2 + e); s39_board 0 1 1 (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c45_R (d e : nat) : rmoves (s39_board 0 1 1 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c45_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []) (s16_board 1 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s39_c45_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s39_board 0 1 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c45_L d e), (s39_c45_R d e); cbn [map].
  pose proof (use_s39 IH 0 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c45_R1 d e)).
  pose proof (use_s16 IH 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s39_c45_R d e) ltac:(cbn [In]; left; reflexivity) (s39_c45_R1 d e))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s39_c46_p19 x (Hs33 : s33_claim x) (c : nat) :
  x = s39_board 0 1 (2 + c) 0 0 -> fst (s39_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s39_c47_p34 x (Hs33 : s33_claim x) (c : nat) :
  x = s39_board 0 1 (2 + c) 0 1 -> fst (s39_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s39_c48_p3 x (Hs33 : s33_claim x) (c e : nat) :
  x = s39_board 0 1 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 0 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c49_L (c : nat) : lmoves (s39_board 0 1 (2 + c) 1 0) = [s39_board 0 1 (1 + c) 2 0; s33_board 0 1 (2 + c) 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c49_R (c : nat) : rmoves (s39_board 0 1 (2 + c) 1 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []; s31_board 0 1 (2 + c) 1].
Proof. unfold s31_board, s39_board, strip. tf_options. Qed.
Lemma s39_c49_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []) (s16_board 1 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s39_c49_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 1 (2 + c) 1 0 -> fst (s39_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c49_L c), (s39_c49_R c); cbn [map].
  pose proof (use_s39 IH 0 1 (1 + c) 2 0 (opt_l _ _ _ (s39_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s39_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c49_R1 c)).
  pose proof (use_s16 IH 1 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s39_c49_R c) ltac:(cbn [In]; left; reflexivity) (s39_c49_R1 c))) as Ho2.
  pose proof (use_s31 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s39_c49_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p30 Ho0 ltac:(zlia)).
    rewrite (s33_p11 Ho1 ltac:(zlia)).
    rewrite (s16_p15 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p36 Ho0 ltac:(zlia)).
    rewrite (s33_p11 Ho1 ltac:(zlia)).
    rewrite (s16_p15 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c50_L (c : nat) : lmoves (s39_board 0 1 (2 + c) 1 1) = [s39_board 0 1 (1 + c) 2 1; s33_board 0 1 (2 + c) 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c50_R (c : nat) : rmoves (s39_board 0 1 (2 + c) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c50_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s16_board 1 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s39_c50_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s31_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s39_c50_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s39_board 0 1 (2 + c) 1 1 -> fst (s39_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c50_L c), (s39_c50_R c); cbn [map].
  pose proof (use_s39 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s39_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 (2 + c) 2 (opt_l _ _ _ (s39_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c50_R1 c)).
  pose proof (use_s16 IH 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s39_c50_R c) ltac:(cbn [In]; left; reflexivity) (s39_c50_R1 c))) as Ho2.
  rewrite (tf_norm_game (s39_c50_R2 c)).
  pose proof (use_s31 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c50_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c50_R2 c))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p10 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c51_L (c e : nat) : lmoves (s39_board 0 1 (2 + c) 1 (2 + e)) = [s39_board 0 1 (1 + c) 2 (2 + e); s33_board 0 1 (2 + c) (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c51_R (c e : nat) : rmoves (s39_board 0 1 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) []].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c51_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) []) (s16_board 1 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F]) []); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s39_c51_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s39_board 0 1 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c51_L c e), (s39_c51_R c e); cbn [map].
  pose proof (use_s39 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s33 IH 0 1 (2 + c) (3 + e) (opt_l _ _ _ (s39_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s39_c51_R1 c e)).
  pose proof (use_s16 IH 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s39_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s39_c51_R1 c e))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s33_p3 Ho1 ltac:(zlia)).
  rewrite (s16_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

