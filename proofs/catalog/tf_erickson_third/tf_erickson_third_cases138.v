(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s144_c24_L (a c : nat) : lmoves (s144_board (2 + a) 1 (2 + c)) = [s167_board (1 + a) 0 1 1 (2 + c); strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s144_board, s167_board, strip. tf_options. Qed.
Lemma s144_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s106_board (2 + a) 1) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; E; T; F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c24_R (a c : nat) : rmoves (s144_board (2 + a) 1 (2 + c)) = [s179_board (2 + a) 0 1 (2 + c); strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s144_board, s179_board, strip. tf_options. Qed.
Lemma s144_c24_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s143_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a>=2 && b==1 && c>=2 *)
Lemma s144_c24_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s144_board (2 + a) 1 (2 + c) -> fst (s144_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q17] in Hc |- *.
  rewrite tf_game_eq, (s144_c24_L a c), (s144_c24_R a c); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 (2 + c) (opt_l _ _ _ (s144_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s144_c24_L2 a c)).
  pose proof (use_s106 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s144_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c24_L2 a c))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s144_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c24_R2 a c)).
  pose proof (use_s143 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c24_R2 a c))) as Ho3.
  rewrite (s167_p113 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p29 Ho2 ltac:(zlia)).
  rewrite (s143_p6 Ho3 ltac:(zlia)).
  rewrite (s143_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s144_c24_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s144_board (2 + a) 1 (2 + c) -> fst (s144_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q20] in Hc |- *.
  rewrite tf_game_eq, (s144_c24_L a c), (s144_c24_R a c); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 (2 + c) (opt_l _ _ _ (s144_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s144_c24_L2 a c)).
  pose proof (use_s106 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s144_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c24_L2 a c))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s144_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c24_R2 a c)).
  pose proof (use_s143 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c24_R2 a c))) as Ho3.
  rewrite (s167_p146 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p36 Ho2 ltac:(zlia)).
  rewrite (s143_p8 Ho3 ltac:(zlia)).
  rewrite (s143_p8_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s144_c24_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s144_board (2 + a) 1 (2 + c) -> fst (s144_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q23] in Hc |- *.
  rewrite tf_game_eq, (s144_c24_L a c), (s144_c24_R a c); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 (2 + c) (opt_l _ _ _ (s144_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s144_c24_L2 a c)).
  pose proof (use_s106 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s144_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c24_L2 a c))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s144_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c24_R2 a c)).
  pose proof (use_s143 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c24_R2 a c))) as Ho3.
  rewrite (s167_p173 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p44 Ho2 ltac:(zlia)).
  rewrite (s143_p11 Ho3 ltac:(zlia)).
  rewrite (s143_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s144_c24_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s144_board (2 + a) 1 (2 + c) -> fst (s144_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q25] in Hc |- *.
  rewrite tf_game_eq, (s144_c24_L a c), (s144_c24_R a c); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 1 (2 + c) (opt_l _ _ _ (s144_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s144_c24_L2 a c)).
  pose proof (use_s106 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s144_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c24_L2 a c))) as Ho1.
  pose proof (use_s179 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s144_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s144_c24_R2 a c)).
  pose proof (use_s143 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s144_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c24_R2 a c))) as Ho3.
  rewrite (s167_p197 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p53 Ho2 ltac:(zlia)).
  rewrite (s143_p16 Ho3 ltac:(zlia)).
  rewrite (s143_p16_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s144_c25_L (a b : nat) : lmoves (s144_board (2 + a) (2 + b) 0) = [s167_board (1 + a) 0 1 (2 + b) 0; strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []].
Proof. unfold s144_board, s167_board, strip. tf_options. Qed.
Lemma s144_c25_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) (s77_board (2 + a) (1 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s77_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c25_R (a b : nat) : rmoves (s144_board (2 + a) (2 + b) 0) = [strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c25_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]) (s123_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s123_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a>=2 && b>=2 && c==0 *)
Lemma s144_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s144_board (2 + a) (2 + b) 0 -> fst (s144_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s144_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s144_q8] in Hc |- *.
  rewrite tf_game_eq, (s144_c25_L a b), (s144_c25_R a b); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 (2 + b) 0 (opt_l _ _ _ (s144_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c25_L2 a b)).
  pose proof (use_s77 IH (2 + a) (1 + b) (opt_norm_l _ _ _ _ _ (s144_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c25_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s144_c25_R1 a b)).
  pose proof (use_s123 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s144_c25_R a b) ltac:(cbn [In]; left; reflexivity) (s144_c25_R1 a b))) as Ho2.
  rewrite (s167_p13 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s77_p4 Ho1 ltac:(zlia)).
    rewrite (s123_p3 Ho2 ltac:(zlia)).
    rewrite (s123_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s77_p6 Ho1 ltac:(zlia)).
    rewrite (s123_p3 Ho2 ltac:(zlia)).
    rewrite (s123_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s144_c26_L (a b : nat) : lmoves (s144_board (2 + a) (2 + b) 1) = [s167_board (1 + a) 0 1 (2 + b) 1; strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []].
Proof. unfold s144_board, s167_board, strip. tf_options. Qed.
Lemma s144_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) (s106_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c26_R (a b : nat) : rmoves (s144_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]) (s143_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a>=2 && b>=2 && c==1 *)
Lemma s144_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s144_board (2 + a) (2 + b) 1 -> fst (s144_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s144_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s144_q8] in Hc |- *.
  rewrite tf_game_eq, (s144_c26_L a b), (s144_c26_R a b); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 (2 + b) 1 (opt_l _ _ _ (s144_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s144_c26_L2 a b)).
  pose proof (use_s106 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s144_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c26_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s144_c26_R1 a b)).
  pose proof (use_s143 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s144_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s144_c26_R1 a b))) as Ho2.
  rewrite (s167_p49 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s143_p3 Ho2 ltac:(zlia)).
  rewrite (s143_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s144_c27_L (a b c : nat) : lmoves (s144_board (2 + a) (2 + b) (2 + c)) = [s167_board (1 + a) 0 1 (2 + b) (2 + c); strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s144_board, s167_board, strip. tf_options. Qed.
Lemma s144_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) (s106_board (2 + a) (2 + b)) (Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F]) [(1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s106_board; strip_board_eq | strip_offset].
Qed.
Lemma s144_c27_R (a b c : nat) : rmoves (s144_board (2 + a) (2 + b) (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s144_board, strip. tf_options. Qed.
Lemma s144_c27_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s143_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s143_board; strip_board_eq | strip_offset]. Qed.
(* s144 = T^a F _^2 T^b F T^c _ T F on a>=2 && b>=2 && c>=2 *)
Lemma s144_c27_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s144_board (2 + a) (2 + b) (2 + c) -> fst (s144_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q7] in Hc |- *.
  rewrite tf_game_eq, (s144_c27_L a b c), (s144_c27_R a b c); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s144_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s144_c27_L2 a b c)).
  pose proof (use_s106 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s144_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c27_L2 a b c))) as Ho1.
  rewrite (tf_norm_game (s144_c27_R1 a b c)).
  pose proof (use_s143 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s144_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s144_c27_R1 a b c))) as Ho2.
  rewrite (s167_p108 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p3 Ho2 ltac:(zlia)).
  rewrite (s143_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s144_c27_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s144_board (2 + a) (2 + b) (2 + c) -> fst (s144_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s144_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s144_q9] in Hc |- *.
  rewrite tf_game_eq, (s144_c27_L a b c), (s144_c27_R a b c); cbn [map].
  pose proof (use_s167 IH (1 + a) 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s144_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s144_c27_L2 a b c)).
  pose proof (use_s106 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s144_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s144_c27_L2 a b c))) as Ho1.
  rewrite (tf_norm_game (s144_c27_R1 a b c)).
  pose proof (use_s143 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s144_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s144_c27_R1 a b c))) as Ho2.
  rewrite (s167_p109 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s143_p3 Ho2 ltac:(zlia)).
  rewrite (s143_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s145 = T^a F _ T^b F T^c F _^2 on a==0 && b==0 && c==0: the board of s85 *)
