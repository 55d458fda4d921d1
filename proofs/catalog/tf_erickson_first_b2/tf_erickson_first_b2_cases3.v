(* A part of the proof in tf_erickson_first_b2.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a __ FF" "{{a-3|a-2}|{*|1}}" --where "a>=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_b2_base tf_erickson_first_b2_values1.


Lemma s14_c2_L : lmoves (s14_board 0 1) = [].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c2_R : rmoves (s14_board 0 1) = [strip [(0, 1); (1, 1)] ([]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c2_R1 : tf_norm (strip [(0, 1); (1, 1)] ([]) [(1, 1)]) (repeat E 2) (0).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s14 = T^a F _^2 T^b F on a==0 && b==1 *)
Lemma s14_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 0 1 -> fst (s14_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s14_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q1] in Hc |- *.
  rewrite tf_game_eq, (s14_c2_L), (s14_c2_R); cbn [map].
  rewrite (tf_norm_blank (s14_c2_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s14_c3_L (b : nat) : lmoves (s14_board 0 (2 + b)) = [].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c3_R (b : nat) : rmoves (s14_board 0 (2 + b)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a F _^2 T^b F on a==0 && b>=2 *)
Lemma s14_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 0 (2 + b) -> fst (s14_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s14_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s14_q2] in Hc |- *.
  rewrite tf_game_eq, (s14_c3_L b), (s14_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s14_c4_L : lmoves (s14_board 1 0) = [strip [(1, 1)] ([T; E; F]) []].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c4_L1 : tf_norm (strip [(1, 1)] ([T; E; F]) []) (s8_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c4_R : rmoves (s14_board 1 0) = [s10_board 1 0].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a F _^2 T^b F on a==1 && b==0 *)
Lemma s14_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 1 0 -> fst (s14_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s14_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q1] in Hc |- *.
  rewrite tf_game_eq, (s14_c4_L), (s14_c4_R); cbn [map].
  rewrite (tf_norm_game (s14_c4_L1)).
  pose proof (use_s8 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s14_c4_L) ltac:(cbn [In]; left; reflexivity) (s14_c4_L1))) as Ho0.
  pose proof (use_s10 IH 1 0 (opt_r _ _ _ (s14_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  rewrite (s8_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s14_c5_L : lmoves (s14_board 1 1) = [strip [(1, 1)] ([T; E; T; F]) []].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c5_L1 : tf_norm (strip [(1, 1)] ([T; E; T; F]) []) (s8_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c5_R : rmoves (s14_board 1 1) = [strip [] ([T; F; E; F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c5_R1 : tf_norm (strip [] ([T; F; E; F]) [(1, 1)]) (s10_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a F _^2 T^b F on a==1 && b==1 *)
Lemma s14_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 1 1 -> fst (s14_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s14_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q1] in Hc |- *.
  rewrite tf_game_eq, (s14_c5_L), (s14_c5_R); cbn [map].
  rewrite (tf_norm_game (s14_c5_L1)).
  pose proof (use_s8 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s14_c5_L) ltac:(cbn [In]; left; reflexivity) (s14_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s14_c5_R1)).
  pose proof (use_s10 IH 1 0 (opt_norm_r _ _ _ _ _ (s14_c5_R) ltac:(cbn [In]; left; reflexivity) (s14_c5_R1))) as Ho1.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  rewrite (s8_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s14_c6_L (b : nat) : lmoves (s14_board 1 (2 + b)) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F]) []].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F]) []) (s8_board 0 1 (2 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s14_c6_R (b : nat) : rmoves (s14_board 1 (2 + b)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a F _^2 T^b F on a==1 && b>=2 *)
Lemma s14_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s14_board 1 (2 + b) -> fst (s14_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s14_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s14_q2] in Hc |- *.
  rewrite tf_game_eq, (s14_c6_L b), (s14_c6_R b); cbn [map].
  rewrite (tf_norm_game (s14_c6_L1 b)).
  pose proof (use_s8 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s14_c6_L b) ltac:(cbn [In]; left; reflexivity) (s14_c6_L1 b))) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s14_c7_L (a : nat) : lmoves (s14_board (2 + a) 0) = [s17_board (1 + a) 0 1 0].
Proof. unfold s14_board, s17_board. tf_options. Qed.
Lemma s14_c7_R (a : nat) : rmoves (s14_board (2 + a) 0) = [s10_board (2 + a) 0].
Proof. unfold s10_board, s14_board. tf_options. Qed.
(* s14 = T^a F _^2 T^b F on a>=2 && b==0 *)
Lemma s14_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 0 -> fst (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c7_L a), (s14_c7_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 1 0 (opt_l _ _ _ (s14_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 0 (opt_r _ _ _ (s14_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s14_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 0 -> fst (s14_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s14_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q4] in Hc |- *.
  rewrite tf_game_eq, (s14_c7_L a), (s14_c7_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 1 0 (opt_l _ _ _ (s14_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 0 (opt_r _ _ _ (s14_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p49 Ho0 ltac:(zlia)).
  rewrite (s10_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s14_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 0 -> fst (s14_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s14_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q5] in Hc |- *.
  rewrite tf_game_eq, (s14_c7_L a), (s14_c7_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 1 0 (opt_l _ _ _ (s14_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 0 (opt_r _ _ _ (s14_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p54 Ho0 ltac:(zlia)).
  rewrite (s10_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s14_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 0 -> fst (s14_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s14_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q6] in Hc |- *.
  rewrite tf_game_eq, (s14_c7_L a), (s14_c7_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 1 0 (opt_l _ _ _ (s14_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 0 (opt_r _ _ _ (s14_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p54 Ho0 ltac:(zlia)).
  rewrite (s10_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s14_c8_L (a : nat) : lmoves (s14_board (2 + a) 1) = [s17_board (1 + a) 0 1 1].
Proof. unfold s14_board, s17_board. tf_options. Qed.
Lemma s14_c8_R (a : nat) : rmoves (s14_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 1)]) (s10_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s14 = T^a F _^2 T^b F on a>=2 && b==1 *)
Lemma s14_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 1 -> fst (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s14_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q3] in Hc |- *.
  rewrite tf_game_eq, (s14_c8_L a), (s14_c8_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 1 1 (opt_l _ _ _ (s14_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s14_c8_R1 a)).
  pose proof (use_s10 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s14_c8_R a) ltac:(cbn [In]; left; reflexivity) (s14_c8_R1 a))) as Ho1.
  rewrite (s17_p36 Ho0 ltac:(zlia)).
  rewrite (s10_p4 Ho1 ltac:(zlia)).
  rewrite (s10_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s14_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 1 -> fst (s14_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s14_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q4] in Hc |- *.
  rewrite tf_game_eq, (s14_c8_L a), (s14_c8_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 1 1 (opt_l _ _ _ (s14_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s14_c8_R1 a)).
  pose proof (use_s10 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s14_c8_R a) ltac:(cbn [In]; left; reflexivity) (s14_c8_R1 a))) as Ho1.
  rewrite (s17_p50 Ho0 ltac:(zlia)).
  rewrite (s10_p5 Ho1 ltac:(zlia)).
  rewrite (s10_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s14_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 1 -> fst (s14_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s14_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q5] in Hc |- *.
  rewrite tf_game_eq, (s14_c8_L a), (s14_c8_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 1 1 (opt_l _ _ _ (s14_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s14_c8_R1 a)).
  pose proof (use_s10 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s14_c8_R a) ltac:(cbn [In]; left; reflexivity) (s14_c8_R1 a))) as Ho1.
  rewrite (s17_p60 Ho0 ltac:(zlia)).
  rewrite (s10_p6 Ho1 ltac:(zlia)).
  rewrite (s10_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s14_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s14_board (2 + a) 1 -> fst (s14_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s14_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s14_q7] in Hc |- *.
  rewrite tf_game_eq, (s14_c8_L a), (s14_c8_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 1 1 (opt_l _ _ _ (s14_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s14_c8_R1 a)).
  pose proof (use_s10 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s14_c8_R a) ltac:(cbn [In]; left; reflexivity) (s14_c8_R1 a))) as Ho1.
  rewrite (s17_p67 Ho0 ltac:(zlia)).
  rewrite (s10_p7 Ho1 ltac:(zlia)).
  rewrite (s10_p7_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s14_c9_L (a b : nat) : lmoves (s14_board (2 + a) (2 + b)) = [s17_board (1 + a) 0 1 (2 + b)].
Proof. unfold s14_board, s17_board. tf_options. Qed.
Lemma s14_c9_R (a b : nat) : rmoves (s14_board (2 + a) (2 + b)) = [].
Proof. unfold s14_board. tf_options. Qed.
(* s14 = T^a F _^2 T^b F on a>=2 && b>=2 *)
Lemma s14_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s14_board (2 + a) (2 + b) -> fst (s14_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s14_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s14_q2] in Hc |- *.
  rewrite tf_game_eq, (s14_c9_L a b), (s14_c9_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 1 (2 + b) (opt_l _ _ _ (s14_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s17_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s15 = T^a F _ T^b _ T^c F on a==0 && b==0 && c==0: the board of s14 *)
Lemma s15_c1_p1 x (Hs14 : s14_claim x) :
  x = s15_board 0 0 0 -> fst (s15_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s15_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q1] in Hc |- *.
  pose proof (Hs14 0 0 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s15 = T^a F _ T^b _ T^c F on a==0 && b==0 && c==1: the board of s14 *)
Lemma s15_c2_p1 x (Hs14 : s14_claim x) :
  x = s15_board 0 0 1 -> fst (s15_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s15_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q1] in Hc |- *.
  pose proof (Hs14 0 1 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s15 = T^a F _ T^b _ T^c F on a==0 && b==0 && c>=2: the board of s14 *)
Lemma s15_c3_p2 x (Hs14 : s14_claim x) (c : nat) :
  x = s15_board 0 0 (2 + c) -> fst (s15_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s15_q2] in Hc |- *.
  pose proof (Hs14 0 (2 + c) ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s15_c4_L : lmoves (s15_board 0 1 0) = [strip [(0, 1)] ([E; E; T; F]) []].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c4_L1 : tf_norm (strip [(0, 1)] ([E; E; T; F]) []) (s7_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c4_R : rmoves (s15_board 0 1 0) = [strip [(0, 1)] ([E; T; F; E]) []].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c4_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E]) []) (s6_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==0 && b==1 && c==0 *)
Lemma s15_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s15_board 0 1 0 -> fst (s15_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s15_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q3] in Hc |- *.
  rewrite tf_game_eq, (s15_c4_L), (s15_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s15_c4_L1)).
  pose proof (use_s7 IH 0 1 (opt_norm_l _ _ _ _ _ (s15_c4_L) ltac:(cbn [In]; left; reflexivity) (s15_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s15_c4_R1)).
  pose proof (use_s6 IH 0 1 (opt_norm_r _ _ _ _ _ (s15_c4_R) ltac:(cbn [In]; left; reflexivity) (s15_c4_R1))) as Ho1.
  rewrite (s7_p1 Ho0 ltac:(zlia)).
  rewrite (s6_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s15_c5_L : lmoves (s15_board 0 1 1) = [strip [(0, 1)] ([E; E; T; T; F]) []].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; F]) []) (s7_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c5_R : rmoves (s15_board 0 1 1) = [strip [(0, 1)] ([E; T; F]) [(1, 1)]].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; F]) [(1, 1)]) (s6_board 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F]) [(1, 1)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==0 && b==1 && c==1 *)
Lemma s15_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s15_board 0 1 1 -> fst (s15_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s15_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q3] in Hc |- *.
  rewrite tf_game_eq, (s15_c5_L), (s15_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s15_c5_L1)).
  pose proof (use_s7 IH 0 2 (opt_norm_l _ _ _ _ _ (s15_c5_L) ltac:(cbn [In]; left; reflexivity) (s15_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s15_c5_R1)).
  pose proof (use_s6 IH 0 1 (opt_norm_r _ _ _ _ _ (s15_c5_R) ltac:(cbn [In]; left; reflexivity) (s15_c5_R1))) as Ho1.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  rewrite (s6_p2 Ho1 ltac:(zlia)).
  rewrite (s6_p2_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s15_c6_L (c : nat) : lmoves (s15_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F]) []].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F]) []) (s7_board 0 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c6_R (c : nat) : rmoves (s15_board 0 1 (2 + c)) = [].
Proof. unfold s15_board. tf_options. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==0 && b==1 && c>=2 *)
Lemma s15_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s15_board 0 1 (2 + c) -> fst (s15_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q2] in Hc |- *.
  rewrite tf_game_eq, (s15_c6_L c), (s15_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s15_c6_L1 c)).
  pose proof (use_s7 IH 0 (3 + c) (opt_norm_l _ _ _ _ _ (s15_c6_L c) ltac:(cbn [In]; left; reflexivity) (s15_c6_L1 c))) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s15_c7_L (b : nat) : lmoves (s15_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F]) []].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F]) []) (s8_board 0 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c7_R (b : nat) : rmoves (s15_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E]) []].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E]) []) (s6_board 0 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==0 && b>=2 && c==0 *)
Lemma s15_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 0 (2 + b) 0 -> fst (s15_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q4] in Hc |- *.
  rewrite tf_game_eq, (s15_c7_L b), (s15_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s15_c7_L1 b)).
  pose proof (use_s8 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s15_c7_L b) ltac:(cbn [In]; left; reflexivity) (s15_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s15_c7_R1 b)).
  pose proof (use_s6 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s15_c7_R b) ltac:(cbn [In]; left; reflexivity) (s15_c7_R1 b))) as Ho1.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  rewrite (s6_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 0 (2 + b) 0 -> fst (s15_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q9] in Hc |- *.
  rewrite tf_game_eq, (s15_c7_L b), (s15_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s15_c7_L1 b)).
  pose proof (use_s8 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s15_c7_L b) ltac:(cbn [In]; left; reflexivity) (s15_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s15_c7_R1 b)).
  pose proof (use_s6 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s15_c7_R b) ltac:(cbn [In]; left; reflexivity) (s15_c7_R1 b))) as Ho1.
  rewrite (s8_p4 Ho0 ltac:(zlia)).
  rewrite (s6_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c7_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 0 (2 + b) 0 -> fst (s15_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q14] in Hc |- *.
  rewrite tf_game_eq, (s15_c7_L b), (s15_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s15_c7_L1 b)).
  pose proof (use_s8 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s15_c7_L b) ltac:(cbn [In]; left; reflexivity) (s15_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s15_c7_R1 b)).
  pose proof (use_s6 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s15_c7_R b) ltac:(cbn [In]; left; reflexivity) (s15_c7_R1 b))) as Ho1.
  rewrite (s8_p7 Ho0 ltac:(zlia)).
  rewrite (s6_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c7_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 0 (2 + b) 0 -> fst (s15_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q15] in Hc |- *.
  rewrite tf_game_eq, (s15_c7_L b), (s15_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s15_c7_L1 b)).
  pose proof (use_s8 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s15_c7_L b) ltac:(cbn [In]; left; reflexivity) (s15_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s15_c7_R1 b)).
  pose proof (use_s6 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s15_c7_R b) ltac:(cbn [In]; left; reflexivity) (s15_c7_R1 b))) as Ho1.
  rewrite (s8_p7 Ho0 ltac:(zlia)).
  rewrite (s6_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c8_L (b : nat) : lmoves (s15_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s8_board 0 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c8_R (b : nat) : rmoves (s15_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s6_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==0 && b>=2 && c==1 *)
Lemma s15_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 0 (2 + b) 1 -> fst (s15_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s15_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q7] in Hc |- *.
  rewrite tf_game_eq, (s15_c8_L b), (s15_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s15_c8_L1 b)).
  pose proof (use_s8 IH 0 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s15_c8_L b) ltac:(cbn [In]; left; reflexivity) (s15_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s15_c8_R1 b)).
  pose proof (use_s6 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s15_c8_R b) ltac:(cbn [In]; left; reflexivity) (s15_c8_R1 b))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s6_p2 Ho1 ltac:(zlia)).
  rewrite (s6_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c8_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 0 (2 + b) 1 -> fst (s15_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s15_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q11] in Hc |- *.
  rewrite tf_game_eq, (s15_c8_L b), (s15_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s15_c8_L1 b)).
  pose proof (use_s8 IH 0 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s15_c8_L b) ltac:(cbn [In]; left; reflexivity) (s15_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s15_c8_R1 b)).
  pose proof (use_s6 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s15_c8_R b) ltac:(cbn [In]; left; reflexivity) (s15_c8_R1 b))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s6_p2 Ho1 ltac:(zlia)).
  rewrite (s6_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c9_L (b c : nat) : lmoves (s15_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []) (s8_board 0 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c9_R (b c : nat) : rmoves (s15_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s15_board. tf_options. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==0 && b>=2 && c>=2 *)
Lemma s15_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s15_board 0 (2 + b) (2 + c) -> fst (s15_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q2] in Hc |- *.
  rewrite tf_game_eq, (s15_c9_L b c), (s15_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s15_c9_L1 b c)).
  pose proof (use_s8 IH 0 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s15_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s15_c9_L1 b c))) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s15 = T^a F _ T^b _ T^c F on a==1 && b==0 && c==0: the board of s14 *)
