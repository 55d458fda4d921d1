(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s184_c16_L (b : nat) : lmoves (s184_board 1 (2 + b) 0) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) []; s184_board 1 (1 + b) 1].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c16_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) []) (s53_board 0 1 (2 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c16_R (b : nat) : rmoves (s184_board 1 (2 + b) 0) = [s144_board 1 (2 + b) 0].
Proof. unfold s144_board, s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==1 && b>=2 && c==0 *)
Lemma s184_c16_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s184_board 1 (2 + b) 0 -> fst (s184_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s184_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s184_q4] in Hc |- *.
  rewrite tf_game_eq, (s184_c16_L b), (s184_c16_R b); cbn [map].
  rewrite (tf_norm_game (s184_c16_L1 b)).
  pose proof (use_s53 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s184_c16_L b) ltac:(cbn [In]; left; reflexivity) (s184_c16_L1 b))) as Ho0.
  pose proof (use_s184 IH 1 (1 + b) 1 (opt_l _ _ _ (s184_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH 1 (2 + b) 0 (opt_r _ _ _ (s184_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p18 Ho0 ltac:(zlia)).
  rewrite (s53_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p9 Ho1 ltac:(zlia)).
  rewrite (s144_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s184_c16_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s184_board 1 (2 + b) 0 -> fst (s184_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s184_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s184_q7] in Hc |- *.
  rewrite tf_game_eq, (s184_c16_L b), (s184_c16_R b); cbn [map].
  rewrite (tf_norm_game (s184_c16_L1 b)).
  pose proof (use_s53 IH 0 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s184_c16_L b) ltac:(cbn [In]; left; reflexivity) (s184_c16_L1 b))) as Ho0.
  pose proof (use_s184 IH 1 (1 + b) 1 (opt_l _ _ _ (s184_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH 1 (2 + b) 0 (opt_r _ _ _ (s184_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p20_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p6 Ho1 ltac:(zlia)).
  rewrite (s144_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s184_c17_L (b : nat) : lmoves (s184_board 1 (2 + b) 1) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) []; s184_board 1 (1 + b) 2].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) []) (s53_board 0 1 (2 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c17_R (b : nat) : rmoves (s184_board 1 (2 + b) 1) = [s144_board 1 (2 + b) 1].
Proof. unfold s144_board, s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==1 && b>=2 && c==1 *)
Lemma s184_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s184_board 1 (2 + b) 1 -> fst (s184_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s184_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s184_q6] in Hc |- *.
  rewrite tf_game_eq, (s184_c17_L b), (s184_c17_R b); cbn [map].
  rewrite (tf_norm_game (s184_c17_L1 b)).
  pose proof (use_s53 IH 0 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s184_c17_L b) ltac:(cbn [In]; left; reflexivity) (s184_c17_L1 b))) as Ho0.
  pose proof (use_s184 IH 1 (1 + b) 2 (opt_l _ _ _ (s184_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH 1 (2 + b) 1 (opt_r _ _ _ (s184_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s53_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p2 Ho1 ltac:(zlia)).
  rewrite (s144_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s184_c18_L (b c : nat) : lmoves (s184_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) []; s184_board 1 (1 + b) (3 + c)].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) []) (s53_board 0 1 (2 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c18_R (b c : nat) : rmoves (s184_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==1 && b>=2 && c>=2 *)
Lemma s184_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s184_board 1 (2 + b) (2 + c) -> fst (s184_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s184_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s184_q2] in Hc |- *.
  rewrite tf_game_eq, (s184_c18_L b c), (s184_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s184_c18_L1 b c)).
  pose proof (use_s53 IH 0 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s184_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s184_c18_L1 b c))) as Ho0.
  pose proof (use_s184 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s184_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s184_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s184 = T^a F _^2 T^b _ T^c F T F on a>=2 && b==0 && c==0: the board of s183 *)
Lemma s184_c19_p10 x (Hs183 : s183_claim x) (a : nat) :
  x = s184_board (2 + a) 0 0 -> fst (s184_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s184_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s184_q10] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s184_c19_p12 x (Hs183 : s183_claim x) (a : nat) :
  x = s184_board (2 + a) 0 0 -> fst (s184_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s184_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s184_q12] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s184_c19_p17 x (Hs183 : s183_claim x) (a : nat) :
  x = s184_board (2 + a) 0 0 -> fst (s184_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s184_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s184_q17] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s184_c19_p19 x (Hs183 : s183_claim x) (a : nat) :
  x = s184_board (2 + a) 0 0 -> fst (s184_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s184_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s184_q19] in Hc |- *.
  pose proof (Hs183 (2 + a) 0 ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s184 = T^a F _^2 T^b _ T^c F T F on a>=2 && b==0 && c==1: the board of s183 *)
Lemma s184_c20_p13 x (Hs183 : s183_claim x) (a : nat) :
  x = s184_board (2 + a) 0 1 -> fst (s184_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s184_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s184_q13] in Hc |- *.
  pose proof (Hs183 (2 + a) 1 ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s184 = T^a F _^2 T^b _ T^c F T F on a>=2 && b==0 && c>=2: the board of s183 *)
Lemma s184_c21_p2 x (Hs183 : s183_claim x) (a c : nat) :
  x = s184_board (2 + a) 0 (2 + c) -> fst (s184_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s184_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s184_q2] in Hc |- *.
  pose proof (Hs183 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s184_c22_L (a : nat) : lmoves (s184_board (2 + a) 1 0) = [s194_board (1 + a) 0 1 1 0; s183_board (2 + a) 1].
Proof. unfold s183_board, s184_board, s194_board. tf_options. Qed.
Lemma s184_c22_R (a : nat) : rmoves (s184_board (2 + a) 1 0) = [s144_board (2 + a) 1 0].
Proof. unfold s144_board, s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a>=2 && b==1 && c==0 *)
Lemma s184_c22_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s184_board (2 + a) 1 0 -> fst (s184_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s184_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s184_q10] in Hc |- *.
  rewrite tf_game_eq, (s184_c22_L a), (s184_c22_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 1 0 (opt_l _ _ _ (s184_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s183 IH (2 + a) 1 (opt_l _ _ _ (s184_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH (2 + a) 1 0 (opt_r _ _ _ (s184_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p27 Ho0 ltac:(zlia)).
  rewrite (s183_p6 Ho1 ltac:(zlia)).
  rewrite (s144_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s184_c22_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s184_board (2 + a) 1 0 -> fst (s184_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s184_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s184_q11] in Hc |- *.
  rewrite tf_game_eq, (s184_c22_L a), (s184_c22_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 1 0 (opt_l _ _ _ (s184_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s183 IH (2 + a) 1 (opt_l _ _ _ (s184_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH (2 + a) 1 0 (opt_r _ _ _ (s184_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s194_p125 Ho0 ltac:(zlia)).
    rewrite (s183_p6 Ho1 ltac:(zlia)).
    rewrite (s144_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p151 Ho0 ltac:(zlia)).
    rewrite (s183_p6 Ho1 ltac:(zlia)).
    rewrite (s144_p22 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p169 Ho0 ltac:(zlia)).
    rewrite (s183_p6 Ho1 ltac:(zlia)).
    rewrite (s144_p24 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s184_c23_L (a : nat) : lmoves (s184_board (2 + a) 1 1) = [s194_board (1 + a) 0 1 1 1; s183_board (2 + a) 2].
Proof. unfold s183_board, s184_board, s194_board. tf_options. Qed.
Lemma s184_c23_R (a : nat) : rmoves (s184_board (2 + a) 1 1) = [s144_board (2 + a) 1 1].
Proof. unfold s144_board, s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a>=2 && b==1 && c==1 *)
Lemma s184_c23_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s184_board (2 + a) 1 1 -> fst (s184_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s184_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s184_q14] in Hc |- *.
  rewrite tf_game_eq, (s184_c23_L a), (s184_c23_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s184_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s183 IH (2 + a) 2 (opt_l _ _ _ (s184_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH (2 + a) 1 1 (opt_r _ _ _ (s184_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p91 Ho0 ltac:(zlia)).
  rewrite (s183_p2 Ho1 ltac:(zlia)).
  rewrite (s144_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s184_c23_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s184_board (2 + a) 1 1 -> fst (s184_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s184_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s184_q16] in Hc |- *.
  rewrite tf_game_eq, (s184_c23_L a), (s184_c23_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s184_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s183 IH (2 + a) 2 (opt_l _ _ _ (s184_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH (2 + a) 1 1 (opt_r _ _ _ (s184_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p126 Ho0 ltac:(zlia)).
  rewrite (s183_p2 Ho1 ltac:(zlia)).
  rewrite (s144_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s184_c23_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s184_board (2 + a) 1 1 -> fst (s184_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s184_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s184_q18] in Hc |- *.
  rewrite tf_game_eq, (s184_c23_L a), (s184_c23_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s184_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s183 IH (2 + a) 2 (opt_l _ _ _ (s184_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH (2 + a) 1 1 (opt_r _ _ _ (s184_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p152 Ho0 ltac:(zlia)).
  rewrite (s183_p2 Ho1 ltac:(zlia)).
  rewrite (s144_p23 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s184_c23_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s184_board (2 + a) 1 1 -> fst (s184_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s184_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s184_q20] in Hc |- *.
  rewrite tf_game_eq, (s184_c23_L a), (s184_c23_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 1 1 (opt_l _ _ _ (s184_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s183 IH (2 + a) 2 (opt_l _ _ _ (s184_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH (2 + a) 1 1 (opt_r _ _ _ (s184_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p170 Ho0 ltac:(zlia)).
  rewrite (s183_p2 Ho1 ltac:(zlia)).
  rewrite (s144_p25 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s184_c24_L (a c : nat) : lmoves (s184_board (2 + a) 1 (2 + c)) = [s194_board (1 + a) 0 1 1 (2 + c); s183_board (2 + a) (3 + c)].
Proof. unfold s183_board, s184_board, s194_board. tf_options. Qed.
Lemma s184_c24_R (a c : nat) : rmoves (s184_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a>=2 && b==1 && c>=2 *)
Lemma s184_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s184_board (2 + a) 1 (2 + c) -> fst (s184_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s184_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s184_q2] in Hc |- *.
  rewrite tf_game_eq, (s184_c24_L a c), (s184_c24_R a c); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 1 (2 + c) (opt_l _ _ _ (s184_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s183 IH (2 + a) (3 + c) (opt_l _ _ _ (s184_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s183_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s184_c25_L (a b : nat) : lmoves (s184_board (2 + a) (2 + b) 0) = [s194_board (1 + a) 0 1 (2 + b) 0; s184_board (2 + a) (1 + b) 1].
Proof. unfold s184_board, s194_board. tf_options. Qed.
Lemma s184_c25_R (a b : nat) : rmoves (s184_board (2 + a) (2 + b) 0) = [s144_board (2 + a) (2 + b) 0].
Proof. unfold s144_board, s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a>=2 && b>=2 && c==0 *)
Lemma s184_c25_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s184_board (2 + a) (2 + b) 0 -> fst (s184_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s184_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s184_q5] in Hc |- *.
  rewrite tf_game_eq, (s184_c25_L a b), (s184_c25_R a b); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 (2 + b) 0 (opt_l _ _ _ (s184_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s184_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s184_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s194_p127 Ho0 ltac:(zlia)).
    rewrite (s184_p16 Ho1 ltac:(zlia)).
    rewrite (s144_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p153 Ho0 ltac:(zlia)).
    rewrite (s184_p18 Ho1 ltac:(zlia)).
    rewrite (s144_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p171 Ho0 ltac:(zlia)).
    rewrite (s184_p20 Ho1 ltac:(zlia)).
    rewrite (s144_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s184_c25_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s184_board (2 + a) (2 + b) 0 -> fst (s184_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s184_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s184_q7] in Hc |- *.
  rewrite tf_game_eq, (s184_c25_L a b), (s184_c25_R a b); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 (2 + b) 0 (opt_l _ _ _ (s184_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s184_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s184_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p88 Ho0 ltac:(zlia)).
    rewrite (s184_p6 Ho1 ltac:(zlia)).
    rewrite (s144_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p93 Ho0 ltac:(zlia)).
    rewrite (s184_p6 Ho1 ltac:(zlia)).
    rewrite (s144_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s184_c25_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s184_board (2 + a) (2 + b) 0 -> fst (s184_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s184_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s184_q15] in Hc |- *.
  rewrite tf_game_eq, (s184_c25_L a b), (s184_c25_R a b); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 (2 + b) 0 (opt_l _ _ _ (s184_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s184_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s184_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p92 Ho0 ltac:(zlia)).
  rewrite (s184_p14 Ho1 ltac:(zlia)).
  rewrite (s144_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s184_c26_L (a b : nat) : lmoves (s184_board (2 + a) (2 + b) 1) = [s194_board (1 + a) 0 1 (2 + b) 1; s184_board (2 + a) (1 + b) 2].
Proof. unfold s184_board, s194_board. tf_options. Qed.
Lemma s184_c26_R (a b : nat) : rmoves (s184_board (2 + a) (2 + b) 1) = [s144_board (2 + a) (2 + b) 1].
Proof. unfold s144_board, s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a>=2 && b>=2 && c==1 *)
Lemma s184_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s184_board (2 + a) (2 + b) 1 -> fst (s184_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s184_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s184_q6] in Hc |- *.
  rewrite tf_game_eq, (s184_c26_L a b), (s184_c26_R a b); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 (2 + b) 1 (opt_l _ _ _ (s184_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s184_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s184_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p87 Ho0 ltac:(zlia)).
  rewrite (s184_p2 Ho1 ltac:(zlia)).
  rewrite (s144_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s184_c27_L (a b c : nat) : lmoves (s184_board (2 + a) (2 + b) (2 + c)) = [s194_board (1 + a) 0 1 (2 + b) (2 + c); s184_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s184_board, s194_board. tf_options. Qed.
Lemma s184_c27_R (a b c : nat) : rmoves (s184_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a>=2 && b>=2 && c>=2 *)
Lemma s184_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s184_board (2 + a) (2 + b) (2 + c) -> fst (s184_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s184_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s184_q2] in Hc |- *.
  rewrite tf_game_eq, (s184_c27_L a b c), (s184_c27_R a b c); cbn [map].
  pose proof (use_s194 IH (1 + a) 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s184_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s184 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s184_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s184_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s185 = T^a F T F _ T^b _ T^c F _ on a==0 && b==0 && c==0: the board of s141 *)
Lemma s185_c1_p1 x (Hs141 : s141_claim x) :
  x = s185_board 0 0 0 -> fst (s185_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s185_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s185_q1] in Hc |- *.
  pose proof (Hs141 0 0 ltac:(rewrite Hx; unfold s185_board, s141_board; board_eq)) as Ho0.
  rewrite (s141_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s185 = T^a F T F _ T^b _ T^c F _ on a==0 && b==0 && c==1: the board of s141 *)
Lemma s185_c2_p2 x (Hs141 : s141_claim x) :
  x = s185_board 0 0 1 -> fst (s185_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s185_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s185_q2] in Hc |- *.
  pose proof (Hs141 0 1 ltac:(rewrite Hx; unfold s185_board, s141_board; board_eq)) as Ho0.
  rewrite (s141_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s185 = T^a F T F _ T^b _ T^c F _ on a==0 && b==0 && c>=2: the board of s141 *)
Lemma s185_c3_p2 x (Hs141 : s141_claim x) (c : nat) :
  x = s185_board 0 0 (2 + c) -> fst (s185_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s185_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s185_q2] in Hc |- *.
  pose proof (Hs141 0 (2 + c) ltac:(rewrite Hx; unfold s185_board, s141_board; board_eq)) as Ho0.
  rewrite (s141_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s185_c4_L : lmoves (s185_board 0 1 0) = [strip [(0, 1); (1, 1)] ([T; T; E; F; E]) []; strip [(0, 1)] ([T; F; E; E; T; F; E]) []].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c4_L1 : tf_norm (strip [(0, 1); (1, 1)] ([T; T; E; F; E]) []) (s73_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c4_L2 : tf_norm (strip [(0, 1)] ([T; F; E; E; T; F; E]) []) (s106_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; F; E]) []); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c4_R : rmoves (s185_board 0 1 0) = [strip [(0, 1)] ([T; F; E; T; F; E; E]) []].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c4_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; F; E; E]) []) (s105_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; F; E; E]) []); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==0 && b==1 && c==0 *)
Lemma s185_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s185_board 0 1 0 -> fst (s185_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s185_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s185_q3] in Hc |- *.
  rewrite tf_game_eq, (s185_c4_L), (s185_c4_R); cbn [map].
  rewrite (tf_norm_game (s185_c4_L1)).
  pose proof (use_s73 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s185_c4_L) ltac:(cbn [In]; left; reflexivity) (s185_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s185_c4_L2)).
  pose proof (use_s106 IH 1 1 (opt_norm_l _ _ _ _ _ (s185_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s185_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s185_c4_R1)).
  pose proof (use_s105 IH 1 1 (opt_norm_r _ _ _ _ _ (s185_c4_R) ltac:(cbn [In]; left; reflexivity) (s185_c4_R1))) as Ho2.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s185_c5_L : lmoves (s185_board 0 1 1) = [strip [(0, 1); (1, 1)] ([T; T; E; T; F; E]) []; strip [(0, 1)] ([T; F; E; E; T; T; F; E]) []; strip [(0, 1)] ([T; F; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c5_L1 : tf_norm (strip [(0, 1); (1, 1)] ([T; T; E; T; F; E]) []) (s73_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c5_L2 : tf_norm (strip [(0, 1)] ([T; F; E; E; T; T; F; E]) []) (s106_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; T; F; E]) []); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c5_L3 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; E; F]) [(1, 0)]) (s46_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s46_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c5_R : rmoves (s185_board 0 1 1) = [strip [(0, 1)] ([T; F; E; T; F]) [(1, 2)]].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; F]) [(1, 2)]) (s105_board 1 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==0 && b==1 && c==1 *)
Lemma s185_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s185_board 0 1 1 -> fst (s185_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s185_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c5_L), (s185_c5_R); cbn [map].
  rewrite (tf_norm_game (s185_c5_L1)).
  pose proof (use_s73 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s185_c5_L) ltac:(cbn [In]; left; reflexivity) (s185_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s185_c5_L2)).
  pose proof (use_s106 IH 1 2 (opt_norm_l _ _ _ _ _ (s185_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s185_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s185_c5_L3)).
  pose proof (use_s46 IH 1 1 (opt_norm_l _ _ _ _ _ (s185_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c5_L3))) as Ho2.
  rewrite (tf_norm_game (s185_c5_R1)).
  pose proof (use_s105 IH 1 1 (opt_norm_r _ _ _ _ _ (s185_c5_R) ltac:(cbn [In]; left; reflexivity) (s185_c5_R1))) as Ho3.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  rewrite (s105_p2 Ho3 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s185_c6_L (c : nat) : lmoves (s185_board 0 1 (2 + c)) = [strip [(0, 1); (1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E]) []; strip [(0, 1)] (T :: F :: E :: E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c6_L1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: E :: repeat T (3 + c) ++ [F; E]) []) (s106_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c6_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s78_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c6_R (c : nat) : rmoves (s185_board 0 1 (2 + c)) = [].
Proof. unfold s185_board. tf_options. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s185_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s185_board 0 1 (2 + c) -> fst (s185_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s185_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c6_L c), (s185_c6_R c); cbn [map].
  rewrite (tf_norm_game (s185_c6_L1 c)).
  pose proof (use_s73 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s185_c6_L c) ltac:(cbn [In]; left; reflexivity) (s185_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s185_c6_L2 c)).
  pose proof (use_s106 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s185_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s185_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s185_c6_L3 c)).
  pose proof (use_s78 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s185_c6_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c6_L3 c))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s78_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s78_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s185_c7_L (b : nat) : lmoves (s185_board 0 (2 + b) 0) = [strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; F; E]) []; strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; F; E]) []].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c7_L1 (b : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; F; E]) []) (s73_board 0 (3 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; F; E]) []) (s111_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c7_R (b : nat) : rmoves (s185_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F; E; E]) []].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F; E; E]) []) (s105_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F; E; E]) []); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==0 && b>=2 && c==0 *)
Lemma s185_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s185_board 0 (2 + b) 0 -> fst (s185_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s185_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s185_q3] in Hc |- *.
  rewrite tf_game_eq, (s185_c7_L b), (s185_c7_R b); cbn [map].
  rewrite (tf_norm_game (s185_c7_L1 b)).
  pose proof (use_s73 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s185_c7_L b) ltac:(cbn [In]; left; reflexivity) (s185_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s185_c7_L2 b)).
  pose proof (use_s111 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s185_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s185_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s185_c7_R1 b)).
  pose proof (use_s105 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s185_c7_R b) ltac:(cbn [In]; left; reflexivity) (s185_c7_R1 b))) as Ho2.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s111_p2 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s185_c8_L (b : nat) : lmoves (s185_board 0 (2 + b) 1) = [strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; T; F; E]) []; strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []; strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c8_L1 (b : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; T; F; E]) []) (s73_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []) (s111_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c8_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s46_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s46_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c8_R (b : nat) : rmoves (s185_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s105_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s185_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s185_board 0 (2 + b) 1 -> fst (s185_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s185_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c8_L b), (s185_c8_R b); cbn [map].
  rewrite (tf_norm_game (s185_c8_L1 b)).
  pose proof (use_s73 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s185_c8_L b) ltac:(cbn [In]; left; reflexivity) (s185_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s185_c8_L2 b)).
  pose proof (use_s111 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s185_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s185_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s185_c8_L3 b)).
  pose proof (use_s46 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s185_c8_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c8_L3 b))) as Ho2.
  rewrite (tf_norm_game (s185_c8_R1 b)).
  pose proof (use_s105 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s185_c8_R b) ltac:(cbn [In]; left; reflexivity) (s185_c8_R1 b))) as Ho3.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s111_p2 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  rewrite (s105_p2 Ho3 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s185_c9_L (b c : nat) : lmoves (s185_board 0 (2 + b) (2 + c)) = [strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []; strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c9_L1 (b c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []) (s111_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s78_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c9_R (b c : nat) : rmoves (s185_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s185_board. tf_options. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s185_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s185_board 0 (2 + b) (2 + c) -> fst (s185_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s185_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c9_L b c), (s185_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s185_c9_L1 b c)).
  pose proof (use_s73 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s185_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s185_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s185_c9_L2 b c)).
  pose proof (use_s111 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s185_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s185_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s185_c9_L3 b c)).
  pose proof (use_s78 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s185_c9_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c9_L3 b c))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s111_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s78_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s78_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s185 = T^a F T F _ T^b _ T^c F _ on a==1 && b==0 && c==0: the board of s141 *)
Lemma s185_c10_p3 x (Hs141 : s141_claim x) :
  x = s185_board 1 0 0 -> fst (s185_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s185_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s185_q3] in Hc |- *.
  pose proof (Hs141 1 0 ltac:(rewrite Hx; unfold s185_board, s141_board; board_eq)) as Ho0.
  rewrite (s141_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s185 = T^a F T F _ T^b _ T^c F _ on a==1 && b==0 && c==1: the board of s141 *)
Lemma s185_c11_p2 x (Hs141 : s141_claim x) :
  x = s185_board 1 0 1 -> fst (s185_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s185_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s185_q2] in Hc |- *.
  pose proof (Hs141 1 1 ltac:(rewrite Hx; unfold s185_board, s141_board; board_eq)) as Ho0.
  rewrite (s141_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s185 = T^a F T F _ T^b _ T^c F _ on a==1 && b==0 && c>=2: the board of s141 *)
Lemma s185_c12_p2 x (Hs141 : s141_claim x) (c : nat) :
  x = s185_board 1 0 (2 + c) -> fst (s185_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s185_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s185_q2] in Hc |- *.
  pose proof (Hs141 1 (2 + c) ltac:(rewrite Hx; unfold s185_board, s141_board; board_eq)) as Ho0.
  rewrite (s141_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s185_c13_L : lmoves (s185_board 1 1 0) = [s177_board 1 0 2 0; s141_board 1 1].
Proof. unfold s141_board, s177_board, s185_board. tf_options. Qed.
Lemma s185_c13_R : rmoves (s185_board 1 1 0) = [s149_board 1 1].
Proof. unfold s149_board, s185_board. tf_options. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==1 && b==1 && c==0 *)
Lemma s185_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s185_board 1 1 0 -> fst (s185_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s185_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s185_q3] in Hc |- *.
  rewrite tf_game_eq, (s185_c13_L), (s185_c13_R); cbn [map].
  pose proof (use_s177 IH 1 0 2 0 (opt_l _ _ _ (s185_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s141 IH 1 1 (opt_l _ _ _ (s185_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s149 IH 1 1 (opt_r _ _ _ (s185_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s177_p3 Ho0 ltac:(zlia)).
  rewrite (s141_p2 Ho1 ltac:(zlia)).
  rewrite (s149_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s185_c14_L : lmoves (s185_board 1 1 1) = [s177_board 1 0 2 1; s141_board 1 2; strip [] ([T; F; T; F; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s141_board, s177_board, s185_board, strip. tf_options. Qed.
Lemma s185_c14_L3 : tf_norm (strip [] ([T; F; T; F; E; T; E; E; F]) [(1, 0)]) (s94_board 1 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s94_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c14_R : rmoves (s185_board 1 1 1) = [strip [] ([T; F; T; F; E; T; F]) [(1, 2)]].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c14_R1 : tf_norm (strip [] ([T; F; T; F; E; T; F]) [(1, 2)]) (s149_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; E; T; F]) [(1, 2)]); [reflexivity | unfold s149_board; strip_board_eq | strip_offset]. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==1 && b==1 && c==1 *)
Lemma s185_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s185_board 1 1 1 -> fst (s185_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s185_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c14_L), (s185_c14_R); cbn [map].
  pose proof (use_s177 IH 1 0 2 1 (opt_l _ _ _ (s185_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s141 IH 1 2 (opt_l _ _ _ (s185_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s185_c14_L3)).
  pose proof (use_s94 IH 1 1 (opt_norm_l _ _ _ _ _ (s185_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s185_c14_R1)).
  pose proof (use_s149 IH 1 1 (opt_norm_r _ _ _ _ _ (s185_c14_R) ltac:(cbn [In]; left; reflexivity) (s185_c14_R1))) as Ho3.
  rewrite (s177_p7 Ho0 ltac:(zlia)).
  rewrite (s141_p2 Ho1 ltac:(zlia)).
  rewrite (s94_p2 Ho2 ltac:(zlia)).
  rewrite (s149_p2 Ho3 ltac:(zlia)).
  rewrite (s149_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s185_c15_L (c : nat) : lmoves (s185_board 1 1 (2 + c)) = [s177_board 1 0 2 (2 + c); s141_board 1 (3 + c); strip [] (T :: F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s141_board, s177_board, s185_board, strip. tf_options. Qed.
Lemma s185_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s153_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s153_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c15_R (c : nat) : rmoves (s185_board 1 1 (2 + c)) = [].
Proof. unfold s185_board. tf_options. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s185_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s185_board 1 1 (2 + c) -> fst (s185_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s185_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c15_L c), (s185_c15_R c); cbn [map].
  pose proof (use_s177 IH 1 0 2 (2 + c) (opt_l _ _ _ (s185_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s141 IH 1 (3 + c) (opt_l _ _ _ (s185_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s185_c15_L3 c)).
  pose proof (use_s153 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s185_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c15_L3 c))) as Ho2.
  rewrite (s177_p7 Ho0 ltac:(zlia)).
  rewrite (s141_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s153_p1 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s153_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s185_c16_L (b : nat) : lmoves (s185_board 1 (2 + b) 0) = [s177_board 1 0 (3 + b) 0; s185_board 1 (1 + b) 1].
Proof. unfold s177_board, s185_board. tf_options. Qed.
Lemma s185_c16_R (b : nat) : rmoves (s185_board 1 (2 + b) 0) = [s149_board 1 (2 + b)].
Proof. unfold s149_board, s185_board. tf_options. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==1 && b>=2 && c==0 *)
Lemma s185_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s185_board 1 (2 + b) 0 -> fst (s185_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s185_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s185_q3] in Hc |- *.
  rewrite tf_game_eq, (s185_c16_L b), (s185_c16_R b); cbn [map].
  pose proof (use_s177 IH 1 0 (3 + b) 0 (opt_l _ _ _ (s185_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s185 IH 1 (1 + b) 1 (opt_l _ _ _ (s185_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s149 IH 1 (2 + b) (opt_r _ _ _ (s185_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s177_p3 Ho0 ltac:(zlia)).
  rewrite (s185_p2 Ho1 ltac:(zlia)).
  rewrite (s149_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s185_c17_L (b : nat) : lmoves (s185_board 1 (2 + b) 1) = [s177_board 1 0 (3 + b) 1; s185_board 1 (1 + b) 2; strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s185_board, strip. tf_options. Qed.
Lemma s185_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s94_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s94_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c17_R (b : nat) : rmoves (s185_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s149_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s149_board; strip_board_eq | strip_offset]. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s185_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s185_board 1 (2 + b) 1 -> fst (s185_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s185_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c17_L b), (s185_c17_R b); cbn [map].
  pose proof (use_s177 IH 1 0 (3 + b) 1 (opt_l _ _ _ (s185_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s185 IH 1 (1 + b) 2 (opt_l _ _ _ (s185_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s185_c17_L3 b)).
  pose proof (use_s94 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s185_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s185_c17_R1 b)).
  pose proof (use_s149 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s185_c17_R b) ltac:(cbn [In]; left; reflexivity) (s185_c17_R1 b))) as Ho3.
  rewrite (s177_p7 Ho0 ltac:(zlia)).
  rewrite (s185_p2 Ho1 ltac:(zlia)).
  rewrite (s94_p2 Ho2 ltac:(zlia)).
  rewrite (s149_p2 Ho3 ltac:(zlia)).
  rewrite (s149_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s185_c18_L (b c : nat) : lmoves (s185_board 1 (2 + b) (2 + c)) = [s177_board 1 0 (3 + b) (2 + c); s185_board 1 (1 + b) (3 + c); strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s185_board, strip. tf_options. Qed.
Lemma s185_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s153_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s153_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c18_R (b c : nat) : rmoves (s185_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s185_board. tf_options. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s185_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s185_board 1 (2 + b) (2 + c) -> fst (s185_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s185_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c18_L b c), (s185_c18_R b c); cbn [map].
  pose proof (use_s177 IH 1 0 (3 + b) (2 + c) (opt_l _ _ _ (s185_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s185 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s185_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s185_c18_L3 b c)).
  pose proof (use_s153 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s185_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c18_L3 b c))) as Ho2.
  rewrite (s177_p7 Ho0 ltac:(zlia)).
  rewrite (s185_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s153_p1 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s153_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s185 = T^a F T F _ T^b _ T^c F _ on a>=2 && b==0 && c==0: the board of s141 *)
Lemma s185_c19_p3 x (Hs141 : s141_claim x) (a : nat) :
  x = s185_board (2 + a) 0 0 -> fst (s185_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s185_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s185_q3] in Hc |- *.
  pose proof (Hs141 (2 + a) 0 ltac:(rewrite Hx; unfold s185_board, s141_board; board_eq)) as Ho0.
  rewrite (s141_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s185 = T^a F T F _ T^b _ T^c F _ on a>=2 && b==0 && c==1: the board of s141 *)
Lemma s185_c20_p2 x (Hs141 : s141_claim x) (a : nat) :
  x = s185_board (2 + a) 0 1 -> fst (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s185_q2] in Hc |- *.
  pose proof (Hs141 (2 + a) 1 ltac:(rewrite Hx; unfold s185_board, s141_board; board_eq)) as Ho0.
  rewrite (s141_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s185 = T^a F T F _ T^b _ T^c F _ on a>=2 && b==0 && c>=2: the board of s141 *)
Lemma s185_c21_p2 x (Hs141 : s141_claim x) (a c : nat) :
  x = s185_board (2 + a) 0 (2 + c) -> fst (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s185_q2] in Hc |- *.
  pose proof (Hs141 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s185_board, s141_board; board_eq)) as Ho0.
  rewrite (s141_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s185_c22_L (a : nat) : lmoves (s185_board (2 + a) 1 0) = [s177_board (2 + a) 0 2 0; s141_board (2 + a) 1].
Proof. unfold s141_board, s177_board, s185_board. tf_options. Qed.
Lemma s185_c22_R (a : nat) : rmoves (s185_board (2 + a) 1 0) = [s149_board (2 + a) 1].
Proof. unfold s149_board, s185_board. tf_options. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a>=2 && b==1 && c==0 *)
Lemma s185_c22_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s185_board (2 + a) 1 0 -> fst (s185_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s185_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s185_q3] in Hc |- *.
  rewrite tf_game_eq, (s185_c22_L a), (s185_c22_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 0 2 0 (opt_l _ _ _ (s185_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s141 IH (2 + a) 1 (opt_l _ _ _ (s185_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s149 IH (2 + a) 1 (opt_r _ _ _ (s185_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s177_p25 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p27 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p30 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p34 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s185_c23_L (a : nat) : lmoves (s185_board (2 + a) 1 1) = [s177_board (2 + a) 0 2 1; s141_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; F; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s141_board, s177_board, s185_board, strip. tf_options. Qed.
Lemma s185_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; E; T; E; E; F]) [(1, 0)]) (s94_board (2 + a) 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s94_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c23_R (a : nat) : rmoves (s185_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; F; E; T; F]) [(1, 2)]].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; E; T; F]) [(1, 2)]) (s149_board (2 + a) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; T; F]) [(1, 2)]); [reflexivity | unfold s149_board; strip_board_eq | strip_offset]. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s185_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s185_board (2 + a) 1 1 -> fst (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c23_L a), (s185_c23_R a); cbn [map].
  pose proof (use_s177 IH (2 + a) 0 2 1 (opt_l _ _ _ (s185_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s141 IH (2 + a) 2 (opt_l _ _ _ (s185_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s185_c23_L3 a)).
  pose proof (use_s94 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s185_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s185_c23_R1 a)).
  pose proof (use_s149 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s185_c23_R a) ltac:(cbn [In]; left; reflexivity) (s185_c23_R1 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s177_p12 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    rewrite (s94_p2 Ho2 ltac:(zlia)).
    rewrite (s149_p2 Ho3 ltac:(zlia)).
    rewrite (s149_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s177_p15 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    rewrite (s94_p2 Ho2 ltac:(zlia)).
    rewrite (s149_p2 Ho3 ltac:(zlia)).
    rewrite (s149_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s177_p23 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    rewrite (s94_p2 Ho2 ltac:(zlia)).
    rewrite (s149_p2 Ho3 ltac:(zlia)).
    rewrite (s149_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s177_p33 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    rewrite (s94_p2 Ho2 ltac:(zlia)).
    rewrite (s149_p2 Ho3 ltac:(zlia)).
    rewrite (s149_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s185_c24_L (a c : nat) : lmoves (s185_board (2 + a) 1 (2 + c)) = [s177_board (2 + a) 0 2 (2 + c); s141_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s141_board, s177_board, s185_board, strip. tf_options. Qed.
Lemma s185_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s153_board (2 + a) 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s153_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c24_R (a c : nat) : rmoves (s185_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s185_board. tf_options. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s185_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s185_board (2 + a) 1 (2 + c) -> fst (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c24_L a c), (s185_c24_R a c); cbn [map].
  pose proof (use_s177 IH (2 + a) 0 2 (2 + c) (opt_l _ _ _ (s185_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s141 IH (2 + a) (3 + c) (opt_l _ _ _ (s185_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s185_c24_L3 a c)).
  pose proof (use_s153 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s185_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c24_L3 a c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s177_p12 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s153_p1 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s153_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s177_p15 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s153_p1 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s153_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s177_p23 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s153_p1 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s153_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s177_p33 Ho0 ltac:(zlia)).
    rewrite (s141_p2 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s153_p1 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s153_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
Qed.

Lemma s185_c25_L (a b : nat) : lmoves (s185_board (2 + a) (2 + b) 0) = [s177_board (2 + a) 0 (3 + b) 0; s185_board (2 + a) (1 + b) 1].
Proof. unfold s177_board, s185_board. tf_options. Qed.
Lemma s185_c25_R (a b : nat) : rmoves (s185_board (2 + a) (2 + b) 0) = [s149_board (2 + a) (2 + b)].
Proof. unfold s149_board, s185_board. tf_options. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a>=2 && b>=2 && c==0 *)
Lemma s185_c25_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s185_board (2 + a) (2 + b) 0 -> fst (s185_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s185_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s185_q3] in Hc |- *.
  rewrite tf_game_eq, (s185_c25_L a b), (s185_c25_R a b); cbn [map].
  pose proof (use_s177 IH (2 + a) 0 (3 + b) 0 (opt_l _ _ _ (s185_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s185 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s185_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s149 IH (2 + a) (2 + b) (opt_r _ _ _ (s185_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s177_p25 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p27 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p30 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p34 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    rewrite (s149_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s185_c26_L (a b : nat) : lmoves (s185_board (2 + a) (2 + b) 1) = [s177_board (2 + a) 0 (3 + b) 1; s185_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s185_board, strip. tf_options. Qed.
Lemma s185_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s94_board (2 + a) (2 + b)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s94_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c26_R (a b : nat) : rmoves (s185_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s185_board, strip. tf_options. Qed.
Lemma s185_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s149_board (2 + a) (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s149_board; strip_board_eq | strip_offset]. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s185_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s185_board (2 + a) (2 + b) 1 -> fst (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c26_L a b), (s185_c26_R a b); cbn [map].
  pose proof (use_s177 IH (2 + a) 0 (3 + b) 1 (opt_l _ _ _ (s185_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s185 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s185_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s185_c26_L3 a b)).
  pose proof (use_s94 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s185_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s185_c26_R1 a b)).
  pose proof (use_s149 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s185_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s185_c26_R1 a b))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s177_p12 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    rewrite (s94_p2 Ho2 ltac:(zlia)).
    rewrite (s149_p2 Ho3 ltac:(zlia)).
    rewrite (s149_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s177_p15 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    rewrite (s94_p2 Ho2 ltac:(zlia)).
    rewrite (s149_p2 Ho3 ltac:(zlia)).
    rewrite (s149_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s177_p23 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    rewrite (s94_p2 Ho2 ltac:(zlia)).
    rewrite (s149_p2 Ho3 ltac:(zlia)).
    rewrite (s149_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s177_p33 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    rewrite (s94_p2 Ho2 ltac:(zlia)).
    rewrite (s149_p2 Ho3 ltac:(zlia)).
    rewrite (s149_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s185_c27_L (a b c : nat) : lmoves (s185_board (2 + a) (2 + b) (2 + c)) = [s177_board (2 + a) 0 (3 + b) (2 + c); s185_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s185_board, strip. tf_options. Qed.
Lemma s185_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s153_board (2 + a) (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s153_board; strip_board_eq | strip_offset]. Qed.
Lemma s185_c27_R (a b c : nat) : rmoves (s185_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s185_board. tf_options. Qed.
(* s185 = T^a F T F _ T^b _ T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s185_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s185_board (2 + a) (2 + b) (2 + c) -> fst (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s185_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s185_q2] in Hc |- *.
  rewrite tf_game_eq, (s185_c27_L a b c), (s185_c27_R a b c); cbn [map].
  pose proof (use_s177 IH (2 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s185_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s185 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s185_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s185_c27_L3 a b c)).
  pose proof (use_s153 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s185_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s185_c27_L3 a b c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s177_p12 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s153_p1 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s153_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s177_p15 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s153_p1 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s153_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s177_p23 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s153_p1 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s153_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s177_p33 Ho0 ltac:(zlia)).
    rewrite (s185_p2 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s153_p1 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s153_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a==0 && b==0 && c==0: the board of s140 *)
Lemma s186_c1_p1 x (Hs140 : s140_claim x) :
  x = s186_board 0 0 0 -> fst (s186_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s186_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q1] in Hc |- *.
  pose proof (Hs140 0 ltac:(rewrite Hx; unfold s186_board, s140_board; board_eq)) as Ho0.
  rewrite (s140_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a==0 && b==0 && c==1: the board of s142 *)
Lemma s186_c2_p1 x (Hs142 : s142_claim x) :
  x = s186_board 0 0 1 -> fst (s186_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s186_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q1] in Hc |- *.
  pose proof (Hs142 0 1 ltac:(rewrite Hx; unfold s186_board, s142_board; board_eq)) as Ho0.
  rewrite (s142_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a==0 && b==0 && c>=2: the board of s142 *)
Lemma s186_c3_p3 x (Hs142 : s142_claim x) (c : nat) :
  x = s186_board 0 0 (2 + c) -> fst (s186_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s186_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s186_q3] in Hc |- *.
  pose proof (Hs142 0 (2 + c) ltac:(rewrite Hx; unfold s186_board, s142_board; board_eq)) as Ho0.
  rewrite (s142_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a==0 && b==1 && c==0: the board of s151 *)
Lemma s186_c4_p4 x (Hs151 : s151_claim x) :
  x = s186_board 0 1 0 -> fst (s186_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s186_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q4] in Hc |- *.
  pose proof (Hs151 0 1 ltac:(rewrite Hx; unfold s186_board, s151_board; board_eq)) as Ho0.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s186_c5_L : lmoves (s186_board 0 1 1) = [strip [(0, 1); (1, 1)] ([T; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; F; E; E; T; T; E; T; F]) []; strip [(0, 1)] ([T; F; E; T; E; E; T; T; F]) []].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c5_L1 : tf_norm (strip [(0, 1); (1, 1)] ([T; T; E; T; E; T; F]) []) (s74_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s186_c5_L2 : tf_norm (strip [(0, 1)] ([T; F; E; E; T; T; E; T; F]) []) (s108_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; T; E; T; F]) []); [reflexivity | unfold s108_board; strip_board_eq | strip_offset]. Qed.
Lemma s186_c5_L3 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; E; T; T; F]) []) (s76_board 1) (2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; F; E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c5_R : rmoves (s186_board 0 1 1) = [strip [(0, 1)] ([T; F; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; T; F]) [(1, 1)]) (s111_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a==0 && b==1 && c==1 *)
Lemma s186_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s186_board 0 1 1 -> fst (s186_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s186_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c5_L), (s186_c5_R); cbn [map].
  rewrite (tf_norm_game (s186_c5_L1)).
  pose proof (use_s74 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s186_c5_L) ltac:(cbn [In]; left; reflexivity) (s186_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s186_c5_L2)).
  pose proof (use_s108 IH 1 2 (opt_norm_l _ _ _ _ _ (s186_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s186_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s186_c5_L3)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s186_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c5_L3))) as Ho2.
  rewrite (tf_norm_game (s186_c5_R1)).
  pose proof (use_s111 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s186_c5_R) ltac:(cbn [In]; left; reflexivity) (s186_c5_R1))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s108_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s186_c6_L (c : nat) : lmoves (s186_board 0 1 (2 + c)) = [strip [(0, 1); (1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: F :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c6_L1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s74_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s186_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []) (s108_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s108_board; strip_board_eq | strip_offset]. Qed.
Lemma s186_c6_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board 1) (Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c6_R (c : nat) : rmoves (s186_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s111_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a==0 && b==1 && c>=2 *)
Lemma s186_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s186_board 0 1 (2 + c) -> fst (s186_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s186_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c6_L c), (s186_c6_R c); cbn [map].
  rewrite (tf_norm_game (s186_c6_L1 c)).
  pose proof (use_s74 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s186_c6_L c) ltac:(cbn [In]; left; reflexivity) (s186_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s186_c6_L2 c)).
  pose proof (use_s108 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s186_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s186_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game (s186_c6_L3 c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s186_c6_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c6_L3 c))) as Ho2.
  rewrite (tf_norm_game (s186_c6_R1 c)).
  pose proof (use_s111 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s186_c6_R c) ltac:(cbn [In]; left; reflexivity) (s186_c6_R1 c))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s108_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + c) + 1) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a==0 && b>=2 && c==0: the board of s151 *)
Lemma s186_c7_p4 x (Hs151 : s151_claim x) (b : nat) :
  x = s186_board 0 (2 + b) 0 -> fst (s186_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s186_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q4] in Hc |- *.
  pose proof (Hs151 0 (2 + b) ltac:(rewrite Hx; unfold s186_board, s151_board; board_eq)) as Ho0.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s186_c8_L (b : nat) : lmoves (s186_board 0 (2 + b) 1) = [strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F]) []; strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []; strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c8_L1 (b : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F]) []) (s74_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s186_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []) (s110_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s186_c8_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c8_R (b : nat) : rmoves (s186_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s111_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a==0 && b>=2 && c==1 *)
Lemma s186_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s186_board 0 (2 + b) 1 -> fst (s186_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s186_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c8_L b), (s186_c8_R b); cbn [map].
  rewrite (tf_norm_game (s186_c8_L1 b)).
  pose proof (use_s74 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s186_c8_L b) ltac:(cbn [In]; left; reflexivity) (s186_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s186_c8_L2 b)).
  pose proof (use_s110 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s186_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s186_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s186_c8_L3 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s186_c8_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c8_L3 b))) as Ho2.
  rewrite (tf_norm_game (s186_c8_R1 b)).
  pose proof (use_s111 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s186_c8_R b) ltac:(cbn [In]; left; reflexivity) (s186_c8_R1 b))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s110_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s186_c9_L (b c : nat) : lmoves (s186_board 0 (2 + b) (2 + c)) = [strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c9_L1 (b c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []) (s74_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s186_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []) (s110_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s186_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c9_R (b c : nat) : rmoves (s186_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s111_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a==0 && b>=2 && c>=2 *)
Lemma s186_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s186_board 0 (2 + b) (2 + c) -> fst (s186_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s186_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c9_L b c), (s186_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s186_c9_L1 b c)).
  pose proof (use_s74 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s186_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s186_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s186_c9_L2 b c)).
  pose proof (use_s110 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s186_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s186_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s186_c9_L3 b c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s186_c9_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c9_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s186_c9_R1 b c)).
  pose proof (use_s111 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s186_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s186_c9_R1 b c))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s110_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a==1 && b==0 && c==0: the board of s140 *)
Lemma s186_c10_p4 x (Hs140 : s140_claim x) :
  x = s186_board 1 0 0 -> fst (s186_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s186_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q4] in Hc |- *.
  pose proof (Hs140 1 ltac:(rewrite Hx; unfold s186_board, s140_board; board_eq)) as Ho0.
  rewrite (s140_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a==1 && b==0 && c==1: the board of s142 *)
Lemma s186_c11_p2 x (Hs142 : s142_claim x) :
  x = s186_board 1 0 1 -> fst (s186_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s186_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q2] in Hc |- *.
  pose proof (Hs142 1 1 ltac:(rewrite Hx; unfold s186_board, s142_board; board_eq)) as Ho0.
  rewrite (s142_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a==1 && b==0 && c>=2: the board of s142 *)
Lemma s186_c12_p3 x (Hs142 : s142_claim x) (c : nat) :
  x = s186_board 1 0 (2 + c) -> fst (s186_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s186_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s186_q3] in Hc |- *.
  pose proof (Hs142 1 (2 + c) ltac:(rewrite Hx; unfold s186_board, s142_board; board_eq)) as Ho0.
  rewrite (s142_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a==1 && b==1 && c==0: the board of s151 *)
Lemma s186_c13_p4 x (Hs151 : s151_claim x) :
  x = s186_board 1 1 0 -> fst (s186_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s186_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q4] in Hc |- *.
  pose proof (Hs151 1 1 ltac:(rewrite Hx; unfold s186_board, s151_board; board_eq)) as Ho0.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s186_c14_L : lmoves (s186_board 1 1 1) = [s179_board 1 0 2 1; s142_board 1 2; strip [] ([T; F; T; F; E; T; E; E; T; T; F]) []].
Proof. unfold s142_board, s179_board, s186_board, strip. tf_options. Qed.
Lemma s186_c14_L3 : tf_norm (strip [] ([T; F; T; F; E; T; E; E; T; T; F]) []) (s115_board 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; F; E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F; E]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c14_R : rmoves (s186_board 1 1 1) = [strip [] ([T; F; T; F; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c14_R1 : tf_norm (strip [] ([T; F; T; F; E; T; E; T; F]) [(1, 1)]) (s185_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s185_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a==1 && b==1 && c==1 *)
Lemma s186_c14_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s186_board 1 1 1 -> fst (s186_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s186_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c14_L), (s186_c14_R); cbn [map].
  pose proof (use_s179 IH 1 0 2 1 (opt_l _ _ _ (s186_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s142 IH 1 2 (opt_l _ _ _ (s186_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s186_c14_L3)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s186_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s186_c14_R1)).
  pose proof (use_s185 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s186_c14_R) ltac:(cbn [In]; left; reflexivity) (s186_c14_R1))) as Ho3.
  rewrite (s179_p25 Ho0 ltac:(zlia)).
  rewrite (s142_p3 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) I).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  rewrite (s185_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s186_c15_L (c : nat) : lmoves (s186_board 1 1 (2 + c)) = [s179_board 1 0 2 (2 + c); s142_board 1 (3 + c); strip [] (T :: F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s142_board, s179_board, s186_board, strip. tf_options. Qed.
Lemma s186_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s115_board 1) (Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F; E]) [(1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c15_R (c : nat) : rmoves (s186_board 1 1 (2 + c)) = [strip [] (T :: F :: T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c15_R1 (c : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s185_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s185_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a==1 && b==1 && c>=2 *)
Lemma s186_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s186_board 1 1 (2 + c) -> fst (s186_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s186_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c15_L c), (s186_c15_R c); cbn [map].
  pose proof (use_s179 IH 1 0 2 (2 + c) (opt_l _ _ _ (s186_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s142 IH 1 (3 + c) (opt_l _ _ _ (s186_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s186_c15_L3 c)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s186_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c15_L3 c))) as Ho2.
  rewrite (tf_norm_game (s186_c15_R1 c)).
  pose proof (use_s185 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s186_c15_R c) ltac:(cbn [In]; left; reflexivity) (s186_c15_R1 c))) as Ho3.
  rewrite (s179_p25 Ho0 ltac:(zlia)).
  rewrite (s142_p3 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat 1) (Z.of_nat (2 + c) + 1) (Nat2Z.is_nonneg _) I).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  rewrite (s185_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a==1 && b>=2 && c==0: the board of s151 *)
Lemma s186_c16_p4 x (Hs151 : s151_claim x) (b : nat) :
  x = s186_board 1 (2 + b) 0 -> fst (s186_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s186_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q4] in Hc |- *.
  pose proof (Hs151 1 (2 + b) ltac:(rewrite Hx; unfold s186_board, s151_board; board_eq)) as Ho0.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s186_c17_L (b : nat) : lmoves (s186_board 1 (2 + b) 1) = [s179_board 1 0 (3 + b) 1; s186_board 1 (1 + b) 2; strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, s186_board, strip. tf_options. Qed.
Lemma s186_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s115_board 1) (2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F; E]) [(2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c17_R (b : nat) : rmoves (s186_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s185_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s185_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a==1 && b>=2 && c==1 *)
Lemma s186_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s186_board 1 (2 + b) 1 -> fst (s186_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s186_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c17_L b), (s186_c17_R b); cbn [map].
  pose proof (use_s179 IH 1 0 (3 + b) 1 (opt_l _ _ _ (s186_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s186 IH 1 (1 + b) 2 (opt_l _ _ _ (s186_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s186_c17_L3 b)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s186_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s186_c17_R1 b)).
  pose proof (use_s185 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s186_c17_R b) ltac:(cbn [In]; left; reflexivity) (s186_c17_R1 b))) as Ho3.
  rewrite (s179_p25 Ho0 ltac:(zlia)).
  rewrite (s186_p3 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  rewrite (s185_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s186_c18_L (b c : nat) : lmoves (s186_board 1 (2 + b) (2 + c)) = [s179_board 1 0 (3 + b) (2 + c); s186_board 1 (1 + b) (3 + c); strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s186_board, strip. tf_options. Qed.
Lemma s186_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s115_board 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F; E]) [(2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c18_R (b c : nat) : rmoves (s186_board 1 (2 + b) (2 + c)) = [strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c18_R1 (b c : nat) : tf_norm (strip [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s185_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s185_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a==1 && b>=2 && c>=2 *)
Lemma s186_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s186_board 1 (2 + b) (2 + c) -> fst (s186_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s186_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c18_L b c), (s186_c18_R b c); cbn [map].
  pose proof (use_s179 IH 1 0 (3 + b) (2 + c) (opt_l _ _ _ (s186_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s186 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s186_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s186_c18_L3 b c)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s186_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c18_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s186_c18_R1 b c)).
  pose proof (use_s185 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s186_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s186_c18_R1 b c))) as Ho3.
  rewrite (s179_p25 Ho0 ltac:(zlia)).
  rewrite (s186_p3 Ho1 ltac:(zlia)).
  rewrite (s115_p1 Ho2 I).
  rewrite (s115_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) I).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  rewrite (s185_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a>=2 && b==0 && c==0: the board of s140 *)
Lemma s186_c19_p4 x (Hs140 : s140_claim x) (a : nat) :
  x = s186_board (2 + a) 0 0 -> fst (s186_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s186_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q4] in Hc |- *.
  pose proof (Hs140 (2 + a) ltac:(rewrite Hx; unfold s186_board, s140_board; board_eq)) as Ho0.
  rewrite (s140_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a>=2 && b==0 && c==1: the board of s142 *)
Lemma s186_c20_p2 x (Hs142 : s142_claim x) (a : nat) :
  x = s186_board (2 + a) 0 1 -> fst (s186_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s186_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q2] in Hc |- *.
  pose proof (Hs142 (2 + a) 1 ltac:(rewrite Hx; unfold s186_board, s142_board; board_eq)) as Ho0.
  rewrite (s142_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a>=2 && b==0 && c>=2: the board of s142 *)
Lemma s186_c21_p3 x (Hs142 : s142_claim x) (a c : nat) :
  x = s186_board (2 + a) 0 (2 + c) -> fst (s186_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s186_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s186_q3] in Hc |- *.
  pose proof (Hs142 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s186_board, s142_board; board_eq)) as Ho0.
  rewrite (s142_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a>=2 && b==1 && c==0: the board of s151 *)
Lemma s186_c22_p4 x (Hs151 : s151_claim x) (a : nat) :
  x = s186_board (2 + a) 1 0 -> fst (s186_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s186_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q4] in Hc |- *.
  pose proof (Hs151 (2 + a) 1 ltac:(rewrite Hx; unfold s186_board, s151_board; board_eq)) as Ho0.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s186_c23_L (a : nat) : lmoves (s186_board (2 + a) 1 1) = [s179_board (2 + a) 0 2 1; s142_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; F; E; T; E; E; T; T; F]) []].
Proof. unfold s142_board, s179_board, s186_board, strip. tf_options. Qed.
Lemma s186_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; E; T; E; E; T; T; F]) []) (s115_board (2 + a)) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; F; E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F; E]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c23_R (a : nat) : rmoves (s186_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; F; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; E; T; E; T; F]) [(1, 1)]) (s185_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s185_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a>=2 && b==1 && c==1 *)
Lemma s186_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s186_board (2 + a) 1 1 -> fst (s186_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s186_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c23_L a), (s186_c23_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 0 2 1 (opt_l _ _ _ (s186_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s142 IH (2 + a) 2 (opt_l _ _ _ (s186_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s186_c23_L3 a)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s186_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s186_c23_R1 a)).
  pose proof (use_s185 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s186_c23_R a) ltac:(cbn [In]; left; reflexivity) (s186_c23_R1 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s179_p29 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p36 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p44 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p53 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s186_c24_L (a c : nat) : lmoves (s186_board (2 + a) 1 (2 + c)) = [s179_board (2 + a) 0 2 (2 + c); s142_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s142_board, s179_board, s186_board, strip. tf_options. Qed.
Lemma s186_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s115_board (2 + a)) (Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F; E]) [(1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c24_R (a c : nat) : rmoves (s186_board (2 + a) 1 (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c24_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s185_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s185_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a>=2 && b==1 && c>=2 *)
Lemma s186_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s186_board (2 + a) 1 (2 + c) -> fst (s186_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s186_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c24_L a c), (s186_c24_R a c); cbn [map].
  pose proof (use_s179 IH (2 + a) 0 2 (2 + c) (opt_l _ _ _ (s186_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s142 IH (2 + a) (3 + c) (opt_l _ _ _ (s186_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s186_c24_L3 a c)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s186_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c24_L3 a c))) as Ho2.
  rewrite (tf_norm_game (s186_c24_R1 a c)).
  pose proof (use_s185 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s186_c24_R a c) ltac:(cbn [In]; left; reflexivity) (s186_c24_R1 a c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s179_p29 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + c) + 1) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p36 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + c) + 1) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p44 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + c) + 1) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p53 Ho0 ltac:(zlia)).
    rewrite (s142_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + c) + 1) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s186 = T^a F T F _ T^b _ T^c _ T F on a>=2 && b>=2 && c==0: the board of s151 *)
Lemma s186_c25_p4 x (Hs151 : s151_claim x) (a b : nat) :
  x = s186_board (2 + a) (2 + b) 0 -> fst (s186_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s186_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s186_q4] in Hc |- *.
  pose proof (Hs151 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s186_board, s151_board; board_eq)) as Ho0.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s186_c26_L (a b : nat) : lmoves (s186_board (2 + a) (2 + b) 1) = [s179_board (2 + a) 0 (3 + b) 1; s186_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, s186_board, strip. tf_options. Qed.
Lemma s186_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s115_board (2 + a)) (2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F; E]) [(2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c26_R (a b : nat) : rmoves (s186_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s185_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s185_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a>=2 && b>=2 && c==1 *)
Lemma s186_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s186_board (2 + a) (2 + b) 1 -> fst (s186_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s186_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c26_L a b), (s186_c26_R a b); cbn [map].
  pose proof (use_s179 IH (2 + a) 0 (3 + b) 1 (opt_l _ _ _ (s186_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s186 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s186_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s186_c26_L3 a b)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s186_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s186_c26_R1 a b)).
  pose proof (use_s185 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s186_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s186_c26_R1 a b))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s179_p29 Ho0 ltac:(zlia)).
    rewrite (s186_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p36 Ho0 ltac:(zlia)).
    rewrite (s186_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p44 Ho0 ltac:(zlia)).
    rewrite (s186_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p53 Ho0 ltac:(zlia)).
    rewrite (s186_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s186_c27_L (a b c : nat) : lmoves (s186_board (2 + a) (2 + b) (2 + c)) = [s179_board (2 + a) 0 (3 + b) (2 + c); s186_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s186_board, strip. tf_options. Qed.
Lemma s186_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s115_board (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F; E]) [(2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s186_c27_R (a b c : nat) : rmoves (s186_board (2 + a) (2 + b) (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s186_board, strip. tf_options. Qed.
Lemma s186_c27_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s185_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s185_board; strip_board_eq | strip_offset]. Qed.
(* s186 = T^a F T F _ T^b _ T^c _ T F on a>=2 && b>=2 && c>=2 *)
Lemma s186_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s186_board (2 + a) (2 + b) (2 + c) -> fst (s186_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s186_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s186_q3] in Hc |- *.
  rewrite tf_game_eq, (s186_c27_L a b c), (s186_c27_R a b c); cbn [map].
  pose proof (use_s179 IH (2 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s186_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s186 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s186_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s186_c27_L3 a b c)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s186_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s186_c27_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s186_c27_R1 a b c)).
  pose proof (use_s185 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s186_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s186_c27_R1 a b c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s179_p29 Ho0 ltac:(zlia)).
    rewrite (s186_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p36 Ho0 ltac:(zlia)).
    rewrite (s186_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p44 Ho0 ltac:(zlia)).
    rewrite (s186_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s179_p53 Ho0 ltac:(zlia)).
    rewrite (s186_p3 Ho1 ltac:(zlia)).
    rewrite (s115_p1 Ho2 I).
    rewrite (s115_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) I).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    rewrite (s185_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s187_c1_L : lmoves (s187_board 0 0 0) = [strip [(0, 1)] ([E; T; F; E; E; T; F]) []].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; E; T; F]) []) (s84_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c1_R : rmoves (s187_board 0 0 0) = [strip [(0, 1)] ([T; F; E; E; E; T; F]) []; strip [(0, 1)] ([T; E; F; E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; E; T; F]) []) (s107_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; E; T; F]) []); [reflexivity | unfold s107_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c1_R2 : tf_norm (strip [(0, 1)] ([T; E; F; E; F]) [(1, 1)]) (s113_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==0 && b==0 && c==0 *)
Lemma s187_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s187_board 0 0 0 -> fst (s187_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s187_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q1] in Hc |- *.
  rewrite tf_game_eq, (s187_c1_L), (s187_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s187_c1_L1)).
  pose proof (use_s84 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s187_c1_L) ltac:(cbn [In]; left; reflexivity) (s187_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s187_c1_R1)).
  pose proof (use_s107 IH 1 (opt_norm_r _ _ _ _ _ (s187_c1_R) ltac:(cbn [In]; left; reflexivity) (s187_c1_R1))) as Ho1.
  rewrite (tf_norm_game (s187_c1_R2)).
  pose proof (use_s113 IH 1 0 0 0 (opt_norm_r _ _ _ _ _ (s187_c1_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c1_R2))) as Ho2.
  rewrite (s84_p3 Ho0 ltac:(zlia)).
  rewrite (s107_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p14 Ho2 ltac:(zlia)).
  rewrite (s113_p14_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s187_c2_L : lmoves (s187_board 0 0 1) = [strip [(0, 1)] ([E; T; F; T; E; E; T; F]) []; strip [(0, 1)] ([T; E; F; E; T; E; T; F]) []].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; E; T; F]) []) (s84_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; E; T; F]) []) (s112_board 1 0 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c2_R : rmoves (s187_board 0 0 1) = [strip [(0, 1)] ([T; F; E; T; E; E; T; F]) []; strip [(0, 1)] ([T; E; F; T; E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; E; T; F]) []) (s109_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; E; T; F]) []); [reflexivity | unfold s109_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c2_R2 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; F]) [(1, 1)]) (s113_board 1 0 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==0 && b==0 && c==1 *)
Lemma s187_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s187_board 0 0 1 -> fst (s187_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s187_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s187_q2] in Hc |- *.
  rewrite tf_game_eq, (s187_c2_L), (s187_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s187_c2_L1)).
  pose proof (use_s84 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s187_c2_L) ltac:(cbn [In]; left; reflexivity) (s187_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s187_c2_L2)).
  pose proof (use_s112 IH 1 0 0 1 (opt_norm_l _ _ _ _ _ (s187_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s187_c2_R1)).
  pose proof (use_s109 IH 1 1 (opt_norm_r _ _ _ _ _ (s187_c2_R) ltac:(cbn [In]; left; reflexivity) (s187_c2_R1))) as Ho2.
  rewrite (tf_norm_game (s187_c2_R2)).
  pose proof (use_s113 IH 1 0 1 0 (opt_norm_r _ _ _ _ _ (s187_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c2_R2))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p20 Ho1 ltac:(zlia)).
  rewrite (s109_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p3 Ho3 ltac:(zlia)).
  rewrite (s113_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s187_c3_L (c : nat) : lmoves (s187_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; E; T; F]) []].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c3_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c3_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; E; T; F]) []) (s112_board 1 0 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c3_R (c : nat) : rmoves (s187_board 0 0 (2 + c)) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s109_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s109_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c3_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==0 && b==0 && c>=2 *)
Lemma s187_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s187_board 0 0 (2 + c) -> fst (s187_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s187_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s187_q2] in Hc |- *.
  rewrite tf_game_eq, (s187_c3_L c), (s187_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s187_c3_L1 c)).
  pose proof (use_s84 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s187_c3_L c) ltac:(cbn [In]; left; reflexivity) (s187_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s187_c3_L2 c)).
  pose proof (use_s112 IH 1 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s187_c3_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c3_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s187_c3_R1 c)).
  pose proof (use_s109 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s187_c3_R c) ltac:(cbn [In]; left; reflexivity) (s187_c3_R1 c))) as Ho2.
  rewrite (tf_norm_game (s187_c3_R2 c)).
  pose proof (use_s113 IH 1 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s187_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c3_R2 c))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s109_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p3 Ho3 ltac:(zlia)).
  rewrite (s113_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s187_c4_L : lmoves (s187_board 0 1 0) = [strip [(0, 1)] ([E; T; T; F; E; E; T; F]) []; strip [(0, 1)] ([T; E; E; F; T; E; T; F]) []].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; E; E; T; F]) []) (s84_board 0 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; E; T; F]) []) (s54_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c4_R : rmoves (s187_board 0 1 0) = [strip [(0, 1)] ([T; F; T; E; E; E; T; F]) []; strip [(0, 1)] ([T; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s187_board, strip. tf_options. Qed.
Lemma s187_c4_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; E; T; F]) []) (s117_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; E; T; F]) []); [reflexivity | unfold s117_board; strip_board_eq | strip_offset]. Qed.
Lemma s187_c4_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; F]) [(1, 1)]) (s113_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s187 = T^a F T _ T^b F T^c _^2 T F on a==0 && b==1 && c==0 *)
Lemma s187_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s187_board 0 1 0 -> fst (s187_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s187_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s187_q3] in Hc |- *.
  rewrite tf_game_eq, (s187_c4_L), (s187_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s187_c4_L1)).
  pose proof (use_s84 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s187_c4_L) ltac:(cbn [In]; left; reflexivity) (s187_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s187_c4_L2)).
  pose proof (use_s54 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s187_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s187_c4_R1)).
  pose proof (use_s117 IH 1 (opt_norm_r _ _ _ _ _ (s187_c4_R) ltac:(cbn [In]; left; reflexivity) (s187_c4_R1))) as Ho2.
  rewrite (tf_norm_game (s187_c4_R2)).
  pose proof (use_s113 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s187_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s187_c4_R2))) as Ho3.
  rewrite (s84_p6 Ho0 ltac:(zlia)).
  rewrite (s54_p10 Ho1 ltac:(zlia)).
  rewrite (s117_p1 Ho2 I).
  rewrite (s113_p16 Ho3 ltac:(zlia)).
  rewrite (s113_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