Lemma s145_c1_p1 x (Hs85 : s85_claim x) :
  x = s145_board 0 0 0 -> fst (s145_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s145_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q1] in Hc |- *.
  pose proof (Hs85 0 0 ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s145_c2_L : lmoves (s145_board 0 0 1) = [strip [(0, 1); (1, 1); (1, 1)] ([]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c2_L1 : tf_norm (strip [(0, 1); (1, 1); (1, 1)] ([]) [(1, 1)]) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1); (1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s145_c2_R : rmoves (s145_board 0 0 1) = [strip [(0, 2)] ([E; T; F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c2_R1 : tf_norm (strip [(0, 2)] ([E; T; F; E; E]) []) (s75_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==0 && b==0 && c==1 *)
Lemma s145_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s145_board 0 0 1 -> fst (s145_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s145_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q1] in Hc |- *.
  rewrite tf_game_eq, (s145_c2_L), (s145_c2_R); cbn [map].
  rewrite (tf_norm_blank (s145_c2_L1)).
  rewrite (tf_norm_game0 (s145_c2_R1)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s145_c2_R) ltac:(cbn [In]; left; reflexivity) (s145_c2_R1))) as Ho1.
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s145_c3_L (c : nat) : lmoves (s145_board 0 0 (2 + c)) = [strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c3_L1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s73_board 0 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c3_R (c : nat) : rmoves (s145_board 0 0 (2 + c)) = [strip [(0, 2)] (E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c3_R1 (c : nat) : tf_norm (strip [(0, 2)] (E :: repeat T (2 + c) ++ [F; E; E]) []) (s75_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==0 && b==0 && c>=2 *)
Lemma s145_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s145_board 0 0 (2 + c) -> fst (s145_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q1] in Hc |- *.
  rewrite tf_game_eq, (s145_c3_L c), (s145_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s145_c3_L1 c)).
  pose proof (use_s73 IH 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c3_L c) ltac:(cbn [In]; left; reflexivity) (s145_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s145_c3_R1 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s145_c3_R c) ltac:(cbn [In]; left; reflexivity) (s145_c3_R1 c))) as Ho1.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s145 = T^a F _ T^b F T^c F _^2 on a==0 && b==1 && c==0: the board of s85 *)
Lemma s145_c4_p2 x (Hs85 : s85_claim x) :
  x = s145_board 0 1 0 -> fst (s145_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s145_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q2] in Hc |- *.
  pose proof (Hs85 0 1 ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s145_c5_L : lmoves (s145_board 0 1 1) = [strip [(0, 1)] ([E; T; F; E; F]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; F]) [(1, 1)]) (s113_board 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c5_R : rmoves (s145_board 0 1 1) = [strip [(0, 2)] ([T; E; T; F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c5_R1 : tf_norm (strip [(0, 2)] ([T; E; T; F; E; E]) []) (s75_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==0 && b==1 && c==1 *)
Lemma s145_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s145_board 0 1 1 -> fst (s145_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s145_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c5_L), (s145_c5_R); cbn [map].
  rewrite (tf_norm_game (s145_c5_L1)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s145_c5_L) ltac:(cbn [In]; left; reflexivity) (s145_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s145_c5_R1)).
  pose proof (use_s75 IH 1 1 (opt_norm_r _ _ _ _ _ (s145_c5_R) ltac:(cbn [In]; left; reflexivity) (s145_c5_R1))) as Ho1.
  rewrite (s113_p5 Ho0 ltac:(zlia)).
  rewrite (s113_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s145_c6_L (c : nat) : lmoves (s145_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board 0 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c6_R (c : nat) : rmoves (s145_board 0 1 (2 + c)) = [strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c6_R1 (c : nat) : tf_norm (strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [F; E; E]) []) (s75_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==0 && b==1 && c>=2 *)
Lemma s145_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s145_board 0 1 (2 + c) -> fst (s145_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c6_L c), (s145_c6_R c); cbn [map].
  rewrite (tf_norm_game (s145_c6_L1 c)).
  pose proof (use_s113 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c6_L c) ltac:(cbn [In]; left; reflexivity) (s145_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s145_c6_R1 c)).
  pose proof (use_s75 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s145_c6_R c) ltac:(cbn [In]; left; reflexivity) (s145_c6_R1 c))) as Ho1.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s145 = T^a F _ T^b F T^c F _^2 on a==0 && b>=2 && c==0: the board of s85 *)
Lemma s145_c7_p2 x (Hs85 : s85_claim x) (b : nat) :
  x = s145_board 0 (2 + b) 0 -> fst (s145_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s145_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q2] in Hc |- *.
  pose proof (Hs85 0 (2 + b) ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s145_c8_L (b : nat) : lmoves (s145_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s113_board 0 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c8_R (b : nat) : rmoves (s145_board 0 (2 + b) 1) = [].
Proof. unfold s145_board. tf_options. Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==0 && b>=2 && c==1 *)
Lemma s145_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s145_board 0 (2 + b) 1 -> fst (s145_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s145_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c8_L b), (s145_c8_R b); cbn [map].
  rewrite (tf_norm_game (s145_c8_L1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s145_c8_L b) ltac:(cbn [In]; left; reflexivity) (s145_c8_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s113_p10 Ho0 ltac:(zlia)).
    rewrite (s113_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s113_p11 Ho0 ltac:(zlia)).
    rewrite (s113_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s113_p12 Ho0 ltac:(zlia)).
    rewrite (s113_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s113_p13 Ho0 ltac:(zlia)).
    rewrite (s113_p13_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

Lemma s145_c9_L (b c : nat) : lmoves (s145_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board 0 (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c9_R (b c : nat) : rmoves (s145_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s145_board. tf_options. Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==0 && b>=2 && c>=2 *)
Lemma s145_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s145_board 0 (2 + b) (2 + c) -> fst (s145_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c9_L b c), (s145_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s145_c9_L1 b c)).
  pose proof (use_s113 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s145_c9_L1 b c))) as Ho0.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s145 = T^a F _ T^b F T^c F _^2 on a==1 && b==0 && c==0: the board of s85 *)
Lemma s145_c10_p3 x (Hs85 : s85_claim x) :
  x = s145_board 1 0 0 -> fst (s145_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s145_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q3] in Hc |- *.
  pose proof (Hs85 1 0 ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s145_c11_L : lmoves (s145_board 1 0 1) = [strip [(1, 1)] ([T; F; T; F; E; E]) []; strip [] ([T; F; E; F; E; F]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c11_L1 : tf_norm (strip [(1, 1)] ([T; F; T; F; E; E]) []) (s83_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c11_L2 : tf_norm (strip [] ([T; F; E; F; E; F]) [(1, 1)]) (s177_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c11_R : rmoves (s145_board 1 0 1) = [strip [] ([T; F; F; E; T; F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c11_R1 : tf_norm (strip [] ([T; F; F; E; T; F; E; E]) []) (s75_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; T; F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; T; F; E; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==1 && b==0 && c==1 *)
Lemma s145_c11_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s145_board 1 0 1 -> fst (s145_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s145_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q3] in Hc |- *.
  rewrite tf_game_eq, (s145_c11_L), (s145_c11_R); cbn [map].
  rewrite (tf_norm_game (s145_c11_L1)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s145_c11_L) ltac:(cbn [In]; left; reflexivity) (s145_c11_L1))) as Ho0.
  rewrite (tf_norm_game (s145_c11_L2)).
  pose proof (use_s177 IH 1 0 0 0 (opt_norm_l _ _ _ _ _ (s145_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s145_c11_R1)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s145_c11_R) ltac:(cbn [In]; left; reflexivity) (s145_c11_R1))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p21 Ho1 ltac:(zlia)).
  rewrite (s177_p21_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s145_c12_L (c : nat) : lmoves (s145_board 1 0 (2 + c)) = [strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [F; E; E]) []; strip [] (T :: F :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c12_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [F; E; E]) []) (s83_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c12_L2 (c : nat) : tf_norm (strip [] (T :: F :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s177_board 1 0 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c12_R (c : nat) : rmoves (s145_board 1 0 (2 + c)) = [strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c12_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [F; E; E]) []) (s75_board 0 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ [F; E; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==1 && b==0 && c>=2 *)
Lemma s145_c12_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s145_board 1 0 (2 + c) -> fst (s145_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q3] in Hc |- *.
  rewrite tf_game_eq, (s145_c12_L c), (s145_c12_R c); cbn [map].
  rewrite (tf_norm_game (s145_c12_L1 c)).
  pose proof (use_s83 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s145_c12_L c) ltac:(cbn [In]; left; reflexivity) (s145_c12_L1 c))) as Ho0.
  rewrite (tf_norm_game (s145_c12_L2 c)).
  pose proof (use_s177 IH 1 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c12_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s145_c12_R1 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s145_c12_R c) ltac:(cbn [In]; left; reflexivity) (s145_c12_R1 c))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p3 Ho1 ltac:(zlia)).
  rewrite (s177_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s145 = T^a F _ T^b F T^c F _^2 on a==1 && b==1 && c==0: the board of s85 *)
Lemma s145_c13_p2 x (Hs85 : s85_claim x) :
  x = s145_board 1 1 0 -> fst (s145_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s145_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q2] in Hc |- *.
  pose proof (Hs85 1 1 ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s145_c14_L : lmoves (s145_board 1 1 1) = [strip [(1, 1)] ([T; T; F; T; F; E; E]) []; strip [] ([T; F; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c14_L1 : tf_norm (strip [(1, 1)] ([T; T; F; T; F; E; E]) []) (s83_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c14_L2 : tf_norm (strip [] ([T; F; E; T; F; E; F]) [(1, 1)]) (s177_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c14_R : rmoves (s145_board 1 1 1) = [strip [] ([T; F; F; T; E; T; F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c14_R1 : tf_norm (strip [] ([T; F; F; T; E; T; F; E; E]) []) (s75_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; T; F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; T; F; E; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==1 && b==1 && c==1 *)
Lemma s145_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s145_board 1 1 1 -> fst (s145_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s145_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c14_L), (s145_c14_R); cbn [map].
  rewrite (tf_norm_game (s145_c14_L1)).
  pose proof (use_s83 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s145_c14_L) ltac:(cbn [In]; left; reflexivity) (s145_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s145_c14_L2)).
  pose proof (use_s177 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s145_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s145_c14_R1)).
  pose proof (use_s75 IH 1 1 (opt_norm_r _ _ _ _ _ (s145_c14_R) ltac:(cbn [In]; left; reflexivity) (s145_c14_R1))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p8 Ho1 ltac:(zlia)).
  rewrite (s177_p8_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s145_c15_L (c : nat) : lmoves (s145_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []; strip [] (T :: F :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []) (s83_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c15_L2 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s177_board 1 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c15_R (c : nat) : rmoves (s145_board 1 1 (2 + c)) = [strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c15_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [F; E; E]) []) (s75_board 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ [F; E; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==1 && b==1 && c>=2 *)
Lemma s145_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s145_board 1 1 (2 + c) -> fst (s145_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c15_L c), (s145_c15_R c); cbn [map].
  rewrite (tf_norm_game (s145_c15_L1 c)).
  pose proof (use_s83 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s145_c15_L c) ltac:(cbn [In]; left; reflexivity) (s145_c15_L1 c))) as Ho0.
  rewrite (tf_norm_game (s145_c15_L2 c)).
  pose proof (use_s177 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c15_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s145_c15_R1 c)).
  pose proof (use_s75 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s145_c15_R c) ltac:(cbn [In]; left; reflexivity) (s145_c15_R1 c))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p9 Ho1 ltac:(zlia)).
  rewrite (s177_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s145 = T^a F _ T^b F T^c F _^2 on a==1 && b>=2 && c==0: the board of s85 *)
Lemma s145_c16_p2 x (Hs85 : s85_claim x) (b : nat) :
  x = s145_board 1 (2 + b) 0 -> fst (s145_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s145_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q2] in Hc |- *.
  pose proof (Hs85 1 (2 + b) ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s145_c17_L (b : nat) : lmoves (s145_board 1 (2 + b) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; T; F; E; E]) []; strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; T; F; E; E]) []) (s83_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c17_L2 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s177_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c17_R (b : nat) : rmoves (s145_board 1 (2 + b) 1) = [].
Proof. unfold s145_board. tf_options. Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==1 && b>=2 && c==1 *)
Lemma s145_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s145_board 1 (2 + b) 1 -> fst (s145_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s145_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c17_L b), (s145_c17_R b); cbn [map].
  rewrite (tf_norm_game (s145_c17_L1 b)).
  pose proof (use_s83 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s145_c17_L b) ltac:(cbn [In]; left; reflexivity) (s145_c17_L1 b))) as Ho0.
  rewrite (tf_norm_game (s145_c17_L2 b)).
  pose proof (use_s177 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s145_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c17_L2 b))) as Ho1.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s177_p14 Ho1 ltac:(zlia)).
    rewrite (s177_p14_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s177_p19 Ho1 ltac:(zlia)).
    rewrite (s177_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s177_p22 Ho1 ltac:(zlia)).
    rewrite (s177_p22_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s145_c18_L (b c : nat) : lmoves (s145_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []; strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []) (s83_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c18_L2 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s177_board 1 (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c18_R (b c : nat) : rmoves (s145_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s145_board. tf_options. Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a==1 && b>=2 && c>=2 *)
Lemma s145_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s145_board 1 (2 + b) (2 + c) -> fst (s145_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c18_L b c), (s145_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s145_c18_L1 b c)).
  pose proof (use_s83 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s145_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s145_c18_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s145_c18_L2 b c)).
  pose proof (use_s177 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c18_L2 b c))) as Ho1.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p9 Ho1 ltac:(zlia)).
  rewrite (s177_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s145 = T^a F _ T^b F T^c F _^2 on a>=2 && b==0 && c==0: the board of s85 *)
Lemma s145_c19_p4 x (Hs85 : s85_claim x) (a : nat) :
  x = s145_board (2 + a) 0 0 -> fst (s145_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s145_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q4] in Hc |- *.
  pose proof (Hs85 (2 + a) 0 ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s145_c19_p5 x (Hs85 : s85_claim x) (a : nat) :
  x = s145_board (2 + a) 0 0 -> fst (s145_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s145_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q5] in Hc |- *.
  pose proof (Hs85 (2 + a) 0 ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s145_c19_p6 x (Hs85 : s85_claim x) (a : nat) :
  x = s145_board (2 + a) 0 0 -> fst (s145_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s145_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q6] in Hc |- *.
  pose proof (Hs85 (2 + a) 0 ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s145_c19_p7 x (Hs85 : s85_claim x) (a : nat) :
  x = s145_board (2 + a) 0 0 -> fst (s145_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s145_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q7] in Hc |- *.
  pose proof (Hs85 (2 + a) 0 ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s145_c20_L (a : nat) : lmoves (s145_board (2 + a) 0 1) = [s146_board (1 + a) 0 1 1; strip [] (repeat T (2 + a) ++ [F; E; F; E; F]) [(1, 1)]].
Proof. unfold s145_board, s146_board, strip. tf_options. Qed.
Lemma s145_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; F; E; F]) [(1, 1)]) (s177_board (2 + a) 0 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c20_R (a : nat) : rmoves (s145_board (2 + a) 0 1) = [strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c20_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; E]) []) (s75_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; E; T; F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; T; F; E; E]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a>=2 && b==0 && c==1 *)
Lemma s145_c20_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s145_board (2 + a) 0 1 -> fst (s145_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s145_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q4] in Hc |- *.
  rewrite tf_game_eq, (s145_c20_L a), (s145_c20_R a); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 1 1 (opt_l _ _ _ (s145_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c20_L2 a)).
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s145_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c20_L2 a))) as Ho1.
  rewrite (tf_norm_game0 (s145_c20_R1 a)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s145_c20_R a) ltac:(cbn [In]; left; reflexivity) (s145_c20_R1 a))) as Ho2.
  rewrite (s146_p7 Ho0 ltac:(zlia)).
  rewrite (s177_p24 Ho1 ltac:(zlia)).
  rewrite (s177_p24_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s145_c20_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s145_board (2 + a) 0 1 -> fst (s145_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s145_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q5] in Hc |- *.
  rewrite tf_game_eq, (s145_c20_L a), (s145_c20_R a); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 1 1 (opt_l _ _ _ (s145_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c20_L2 a)).
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s145_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c20_L2 a))) as Ho1.
  rewrite (tf_norm_game0 (s145_c20_R1 a)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s145_c20_R a) ltac:(cbn [In]; left; reflexivity) (s145_c20_R1 a))) as Ho2.
  rewrite (s146_p13 Ho0 ltac:(zlia)).
  rewrite (s177_p26 Ho1 ltac:(zlia)).
  rewrite (s177_p26_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s145_c20_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s145_board (2 + a) 0 1 -> fst (s145_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s145_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q6] in Hc |- *.
  rewrite tf_game_eq, (s145_c20_L a), (s145_c20_R a); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 1 1 (opt_l _ _ _ (s145_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c20_L2 a)).
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s145_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c20_L2 a))) as Ho1.
  rewrite (tf_norm_game0 (s145_c20_R1 a)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s145_c20_R a) ltac:(cbn [In]; left; reflexivity) (s145_c20_R1 a))) as Ho2.
  rewrite (s146_p16 Ho0 ltac:(zlia)).
  rewrite (s177_p29 Ho1 ltac:(zlia)).
  rewrite (s177_p29_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s145_c20_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s145_board (2 + a) 0 1 -> fst (s145_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s145_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q7] in Hc |- *.
  rewrite tf_game_eq, (s145_c20_L a), (s145_c20_R a); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 1 1 (opt_l _ _ _ (s145_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c20_L2 a)).
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s145_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c20_L2 a))) as Ho1.
  rewrite (tf_norm_game0 (s145_c20_R1 a)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s145_c20_R a) ltac:(cbn [In]; left; reflexivity) (s145_c20_R1 a))) as Ho2.
  rewrite (s146_p18 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) = 7)%Z \/ (Z.of_nat (2 + a) >= 8)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s177_p32 Ho1 ltac:(zlia)).
    rewrite (s177_p32_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p37 Ho1 ltac:(zlia)).
    rewrite (s177_p37_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p40 Ho1 ltac:(zlia)).
    rewrite (s177_p40_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p42 Ho1 ltac:(zlia)).
    rewrite (s177_p42_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s145_c21_L (a c : nat) : lmoves (s145_board (2 + a) 0 (2 + c)) = [s146_board (1 + a) 0 1 (2 + c); strip [] (repeat T (2 + a) ++ F :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, s146_board, strip. tf_options. Qed.
Lemma s145_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s177_board (2 + a) 0 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c21_R (a c : nat) : rmoves (s145_board (2 + a) 0 (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c21_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ [F; E; E]) []) (s75_board 0 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ [F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ [F; E; E]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a>=2 && b==0 && c>=2 *)
Lemma s145_c21_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s145_board (2 + a) 0 (2 + c) -> fst (s145_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q4] in Hc |- *.
  rewrite tf_game_eq, (s145_c21_L a c), (s145_c21_R a c); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s145_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c21_L2 a c)).
  pose proof (use_s177 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c21_L2 a c))) as Ho1.
  rewrite (tf_norm_game0 (s145_c21_R1 a c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s145_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s145_c21_R1 a c))) as Ho2.
  rewrite (s146_p7 Ho0 ltac:(zlia)).
  rewrite (s177_p25 Ho1 ltac:(zlia)).
  rewrite (s177_p25_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s145_c21_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s145_board (2 + a) 0 (2 + c) -> fst (s145_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q5] in Hc |- *.
  rewrite tf_game_eq, (s145_c21_L a c), (s145_c21_R a c); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s145_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c21_L2 a c)).
  pose proof (use_s177 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c21_L2 a c))) as Ho1.
  rewrite (tf_norm_game0 (s145_c21_R1 a c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s145_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s145_c21_R1 a c))) as Ho2.
  rewrite (s146_p13 Ho0 ltac:(zlia)).
  rewrite (s177_p27 Ho1 ltac:(zlia)).
  rewrite (s177_p27_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s145_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s145_board (2 + a) 0 (2 + c) -> fst (s145_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q6] in Hc |- *.
  rewrite tf_game_eq, (s145_c21_L a c), (s145_c21_R a c); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s145_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c21_L2 a c)).
  pose proof (use_s177 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c21_L2 a c))) as Ho1.
  rewrite (tf_norm_game0 (s145_c21_R1 a c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s145_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s145_c21_R1 a c))) as Ho2.
  rewrite (s146_p16 Ho0 ltac:(zlia)).
  rewrite (s177_p30 Ho1 ltac:(zlia)).
  rewrite (s177_p30_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s145_c21_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s145_board (2 + a) 0 (2 + c) -> fst (s145_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q7] in Hc |- *.
  rewrite tf_game_eq, (s145_c21_L a c), (s145_c21_R a c); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s145_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c21_L2 a c)).
  pose proof (use_s177 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c21_L2 a c))) as Ho1.
  rewrite (tf_norm_game0 (s145_c21_R1 a c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s145_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s145_c21_R1 a c))) as Ho2.
  rewrite (s146_p18 Ho0 ltac:(zlia)).
  rewrite (s177_p34 Ho1 ltac:(zlia)).
  rewrite (s177_p34_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s145 = T^a F _ T^b F T^c F _^2 on a>=2 && b==1 && c==0: the board of s85 *)