Lemma s15_c10_p1 x (Hs14 : s14_claim x) :
  x = s15_board 1 0 0 -> fst (s15_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s15_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q1] in Hc |- *.
  pose proof (Hs14 1 0 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s15 = T^a F _ T^b _ T^c F on a==1 && b==0 && c==1: the board of s14 *)
Lemma s15_c11_p1 x (Hs14 : s14_claim x) :
  x = s15_board 1 0 1 -> fst (s15_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s15_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q1] in Hc |- *.
  pose proof (Hs14 1 1 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s15 = T^a F _ T^b _ T^c F on a==1 && b==0 && c>=2: the board of s14 *)
Lemma s15_c12_p2 x (Hs14 : s14_claim x) (c : nat) :
  x = s15_board 1 0 (2 + c) -> fst (s15_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s15_q2] in Hc |- *.
  pose proof (Hs14 1 (2 + c) ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s15_c13_L : lmoves (s15_board 1 1 0) = [strip [(1, 1)] ([T; T; E; F]) []; s14_board 1 1].
Proof. unfold s14_board, s15_board, strip. tf_options. Qed.
Lemma s15_c13_L1 : tf_norm (strip [(1, 1)] ([T; T; E; F]) []) (s8_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c13_R : rmoves (s15_board 1 1 0) = [s10_board 1 1].
Proof. unfold s10_board, s15_board. tf_options. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==1 && b==1 && c==0 *)
Lemma s15_c13_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s15_board 1 1 0 -> fst (s15_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s15_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q6] in Hc |- *.
  rewrite tf_game_eq, (s15_c13_L), (s15_c13_R); cbn [map].
  rewrite (tf_norm_game (s15_c13_L1)).
  pose proof (use_s8 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s15_c13_L) ltac:(cbn [In]; left; reflexivity) (s15_c13_L1))) as Ho0.
  pose proof (use_s14 IH 1 1 (opt_l _ _ _ (s15_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 1 1 (opt_r _ _ _ (s15_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p3 Ho0 ltac:(zlia)).
  rewrite (s8_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p1 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c14_L : lmoves (s15_board 1 1 1) = [strip [(1, 1)] ([T; T; E; T; F]) []; s14_board 1 2].
Proof. unfold s14_board, s15_board, strip. tf_options. Qed.
Lemma s15_c14_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; F]) []) (s8_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c14_R : rmoves (s15_board 1 1 1) = [strip [] ([T; F; E; T; F]) [(1, 1)]].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c14_R1 : tf_norm (strip [] ([T; F; E; T; F]) [(1, 1)]) (s10_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==1 && b==1 && c==1 *)
Lemma s15_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s15_board 1 1 1 -> fst (s15_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s15_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q6] in Hc |- *.
  rewrite tf_game_eq, (s15_c14_L), (s15_c14_R); cbn [map].
  rewrite (tf_norm_game (s15_c14_L1)).
  pose proof (use_s8 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s15_c14_L) ltac:(cbn [In]; left; reflexivity) (s15_c14_L1))) as Ho0.
  pose proof (use_s14 IH 1 2 (opt_l _ _ _ (s15_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s15_c14_R1)).
  pose proof (use_s10 IH 1 1 (opt_norm_r _ _ _ _ _ (s15_c14_R) ltac:(cbn [In]; left; reflexivity) (s15_c14_R1))) as Ho2.
  rewrite (s8_p4 Ho0 ltac:(zlia)).
  rewrite (s8_p4_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c15_L (c : nat) : lmoves (s15_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F]) []; s14_board 1 (3 + c)].
Proof. unfold s14_board, s15_board, strip. tf_options. Qed.
Lemma s15_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F]) []) (s8_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c15_R (c : nat) : rmoves (s15_board 1 1 (2 + c)) = [].
Proof. unfold s15_board. tf_options. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==1 && b==1 && c>=2 *)
Lemma s15_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s15_board 1 1 (2 + c) -> fst (s15_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q2] in Hc |- *.
  rewrite tf_game_eq, (s15_c15_L c), (s15_c15_R c); cbn [map].
  rewrite (tf_norm_game (s15_c15_L1 c)).
  pose proof (use_s8 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s15_c15_L c) ltac:(cbn [In]; left; reflexivity) (s15_c15_L1 c))) as Ho0.
  pose proof (use_s14 IH 1 (3 + c) (opt_l _ _ _ (s15_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s15_c16_L (b : nat) : lmoves (s15_board 1 (2 + b) 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; F]) []; s15_board 1 (1 + b) 1].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c16_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; F]) []) (s8_board 0 (3 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c16_R (b : nat) : rmoves (s15_board 1 (2 + b) 0) = [s10_board 1 (2 + b)].
Proof. unfold s10_board, s15_board. tf_options. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==1 && b>=2 && c==0 *)
Lemma s15_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 1 (2 + b) 0 -> fst (s15_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q9] in Hc |- *.
  rewrite tf_game_eq, (s15_c16_L b), (s15_c16_R b); cbn [map].
  rewrite (tf_norm_game (s15_c16_L1 b)).
  pose proof (use_s8 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s15_c16_L b) ltac:(cbn [In]; left; reflexivity) (s15_c16_L1 b))) as Ho0.
  pose proof (use_s15 IH 1 (1 + b) 1 (opt_l _ _ _ (s15_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 1 (2 + b) (opt_r _ _ _ (s15_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  rewrite (s8_p6_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p6 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c16_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 1 (2 + b) 0 -> fst (s15_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q14] in Hc |- *.
  rewrite tf_game_eq, (s15_c16_L b), (s15_c16_R b); cbn [map].
  rewrite (tf_norm_game (s15_c16_L1 b)).
  pose proof (use_s8 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s15_c16_L b) ltac:(cbn [In]; left; reflexivity) (s15_c16_L1 b))) as Ho0.
  pose proof (use_s15 IH 1 (1 + b) 1 (opt_l _ _ _ (s15_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 1 (2 + b) (opt_r _ _ _ (s15_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p8 Ho0 ltac:(zlia)).
  rewrite (s8_p8_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p11 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c16_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 1 (2 + b) 0 -> fst (s15_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q15] in Hc |- *.
  rewrite tf_game_eq, (s15_c16_L b), (s15_c16_R b); cbn [map].
  rewrite (tf_norm_game (s15_c16_L1 b)).
  pose proof (use_s8 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s15_c16_L b) ltac:(cbn [In]; left; reflexivity) (s15_c16_L1 b))) as Ho0.
  pose proof (use_s15 IH 1 (1 + b) 1 (opt_l _ _ _ (s15_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 1 (2 + b) (opt_r _ _ _ (s15_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p8 Ho0 ltac:(zlia)).
  rewrite (s8_p8_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p11 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c17_L (b : nat) : lmoves (s15_board 1 (2 + b) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F]) []; s15_board 1 (1 + b) 2].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F]) []) (s8_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c17_R (b : nat) : rmoves (s15_board 1 (2 + b) 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s10_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==1 && b>=2 && c==1 *)
Lemma s15_c17_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s15_board 1 (2 + b) 1 -> fst (s15_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s15_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q11] in Hc |- *.
  rewrite tf_game_eq, (s15_c17_L b), (s15_c17_R b); cbn [map].
  rewrite (tf_norm_game (s15_c17_L1 b)).
  pose proof (use_s8 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s15_c17_L b) ltac:(cbn [In]; left; reflexivity) (s15_c17_L1 b))) as Ho0.
  pose proof (use_s15 IH 1 (1 + b) 2 (opt_l _ _ _ (s15_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s15_c17_R1 b)).
  pose proof (use_s10 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s15_c17_R b) ltac:(cbn [In]; left; reflexivity) (s15_c17_R1 b))) as Ho2.
  rewrite (s8_p7 Ho0 ltac:(zlia)).
  rewrite (s8_p7_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c18_L (b c : nat) : lmoves (s15_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F]) []; s15_board 1 (1 + b) (3 + c)].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F]) []) (s8_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s15_c18_R (b c : nat) : rmoves (s15_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s15_board. tf_options. Qed.
(* s15 = T^a F _ T^b _ T^c F on a==1 && b>=2 && c>=2 *)
Lemma s15_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s15_board 1 (2 + b) (2 + c) -> fst (s15_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q2] in Hc |- *.
  rewrite tf_game_eq, (s15_c18_L b c), (s15_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s15_c18_L1 b c)).
  pose proof (use_s8 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s15_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s15_c18_L1 b c))) as Ho0.
  pose proof (use_s15 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s15_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s15 = T^a F _ T^b _ T^c F on a>=2 && b==0 && c==0: the board of s14 *)