Lemma s145_c22_p2 x (Hs85 : s85_claim x) (a : nat) :
  x = s145_board (2 + a) 1 0 -> fst (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q2] in Hc |- *.
  pose proof (Hs85 (2 + a) 1 ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s145_c23_L (a : nat) : lmoves (s145_board (2 + a) 1 1) = [s146_board (1 + a) 0 2 1; strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s145_board, s146_board, strip. tf_options. Qed.
Lemma s145_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) [(1, 1)]) (s177_board (2 + a) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c23_R (a : nat) : rmoves (s145_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; F; T; E; T; F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; T; E; T; F; E; E]) []) (s75_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; T; E; T; F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; T; F; E; E]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a>=2 && b==1 && c==1 *)
Lemma s145_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s145_board (2 + a) 1 1 -> fst (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c23_L a), (s145_c23_R a); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 2 1 (opt_l _ _ _ (s145_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c23_L2 a)).
  pose proof (use_s177 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s145_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c23_L2 a))) as Ho1.
  rewrite (tf_norm_game0 (s145_c23_R1 a)).
  pose proof (use_s75 IH 1 1 (opt_norm_r _ _ _ _ _ (s145_c23_R a) ltac:(cbn [In]; left; reflexivity) (s145_c23_R1 a))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s146_p7 Ho0 ltac:(zlia)).
    rewrite (s177_p22 Ho1 ltac:(zlia)).
    rewrite (s177_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s146_p13 Ho0 ltac:(zlia)).
    rewrite (s177_p13 Ho1 ltac:(zlia)).
    rewrite (s177_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s146_p16 Ho0 ltac:(zlia)).
    rewrite (s177_p16 Ho1 ltac:(zlia)).
    rewrite (s177_p16_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s146_p18 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s177_p35 Ho1 ltac:(zlia)).
      rewrite (s177_p35_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s75_p1 Ho2 I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s177_p38 Ho1 ltac:(zlia)).
      rewrite (s177_p38_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s75_p1 Ho2 I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s177_p41 Ho1 ltac:(zlia)).
      rewrite (s177_p41_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s75_p1 Ho2 I).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s145_c24_L (a c : nat) : lmoves (s145_board (2 + a) 1 (2 + c)) = [s146_board (1 + a) 0 2 (2 + c); strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, s146_board, strip. tf_options. Qed.
Lemma s145_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s177_board (2 + a) 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c24_R (a c : nat) : rmoves (s145_board (2 + a) 1 (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s145_board, strip. tf_options. Qed.
Lemma s145_c24_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [F; E; E]) []) (s75_board 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [F; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ [F; E; E]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a>=2 && b==1 && c>=2 *)
Lemma s145_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s145_board (2 + a) 1 (2 + c) -> fst (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c24_L a c), (s145_c24_R a c); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 2 (2 + c) (opt_l _ _ _ (s145_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c24_L2 a c)).
  pose proof (use_s177 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c24_L2 a c))) as Ho1.
  rewrite (tf_norm_game0 (s145_c24_R1 a c)).
  pose proof (use_s75 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s145_c24_R a c) ltac:(cbn [In]; left; reflexivity) (s145_c24_R1 a c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s146_p7 Ho0 ltac:(zlia)).
    rewrite (s177_p9 Ho1 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s146_p13 Ho0 ltac:(zlia)).
    rewrite (s177_p9 Ho1 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s146_p16 Ho0 ltac:(zlia)).
    rewrite (s177_p9 Ho1 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s146_p18 Ho0 ltac:(zlia)).
    rewrite (s177_p9 Ho1 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s145 = T^a F _ T^b F T^c F _^2 on a>=2 && b>=2 && c==0: the board of s85 *)
Lemma s145_c25_p2 x (Hs85 : s85_claim x) (a b : nat) :
  x = s145_board (2 + a) (2 + b) 0 -> fst (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s145_q2] in Hc |- *.
  pose proof (Hs85 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s145_board, s85_board; board_eq)) as Ho0.
  rewrite (s85_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s145_c26_L (a b : nat) : lmoves (s145_board (2 + a) (2 + b) 1) = [s146_board (1 + a) 0 (3 + b) 1; strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s145_board, s146_board, strip. tf_options. Qed.
Lemma s145_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s177_board (2 + a) (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c26_R (a b : nat) : rmoves (s145_board (2 + a) (2 + b) 1) = [].
Proof. unfold s145_board. tf_options. Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a>=2 && b>=2 && c==1 *)
Lemma s145_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s145_board (2 + a) (2 + b) 1 -> fst (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c26_L a b), (s145_c26_R a b); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s145_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c26_L2 a b)).
  pose proof (use_s177 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s145_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c26_L2 a b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s146_p7 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s177_p14 Ho1 ltac:(zlia)).
      rewrite (s177_p14_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s177_p18 Ho1 ltac:(zlia)).
      rewrite (s177_p18_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s146_p13 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s177_p19 Ho1 ltac:(zlia)).
      rewrite (s177_p19_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s177_p20 Ho1 ltac:(zlia)).
      rewrite (s177_p20_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s177_p28 Ho1 ltac:(zlia)).
      rewrite (s177_p28_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s146_p16 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s177_p18 Ho1 ltac:(zlia)).
      rewrite (s177_p18_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s177_p31 Ho1 ltac:(zlia)).
      rewrite (s177_p31_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s146_p18 Ho0 ltac:(zlia)).
    assert (Hp1 : ((Z.of_nat (2 + a)) mod 2 = 0 /\ Z.of_nat (2 + b) >= 3)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1 /\ Z.of_nat (2 + b) >= 4)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) = 5 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
    {
      rewrite (s177_p18 Ho1 ltac:(zlia)).
      rewrite (s177_p18_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s177_p19 Ho1 ltac:(zlia)).
      rewrite (s177_p19_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s177_p20 Ho1 ltac:(zlia)).
      rewrite (s177_p20_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s177_p36 Ho1 ltac:(zlia)).
      rewrite (s177_p36_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s177_p39 Ho1 ltac:(zlia)).
      rewrite (s177_p39_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
Qed.

Lemma s145_c27_L (a b c : nat) : lmoves (s145_board (2 + a) (2 + b) (2 + c)) = [s146_board (1 + a) 0 (3 + b) (2 + c); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, s146_board, strip. tf_options. Qed.
Lemma s145_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s177_board (2 + a) (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
Lemma s145_c27_R (a b c : nat) : rmoves (s145_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s145_board. tf_options. Qed.
(* s145 = T^a F _ T^b F T^c F _^2 on a>=2 && b>=2 && c>=2 *)
Lemma s145_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s145_board (2 + a) (2 + b) (2 + c) -> fst (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s145_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s145_q2] in Hc |- *.
  rewrite tf_game_eq, (s145_c27_L a b c), (s145_c27_R a b c); cbn [map].
  pose proof (use_s146 IH (1 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s145_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s145_c27_L2 a b c)).
  pose proof (use_s177 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s145_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s145_c27_L2 a b c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s146_p7 Ho0 ltac:(zlia)).
    rewrite (s177_p9 Ho1 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s146_p13 Ho0 ltac:(zlia)).
    rewrite (s177_p9 Ho1 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s146_p16 Ho0 ltac:(zlia)).
    rewrite (s177_p9 Ho1 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s146_p18 Ho0 ltac:(zlia)).
    rewrite (s177_p9 Ho1 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==0 && c==0 && d==0: the board of s23 *)
Lemma s146_c1_p1 x (Hs23 : s23_claim x) :
  x = s146_board 0 0 0 0 -> fst (s146_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s146_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q1] in Hc |- *.
  pose proof (Hs23 0 0 ltac:(rewrite Hx; unfold s146_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==0 && c==0 && d==1: the board of s91 *)
Lemma s146_c2_p1 x (Hs91 : s91_claim x) :
  x = s146_board 0 0 0 1 -> fst (s146_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s146_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q1] in Hc |- *.
  pose proof (Hs91 0 0 1 ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==0 && c==0 && d>=2: the board of s91 *)
Lemma s146_c3_p1 x (Hs91 : s91_claim x) (d : nat) :
  x = s146_board 0 0 0 (2 + d) -> fst (s146_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s146_q1] in Hc |- *.
  pose proof (Hs91 0 0 (2 + d) ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==0 && c==1 && d==0: the board of s56 *)
Lemma s146_c4_p2 x (Hs56 : s56_claim x) :
  x = s146_board 0 0 1 0 -> fst (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q2] in Hc |- *.
  pose proof (Hs56 0 0 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s146_c5_L : lmoves (s146_board 0 0 1 1) = [strip [(1, 1)] ([T; F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c5_L1 : tf_norm (strip [(1, 1)] ([T; F; E; F]) [(1, 1)]) (s113_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c5_R : rmoves (s146_board 0 0 1 1) = [strip [(0, 1)] ([E; T; F; T; F; E; E]) []].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; F; T; F; E; E]) []) (s83_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==0 && c==1 && d==1 *)
Lemma s146_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s146_board 0 0 1 1 -> fst (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q2] in Hc |- *.
  rewrite tf_game_eq, (s146_c5_L), (s146_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s146_c5_L1)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c5_L) ltac:(cbn [In]; left; reflexivity) (s146_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s146_c5_R1)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s146_c5_R) ltac:(cbn [In]; left; reflexivity) (s146_c5_R1))) as Ho1.
  rewrite (s113_p5 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s146_c6_L (d : nat) : lmoves (s146_board 0 0 1 (2 + d)) = [strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c6_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s113_board 0 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c6_R (d : nat) : rmoves (s146_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [F; E; E]) []].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [F; E; E]) []) (s83_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==0 && c==1 && d>=2 *)
Lemma s146_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s146_board 0 0 1 (2 + d) -> fst (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q2] in Hc |- *.
  rewrite tf_game_eq, (s146_c6_L d), (s146_c6_R d); cbn [map].
  rewrite (tf_norm_game0 (s146_c6_L1 d)).
  pose proof (use_s113 IH 0 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c6_L d) ltac:(cbn [In]; left; reflexivity) (s146_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s146_c6_R1 d)).
  pose proof (use_s83 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s146_c6_R d) ltac:(cbn [In]; left; reflexivity) (s146_c6_R1 d))) as Ho1.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==0 && c>=2 && d==0: the board of s56 *)