Lemma s15_c19_p5 x (Hs14 : s14_claim x) (a : nat) :
  x = s15_board (2 + a) 0 0 -> fst (s15_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s15_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) 0 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c19_p6 x (Hs14 : s14_claim x) (a : nat) :
  x = s15_board (2 + a) 0 0 -> fst (s15_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s15_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q6] in Hc |- *.
  pose proof (Hs14 (2 + a) 0 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c19_p10 x (Hs14 : s14_claim x) (a : nat) :
  x = s15_board (2 + a) 0 0 -> fst (s15_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s15_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q10] in Hc |- *.
  pose proof (Hs14 (2 + a) 0 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s14_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s14_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

(* s15 = T^a F _ T^b _ T^c F on a>=2 && b==0 && c==1: the board of s14 *)
Lemma s15_c20_p6 x (Hs14 : s14_claim x) (a : nat) :
  x = s15_board (2 + a) 0 1 -> fst (s15_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s15_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q6] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c20_p8 x (Hs14 : s14_claim x) (a : nat) :
  x = s15_board (2 + a) 0 1 -> fst (s15_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s15_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q8] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c20_p13 x (Hs14 : s14_claim x) (a : nat) :
  x = s15_board (2 + a) 0 1 -> fst (s15_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s15_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q13] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s15_c20_p16 x (Hs14 : s14_claim x) (a : nat) :
  x = s15_board (2 + a) 0 1 -> fst (s15_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s15_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s15_q16] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s15 = T^a F _ T^b _ T^c F on a>=2 && b==0 && c>=2: the board of s14 *)
Lemma s15_c21_p2 x (Hs14 : s14_claim x) (a c : nat) :
  x = s15_board (2 + a) 0 (2 + c) -> fst (s15_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s15_q2] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s15_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s15_c22_L (a : nat) : lmoves (s15_board (2 + a) 1 0) = [s17_board (1 + a) 0 2 0; s14_board (2 + a) 1].
Proof. unfold s14_board, s15_board, s17_board. tf_options. Qed.
Lemma s15_c22_R (a : nat) : rmoves (s15_board (2 + a) 1 0) = [s10_board (2 + a) 1].
Proof. unfold s10_board, s15_board. tf_options. Qed.
(* s15 = T^a F _ T^b _ T^c F on a>=2 && b==1 && c==0 *)
Lemma s15_c22_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s15_board (2 + a) 1 0 -> fst (s15_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s15_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q8] in Hc |- *.
  rewrite tf_game_eq, (s15_c22_L a), (s15_c22_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 2 0 (opt_l _ _ _ (s15_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 1 (opt_l _ _ _ (s15_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH (2 + a) 1 (opt_r _ _ _ (s15_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p38 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c22_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s15_board (2 + a) 1 0 -> fst (s15_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s15_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q17] in Hc |- *.
  rewrite tf_game_eq, (s15_c22_L a), (s15_c22_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 2 0 (opt_l _ _ _ (s15_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 1 (opt_l _ _ _ (s15_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH (2 + a) 1 (opt_r _ _ _ (s15_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p51 Ho0 ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c22_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s15_board (2 + a) 1 0 -> fst (s15_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s15_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q18] in Hc |- *.
  rewrite tf_game_eq, (s15_c22_L a), (s15_c22_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 2 0 (opt_l _ _ _ (s15_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 1 (opt_l _ _ _ (s15_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH (2 + a) 1 (opt_r _ _ _ (s15_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p61 Ho0 ltac:(zlia)).
  rewrite (s14_p5 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c22_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s15_board (2 + a) 1 0 -> fst (s15_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s15_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q19] in Hc |- *.
  rewrite tf_game_eq, (s15_c22_L a), (s15_c22_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 2 0 (opt_l _ _ _ (s15_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 1 (opt_l _ _ _ (s15_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH (2 + a) 1 (opt_r _ _ _ (s15_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p68 Ho0 ltac:(zlia)).
  rewrite (s14_p7 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s15_c23_L (a : nat) : lmoves (s15_board (2 + a) 1 1) = [s17_board (1 + a) 0 2 1; s14_board (2 + a) 2].
Proof. unfold s14_board, s15_board, s17_board. tf_options. Qed.
Lemma s15_c23_R (a : nat) : rmoves (s15_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 1)]) (s10_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s15 = T^a F _ T^b _ T^c F on a>=2 && b==1 && c==1 *)
Lemma s15_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s15_board (2 + a) 1 1 -> fst (s15_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s15_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q11] in Hc |- *.
  rewrite tf_game_eq, (s15_c23_L a), (s15_c23_R a); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 2 1 (opt_l _ _ _ (s15_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) 2 (opt_l _ _ _ (s15_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s15_c23_R1 a)).
  pose proof (use_s10 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s15_c23_R a) ltac:(cbn [In]; left; reflexivity) (s15_c23_R1 a))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s17_p39 Ho0 ltac:(zlia)).
    rewrite (s14_p2 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p50 Ho0 ltac:(zlia)).
    rewrite (s14_p2 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p60 Ho0 ltac:(zlia)).
    rewrite (s14_p2 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p67 Ho0 ltac:(zlia)).
    rewrite (s14_p2 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s15_c24_L (a c : nat) : lmoves (s15_board (2 + a) 1 (2 + c)) = [s17_board (1 + a) 0 2 (2 + c); s14_board (2 + a) (3 + c)].
Proof. unfold s14_board, s15_board, s17_board. tf_options. Qed.
Lemma s15_c24_R (a c : nat) : rmoves (s15_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s15_board. tf_options. Qed.
(* s15 = T^a F _ T^b _ T^c F on a>=2 && b==1 && c>=2 *)
Lemma s15_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s15_board (2 + a) 1 (2 + c) -> fst (s15_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q2] in Hc |- *.
  rewrite tf_game_eq, (s15_c24_L a c), (s15_c24_R a c); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 2 (2 + c) (opt_l _ _ _ (s15_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH (2 + a) (3 + c) (opt_l _ _ _ (s15_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s17_p17 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s15_c25_L (a b : nat) : lmoves (s15_board (2 + a) (2 + b) 0) = [s17_board (1 + a) 0 (3 + b) 0; s15_board (2 + a) (1 + b) 1].
Proof. unfold s15_board, s17_board. tf_options. Qed.
Lemma s15_c25_R (a b : nat) : rmoves (s15_board (2 + a) (2 + b) 0) = [s10_board (2 + a) (2 + b)].
Proof. unfold s10_board, s15_board. tf_options. Qed.
(* s15 = T^a F _ T^b _ T^c F on a>=2 && b>=2 && c==0 *)
Lemma s15_c25_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s15_board (2 + a) (2 + b) 0 -> fst (s15_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q12] in Hc |- *.
  rewrite tf_game_eq, (s15_c25_L a b), (s15_c25_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s15_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s15_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH (2 + a) (2 + b) (opt_r _ _ _ (s15_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s17_p40 Ho0 ltac:(zlia)).
    rewrite (s15_p11 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p51 Ho0 ltac:(zlia)).
    rewrite (s15_p11 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p61 Ho0 ltac:(zlia)).
    rewrite (s15_p11 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p68 Ho0 ltac:(zlia)).
    rewrite (s15_p11 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s15_c25_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s15_board (2 + a) (2 + b) 0 -> fst (s15_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s15_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s15_q15] in Hc |- *.
  rewrite tf_game_eq, (s15_c25_L a b), (s15_c25_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s15_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s15_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH (2 + a) (2 + b) (opt_r _ _ _ (s15_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s17_p40 Ho0 ltac:(zlia)).
    rewrite (s15_p11 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p51 Ho0 ltac:(zlia)).
    rewrite (s15_p11 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p61 Ho0 ltac:(zlia)).
    rewrite (s15_p11 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p68 Ho0 ltac:(zlia)).
    rewrite (s15_p11 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s15_c26_L (a b : nat) : lmoves (s15_board (2 + a) (2 + b) 1) = [s17_board (1 + a) 0 (3 + b) 1; s15_board (2 + a) (1 + b) 2].
Proof. unfold s15_board, s17_board. tf_options. Qed.
Lemma s15_c26_R (a b : nat) : rmoves (s15_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s15_board, strip. tf_options. Qed.
Lemma s15_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s10_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s15 = T^a F _ T^b _ T^c F on a>=2 && b>=2 && c==1 *)
Lemma s15_c26_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s15_board (2 + a) (2 + b) 1 -> fst (s15_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s15_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s15_q11] in Hc |- *.
  rewrite tf_game_eq, (s15_c26_L a b), (s15_c26_R a b); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s15_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s15_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s15_c26_R1 a b)).
  pose proof (use_s10 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s15_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s15_c26_R1 a b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s17_p39 Ho0 ltac:(zlia)).
    rewrite (s15_p2 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p50 Ho0 ltac:(zlia)).
    rewrite (s15_p2 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p60 Ho0 ltac:(zlia)).
    rewrite (s15_p2 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p67 Ho0 ltac:(zlia)).
    rewrite (s15_p2 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s15_c27_L (a b c : nat) : lmoves (s15_board (2 + a) (2 + b) (2 + c)) = [s17_board (1 + a) 0 (3 + b) (2 + c); s15_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s15_board, s17_board. tf_options. Qed.
Lemma s15_c27_R (a b c : nat) : rmoves (s15_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s15_board. tf_options. Qed.
(* s15 = T^a F _ T^b _ T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s15_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s15_board (2 + a) (2 + b) (2 + c) -> fst (s15_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s15_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s15_q2] in Hc |- *.
  rewrite tf_game_eq, (s15_c27_L a b c), (s15_c27_R a b c); cbn [map].
  pose proof (use_s17 IH (1 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s15_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s15 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s15_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s17_p17 Ho0 ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c1_L : lmoves (s16_board 0 0) = [strip [(0, 1)] ([E; T; E; F]) []].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; E; F]) []) (s8_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s16_c1_R : rmoves (s16_board 0 0) = [strip [(0, 1)] ([T; E; F; E]) []].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c1_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E]) []) (s6_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a F T _^2 T^b F on a==0 && b==0 *)
Lemma s16_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 0 0 -> fst (s16_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s16_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q1] in Hc |- *.
  rewrite tf_game_eq, (s16_c1_L), (s16_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s16_c1_L1)).
  pose proof (use_s8 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s16_c1_L) ltac:(cbn [In]; left; reflexivity) (s16_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s16_c1_R1)).
  pose proof (use_s6 IH 1 0 (opt_norm_r _ _ _ _ _ (s16_c1_R) ltac:(cbn [In]; left; reflexivity) (s16_c1_R1))) as Ho1.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  rewrite (s6_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c2_L : lmoves (s16_board 0 1) = [strip [(0, 1)] ([E; T; E; T; F]) []].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F]) []) (s8_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s16_c2_R : rmoves (s16_board 0 1) = [strip [(0, 1)] ([T; E; F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; F]) [(1, 1)]) (s6_board 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F]) [(1, 1)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a F T _^2 T^b F on a==0 && b==1 *)
Lemma s16_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 0 1 -> fst (s16_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s16_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q1] in Hc |- *.
  rewrite tf_game_eq, (s16_c2_L), (s16_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s16_c2_L1)).
  pose proof (use_s8 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s16_c2_L) ltac:(cbn [In]; left; reflexivity) (s16_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s16_c2_R1)).
  pose proof (use_s6 IH 1 0 (opt_norm_r _ _ _ _ _ (s16_c2_R) ltac:(cbn [In]; left; reflexivity) (s16_c2_R1))) as Ho1.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  rewrite (s6_p3 Ho1 ltac:(zlia)).
  rewrite (s6_p3_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c3_L (b : nat) : lmoves (s16_board 0 (2 + b)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F]) []].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F]) []) (s8_board 0 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s16_c3_R (b : nat) : rmoves (s16_board 0 (2 + b)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a F T _^2 T^b F on a==0 && b>=2 *)
Lemma s16_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 0 (2 + b) -> fst (s16_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s16_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s16_q2] in Hc |- *.
  rewrite tf_game_eq, (s16_c3_L b), (s16_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s16_c3_L1 b)).
  pose proof (use_s8 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s16_c3_L b) ltac:(cbn [In]; left; reflexivity) (s16_c3_L1 b))) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c4_L : lmoves (s16_board 1 0) = [s15_board 1 1 0].
Proof. unfold s15_board, s16_board. tf_options. Qed.
Lemma s16_c4_R : rmoves (s16_board 1 0) = [s18_board 1 0].
Proof. unfold s16_board, s18_board. tf_options. Qed.
(* s16 = T^a F T _^2 T^b F on a==1 && b==0 *)
Lemma s16_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 1 0 -> fst (s16_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s16_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q1] in Hc |- *.
  rewrite tf_game_eq, (s16_c4_L), (s16_c4_R); cbn [map].
  pose proof (use_s15 IH 1 1 0 (opt_l _ _ _ (s16_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH 1 0 (opt_r _ _ _ (s16_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s15_p6 Ho0 ltac:(zlia)).
  rewrite (s18_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c5_L : lmoves (s16_board 1 1) = [s15_board 1 1 1].
Proof. unfold s15_board, s16_board. tf_options. Qed.
Lemma s16_c5_R : rmoves (s16_board 1 1) = [strip [] ([T; F; T; E; F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c5_R1 : tf_norm (strip [] ([T; F; T; E; F]) [(1, 1)]) (s18_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a F T _^2 T^b F on a==1 && b==1 *)
Lemma s16_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s16_board 1 1 -> fst (s16_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s16_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q1] in Hc |- *.
  rewrite tf_game_eq, (s16_c5_L), (s16_c5_R); cbn [map].
  pose proof (use_s15 IH 1 1 1 (opt_l _ _ _ (s16_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s16_c5_R1)).
  pose proof (use_s18 IH 1 0 (opt_norm_r _ _ _ _ _ (s16_c5_R) ltac:(cbn [In]; left; reflexivity) (s16_c5_R1))) as Ho1.
  rewrite (s15_p6 Ho0 ltac:(zlia)).
  rewrite (s18_p1 Ho1 ltac:(zlia)).
  rewrite (s18_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c6_L (b : nat) : lmoves (s16_board 1 (2 + b)) = [s15_board 1 1 (2 + b)].
Proof. unfold s15_board, s16_board. tf_options. Qed.
Lemma s16_c6_R (b : nat) : rmoves (s16_board 1 (2 + b)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a F T _^2 T^b F on a==1 && b>=2 *)
Lemma s16_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s16_board 1 (2 + b) -> fst (s16_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s16_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s16_q2] in Hc |- *.
  rewrite tf_game_eq, (s16_c6_L b), (s16_c6_R b); cbn [map].
  pose proof (use_s15 IH 1 1 (2 + b) (opt_l _ _ _ (s16_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s16_c7_L (a : nat) : lmoves (s16_board (2 + a) 0) = [s15_board (2 + a) 1 0].
Proof. unfold s15_board, s16_board. tf_options. Qed.
Lemma s16_c7_R (a : nat) : rmoves (s16_board (2 + a) 0) = [s18_board (2 + a) 0].
Proof. unfold s16_board, s18_board. tf_options. Qed.
(* s16 = T^a F T _^2 T^b F on a>=2 && b==0 *)
Lemma s16_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s16_board (2 + a) 0 -> fst (s16_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s16_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s16_q1] in Hc |- *.
  rewrite tf_game_eq, (s16_c7_L a), (s16_c7_R a); cbn [map].
  pose proof (use_s15 IH (2 + a) 1 0 (opt_l _ _ _ (s16_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) 0 (opt_r _ _ _ (s16_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s15_p8 Ho0 ltac:(zlia)).
    rewrite (s18_p1 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s15_p17 Ho0 ltac:(zlia)).
    rewrite (s18_p1 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s15_p18 Ho0 ltac:(zlia)).
    rewrite (s18_p1 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s15_p19 Ho0 ltac:(zlia)).
    rewrite (s18_p1 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s16_c8_L (a : nat) : lmoves (s16_board (2 + a) 1) = [s15_board (2 + a) 1 1].
Proof. unfold s15_board, s16_board. tf_options. Qed.
Lemma s16_c8_R (a : nat) : rmoves (s16_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s16_board, strip. tf_options. Qed.
Lemma s16_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 1)]) (s18_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s16 = T^a F T _^2 T^b F on a>=2 && b==1 *)
Lemma s16_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s16_board (2 + a) 1 -> fst (s16_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s16_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s16_q1] in Hc |- *.
  rewrite tf_game_eq, (s16_c8_L a), (s16_c8_R a); cbn [map].
  pose proof (use_s15 IH (2 + a) 1 1 (opt_l _ _ _ (s16_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s16_c8_R1 a)).
  pose proof (use_s18 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s16_c8_R a) ltac:(cbn [In]; left; reflexivity) (s16_c8_R1 a))) as Ho1.
  rewrite (s15_p11 Ho0 ltac:(zlia)).
  rewrite (s18_p1 Ho1 ltac:(zlia)).
  rewrite (s18_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s16_c9_L (a b : nat) : lmoves (s16_board (2 + a) (2 + b)) = [s15_board (2 + a) 1 (2 + b)].
Proof. unfold s15_board, s16_board. tf_options. Qed.
Lemma s16_c9_R (a b : nat) : rmoves (s16_board (2 + a) (2 + b)) = [].
Proof. unfold s16_board. tf_options. Qed.
(* s16 = T^a F T _^2 T^b F on a>=2 && b>=2 *)
Lemma s16_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s16_board (2 + a) (2 + b) -> fst (s16_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s16_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s16_q2] in Hc |- *.
  rewrite tf_game_eq, (s16_c9_L a b), (s16_c9_R a b); cbn [map].
  pose proof (use_s15 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s16_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c1_L : lmoves (s17_board 0 0 0 0) = [].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c1_R : rmoves (s17_board 0 0 0 0) = [strip [(0, 1); (2, 1)] ([]) []; strip [(1, 2)] ([E]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c1_R1 : tf_norm (strip [(0, 1); (2, 1)] ([]) []) (repeat E 2) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s17_c1_R2 : tf_norm (strip [(1, 2)] ([E]) []) (repeat E 2) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==0 && c==0 && d==0 *)
Lemma s17_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 0 0 0 -> fst (s17_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q1] in Hc |- *.
  rewrite tf_game_eq, (s17_c1_L), (s17_c1_R); cbn [map].
  rewrite (tf_norm_blank (s17_c1_R1)).
  rewrite (tf_norm_blank (s17_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s17_c2_L : lmoves (s17_board 0 0 0 1) = [].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c2_R : rmoves (s17_board 0 0 0 1) = [strip [(0, 1)] ([E; E; T; F]) []; strip [(1, 2)] ([]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F]) []) (s7_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c2_R2 : tf_norm (strip [(1, 2)] ([]) [(1, 1)]) (repeat E 2) (-1).
Proof. apply (tf_norm_by _ [(1, 2)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==0 && c==0 && d==1 *)
Lemma s17_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 0 0 1 -> fst (s17_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q2] in Hc |- *.
  rewrite tf_game_eq, (s17_c2_L), (s17_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s17_c2_R1)).
  pose proof (use_s7 IH 0 1 (opt_norm_r _ _ _ _ _ (s17_c2_R) ltac:(cbn [In]; left; reflexivity) (s17_c2_R1))) as Ho0.
  rewrite (tf_norm_blank (s17_c2_R2)).
  rewrite (s7_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s17_c3_L (d : nat) : lmoves (s17_board 0 0 0 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c3_R (d : nat) : rmoves (s17_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F]) []) (s7_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s17_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s17_board 0 0 0 (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c3_L d), (s17_c3_R d); cbn [map].
  rewrite (tf_norm_game0 (s17_c3_R1 d)).
  pose proof (use_s7 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s17_c3_R d) ltac:(cbn [In]; left; reflexivity) (s17_c3_R1 d))) as Ho0.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c4_L : lmoves (s17_board 0 0 1 0) = [strip [(1, 1)] ([E; T; F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c4_L1 : tf_norm (strip [(1, 1)] ([E; T; F]) []) (s7_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c4_R : rmoves (s17_board 0 0 1 0) = [strip [(0, 1)] ([E; T; E; F]) []; strip [(1, 1)] ([T; F; E]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c4_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F]) []) (s8_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c4_R2 : tf_norm (strip [(1, 1)] ([T; F; E]) []) (s6_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==0 && c==1 && d==0 *)
Lemma s17_c4_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 0 1 0 -> fst (s17_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q5] in Hc |- *.
  rewrite tf_game_eq, (s17_c4_L), (s17_c4_R); cbn [map].
  rewrite (tf_norm_game (s17_c4_L1)).
  pose proof (use_s7 IH 0 1 (opt_norm_l _ _ _ _ _ (s17_c4_L) ltac:(cbn [In]; left; reflexivity) (s17_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s17_c4_R1)).
  pose proof (use_s8 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s17_c4_R) ltac:(cbn [In]; left; reflexivity) (s17_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s17_c4_R2)).
  pose proof (use_s6 IH 0 1 (opt_norm_r _ _ _ _ _ (s17_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c4_R2))) as Ho2.
  rewrite (s7_p1 Ho0 ltac:(zlia)).
  rewrite (s7_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  rewrite (s6_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s17_c5_L : lmoves (s17_board 0 0 1 1) = [strip [(1, 1)] ([E; T; T; F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c5_L1 : tf_norm (strip [(1, 1)] ([E; T; T; F]) []) (s7_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c5_R : rmoves (s17_board 0 0 1 1) = [strip [(0, 1)] ([E; T; E; T; F]) []; strip [(1, 1)] ([T; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F]) []) (s8_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c5_R2 : tf_norm (strip [(1, 1)] ([T; F]) [(1, 1)]) (s6_board 0 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F]) [(1, 1)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==0 && c==1 && d==1 *)
Lemma s17_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 0 1 1 -> fst (s17_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q6] in Hc |- *.
  rewrite tf_game_eq, (s17_c5_L), (s17_c5_R); cbn [map].
  rewrite (tf_norm_game (s17_c5_L1)).
  pose proof (use_s7 IH 0 2 (opt_norm_l _ _ _ _ _ (s17_c5_L) ltac:(cbn [In]; left; reflexivity) (s17_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s17_c5_R1)).
  pose proof (use_s8 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s17_c5_R) ltac:(cbn [In]; left; reflexivity) (s17_c5_R1))) as Ho1.
  rewrite (tf_norm_game0 (s17_c5_R2)).
  pose proof (use_s6 IH 0 1 (opt_norm_r _ _ _ _ _ (s17_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c5_R2))) as Ho2.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p2_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p1 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s17_c6_L (d : nat) : lmoves (s17_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c6_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [F]) []) (s7_board 0 (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c6_R (d : nat) : rmoves (s17_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F]) []) (s8_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s17_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s17_board 0 0 1 (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c6_L d), (s17_c6_R d); cbn [map].
  rewrite (tf_norm_game (s17_c6_L1 d)).
  pose proof (use_s7 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s17_c6_L d) ltac:(cbn [In]; left; reflexivity) (s17_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s17_c6_R1 d)).
  pose proof (use_s8 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s17_c6_R d) ltac:(cbn [In]; left; reflexivity) (s17_c6_R1 d))) as Ho1.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p2_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c7_L (c : nat) : lmoves (s17_board 0 0 (2 + c) 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c7_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F]) []) (s8_board 0 (1 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c7_R (c : nat) : rmoves (s17_board 0 0 (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c7_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F]) []) (s8_board 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c7_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E]) []) (s6_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==0 && c>=2 && d==0 *)
Lemma s17_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 0 (2 + c) 0 -> fst (s17_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q7] in Hc |- *.
  rewrite tf_game_eq, (s17_c7_L c), (s17_c7_R c); cbn [map].
  rewrite (tf_norm_game (s17_c7_L1 c)).
  pose proof (use_s8 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s17_c7_L c) ltac:(cbn [In]; left; reflexivity) (s17_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s17_c7_R1 c)).
  pose proof (use_s8 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s17_c7_R c) ltac:(cbn [In]; left; reflexivity) (s17_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s17_c7_R2 c)).
  pose proof (use_s6 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c7_R2 c))) as Ho2.
  rewrite (s8_p1 Ho0 ltac:(zlia)).
  rewrite (s8_p1_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p3 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  rewrite (s6_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 0 (2 + c) 0 -> fst (s17_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q10] in Hc |- *.
  rewrite tf_game_eq, (s17_c7_L c), (s17_c7_R c); cbn [map].
  rewrite (tf_norm_game (s17_c7_L1 c)).
  pose proof (use_s8 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s17_c7_L c) ltac:(cbn [In]; left; reflexivity) (s17_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s17_c7_R1 c)).
  pose proof (use_s8 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s17_c7_R c) ltac:(cbn [In]; left; reflexivity) (s17_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s17_c7_R2 c)).
  pose proof (use_s6 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c7_R2 c))) as Ho2.
  rewrite (s8_p4 Ho0 ltac:(zlia)).
  rewrite (s8_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p6 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  rewrite (s6_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c7_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 0 (2 + c) 0 -> fst (s17_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q12] in Hc |- *.
  rewrite tf_game_eq, (s17_c7_L c), (s17_c7_R c); cbn [map].
  rewrite (tf_norm_game (s17_c7_L1 c)).
  pose proof (use_s8 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s17_c7_L c) ltac:(cbn [In]; left; reflexivity) (s17_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s17_c7_R1 c)).
  pose proof (use_s8 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s17_c7_R c) ltac:(cbn [In]; left; reflexivity) (s17_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s17_c7_R2 c)).
  pose proof (use_s6 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c7_R2 c))) as Ho2.
  rewrite (s8_p7 Ho0 ltac:(zlia)).
  rewrite (s8_p7_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p8 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  rewrite (s6_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c8_L (c : nat) : lmoves (s17_board 0 0 (2 + c) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c8_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []) (s8_board 0 (1 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c8_R (c : nat) : rmoves (s17_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []) (s8_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c8_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]) (s6_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s17_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 0 (2 + c) 1 -> fst (s17_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q8] in Hc |- *.
  rewrite tf_game_eq, (s17_c8_L c), (s17_c8_R c); cbn [map].
  rewrite (tf_norm_game (s17_c8_L1 c)).
  pose proof (use_s8 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s17_c8_L c) ltac:(cbn [In]; left; reflexivity) (s17_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s17_c8_R1 c)).
  pose proof (use_s8 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s17_c8_R c) ltac:(cbn [In]; left; reflexivity) (s17_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game0 (s17_c8_R2 c)).
  pose proof (use_s6 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c8_R2 c))) as Ho2.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p4 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c8_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 0 (2 + c) 1 -> fst (s17_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q11] in Hc |- *.
  rewrite tf_game_eq, (s17_c8_L c), (s17_c8_R c); cbn [map].
  rewrite (tf_norm_game (s17_c8_L1 c)).
  pose proof (use_s8 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s17_c8_L c) ltac:(cbn [In]; left; reflexivity) (s17_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s17_c8_R1 c)).
  pose proof (use_s8 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s17_c8_R c) ltac:(cbn [In]; left; reflexivity) (s17_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game0 (s17_c8_R2 c)).
  pose proof (use_s6 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c8_R2 c))) as Ho2.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p7 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c9_L (c d : nat) : lmoves (s17_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c9_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []) (s8_board 0 (1 + c) (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c9_R (c d : nat) : rmoves (s17_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s8_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s17_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s17_board 0 0 (2 + c) (2 + d) -> fst (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q4] in Hc |- *.
  rewrite tf_game_eq, (s17_c9_L c d), (s17_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s17_c9_L1 c d)).
  pose proof (use_s8 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s17_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s17_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s17_c9_R1 c d)).
  pose proof (use_s8 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s17_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s17_c9_R1 c d))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c10_L : lmoves (s17_board 0 1 0 0) = [strip [(2, 1)] ([T; F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c10_L1 : tf_norm (strip [(2, 1)] ([T; F]) []) (s7_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c10_R : rmoves (s17_board 0 1 0 0) = [strip [(0, 1)] ([T; E; E; F]) []; s3_board 0 1].
Proof. unfold s17_board, s3_board, strip. tf_options. Qed.
Lemma s17_c10_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F]) []) (s7_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==1 && c==0 && d==0 *)
Lemma s17_c10_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 1 0 0 -> fst (s17_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q3] in Hc |- *.
  rewrite tf_game_eq, (s17_c10_L), (s17_c10_R); cbn [map].
  rewrite (tf_norm_game (s17_c10_L1)).
  pose proof (use_s7 IH 0 1 (opt_norm_l _ _ _ _ _ (s17_c10_L) ltac:(cbn [In]; left; reflexivity) (s17_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s17_c10_R1)).
  pose proof (use_s7 IH 1 0 (opt_norm_r _ _ _ _ _ (s17_c10_R) ltac:(cbn [In]; left; reflexivity) (s17_c10_R1))) as Ho1.
  pose proof (use_s3 IH 0 1 (opt_r _ _ _ (s17_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s7_p1 Ho0 ltac:(zlia)).
  rewrite (s7_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s7_p3 Ho1 ltac:(zlia)).
  rewrite (s3_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s17_c11_L : lmoves (s17_board 0 1 0 1) = [strip [(2, 1)] ([T; T; F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c11_L1 : tf_norm (strip [(2, 1)] ([T; T; F]) []) (s7_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c11_R : rmoves (s17_board 0 1 0 1) = [strip [(0, 1)] ([T; E; E; T; F]) []; strip [] ([E; T; F; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F]) []) (s7_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c11_R2 : tf_norm (strip [] ([E; T; F; F]) [(1, 1)]) (s3_board 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==1 && c==0 && d==1 *)
Lemma s17_c11_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 1 0 1 -> fst (s17_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q13] in Hc |- *.
  rewrite tf_game_eq, (s17_c11_L), (s17_c11_R); cbn [map].
  rewrite (tf_norm_game (s17_c11_L1)).
  pose proof (use_s7 IH 0 2 (opt_norm_l _ _ _ _ _ (s17_c11_L) ltac:(cbn [In]; left; reflexivity) (s17_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s17_c11_R1)).
  pose proof (use_s7 IH 1 1 (opt_norm_r _ _ _ _ _ (s17_c11_R) ltac:(cbn [In]; left; reflexivity) (s17_c11_R1))) as Ho1.
  rewrite (tf_norm_game (s17_c11_R2)).
  pose proof (use_s3 IH 0 1 (opt_norm_r _ _ _ _ _ (s17_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c11_R2))) as Ho2.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p2_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s7_p3 Ho1 ltac:(zlia)).
  rewrite (s3_p1 Ho2 ltac:(zlia)).
  rewrite (s3_p1_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s17_c12_L (d : nat) : lmoves (s17_board 0 1 0 (2 + d)) = [strip [(2, 1)] (repeat T (3 + d) ++ [F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c12_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [F]) []) (s7_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c12_R (d : nat) : rmoves (s17_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F]) []) (s7_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s7_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s17_c12_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s17_board 0 1 0 (2 + d) -> fst (s17_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c12_L d), (s17_c12_R d); cbn [map].
  rewrite (tf_norm_game (s17_c12_L1 d)).
  pose proof (use_s7 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s17_c12_L d) ltac:(cbn [In]; left; reflexivity) (s17_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s17_c12_R1 d)).
  pose proof (use_s7 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s17_c12_R d) ltac:(cbn [In]; left; reflexivity) (s17_c12_R1 d))) as Ho1.
  rewrite (s7_p2 Ho0 ltac:(zlia)).
  rewrite (s7_p2_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s7_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c13_L : lmoves (s17_board 0 1 1 0) = [s17_board 0 1 0 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c13_R : rmoves (s17_board 0 1 1 0) = [strip [(0, 1)] ([T; E; T; E; F]) []; s13_board 0 1 1].
Proof. unfold s13_board, s17_board, strip. tf_options. Qed.
Lemma s17_c13_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F]) []) (s8_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s17_c13_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 1 1 0 -> fst (s17_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q8] in Hc |- *.
  rewrite tf_game_eq, (s17_c13_L), (s17_c13_R); cbn [map].
  pose proof (use_s17 IH 0 1 0 1 (opt_l _ _ _ (s17_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s17_c13_R1)).
  pose proof (use_s8 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s17_c13_R) ltac:(cbn [In]; left; reflexivity) (s17_c13_R1))) as Ho1.
  pose proof (use_s13 IH 0 1 1 (opt_r _ _ _ (s17_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s17_p13 Ho0 ltac:(zlia)).
  rewrite (s8_p4 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c14_L : lmoves (s17_board 0 1 1 1) = [s17_board 0 1 0 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c14_R : rmoves (s17_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; F]) []; strip [] ([E; T; F; T; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F]) []) (s8_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c14_R2 : tf_norm (strip [] ([E; T; F; T; F]) [(1, 1)]) (s13_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s17_c14_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 0 1 1 1 -> fst (s17_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q16] in Hc |- *.
  rewrite tf_game_eq, (s17_c14_L), (s17_c14_R); cbn [map].
  pose proof (use_s17 IH 0 1 0 2 (opt_l _ _ _ (s17_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s17_c14_R1)).
  pose proof (use_s8 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s17_c14_R) ltac:(cbn [In]; left; reflexivity) (s17_c14_R1))) as Ho1.
  rewrite (tf_norm_game (s17_c14_R2)).
  pose proof (use_s13 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s17_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c14_R2))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s8_p4 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s17_c15_L (d : nat) : lmoves (s17_board 0 1 1 (2 + d)) = [s17_board 0 1 0 (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c15_R (d : nat) : rmoves (s17_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []) (s8_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s17_c15_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s17_board 0 1 1 (2 + d) -> fst (s17_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c15_L d), (s17_c15_R d); cbn [map].
  pose proof (use_s17 IH 0 1 0 (3 + d) (opt_l _ _ _ (s17_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s17_c15_R1 d)).
  pose proof (use_s8 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s17_c15_R d) ltac:(cbn [In]; left; reflexivity) (s17_c15_R1 d))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c16_L (c : nat) : lmoves (s17_board 0 1 (2 + c) 0) = [s17_board 0 1 (1 + c) 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c16_R (c : nat) : rmoves (s17_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []; s13_board 0 1 (2 + c)].
Proof. unfold s13_board, s17_board, strip. tf_options. Qed.
Lemma s17_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []) (s8_board 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s17_c16_p21 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 1 (2 + c) 0 -> fst (s17_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q21] in Hc |- *.
  rewrite tf_game_eq, (s17_c16_L c), (s17_c16_R c); cbn [map].
  pose proof (use_s17 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s17_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s17_c16_R1 c)).
  pose proof (use_s8 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s17_c16_R c) ltac:(cbn [In]; left; reflexivity) (s17_c16_R1 c))) as Ho1.
  pose proof (use_s13 IH 0 1 (2 + c) (opt_r _ _ _ (s17_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s17_p16 Ho0 ltac:(zlia)).
  rewrite (s8_p6 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c16_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 1 (2 + c) 0 -> fst (s17_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q25] in Hc |- *.
  rewrite tf_game_eq, (s17_c16_L c), (s17_c16_R c); cbn [map].
  pose proof (use_s17 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s17_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s17_c16_R1 c)).
  pose proof (use_s8 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s17_c16_R c) ltac:(cbn [In]; left; reflexivity) (s17_c16_R1 c))) as Ho1.
  pose proof (use_s13 IH 0 1 (2 + c) (opt_r _ _ _ (s17_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s17_p23 Ho0 ltac:(zlia)).
  rewrite (s8_p8 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c16_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 1 (2 + c) 0 -> fst (s17_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q29] in Hc |- *.
  rewrite tf_game_eq, (s17_c16_L c), (s17_c16_R c); cbn [map].
  pose proof (use_s17 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s17_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s17_c16_R1 c)).
  pose proof (use_s8 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s17_c16_R c) ltac:(cbn [In]; left; reflexivity) (s17_c16_R1 c))) as Ho1.
  pose proof (use_s13 IH 0 1 (2 + c) (opt_r _ _ _ (s17_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s17_p27 Ho0 ltac:(zlia)).
  rewrite (s8_p8 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c17_L (c : nat) : lmoves (s17_board 0 1 (2 + c) 1) = [s17_board 0 1 (1 + c) 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c17_R (c : nat) : rmoves (s17_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s8_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s17_c17_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s17_c17_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 1 (2 + c) 1 -> fst (s17_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q23] in Hc |- *.
  rewrite tf_game_eq, (s17_c17_L c), (s17_c17_R c); cbn [map].
  pose proof (use_s17 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s17_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s17_c17_R1 c)).
  pose proof (use_s8 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s17_c17_R c) ltac:(cbn [In]; left; reflexivity) (s17_c17_R1 c))) as Ho1.
  rewrite (tf_norm_game (s17_c17_R2 c)).
  pose proof (use_s13 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c17_R2 c))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s8_p7 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c17_p27 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s17_board 0 1 (2 + c) 1 -> fst (s17_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q27] in Hc |- *.
  rewrite tf_game_eq, (s17_c17_L c), (s17_c17_R c); cbn [map].
  pose proof (use_s17 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s17_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s17_c17_R1 c)).
  pose proof (use_s8 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s17_c17_R c) ltac:(cbn [In]; left; reflexivity) (s17_c17_R1 c))) as Ho1.
  rewrite (tf_norm_game (s17_c17_R2 c)).
  pose proof (use_s13 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s17_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c17_R2 c))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s8_p7 Ho1 ltac:(zlia)).
  rewrite (s13_p2 Ho2 ltac:(zlia)).
  rewrite (s13_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c18_L (c d : nat) : lmoves (s17_board 0 1 (2 + c) (2 + d)) = [s17_board 0 1 (1 + c) (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c18_R (c d : nat) : rmoves (s17_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []) (s8_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s17_c18_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s17_board 0 1 (2 + c) (2 + d) -> fst (s17_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c18_L c d), (s17_c18_R c d); cbn [map].
  pose proof (use_s17 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s17_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s17_c18_R1 c d)).
  pose proof (use_s8 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s17_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s17_c18_R1 c d))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c19_L (b : nat) : lmoves (s17_board 0 (2 + b) 0 0) = [s12_board 0 (1 + b) 0 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
Lemma s17_c19_R (b : nat) : rmoves (s17_board 0 (2 + b) 0 0) = [s3_board 0 (2 + b)].
Proof. unfold s17_board, s3_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s17_c19_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 0 (2 + b) 0 0 -> fst (s17_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q30] in Hc |- *.
  rewrite tf_game_eq, (s17_c19_L b), (s17_c19_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s17_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 0 (2 + b) (opt_r _ _ _ (s17_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p12 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c19_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 0 (2 + b) 0 0 -> fst (s17_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q31] in Hc |- *.
  rewrite tf_game_eq, (s17_c19_L b), (s17_c19_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s17_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 0 (2 + b) (opt_r _ _ _ (s17_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p18 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c19_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 0 (2 + b) 0 0 -> fst (s17_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q32] in Hc |- *.
  rewrite tf_game_eq, (s17_c19_L b), (s17_c19_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s17_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 0 (2 + b) (opt_r _ _ _ (s17_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p28 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c20_L (b : nat) : lmoves (s17_board 0 (2 + b) 0 1) = [s12_board 0 (1 + b) 0 2].
Proof. unfold s12_board, s17_board. tf_options. Qed.
Lemma s17_c20_R (b : nat) : rmoves (s17_board 0 (2 + b) 0 1) = [strip [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c20_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s3_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s17_c20_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 0 (2 + b) 0 1 -> fst (s17_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q15] in Hc |- *.
  rewrite tf_game_eq, (s17_c20_L b), (s17_c20_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s17_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s17_c20_R1 b)).
  pose proof (use_s3 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s17_c20_R b) ltac:(cbn [In]; left; reflexivity) (s17_c20_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s12_p12 Ho0 ltac:(zlia)).
    rewrite (s3_p2 Ho1 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s12_p19 Ho0 ltac:(zlia)).
    rewrite (s3_p2 Ho1 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s12_p30 Ho0 ltac:(zlia)).
    rewrite (s3_p2 Ho1 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s12_p32 Ho0 ltac:(zlia)).
    rewrite (s3_p2 Ho1 ltac:(zlia)).
    rewrite (s3_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s17_c21_L (b d : nat) : lmoves (s17_board 0 (2 + b) 0 (2 + d)) = [s12_board 0 (1 + b) 0 (3 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
Lemma s17_c21_R (b d : nat) : rmoves (s17_board 0 (2 + b) 0 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s17_c21_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s17_board 0 (2 + b) 0 (2 + d) -> fst (s17_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c21_L b d), (s17_c21_R b d); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 0 (3 + d) (opt_l _ _ _ (s17_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s12_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s12_p19 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s12_p30 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s12_p32 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s17_c22_L (b : nat) : lmoves (s17_board 0 (2 + b) 1 0) = [s17_board 0 (2 + b) 0 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c22_R (b : nat) : rmoves (s17_board 0 (2 + b) 1 0) = [s13_board 0 (2 + b) 1].
Proof. unfold s13_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s17_c22_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 0 (2 + b) 1 0 -> fst (s17_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q9] in Hc |- *.
  rewrite tf_game_eq, (s17_c22_L b), (s17_c22_R b); cbn [map].
  pose proof (use_s17 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s17_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 (2 + b) 1 (opt_r _ _ _ (s17_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p15 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c23_L (b : nat) : lmoves (s17_board 0 (2 + b) 1 1) = [s17_board 0 (2 + b) 0 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c23_R (b : nat) : rmoves (s17_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s13_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s17_c23_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s17_board 0 (2 + b) 1 1 -> fst (s17_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q19] in Hc |- *.
  rewrite tf_game_eq, (s17_c23_L b), (s17_c23_R b); cbn [map].
  pose proof (use_s17 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s17_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s17_c23_R1 b)).
  pose proof (use_s13 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s17_c23_R b) ltac:(cbn [In]; left; reflexivity) (s17_c23_R1 b))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c24_L (b d : nat) : lmoves (s17_board 0 (2 + b) 1 (2 + d)) = [s17_board 0 (2 + b) 0 (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c24_R (b d : nat) : rmoves (s17_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s17_c24_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s17_board 0 (2 + b) 1 (2 + d) -> fst (s17_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c24_L b d), (s17_c24_R b d); cbn [map].
  pose proof (use_s17 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s17_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c25_L (b c : nat) : lmoves (s17_board 0 (2 + b) (2 + c) 0) = [s17_board 0 (2 + b) (1 + c) 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c25_R (b c : nat) : rmoves (s17_board 0 (2 + b) (2 + c) 0) = [s13_board 0 (2 + b) (2 + c)].
Proof. unfold s13_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s17_c25_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 0 (2 + b) (2 + c) 0 -> fst (s17_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q21] in Hc |- *.
  rewrite tf_game_eq, (s17_c25_L b c), (s17_c25_R b c); cbn [map].
  pose proof (use_s17 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s17_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p19 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c25_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 0 (2 + b) (2 + c) 0 -> fst (s17_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q25] in Hc |- *.
  rewrite tf_game_eq, (s17_c25_L b c), (s17_c25_R b c); cbn [map].
  pose proof (use_s17 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s17_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p23 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c25_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 0 (2 + b) (2 + c) 0 -> fst (s17_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s17_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q29] in Hc |- *.
  rewrite tf_game_eq, (s17_c25_L b c), (s17_c25_R b c); cbn [map].
  pose proof (use_s17 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s17_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s17_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p27 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c26_L (b c : nat) : lmoves (s17_board 0 (2 + b) (2 + c) 1) = [s17_board 0 (2 + b) (1 + c) 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c26_R (b c : nat) : rmoves (s17_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s17_board, strip. tf_options. Qed.
Lemma s17_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s13_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s17_c26_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 0 (2 + b) (2 + c) 1 -> fst (s17_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q23] in Hc |- *.
  rewrite tf_game_eq, (s17_c26_L b c), (s17_c26_R b c); cbn [map].
  pose proof (use_s17 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s17_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s17_c26_R1 b c)).
  pose proof (use_s13 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s17_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s17_c26_R1 b c))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c26_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s17_board 0 (2 + b) (2 + c) 1 -> fst (s17_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s17_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q27] in Hc |- *.
  rewrite tf_game_eq, (s17_c26_L b c), (s17_c26_R b c); cbn [map].
  pose proof (use_s17 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s17_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s17_c26_R1 b c)).
  pose proof (use_s13 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s17_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s17_c26_R1 b c))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s13_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s17_c27_L (b c d : nat) : lmoves (s17_board 0 (2 + b) (2 + c) (2 + d)) = [s17_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c27_R (b c d : nat) : rmoves (s17_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s17_c27_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s17_board 0 (2 + b) (2 + c) (2 + d) -> fst (s17_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q14] in Hc |- *.
  rewrite tf_game_eq, (s17_c27_L b c d), (s17_c27_R b c d); cbn [map].
  pose proof (use_s17 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s17_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s17_c28_L : lmoves (s17_board 1 0 0 0) = [s17_board 0 1 0 0].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c28_R : rmoves (s17_board 1 0 0 0) = [s14_board 1 0; s3_board 1 0].
Proof. unfold s14_board, s17_board, s3_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==0 && c==0 && d==0 *)
Lemma s17_c28_p34 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 0 0 0 -> fst (s17_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s17_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q34] in Hc |- *.
  rewrite tf_game_eq, (s17_c28_L), (s17_c28_R); cbn [map].
  pose proof (use_s17 IH 0 1 0 0 (opt_l _ _ _ (s17_c28_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 0 (opt_r _ _ _ (s17_c28_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s3 IH 1 0 (opt_r _ _ _ (s17_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s17_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p1 Ho1 ltac:(zlia)).
  rewrite (s3_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s17_c29_L : lmoves (s17_board 1 0 0 1) = [s17_board 0 1 0 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c29_R : rmoves (s17_board 1 0 0 1) = [s14_board 1 1; strip [] ([T; E; F; F]) [(1, 1)]].
Proof. unfold s14_board, s17_board, strip. tf_options. Qed.
Lemma s17_c29_R2 : tf_norm (strip [] ([T; E; F; F]) [(1, 1)]) (s3_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; F]) [(1, 1)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==0 && c==0 && d==1 *)
Lemma s17_c29_p35 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 0 0 1 -> fst (s17_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s17_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q35] in Hc |- *.
  rewrite tf_game_eq, (s17_c29_L), (s17_c29_R); cbn [map].
  pose proof (use_s17 IH 0 1 0 1 (opt_l _ _ _ (s17_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 1 (opt_r _ _ _ (s17_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s17_c29_R2)).
  pose proof (use_s3 IH 1 0 (opt_norm_r _ _ _ _ _ (s17_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c29_R2))) as Ho2.
  rewrite (s17_p13 Ho0 ltac:(zlia)).
  rewrite (s14_p1 Ho1 ltac:(zlia)).
  rewrite (s3_p3 Ho2 ltac:(zlia)).
  rewrite (s3_p3_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s17_c30_L (d : nat) : lmoves (s17_board 1 0 0 (2 + d)) = [s17_board 0 1 0 (2 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c30_R (d : nat) : rmoves (s17_board 1 0 0 (2 + d)) = [s14_board 1 (2 + d)].
Proof. unfold s14_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s17_c30_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s17_board 1 0 0 (2 + d) -> fst (s17_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q17] in Hc |- *.
  rewrite tf_game_eq, (s17_c30_L d), (s17_c30_R d); cbn [map].
  pose proof (use_s17 IH 0 1 0 (2 + d) (opt_l _ _ _ (s17_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (2 + d) (opt_r _ _ _ (s17_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s17_c31_L : lmoves (s17_board 1 0 1 0) = [s17_board 0 1 1 0; s17_board 1 0 0 1].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c31_R : rmoves (s17_board 1 0 1 0) = [s15_board 1 1 0; s13_board 1 0 1].
Proof. unfold s13_board, s15_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==0 && c==1 && d==0 *)
Lemma s17_c31_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 0 1 0 -> fst (s17_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s17_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s17_q3] in Hc |- *.
  rewrite tf_game_eq, (s17_c31_L), (s17_c31_R); cbn [map].
  pose proof (use_s17 IH 0 1 1 0 (opt_l _ _ _ (s17_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 0 0 1 (opt_l _ _ _ (s17_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH 1 1 0 (opt_r _ _ _ (s17_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s13 IH 1 0 1 (opt_r _ _ _ (s17_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s17_p8 Ho0 ltac:(zlia)).
  rewrite (s17_p35 Ho1 ltac:(zlia)).
  rewrite (s15_p6 Ho2 ltac:(zlia)).
  rewrite (s13_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c32_L : lmoves (s17_board 1 0 1 1) = [s17_board 0 1 1 1; s17_board 1 0 0 2].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c32_R : rmoves (s17_board 1 0 1 1) = [s15_board 1 1 1; strip [] ([T; E; F; T; F]) [(1, 1)]].
Proof. unfold s15_board, s17_board, strip. tf_options. Qed.
Lemma s17_c32_R2 : tf_norm (strip [] ([T; E; F; T; F]) [(1, 1)]) (s13_board 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==0 && c==1 && d==1 *)
Lemma s17_c32_p36 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s17_board 1 0 1 1 -> fst (s17_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s17_q36 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s17_q36] in Hc |- *.
  rewrite tf_game_eq, (s17_c32_L), (s17_c32_R); cbn [map].
  pose proof (use_s17 IH 0 1 1 1 (opt_l _ _ _ (s17_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 0 0 2 (opt_l _ _ _ (s17_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH 1 1 1 (opt_r _ _ _ (s17_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s17_c32_R2)).
  pose proof (use_s13 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s17_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s17_c32_R2))) as Ho3.
  rewrite (s17_p16 Ho0 ltac:(zlia)).
  rewrite (s17_p17 Ho1 ltac:(zlia)).
  rewrite (s15_p6 Ho2 ltac:(zlia)).
  rewrite (s13_p6 Ho3 ltac:(zlia)).
  rewrite (s13_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s17_c33_L (d : nat) : lmoves (s17_board 1 0 1 (2 + d)) = [s17_board 0 1 1 (2 + d); s17_board 1 0 0 (3 + d)].
Proof. unfold s17_board. tf_options. Qed.
Lemma s17_c33_R (d : nat) : rmoves (s17_board 1 0 1 (2 + d)) = [s15_board 1 1 (2 + d)].
Proof. unfold s15_board, s17_board. tf_options. Qed.
(* s17 = T^a _ T^b F T^c _ T^d F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s17_c33_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s17_board 1 0 1 (2 + d) -> fst (s17_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s17_q17 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s17_q17] in Hc |- *.
  rewrite tf_game_eq, (s17_c33_L d), (s17_c33_R d); cbn [map].
  pose proof (use_s17 IH 0 1 1 (2 + d) (opt_l _ _ _ (s17_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 0 0 (3 + d) (opt_l _ _ _ (s17_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s15 IH 1 1 (2 + d) (opt_r _ _ _ (s17_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s17_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p17 Ho1 ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