Lemma s146_c7_p2 x (Hs56 : s56_claim x) (c : nat) :
  x = s146_board 0 0 (2 + c) 0 -> fst (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q2] in Hc |- *.
  pose proof (Hs56 0 0 (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s146_c8_L (c : nat) : lmoves (s146_board 0 0 (2 + c) 1) = [strip [(1, 1)] (repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c8_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s113_board 0 (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c8_R (c : nat) : rmoves (s146_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; F; E; E]) []].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; F; E; E]) []) (s83_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==0 && c>=2 && d==1 *)
Lemma s146_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s146_board 0 0 (2 + c) 1 -> fst (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q2] in Hc |- *.
  rewrite tf_game_eq, (s146_c8_L c), (s146_c8_R c); cbn [map].
  rewrite (tf_norm_game0 (s146_c8_L1 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c8_L c) ltac:(cbn [In]; left; reflexivity) (s146_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s146_c8_R1 c)).
  pose proof (use_s83 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s146_c8_R c) ltac:(cbn [In]; left; reflexivity) (s146_c8_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s113_p10 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s113_p11 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s113_p12 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s113_p13 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s146_c9_L (c d : nat) : lmoves (s146_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c9_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s113_board 0 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c9_R (c d : nat) : rmoves (s146_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; E]) []].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; E]) []) (s83_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s146_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s146_board 0 0 (2 + c) (2 + d) -> fst (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q2] in Hc |- *.
  rewrite tf_game_eq, (s146_c9_L c d), (s146_c9_R c d); cbn [map].
  rewrite (tf_norm_game0 (s146_c9_L1 c d)).
  pose proof (use_s113 IH 0 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s146_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s146_c9_R1 c d)).
  pose proof (use_s83 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s146_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s146_c9_R1 c d))) as Ho1.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==1 && c==0 && d==0: the board of s23 *)
Lemma s146_c10_p3 x (Hs23 : s23_claim x) :
  x = s146_board 0 1 0 0 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q3] in Hc |- *.
  pose proof (Hs23 0 1 ltac:(rewrite Hx; unfold s146_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==1 && c==0 && d==1: the board of s91 *)
Lemma s146_c11_p3 x (Hs91 : s91_claim x) :
  x = s146_board 0 1 0 1 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q3] in Hc |- *.
  pose proof (Hs91 0 1 1 ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==1 && c==0 && d>=2: the board of s91 *)
Lemma s146_c12_p3 x (Hs91 : s91_claim x) (d : nat) :
  x = s146_board 0 1 0 (2 + d) -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s146_q3] in Hc |- *.
  pose proof (Hs91 0 1 (2 + d) ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==1 && c==1 && d==0: the board of s56 *)
Lemma s146_c13_p3 x (Hs56 : s56_claim x) :
  x = s146_board 0 1 1 0 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q3] in Hc |- *.
  pose proof (Hs56 0 1 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s146_c14_L : lmoves (s146_board 0 1 1 1) = [strip [] ([E; T; F; T; F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c14_L1 : tf_norm (strip [] ([E; T; F; T; F; E; F]) [(1, 1)]) (s178_board 0 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c14_R : rmoves (s146_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; F; T; F; E; E]) []].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; F; E; E]) []) (s83_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==1 && c==1 && d==1 *)
Lemma s146_c14_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s146_board 0 1 1 1 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q3] in Hc |- *.
  rewrite tf_game_eq, (s146_c14_L), (s146_c14_R); cbn [map].
  rewrite (tf_norm_game (s146_c14_L1)).
  pose proof (use_s178 IH 0 1 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c14_L) ltac:(cbn [In]; left; reflexivity) (s146_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s146_c14_R1)).
  pose proof (use_s83 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s146_c14_R) ltac:(cbn [In]; left; reflexivity) (s146_c14_R1))) as Ho1.
  rewrite (s178_p16 Ho0 ltac:(zlia)).
  rewrite (s178_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s146_c15_L (d : nat) : lmoves (s146_board 0 1 1 (2 + d)) = [strip [] (E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c15_L1 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board 0 1 1 (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c15_R (d : nat) : rmoves (s146_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; E]) []].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; E]) []) (s83_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==1 && c==1 && d>=2 *)
Lemma s146_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s146_board 0 1 1 (2 + d) -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q3] in Hc |- *.
  rewrite tf_game_eq, (s146_c15_L d), (s146_c15_R d); cbn [map].
  rewrite (tf_norm_game (s146_c15_L1 d)).
  pose proof (use_s178 IH 0 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c15_L d) ltac:(cbn [In]; left; reflexivity) (s146_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s146_c15_R1 d)).
  pose proof (use_s83 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s146_c15_R d) ltac:(cbn [In]; left; reflexivity) (s146_c15_R1 d))) as Ho1.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p14_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==1 && c>=2 && d==0: the board of s56 *)
Lemma s146_c16_p3 x (Hs56 : s56_claim x) (c : nat) :
  x = s146_board 0 1 (2 + c) 0 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q3] in Hc |- *.
  pose proof (Hs56 0 1 (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s146_c17_L (c : nat) : lmoves (s146_board 0 1 (2 + c) 1) = [strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c17_L1 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board 0 1 (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c17_R (c : nat) : rmoves (s146_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; F; E; E]) []].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; F; E; E]) []) (s83_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==1 && c>=2 && d==1 *)
Lemma s146_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s146_board 0 1 (2 + c) 1 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q3] in Hc |- *.
  rewrite tf_game_eq, (s146_c17_L c), (s146_c17_R c); cbn [map].
  rewrite (tf_norm_game (s146_c17_L1 c)).
  pose proof (use_s178 IH 0 1 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c17_L c) ltac:(cbn [In]; left; reflexivity) (s146_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s146_c17_R1 c)).
  pose proof (use_s83 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s146_c17_R c) ltac:(cbn [In]; left; reflexivity) (s146_c17_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s178_p17 Ho0 ltac:(zlia)).
    rewrite (s178_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p19 Ho0 ltac:(zlia)).
    rewrite (s178_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p21 Ho0 ltac:(zlia)).
    rewrite (s178_p21_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p23 Ho0 ltac:(zlia)).
    rewrite (s178_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s146_c18_L (c d : nat) : lmoves (s146_board 0 1 (2 + c) (2 + d)) = [strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c18_L1 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board 0 1 (2 + c) (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c18_R (c d : nat) : rmoves (s146_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; E]) []].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; E]) []) (s83_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s146_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s146_board 0 1 (2 + c) (2 + d) -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q3] in Hc |- *.
  rewrite tf_game_eq, (s146_c18_L c d), (s146_c18_R c d); cbn [map].
  rewrite (tf_norm_game (s146_c18_L1 c d)).
  pose proof (use_s178 IH 0 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s146_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s146_c18_R1 c d)).
  pose proof (use_s83 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s146_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s146_c18_R1 c d))) as Ho1.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p14_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b>=2 && c==0 && d==0: the board of s23 *)
Lemma s146_c19_p3 x (Hs23 : s23_claim x) (b : nat) :
  x = s146_board 0 (2 + b) 0 0 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q3] in Hc |- *.
  pose proof (Hs23 0 (2 + b) ltac:(rewrite Hx; unfold s146_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b>=2 && c==0 && d==1: the board of s91 *)
Lemma s146_c20_p3 x (Hs91 : s91_claim x) (b : nat) :
  x = s146_board 0 (2 + b) 0 1 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q3] in Hc |- *.
  pose proof (Hs91 0 (2 + b) 1 ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b>=2 && c==0 && d>=2: the board of s91 *)
Lemma s146_c21_p3 x (Hs91 : s91_claim x) (b d : nat) :
  x = s146_board 0 (2 + b) 0 (2 + d) -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s146_q3] in Hc |- *.
  pose proof (Hs91 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b>=2 && c==1 && d==0: the board of s56 *)
Lemma s146_c22_p3 x (Hs56 : s56_claim x) (b : nat) :
  x = s146_board 0 (2 + b) 1 0 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q3] in Hc |- *.
  pose proof (Hs56 0 (2 + b) 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s146_c23_L (b : nat) : lmoves (s146_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c23_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]) (s178_board 0 (2 + b) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c23_R (b : nat) : rmoves (s146_board 0 (2 + b) 1 1) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b>=2 && c==1 && d==1 *)
Lemma s146_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s146_board 0 (2 + b) 1 1 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q3] in Hc |- *.
  rewrite tf_game_eq, (s146_c23_L b), (s146_c23_R b); cbn [map].
  rewrite (tf_norm_game (s146_c23_L1 b)).
  pose proof (use_s178 IH 0 (2 + b) 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c23_L b) ltac:(cbn [In]; left; reflexivity) (s146_c23_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s178_p24 Ho0 ltac:(zlia)).
    rewrite (s178_p24_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p25 Ho0 ltac:(zlia)).
    rewrite (s178_p25_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s178_p26 Ho0 ltac:(zlia)).
    rewrite (s178_p26_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

Lemma s146_c24_L (b d : nat) : lmoves (s146_board 0 (2 + b) 1 (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c24_L1 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board 0 (2 + b) 1 (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c24_R (b d : nat) : rmoves (s146_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s146_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s146_board 0 (2 + b) 1 (2 + d) -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q3] in Hc |- *.
  rewrite tf_game_eq, (s146_c24_L b d), (s146_c24_R b d); cbn [map].
  rewrite (tf_norm_game (s146_c24_L1 b d)).
  pose proof (use_s178 IH 0 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s146_c24_L1 b d))) as Ho0.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b>=2 && c>=2 && d==0: the board of s56 *)
Lemma s146_c25_p3 x (Hs56 : s56_claim x) (b c : nat) :
  x = s146_board 0 (2 + b) (2 + c) 0 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q3] in Hc |- *.
  pose proof (Hs56 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s146_c26_L (b c : nat) : lmoves (s146_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c26_L1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board 0 (2 + b) (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c26_R (b c : nat) : rmoves (s146_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s146_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s146_board 0 (2 + b) (2 + c) 1 -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q3] in Hc |- *.
  rewrite tf_game_eq, (s146_c26_L b c), (s146_c26_R b c); cbn [map].
  rewrite (tf_norm_game (s146_c26_L1 b c)).
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s146_c26_L1 b c))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s178_p17 Ho0 ltac:(zlia)).
    rewrite (s178_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s178_p19 Ho0 ltac:(zlia)).
    rewrite (s178_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s178_p21 Ho0 ltac:(zlia)).
    rewrite (s178_p21_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s178_p23 Ho0 ltac:(zlia)).
    rewrite (s178_p23_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

Lemma s146_c27_L (b c d : nat) : lmoves (s146_board 0 (2 + b) (2 + c) (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c27_L1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board 0 (2 + b) (2 + c) (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c27_R (b c d : nat) : rmoves (s146_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s146_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s146_board 0 (2 + b) (2 + c) (2 + d) -> fst (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q3] in Hc |- *.
  rewrite tf_game_eq, (s146_c27_L b c d), (s146_c27_R b c d); cbn [map].
  rewrite (tf_norm_game (s146_c27_L1 b c d)).
  pose proof (use_s178 IH 0 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s146_c27_L1 b c d))) as Ho0.
  rewrite (s178_p14 Ho0 ltac:(zlia)).
  rewrite (s178_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==0 && c==0 && d==0: the board of s23 *)
Lemma s146_c28_p6 x (Hs23 : s23_claim x) :
  x = s146_board 1 0 0 0 -> fst (s146_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s146_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q6] in Hc |- *.
  pose proof (Hs23 1 0 ltac:(rewrite Hx; unfold s146_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==0 && c==0 && d==1: the board of s91 *)
Lemma s146_c29_p6 x (Hs91 : s91_claim x) :
  x = s146_board 1 0 0 1 -> fst (s146_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s146_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q6] in Hc |- *.
  pose proof (Hs91 1 0 1 ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==0 && c==0 && d>=2: the board of s91 *)
Lemma s146_c30_p6 x (Hs91 : s91_claim x) (d : nat) :
  x = s146_board 1 0 0 (2 + d) -> fst (s146_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s146_q6] in Hc |- *.
  pose proof (Hs91 1 0 (2 + d) ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==0 && c==1 && d==0: the board of s56 *)
Lemma s146_c31_p7 x (Hs56 : s56_claim x) :
  x = s146_board 1 0 1 0 -> fst (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q7] in Hc |- *.
  pose proof (Hs56 1 0 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c32_L : lmoves (s146_board 1 0 1 1) = [s146_board 0 1 1 1; strip [] ([T; E; F; T; F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c32_L2 : tf_norm (strip [] ([T; E; F; T; F; E; F]) [(1, 1)]) (s178_board 1 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c32_R : rmoves (s146_board 1 0 1 1) = [s145_board 1 1 1].
Proof. unfold s145_board, s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==0 && c==1 && d==1 *)
Lemma s146_c32_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s146_board 1 0 1 1 -> fst (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q7] in Hc |- *.
  rewrite tf_game_eq, (s146_c32_L), (s146_c32_R); cbn [map].
  pose proof (use_s146 IH 0 1 1 1 (opt_l _ _ _ (s146_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c32_L2)).
  pose proof (use_s178 IH 1 0 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c32_L2))) as Ho1.
  pose proof (use_s145 IH 1 1 1 (opt_r _ _ _ (s146_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  rewrite (s178_p31 Ho1 ltac:(zlia)).
  rewrite (s178_p31_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s146_c33_L (d : nat) : lmoves (s146_board 1 0 1 (2 + d)) = [s146_board 0 1 1 (2 + d); strip [] (T :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c33_L2 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 0 1 (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c33_R (d : nat) : rmoves (s146_board 1 0 1 (2 + d)) = [s145_board 1 1 (2 + d)].
Proof. unfold s145_board, s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==0 && c==1 && d>=2 *)
Lemma s146_c33_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s146_board 1 0 1 (2 + d) -> fst (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q7] in Hc |- *.
  rewrite tf_game_eq, (s146_c33_L d), (s146_c33_R d); cbn [map].
  pose proof (use_s146 IH 0 1 1 (2 + d) (opt_l _ _ _ (s146_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c33_L2 d)).
  pose proof (use_s178 IH 1 0 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c33_L2 d))) as Ho1.
  pose proof (use_s145 IH 1 1 (2 + d) (opt_r _ _ _ (s146_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  rewrite (s178_p34 Ho1 ltac:(zlia)).
  rewrite (s178_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==0 && c>=2 && d==0: the board of s56 *)
Lemma s146_c34_p7 x (Hs56 : s56_claim x) (c : nat) :
  x = s146_board 1 0 (2 + c) 0 -> fst (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q7] in Hc |- *.
  pose proof (Hs56 1 0 (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c35_L (c : nat) : lmoves (s146_board 1 0 (2 + c) 1) = [s146_board 0 1 (2 + c) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c35_L2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board 1 0 (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c35_R (c : nat) : rmoves (s146_board 1 0 (2 + c) 1) = [s145_board 1 (2 + c) 1].
Proof. unfold s145_board, s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==0 && c>=2 && d==1 *)
Lemma s146_c35_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s146_board 1 0 (2 + c) 1 -> fst (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q7] in Hc |- *.
  rewrite tf_game_eq, (s146_c35_L c), (s146_c35_R c); cbn [map].
  pose proof (use_s146 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s146_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c35_L2 c)).
  pose proof (use_s178 IH 1 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c35_L2 c))) as Ho1.
  pose proof (use_s145 IH 1 (2 + c) 1 (opt_r _ _ _ (s146_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s178_p36 Ho1 ltac:(zlia)).
    rewrite (s178_p36_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p37 Ho1 ltac:(zlia)).
    rewrite (s178_p37_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p38 Ho1 ltac:(zlia)).
    rewrite (s178_p38_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s146_c36_L (c d : nat) : lmoves (s146_board 1 0 (2 + c) (2 + d)) = [s146_board 0 1 (2 + c) (2 + d); strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c36_L2 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 0 (2 + c) (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c36_R (c d : nat) : rmoves (s146_board 1 0 (2 + c) (2 + d)) = [s145_board 1 (2 + c) (2 + d)].
Proof. unfold s145_board, s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s146_c36_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s146_board 1 0 (2 + c) (2 + d) -> fst (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q7] in Hc |- *.
  rewrite tf_game_eq, (s146_c36_L c d), (s146_c36_R c d); cbn [map].
  pose proof (use_s146 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s146_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c36_L2 c d)).
  pose proof (use_s178 IH 1 0 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c36_L2 c d))) as Ho1.
  pose proof (use_s145 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s146_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  rewrite (s178_p34 Ho1 ltac:(zlia)).
  rewrite (s178_p34_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==1 && c==0 && d==0: the board of s23 *)
Lemma s146_c37_p9 x (Hs23 : s23_claim x) :
  x = s146_board 1 1 0 0 -> fst (s146_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s146_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q9] in Hc |- *.
  pose proof (Hs23 1 1 ltac:(rewrite Hx; unfold s146_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==1 && c==0 && d==1: the board of s91 *)
Lemma s146_c38_p9 x (Hs91 : s91_claim x) :
  x = s146_board 1 1 0 1 -> fst (s146_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s146_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q9] in Hc |- *.
  pose proof (Hs91 1 1 1 ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==1 && c==0 && d>=2: the board of s91 *)
Lemma s146_c39_p9 x (Hs91 : s91_claim x) (d : nat) :
  x = s146_board 1 1 0 (2 + d) -> fst (s146_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s146_q9] in Hc |- *.
  pose proof (Hs91 1 1 (2 + d) ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==1 && c==1 && d==0: the board of s56 *)
Lemma s146_c40_p10 x (Hs56 : s56_claim x) :
  x = s146_board 1 1 1 0 -> fst (s146_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q10] in Hc |- *.
  pose proof (Hs56 1 1 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s146_c41_L : lmoves (s146_board 1 1 1 1) = [s146_board 0 2 1 1; strip [] ([T; E; T; F; T; F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c41_L2 : tf_norm (strip [] ([T; E; T; F; T; F; E; F]) [(1, 1)]) (s178_board 1 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c41_R : rmoves (s146_board 1 1 1 1) = [s163_board 1 1 1].
Proof. unfold s146_board, s163_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==1 && c==1 && d==1 *)
Lemma s146_c41_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s146_board 1 1 1 1 -> fst (s146_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q11] in Hc |- *.
  rewrite tf_game_eq, (s146_c41_L), (s146_c41_R); cbn [map].
  pose proof (use_s146 IH 0 2 1 1 (opt_l _ _ _ (s146_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c41_L2)).
  pose proof (use_s178 IH 1 1 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c41_L2))) as Ho1.
  pose proof (use_s163 IH 1 1 1 (opt_r _ _ _ (s146_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  rewrite (s178_p42 Ho1 ltac:(zlia)).
  rewrite (s178_p42_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s146_c42_L (d : nat) : lmoves (s146_board 1 1 1 (2 + d)) = [s146_board 0 2 1 (2 + d); strip [] (T :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c42_L2 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 1 1 (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c42_R (d : nat) : rmoves (s146_board 1 1 1 (2 + d)) = [s163_board 1 1 (2 + d)].
Proof. unfold s146_board, s163_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==1 && c==1 && d>=2 *)
Lemma s146_c42_p11 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s146_board 1 1 1 (2 + d) -> fst (s146_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q11] in Hc |- *.
  rewrite tf_game_eq, (s146_c42_L d), (s146_c42_R d); cbn [map].
  pose proof (use_s146 IH 0 2 1 (2 + d) (opt_l _ _ _ (s146_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c42_L2 d)).
  pose proof (use_s178 IH 1 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c42_L2 d))) as Ho1.
  pose proof (use_s163 IH 1 1 (2 + d) (opt_r _ _ _ (s146_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  rewrite (s178_p44 Ho1 ltac:(zlia)).
  rewrite (s178_p44_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==1 && c>=2 && d==0: the board of s56 *)
Lemma s146_c43_p10 x (Hs56 : s56_claim x) (c : nat) :
  x = s146_board 1 1 (2 + c) 0 -> fst (s146_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q10] in Hc |- *.
  pose proof (Hs56 1 1 (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s146_c44_L (c : nat) : lmoves (s146_board 1 1 (2 + c) 1) = [s146_board 0 2 (2 + c) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c44_L2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board 1 1 (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c44_R (c : nat) : rmoves (s146_board 1 1 (2 + c) 1) = [s163_board 1 (2 + c) 1].
Proof. unfold s146_board, s163_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==1 && c>=2 && d==1 *)
Lemma s146_c44_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s146_board 1 1 (2 + c) 1 -> fst (s146_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q11] in Hc |- *.
  rewrite tf_game_eq, (s146_c44_L c), (s146_c44_R c); cbn [map].
  pose proof (use_s146 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s146_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c44_L2 c)).
  pose proof (use_s178 IH 1 1 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c44_L2 c))) as Ho1.
  pose proof (use_s163 IH 1 (2 + c) 1 (opt_r _ _ _ (s146_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s178_p46 Ho1 ltac:(zlia)).
    rewrite (s178_p46_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p47 Ho1 ltac:(zlia)).
    rewrite (s178_p47_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p48 Ho1 ltac:(zlia)).
    rewrite (s178_p48_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s146_c45_L (c d : nat) : lmoves (s146_board 1 1 (2 + c) (2 + d)) = [s146_board 0 2 (2 + c) (2 + d); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c45_L2 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 1 (2 + c) (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c45_R (c d : nat) : rmoves (s146_board 1 1 (2 + c) (2 + d)) = [s163_board 1 (2 + c) (2 + d)].
Proof. unfold s146_board, s163_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s146_c45_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s146_board 1 1 (2 + c) (2 + d) -> fst (s146_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q11] in Hc |- *.
  rewrite tf_game_eq, (s146_c45_L c d), (s146_c45_R c d); cbn [map].
  pose proof (use_s146 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s146_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c45_L2 c d)).
  pose proof (use_s178 IH 1 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c45_L2 c d))) as Ho1.
  pose proof (use_s163 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s146_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  rewrite (s178_p44 Ho1 ltac:(zlia)).
  rewrite (s178_p44_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b>=2 && c==0 && d==0: the board of s23 *)
Lemma s146_c46_p4 x (Hs23 : s23_claim x) (b : nat) :
  x = s146_board 1 (2 + b) 0 0 -> fst (s146_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s146_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q4] in Hc |- *.
  pose proof (Hs23 1 (2 + b) ltac:(rewrite Hx; unfold s146_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b>=2 && c==0 && d==1: the board of s91 *)
Lemma s146_c47_p4 x (Hs91 : s91_claim x) (b : nat) :
  x = s146_board 1 (2 + b) 0 1 -> fst (s146_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s146_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q4] in Hc |- *.
  pose proof (Hs91 1 (2 + b) 1 ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b>=2 && c==0 && d>=2: the board of s91 *)
Lemma s146_c48_p4 x (Hs91 : s91_claim x) (b d : nat) :
  x = s146_board 1 (2 + b) 0 (2 + d) -> fst (s146_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s146_q4] in Hc |- *.
  pose proof (Hs91 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b>=2 && c==1 && d==0: the board of s56 *)
Lemma s146_c49_p12 x (Hs56 : s56_claim x) (b : nat) :
  x = s146_board 1 (2 + b) 1 0 -> fst (s146_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q12] in Hc |- *.
  pose proof (Hs56 1 (2 + b) 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s146_c50_L (b : nat) : lmoves (s146_board 1 (2 + b) 1 1) = [s146_board 0 (3 + b) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c50_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]) (s178_board 1 (2 + b) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c50_R (b : nat) : rmoves (s146_board 1 (2 + b) 1 1) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b>=2 && c==1 && d==1 *)
Lemma s146_c50_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s146_board 1 (2 + b) 1 1 -> fst (s146_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q5] in Hc |- *.
  rewrite tf_game_eq, (s146_c50_L b), (s146_c50_R b); cbn [map].
  pose proof (use_s146 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s146_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c50_L2 b)).
  pose proof (use_s178 IH 1 (2 + b) 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c50_L2 b))) as Ho1.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s178_p26 Ho1 ltac:(zlia)).
    rewrite (s178_p26_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p51 Ho1 ltac:(zlia)).
    rewrite (s178_p51_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p53 Ho1 ltac:(zlia)).
    rewrite (s178_p53_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s146_c51_L (b d : nat) : lmoves (s146_board 1 (2 + b) 1 (2 + d)) = [s146_board 0 (3 + b) 1 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c51_L2 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 (2 + b) 1 (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c51_R (b d : nat) : rmoves (s146_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s146_c51_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s146_board 1 (2 + b) 1 (2 + d) -> fst (s146_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q5] in Hc |- *.
  rewrite tf_game_eq, (s146_c51_L b d), (s146_c51_R b d); cbn [map].
  pose proof (use_s146 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s146_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c51_L2 b d)).
  pose proof (use_s178 IH 1 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c51_L2 b d))) as Ho1.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  rewrite (s178_p15 Ho1 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b>=2 && c>=2 && d==0: the board of s56 *)
Lemma s146_c52_p12 x (Hs56 : s56_claim x) (b c : nat) :
  x = s146_board 1 (2 + b) (2 + c) 0 -> fst (s146_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q12] in Hc |- *.
  pose proof (Hs56 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

