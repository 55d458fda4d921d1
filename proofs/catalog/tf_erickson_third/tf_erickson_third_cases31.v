(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s67_c21_L (b d : nat) : lmoves (s67_board 0 (2 + b) 0 (2 + d)) = [s67_board 0 (1 + b) 1 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c21_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 0 (2 + b) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c21_R (b d : nat) : rmoves (s67_board 0 (2 + b) 0 (2 + d)) = [s100_board 0 (2 + b) 0 (2 + d); s126_board 0 (2 + b) 0 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s67_c21_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s67_board 0 (2 + b) 0 (2 + d) -> fst (s67_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q16] in Hc |- *.
  rewrite tf_game_eq, (s67_c21_L b d), (s67_c21_R b d); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s67_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s67_c21_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c21_L2 b d))) as Ho1.
  pose proof (use_s100 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s67_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s67_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p13 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho2 ltac:(zlia)).
  rewrite (s126_p92 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c21_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s67_board 0 (2 + b) 0 (2 + d) -> fst (s67_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q23] in Hc |- *.
  rewrite tf_game_eq, (s67_c21_L b d), (s67_c21_R b d); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s67_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s67_c21_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c21_L2 b d))) as Ho1.
  pose proof (use_s100 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s67_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s67_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p19 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho2 ltac:(zlia)).
  rewrite (s126_p120 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c21_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s67_board 0 (2 + b) 0 (2 + d) -> fst (s67_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q27] in Hc |- *.
  rewrite tf_game_eq, (s67_c21_L b d), (s67_c21_R b d); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s67_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s67_c21_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c21_L2 b d))) as Ho1.
  pose proof (use_s100 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s67_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s67_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p24 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho2 ltac:(zlia)).
  rewrite (s126_p174 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c22_L (b : nat) : lmoves (s67_board 0 (2 + b) 1 0) = [s67_board 0 (1 + b) 2 0; strip [] (E :: repeat T (2 + b) ++ [E; E; F; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c22_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; F; T; T; F; F]) []) (s28_board 0 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [E; E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c22_R (b : nat) : rmoves (s67_board 0 (2 + b) 1 0) = [s71_board 0 (2 + b) 1; s60_board 0 (2 + b) 1 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b>=2 && c==1 && d==0 *)
Lemma s67_c22_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 0 (2 + b) 1 0 -> fst (s67_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s67_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q17] in Hc |- *.
  rewrite tf_game_eq, (s67_c22_L b), (s67_c22_R b); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s67_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s67_c22_L2 b)).
  pose proof (use_s28 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s67_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c22_L2 b))) as Ho1.
  pose proof (use_s71 IH 0 (2 + b) 1 (opt_r _ _ _ (s67_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s67_c22_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p6 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s71_p12 Ho2 ltac:(zlia)).
  rewrite (s60_p35 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c23_L (b : nat) : lmoves (s67_board 0 (2 + b) 1 1) = [s67_board 0 (1 + b) 2 1; strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c23_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F; F]) []) (s73_board 0 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; T; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c23_R (b : nat) : rmoves (s67_board 0 (2 + b) 1 1) = [s100_board 0 (2 + b) 1 1; s126_board 0 (2 + b) 1 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b>=2 && c==1 && d==1 *)
Lemma s67_c23_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 0 (2 + b) 1 1 -> fst (s67_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s67_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q18] in Hc |- *.
  rewrite tf_game_eq, (s67_c23_L b), (s67_c23_R b); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s67_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s67_c23_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s67_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c23_L2 b))) as Ho1.
  pose proof (use_s100 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s67_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s67_c23_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p7 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s100_p19 Ho2 ltac:(zlia)).
  rewrite (s126_p108 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c24_L (b d : nat) : lmoves (s67_board 0 (2 + b) 1 (2 + d)) = [s67_board 0 (1 + b) 2 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c24_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 0 (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; T; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c24_R (b d : nat) : rmoves (s67_board 0 (2 + b) 1 (2 + d)) = [s100_board 0 (2 + b) 1 (2 + d); s126_board 0 (2 + b) 1 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s67_c24_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s67_board 0 (2 + b) 1 (2 + d) -> fst (s67_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q19] in Hc |- *.
  rewrite tf_game_eq, (s67_c24_L b d), (s67_c24_R b d); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s67_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s67_c24_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s67_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c24_L2 b d))) as Ho1.
  pose proof (use_s100 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s67_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s67_c24_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p8 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho2 ltac:(zlia)).
  rewrite (s126_p36 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s67_c24_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s67_board 0 (2 + b) 1 (2 + d) -> fst (s67_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q24] in Hc |- *.
  rewrite tf_game_eq, (s67_c24_L b d), (s67_c24_R b d); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s67_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s67_c24_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s67_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c24_L2 b d))) as Ho1.
  pose proof (use_s100 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s67_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s126 IH 0 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s67_c24_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p8 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho2 ltac:(zlia)).
  rewrite (s126_p154 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c25_L (b c : nat) : lmoves (s67_board 0 (2 + b) (2 + c) 0) = [s67_board 0 (1 + b) (3 + c) 0; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c25_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) (s43_board 0 (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c25_R (b c : nat) : rmoves (s67_board 0 (2 + b) (2 + c) 0) = [s60_board 0 (2 + b) (2 + c) 1].
Proof. unfold s60_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s67_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s67_board 0 (2 + b) (2 + c) 0 -> fst (s67_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s67_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q6] in Hc |- *.
  rewrite tf_game_eq, (s67_c25_L b c), (s67_c25_R b c); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s67_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s67_c25_L2 b c)).
  pose proof (use_s43 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s67_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c25_L2 b c))) as Ho1.
  pose proof (use_s60 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s67_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s67_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s60_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s60_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s67_c26_L (b c : nat) : lmoves (s67_board 0 (2 + b) (2 + c) 1) = [s67_board 0 (1 + b) (3 + c) 1; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c26_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) (s73_board 0 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c26_R (b c : nat) : rmoves (s67_board 0 (2 + b) (2 + c) 1) = [s126_board 0 (2 + b) (2 + c) 1 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s67_c26_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s67_board 0 (2 + b) (2 + c) 1 -> fst (s67_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s67_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q7] in Hc |- *.
  rewrite tf_game_eq, (s67_c26_L b c), (s67_c26_R b c); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s67_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s67_c26_L2 b c)).
  pose proof (use_s73 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s67_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c26_L2 b c))) as Ho1.
  pose proof (use_s126 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s67_c26_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s67_p7 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s126_p39 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c27_L (b c d : nat) : lmoves (s67_board 0 (2 + b) (2 + c) (2 + d)) = [s67_board 0 (1 + b) (3 + c) (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c27_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 0 (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c27_R (b c d : nat) : rmoves (s67_board 0 (2 + b) (2 + c) (2 + d)) = [s126_board 0 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s67_c27_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s67_board 0 (2 + b) (2 + c) (2 + d) -> fst (s67_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q8] in Hc |- *.
  rewrite tf_game_eq, (s67_c27_L b c d), (s67_c27_R b c d); cbn [map].
  pose proof (use_s67 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s67_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s67_c27_L2 b c d)).
  pose proof (use_s73 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s67_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s67_c27_L2 b c d))) as Ho1.
  pose proof (use_s126 IH 0 (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s67_c27_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s67_p8 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s126_p39 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==0 && c==0 && d==0: the board of s66 *)
Lemma s67_c28_p4 x (Hs66 : s66_claim x) :
  x = s67_board 1 0 0 0 -> fst (s67_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q4] in Hc |- *.
  pose proof (Hs66 1 0 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==0 && c==0 && d==1: the board of s66 *)
Lemma s67_c29_p11 x (Hs66 : s66_claim x) :
  x = s67_board 1 0 0 1 -> fst (s67_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q11] in Hc |- *.
  pose proof (Hs66 1 0 1 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==0 && c==0 && d>=2: the board of s66 *)
Lemma s67_c30_p28 x (Hs66 : s66_claim x) (d : nat) :
  x = s67_board 1 0 0 (2 + d) -> fst (s67_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s67_q28] in Hc |- *.
  pose proof (Hs66 1 0 (2 + d) ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==0 && c==1 && d==0: the board of s66 *)
Lemma s67_c31_p29 x (Hs66 : s66_claim x) :
  x = s67_board 1 0 1 0 -> fst (s67_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s67_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q29] in Hc |- *.
  pose proof (Hs66 1 1 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==0 && c==1 && d==1: the board of s66 *)
Lemma s67_c32_p30 x (Hs66 : s66_claim x) :
  x = s67_board 1 0 1 1 -> fst (s67_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s67_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q30] in Hc |- *.
  pose proof (Hs66 1 1 1 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==0 && c==1 && d>=2: the board of s66 *)
Lemma s67_c33_p31 x (Hs66 : s66_claim x) (d : nat) :
  x = s67_board 1 0 1 (2 + d) -> fst (s67_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s67_q31] in Hc |- *.
  pose proof (Hs66 1 1 (2 + d) ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==0 && c>=2 && d==0: the board of s66 *)
Lemma s67_c34_p6 x (Hs66 : s66_claim x) (c : nat) :
  x = s67_board 1 0 (2 + c) 0 -> fst (s67_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s67_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q6] in Hc |- *.
  pose proof (Hs66 1 (2 + c) 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==0 && c>=2 && d==1: the board of s66 *)
Lemma s67_c35_p7 x (Hs66 : s66_claim x) (c : nat) :
  x = s67_board 1 0 (2 + c) 1 -> fst (s67_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s67_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q7] in Hc |- *.
  pose proof (Hs66 1 (2 + c) 1 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==0 && c>=2 && d>=2: the board of s66 *)
Lemma s67_c36_p8 x (Hs66 : s66_claim x) (c d : nat) :
  x = s67_board 1 0 (2 + c) (2 + d) -> fst (s67_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s67_q8] in Hc |- *.
  pose proof (Hs66 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s67_c37_L : lmoves (s67_board 1 1 0 0) = [s67_board 0 2 0 0; s66_board 1 1 0].
Proof. unfold s66_board, s67_board. tf_options. Qed.
Lemma s67_c37_R : rmoves (s67_board 1 1 0 0) = [s71_board 1 1 0; s60_board 1 1 0 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==1 && c==0 && d==0 *)
Lemma s67_c37_p32 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s67_board 1 1 0 0 -> fst (s67_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q32] in Hc |- *.
  rewrite tf_game_eq, (s67_c37_L), (s67_c37_R); cbn [map].
  pose proof (use_s67 IH 0 2 0 0 (opt_l _ _ _ (s67_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 1 0 (opt_l _ _ _ (s67_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s71 IH 1 1 0 (opt_r _ _ _ (s67_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH 1 1 0 1 (opt_r _ _ _ (s67_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p14 Ho0 ltac:(zlia)).
  rewrite (s66_p9 Ho1 ltac:(zlia)).
  rewrite (s71_p9 Ho2 ltac:(zlia)).
  rewrite (s60_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s67_c38_L : lmoves (s67_board 1 1 0 1) = [s67_board 0 2 0 1; s66_board 1 1 1; strip [] ([T; E; T; E; F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c38_L3 : tf_norm (strip [] ([T; E; T; E; F; E; T; T; F; F]) []) (s73_board 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; E; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c38_R : rmoves (s67_board 1 1 0 1) = [s100_board 1 1 0 1; s126_board 1 1 0 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==1 && c==0 && d==1 *)
Lemma s67_c38_p33 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s67_board 1 1 0 1 -> fst (s67_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q33] in Hc |- *.
  rewrite tf_game_eq, (s67_c38_L), (s67_c38_R); cbn [map].
  pose proof (use_s67 IH 0 2 0 1 (opt_l _ _ _ (s67_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 1 1 (opt_l _ _ _ (s67_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c38_L3)).
  pose proof (use_s73 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s67_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c38_L3))) as Ho2.
  pose proof (use_s100 IH 1 1 0 1 (opt_r _ _ _ (s67_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH 1 1 0 1 1 (opt_r _ _ _ (s67_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p15 Ho0 ltac:(zlia)).
  rewrite (s66_p10 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s100_p39 Ho3 ltac:(zlia)).
  rewrite (s126_p95 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s67_c39_L (d : nat) : lmoves (s67_board 1 1 0 (2 + d)) = [s67_board 0 2 0 (2 + d); s66_board 1 1 (2 + d); strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c39_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 1 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c39_R (d : nat) : rmoves (s67_board 1 1 0 (2 + d)) = [s100_board 1 1 0 (2 + d); s126_board 1 1 0 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==1 && c==0 && d>=2 *)
Lemma s67_c39_p34 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s67_board 1 1 0 (2 + d) -> fst (s67_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q34] in Hc |- *.
  rewrite tf_game_eq, (s67_c39_L d), (s67_c39_R d); cbn [map].
  pose proof (use_s67 IH 0 2 0 (2 + d) (opt_l _ _ _ (s67_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 1 (2 + d) (opt_l _ _ _ (s67_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c39_L3 d)).
  pose proof (use_s73 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s67_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c39_L3 d))) as Ho2.
  pose proof (use_s100 IH 1 1 0 (2 + d) (opt_r _ _ _ (s67_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH 1 1 0 (2 + d) 1 (opt_r _ _ _ (s67_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p16 Ho0 ltac:(zlia)).
  rewrite (s66_p8 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho3 ltac:(zlia)).
  rewrite (s126_p226 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s67_c40_L : lmoves (s67_board 1 1 1 0) = [s67_board 0 2 1 0; s66_board 1 2 0; strip [] ([T; E; T; E; E; F; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c40_L3 : tf_norm (strip [] ([T; E; T; E; E; F; T; T; F; F]) []) (s28_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; E; E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c40_R : rmoves (s67_board 1 1 1 0) = [s71_board 1 1 1; s60_board 1 1 1 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==1 && c==1 && d==0 *)
Lemma s67_c40_p35 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s67_board 1 1 1 0 -> fst (s67_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s67_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q35] in Hc |- *.
  rewrite tf_game_eq, (s67_c40_L), (s67_c40_R); cbn [map].
  pose proof (use_s67 IH 0 2 1 0 (opt_l _ _ _ (s67_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 2 0 (opt_l _ _ _ (s67_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c40_L3)).
  pose proof (use_s28 IH 1 1 (opt_norm_l _ _ _ _ _ (s67_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c40_L3))) as Ho2.
  pose proof (use_s71 IH 1 1 1 (opt_r _ _ _ (s67_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s60 IH 1 1 1 1 (opt_r _ _ _ (s67_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p17 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s71_p5 Ho3 ltac:(zlia)).
  rewrite (s60_p83 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c41_L : lmoves (s67_board 1 1 1 1) = [s67_board 0 2 1 1; s66_board 1 2 1; strip [] ([T; E; T; E; T; F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c41_L3 : tf_norm (strip [] ([T; E; T; E; T; F; E; T; T; F; F]) []) (s73_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; E; T; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; T; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c41_R : rmoves (s67_board 1 1 1 1) = [s100_board 1 1 1 1; s126_board 1 1 1 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==1 && c==1 && d==1 *)
Lemma s67_c41_p36 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s67_board 1 1 1 1 -> fst (s67_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s67_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q36] in Hc |- *.
  rewrite tf_game_eq, (s67_c41_L), (s67_c41_R); cbn [map].
  pose proof (use_s67 IH 0 2 1 1 (opt_l _ _ _ (s67_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 2 1 (opt_l _ _ _ (s67_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c41_L3)).
  pose proof (use_s73 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s67_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c41_L3))) as Ho2.
  pose proof (use_s100 IH 1 1 1 1 (opt_r _ _ _ (s67_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH 1 1 1 1 1 (opt_r _ _ _ (s67_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p18 Ho0 ltac:(zlia)).
  rewrite (s66_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s100_p41 Ho3 ltac:(zlia)).
  rewrite (s126_p236 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c42_L (d : nat) : lmoves (s67_board 1 1 1 (2 + d)) = [s67_board 0 2 1 (2 + d); s66_board 1 2 (2 + d); strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c42_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 1 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; T; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c42_R (d : nat) : rmoves (s67_board 1 1 1 (2 + d)) = [s100_board 1 1 1 (2 + d); s126_board 1 1 1 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==1 && c==1 && d>=2 *)
Lemma s67_c42_p37 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s67_board 1 1 1 (2 + d) -> fst (s67_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q37] in Hc |- *.
  rewrite tf_game_eq, (s67_c42_L d), (s67_c42_R d); cbn [map].
  pose proof (use_s67 IH 0 2 1 (2 + d) (opt_l _ _ _ (s67_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 2 (2 + d) (opt_l _ _ _ (s67_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c42_L3 d)).
  pose proof (use_s73 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s67_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c42_L3 d))) as Ho2.
  pose proof (use_s100 IH 1 1 1 (2 + d) (opt_r _ _ _ (s67_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH 1 1 1 (2 + d) 1 (opt_r _ _ _ (s67_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p19 Ho0 ltac:(zlia)).
  rewrite (s66_p6 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho3 ltac:(zlia)).
  rewrite (s126_p36 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s67_c43_L (c : nat) : lmoves (s67_board 1 1 (2 + c) 0) = [s67_board 0 2 (2 + c) 0; s66_board 1 (3 + c) 0; strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c43_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) (s43_board 1 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c43_R (c : nat) : rmoves (s67_board 1 1 (2 + c) 0) = [s60_board 1 1 (2 + c) 1].
Proof. unfold s60_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==1 && c>=2 && d==0 *)
Lemma s67_c43_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s67_board 1 1 (2 + c) 0 -> fst (s67_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s67_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q6] in Hc |- *.
  rewrite tf_game_eq, (s67_c43_L c), (s67_c43_R c); cbn [map].
  pose proof (use_s67 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s67_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 (3 + c) 0 (opt_l _ _ _ (s67_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c43_L3 c)).
  pose proof (use_s43 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s67_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c43_L3 c))) as Ho2.
  pose proof (use_s60 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s67_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p6 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    rewrite (s60_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s60_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s67_c44_L (c : nat) : lmoves (s67_board 1 1 (2 + c) 1) = [s67_board 0 2 (2 + c) 1; s66_board 1 (3 + c) 1; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c44_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) (s73_board 1 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c44_R (c : nat) : rmoves (s67_board 1 1 (2 + c) 1) = [s126_board 1 1 (2 + c) 1 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==1 && c>=2 && d==1 *)
Lemma s67_c44_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s67_board 1 1 (2 + c) 1 -> fst (s67_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s67_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q7] in Hc |- *.
  rewrite tf_game_eq, (s67_c44_L c), (s67_c44_R c); cbn [map].
  pose proof (use_s67 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s67_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 (3 + c) 1 (opt_l _ _ _ (s67_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c44_L3 c)).
  pose proof (use_s73 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s67_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c44_L3 c))) as Ho2.
  pose proof (use_s126 IH 1 1 (2 + c) 1 1 (opt_r _ _ _ (s67_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p7 Ho0 ltac:(zlia)).
  rewrite (s66_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s126_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c45_L (c d : nat) : lmoves (s67_board 1 1 (2 + c) (2 + d)) = [s67_board 0 2 (2 + c) (2 + d); s66_board 1 (3 + c) (2 + d); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c45_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 1 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c45_R (c d : nat) : rmoves (s67_board 1 1 (2 + c) (2 + d)) = [s126_board 1 1 (2 + c) (2 + d) 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s67_c45_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s67_board 1 1 (2 + c) (2 + d) -> fst (s67_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q8] in Hc |- *.
  rewrite tf_game_eq, (s67_c45_L c d), (s67_c45_R c d); cbn [map].
  pose proof (use_s67 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s67_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s67_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c45_L3 c d)).
  pose proof (use_s73 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s67_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c45_L3 c d))) as Ho2.
  pose proof (use_s126 IH 1 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s67_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p8 Ho0 ltac:(zlia)).
  rewrite (s66_p6 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s126_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c46_L (b : nat) : lmoves (s67_board 1 (2 + b) 0 0) = [s67_board 0 (3 + b) 0 0; s67_board 1 (1 + b) 1 0].
Proof. unfold s67_board. tf_options. Qed.
Lemma s67_c46_R (b : nat) : rmoves (s67_board 1 (2 + b) 0 0) = [s71_board 1 (2 + b) 0; s60_board 1 (2 + b) 0 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b>=2 && c==0 && d==0 *)
Lemma s67_c46_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 1 (2 + b) 0 0 -> fst (s67_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q25] in Hc |- *.
  rewrite tf_game_eq, (s67_c46_L b), (s67_c46_R b); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s67_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s67_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s71 IH 1 (2 + b) 0 (opt_r _ _ _ (s67_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s67_c46_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p25 Ho0 ltac:(zlia)).
  rewrite (s67_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s71_p17 Ho2 ltac:(zlia)).
    rewrite (s60_p41 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s71_p22 Ho2 ltac:(zlia)).
    rewrite (s60_p41 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s67_c46_p38 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 1 (2 + b) 0 0 -> fst (s67_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q38] in Hc |- *.
  rewrite tf_game_eq, (s67_c46_L b), (s67_c46_R b); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s67_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s67_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s71 IH 1 (2 + b) 0 (opt_r _ _ _ (s67_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s67_c46_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p20 Ho0 ltac:(zlia)).
  rewrite (s67_p35 Ho1 ltac:(zlia)).
  rewrite (s71_p11 Ho2 ltac:(zlia)).
  rewrite (s60_p87 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c47_L (b : nat) : lmoves (s67_board 1 (2 + b) 0 1) = [s67_board 0 (3 + b) 0 1; s67_board 1 (1 + b) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c47_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F; F]) []) (s73_board 1 (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c47_R (b : nat) : rmoves (s67_board 1 (2 + b) 0 1) = [s100_board 1 (2 + b) 0 1; s126_board 1 (2 + b) 0 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b>=2 && c==0 && d==1 *)
Lemma s67_c47_p39 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 1 (2 + b) 0 1 -> fst (s67_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q39] in Hc |- *.
  rewrite tf_game_eq, (s67_c47_L b), (s67_c47_R b); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s67_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s67_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c47_L3 b)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c47_L3 b))) as Ho2.
  pose proof (use_s100 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s67_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s67_c47_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p21 Ho0 ltac:(zlia)).
  rewrite (s67_p36 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s100_p16 Ho3 ltac:(zlia)).
  rewrite (s126_p250 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c47_p41 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 1 (2 + b) 0 1 -> fst (s67_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q41] in Hc |- *.
  rewrite tf_game_eq, (s67_c47_L b), (s67_c47_R b); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s67_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s67_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c47_L3 b)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c47_L3 b))) as Ho2.
  pose proof (use_s100 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s67_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s67_c47_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p21 Ho0 ltac:(zlia)).
  rewrite (s67_p18 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s100_p16 Ho3 ltac:(zlia)).
  rewrite (s126_p271 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c48_L (b d : nat) : lmoves (s67_board 1 (2 + b) 0 (2 + d)) = [s67_board 0 (3 + b) 0 (2 + d); s67_board 1 (1 + b) 1 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c48_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 1 (2 + b) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c48_R (b d : nat) : rmoves (s67_board 1 (2 + b) 0 (2 + d)) = [s100_board 1 (2 + b) 0 (2 + d); s126_board 1 (2 + b) 0 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s67_c48_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s67_board 1 (2 + b) 0 (2 + d) -> fst (s67_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q27] in Hc |- *.
  rewrite tf_game_eq, (s67_c48_L b d), (s67_c48_R b d); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s67_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s67_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c48_L3 b d)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c48_L3 b d))) as Ho2.
  pose proof (use_s100 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s67_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s67_c48_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p27 Ho0 ltac:(zlia)).
  rewrite (s67_p24 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho3 ltac:(zlia)).
  rewrite (s126_p174 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c48_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s67_board 1 (2 + b) 0 (2 + d) -> fst (s67_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q40] in Hc |- *.
  rewrite tf_game_eq, (s67_c48_L b d), (s67_c48_R b d); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s67_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s67_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c48_L3 b d)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c48_L3 b d))) as Ho2.
  pose proof (use_s100 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s67_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s67_c48_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p23 Ho0 ltac:(zlia)).
  rewrite (s67_p37 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho3 ltac:(zlia)).
  rewrite (s126_p120 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c49_L (b : nat) : lmoves (s67_board 1 (2 + b) 1 0) = [s67_board 0 (3 + b) 1 0; s67_board 1 (1 + b) 2 0; strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c49_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F; F]) []) (s28_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c49_R (b : nat) : rmoves (s67_board 1 (2 + b) 1 0) = [s71_board 1 (2 + b) 1; s60_board 1 (2 + b) 1 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b>=2 && c==1 && d==0 *)
Lemma s67_c49_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 1 (2 + b) 1 0 -> fst (s67_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s67_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q17] in Hc |- *.
  rewrite tf_game_eq, (s67_c49_L b), (s67_c49_R b); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s67_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s67_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c49_L3 b)).
  pose proof (use_s28 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s67_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c49_L3 b))) as Ho2.
  pose proof (use_s71 IH 1 (2 + b) 1 (opt_r _ _ _ (s67_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s60 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s67_c49_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p17 Ho0 ltac:(zlia)).
  rewrite (s67_p6 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s71_p12 Ho3 ltac:(zlia)).
  rewrite (s60_p35 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c50_L (b : nat) : lmoves (s67_board 1 (2 + b) 1 1) = [s67_board 0 (3 + b) 1 1; s67_board 1 (1 + b) 2 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c50_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F; F]) []) (s73_board 1 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c50_R (b : nat) : rmoves (s67_board 1 (2 + b) 1 1) = [s100_board 1 (2 + b) 1 1; s126_board 1 (2 + b) 1 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b>=2 && c==1 && d==1 *)
Lemma s67_c50_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s67_board 1 (2 + b) 1 1 -> fst (s67_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s67_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q18] in Hc |- *.
  rewrite tf_game_eq, (s67_c50_L b), (s67_c50_R b); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s67_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s67_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c50_L3 b)).
  pose proof (use_s73 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s67_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c50_L3 b))) as Ho2.
  pose proof (use_s100 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s67_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH 1 (2 + b) 1 1 1 (opt_r _ _ _ (s67_c50_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p18 Ho0 ltac:(zlia)).
  rewrite (s67_p7 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s100_p19 Ho3 ltac:(zlia)).
  rewrite (s126_p108 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c51_L (b d : nat) : lmoves (s67_board 1 (2 + b) 1 (2 + d)) = [s67_board 0 (3 + b) 1 (2 + d); s67_board 1 (1 + b) 2 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c51_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 1 (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c51_R (b d : nat) : rmoves (s67_board 1 (2 + b) 1 (2 + d)) = [s100_board 1 (2 + b) 1 (2 + d); s126_board 1 (2 + b) 1 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s67_c51_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s67_board 1 (2 + b) 1 (2 + d) -> fst (s67_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q24] in Hc |- *.
  rewrite tf_game_eq, (s67_c51_L b d), (s67_c51_R b d); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s67_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s67_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c51_L3 b d)).
  pose proof (use_s73 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s67_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c51_L3 b d))) as Ho2.
  pose proof (use_s100 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s67_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH 1 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s67_c51_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p24 Ho0 ltac:(zlia)).
  rewrite (s67_p8 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho3 ltac:(zlia)).
  rewrite (s126_p154 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c52_L (b c : nat) : lmoves (s67_board 1 (2 + b) (2 + c) 0) = [s67_board 0 (3 + b) (2 + c) 0; s67_board 1 (1 + b) (3 + c) 0; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c52_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) (s43_board 1 (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c52_R (b c : nat) : rmoves (s67_board 1 (2 + b) (2 + c) 0) = [s60_board 1 (2 + b) (2 + c) 1].
Proof. unfold s60_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s67_c52_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s67_board 1 (2 + b) (2 + c) 0 -> fst (s67_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s67_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q6] in Hc |- *.
  rewrite tf_game_eq, (s67_c52_L b c), (s67_c52_R b c); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s67_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s67_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c52_L3 b c)).
  pose proof (use_s43 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s67_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c52_L3 b c))) as Ho2.
  pose proof (use_s60 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s67_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p6 Ho0 ltac:(zlia)).
  rewrite (s67_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    rewrite (s60_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s60_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s67_c53_L (b c : nat) : lmoves (s67_board 1 (2 + b) (2 + c) 1) = [s67_board 0 (3 + b) (2 + c) 1; s67_board 1 (1 + b) (3 + c) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c53_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) (s73_board 1 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c53_R (b c : nat) : rmoves (s67_board 1 (2 + b) (2 + c) 1) = [s126_board 1 (2 + b) (2 + c) 1 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s67_c53_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s67_board 1 (2 + b) (2 + c) 1 -> fst (s67_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s67_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q7] in Hc |- *.
  rewrite tf_game_eq, (s67_c53_L b c), (s67_c53_R b c); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s67_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s67_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c53_L3 b c)).
  pose proof (use_s73 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s67_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c53_L3 b c))) as Ho2.
  pose proof (use_s126 IH 1 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s67_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p7 Ho0 ltac:(zlia)).
  rewrite (s67_p7 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s126_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c54_L (b c d : nat) : lmoves (s67_board 1 (2 + b) (2 + c) (2 + d)) = [s67_board 0 (3 + b) (2 + c) (2 + d); s67_board 1 (1 + b) (3 + c) (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board 1 (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c54_R (b c d : nat) : rmoves (s67_board 1 (2 + b) (2 + c) (2 + d)) = [s126_board 1 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s67_c54_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s67_board 1 (2 + b) (2 + c) (2 + d) -> fst (s67_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q8] in Hc |- *.
  rewrite tf_game_eq, (s67_c54_L b c d), (s67_c54_R b c d); cbn [map].
  pose proof (use_s67 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s67_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s67_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c54_L3 b c d)).
  pose proof (use_s73 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s67_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c54_L3 b c d))) as Ho2.
  pose proof (use_s126 IH 1 (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s67_c54_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p8 Ho0 ltac:(zlia)).
  rewrite (s67_p8 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s126_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==0 && c==0 && d==0: the board of s66 *)
Lemma s67_c55_p42 x (Hs66 : s66_claim x) (a : nat) :
  x = s67_board (2 + a) 0 0 0 -> fst (s67_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q42] in Hc |- *.
  pose proof (Hs66 (2 + a) 0 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s67_c55_p51 x (Hs66 : s66_claim x) (a : nat) :
  x = s67_board (2 + a) 0 0 0 -> fst (s67_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q51] in Hc |- *.
  pose proof (Hs66 (2 + a) 0 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s67_c55_p58 x (Hs66 : s66_claim x) (a : nat) :
  x = s67_board (2 + a) 0 0 0 -> fst (s67_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q58] in Hc |- *.
  pose proof (Hs66 (2 + a) 0 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s67_c55_p61 x (Hs66 : s66_claim x) (a : nat) :
  x = s67_board (2 + a) 0 0 0 -> fst (s67_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q61] in Hc |- *.
  pose proof (Hs66 (2 + a) 0 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==0 && c==0 && d==1: the board of s66 *)
Lemma s67_c56_p43 x (Hs66 : s66_claim x) (a : nat) :
  x = s67_board (2 + a) 0 0 1 -> fst (s67_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q43] in Hc |- *.
  pose proof (Hs66 (2 + a) 0 1 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c56_p52 x (Hs66 : s66_claim x) (a : nat) :
  x = s67_board (2 + a) 0 0 1 -> fst (s67_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q52] in Hc |- *.
  pose proof (Hs66 (2 + a) 0 1 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s67_c56_p59 x (Hs66 : s66_claim x) (a : nat) :
  x = s67_board (2 + a) 0 0 1 -> fst (s67_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q59] in Hc |- *.
  pose proof (Hs66 (2 + a) 0 1 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==0 && c==0 && d>=2: the board of s66 *)
Lemma s67_c57_p28 x (Hs66 : s66_claim x) (a d : nat) :
  x = s67_board (2 + a) 0 0 (2 + d) -> fst (s67_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s67_q28] in Hc |- *.
  pose proof (Hs66 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==0 && c==1 && d==0: the board of s66 *)
Lemma s67_c58_p44 x (Hs66 : s66_claim x) (a : nat) :
  x = s67_board (2 + a) 0 1 0 -> fst (s67_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s67_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q44] in Hc |- *.
  pose proof (Hs66 (2 + a) 1 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s67_c58_p53 x (Hs66 : s66_claim x) (a : nat) :
  x = s67_board (2 + a) 0 1 0 -> fst (s67_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s67_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q53] in Hc |- *.
  pose proof (Hs66 (2 + a) 1 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s67_c58_p60 x (Hs66 : s66_claim x) (a : nat) :
  x = s67_board (2 + a) 0 1 0 -> fst (s67_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s67_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q60] in Hc |- *.
  pose proof (Hs66 (2 + a) 1 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==0 && c==1 && d==1: the board of s66 *)
Lemma s67_c59_p30 x (Hs66 : s66_claim x) (a : nat) :
  x = s67_board (2 + a) 0 1 1 -> fst (s67_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s67_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q30] in Hc |- *.
  pose proof (Hs66 (2 + a) 1 1 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==0 && c==1 && d>=2: the board of s66 *)
Lemma s67_c60_p31 x (Hs66 : s66_claim x) (a d : nat) :
  x = s67_board (2 + a) 0 1 (2 + d) -> fst (s67_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s67_q31] in Hc |- *.
  pose proof (Hs66 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==0 && c>=2 && d==0: the board of s66 *)
Lemma s67_c61_p6 x (Hs66 : s66_claim x) (a c : nat) :
  x = s67_board (2 + a) 0 (2 + c) 0 -> fst (s67_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s67_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q6] in Hc |- *.
  pose proof (Hs66 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==0 && c>=2 && d==1: the board of s66 *)
Lemma s67_c62_p7 x (Hs66 : s66_claim x) (a c : nat) :
  x = s67_board (2 + a) 0 (2 + c) 1 -> fst (s67_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s67_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s67_q7] in Hc |- *.
  pose proof (Hs66 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==0 && c>=2 && d>=2: the board of s66 *)
Lemma s67_c63_p8 x (Hs66 : s66_claim x) (a c d : nat) :
  x = s67_board (2 + a) 0 (2 + c) (2 + d) -> fst (s67_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s67_q8] in Hc |- *.
  pose proof (Hs66 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s67_board, s66_board; board_eq)) as Ho0.
  rewrite (s66_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s67_c64_L (a : nat) : lmoves (s67_board (2 + a) 1 0 0) = [s67_board (1 + a) 2 0 0; s66_board (2 + a) 1 0].
Proof. unfold s66_board, s67_board. tf_options. Qed.
Lemma s67_c64_R (a : nat) : rmoves (s67_board (2 + a) 1 0 0) = [s71_board (2 + a) 1 0; s60_board (2 + a) 1 0 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==1 && c==0 && d==0 *)
Lemma s67_c64_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s67_board (2 + a) 1 0 0 -> fst (s67_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q45] in Hc |- *.
  rewrite tf_game_eq, (s67_c64_L a), (s67_c64_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 2 0 0 (opt_l _ _ _ (s67_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 1 0 (opt_l _ _ _ (s67_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s71 IH (2 + a) 1 0 (opt_r _ _ _ (s67_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH (2 + a) 1 0 1 (opt_r _ _ _ (s67_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p38 Ho0 ltac:(zlia)).
  rewrite (s66_p12 Ho1 ltac:(zlia)).
  rewrite (s71_p9 Ho2 ltac:(zlia)).
  rewrite (s60_p79 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s67_c64_p54 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s67_board (2 + a) 1 0 0 -> fst (s67_q54 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q54 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q54] in Hc |- *.
  rewrite tf_game_eq, (s67_c64_L a), (s67_c64_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 2 0 0 (opt_l _ _ _ (s67_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 1 0 (opt_l _ _ _ (s67_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s71 IH (2 + a) 1 0 (opt_r _ _ _ (s67_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH (2 + a) 1 0 1 (opt_r _ _ _ (s67_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p48 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s66_p15 Ho1 ltac:(zlia)).
    rewrite (s71_p33 Ho2 ltac:(zlia)).
    rewrite (s60_p124 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s66_p18 Ho1 ltac:(zlia)).
    rewrite (s71_p40 Ho2 ltac:(zlia)).
    rewrite (s60_p124 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s67_c65_L (a : nat) : lmoves (s67_board (2 + a) 1 0 1) = [s67_board (1 + a) 2 0 1; s66_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; E; T; T; F; F]) []) (s73_board (2 + a) 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; E; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c65_R (a : nat) : rmoves (s67_board (2 + a) 1 0 1) = [s100_board (2 + a) 1 0 1; s126_board (2 + a) 1 0 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==1 && c==0 && d==1 *)
Lemma s67_c65_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s67_board (2 + a) 1 0 1 -> fst (s67_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q33] in Hc |- *.
  rewrite tf_game_eq, (s67_c65_L a), (s67_c65_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 2 0 1 (opt_l _ _ _ (s67_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 1 1 (opt_l _ _ _ (s67_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c65_L3 a)).
  pose proof (use_s73 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s67_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c65_L3 a))) as Ho2.
  pose proof (use_s100 IH (2 + a) 1 0 1 (opt_r _ _ _ (s67_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s67_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s67_p39 Ho0 ltac:(zlia)).
    rewrite (s66_p10 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s100_p53 Ho3 ltac:(zlia)).
    rewrite (s126_p44 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s67_p49 Ho0 ltac:(zlia)).
    rewrite (s66_p10 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s100_p66 Ho3 ltac:(zlia)).
    rewrite (s126_p44 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s67_p56 Ho0 ltac:(zlia)).
    rewrite (s66_p10 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s100_p66 Ho3 ltac:(zlia)).
    rewrite (s126_p44 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s67_c66_L (a d : nat) : lmoves (s67_board (2 + a) 1 0 (2 + d)) = [s67_board (1 + a) 2 0 (2 + d); s66_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board (2 + a) 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c66_R (a d : nat) : rmoves (s67_board (2 + a) 1 0 (2 + d)) = [s100_board (2 + a) 1 0 (2 + d); s126_board (2 + a) 1 0 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s67_c66_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s67_board (2 + a) 1 0 (2 + d) -> fst (s67_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q34] in Hc |- *.
  rewrite tf_game_eq, (s67_c66_L a d), (s67_c66_R a d); cbn [map].
  pose proof (use_s67 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s67_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s67_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c66_L3 a d)).
  pose proof (use_s73 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s67_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c66_L3 a d))) as Ho2.
  pose proof (use_s100 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s67_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH (2 + a) 1 0 (2 + d) 1 (opt_r _ _ _ (s67_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s67_p27 Ho0 ltac:(zlia)).
    rewrite (s66_p8 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s73_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s100_p15 Ho3 ltac:(zlia)).
    rewrite (s126_p226 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s67_p40 Ho0 ltac:(zlia)).
    rewrite (s66_p8 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s73_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s100_p15 Ho3 ltac:(zlia)).
    rewrite (s126_p226 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s67_c67_L (a : nat) : lmoves (s67_board (2 + a) 1 1 0) = [s67_board (1 + a) 2 1 0; s66_board (2 + a) 2 0; strip [] (repeat T (2 + a) ++ [E; T; E; E; F; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c67_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; F; T; T; F; F]) []) (s28_board (2 + a) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; E; E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c67_R (a : nat) : rmoves (s67_board (2 + a) 1 1 0) = [s71_board (2 + a) 1 1; s60_board (2 + a) 1 1 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==1 && c==1 && d==0 *)
Lemma s67_c67_p46 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s67_board (2 + a) 1 1 0 -> fst (s67_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s67_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q46] in Hc |- *.
  rewrite tf_game_eq, (s67_c67_L a), (s67_c67_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 2 1 0 (opt_l _ _ _ (s67_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 2 0 (opt_l _ _ _ (s67_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c67_L3 a)).
  pose proof (use_s28 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s67_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c67_L3 a))) as Ho2.
  pose proof (use_s71 IH (2 + a) 1 1 (opt_r _ _ _ (s67_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s60 IH (2 + a) 1 1 1 (opt_r _ _ _ (s67_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p17 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s71_p27 Ho3 ltac:(zlia)).
  assert (Hp4 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp4 as [Hp4|Hp4].
  {
    rewrite (s60_p107 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
  }
  {
    rewrite (s60_p128 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
  }
Qed.

Lemma s67_c68_L (a : nat) : lmoves (s67_board (2 + a) 1 1 1) = [s67_board (1 + a) 2 1 1; s66_board (2 + a) 2 1; strip [] (repeat T (2 + a) ++ [E; T; E; T; F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F; E; T; T; F; F]) []) (s73_board (2 + a) 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; E; T; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; T; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c68_R (a : nat) : rmoves (s67_board (2 + a) 1 1 1) = [s100_board (2 + a) 1 1 1; s126_board (2 + a) 1 1 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==1 && c==1 && d==1 *)
Lemma s67_c68_p47 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s67_board (2 + a) 1 1 1 -> fst (s67_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s67_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q47] in Hc |- *.
  rewrite tf_game_eq, (s67_c68_L a), (s67_c68_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 2 1 1 (opt_l _ _ _ (s67_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 2 1 (opt_l _ _ _ (s67_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c68_L3 a)).
  pose proof (use_s73 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s67_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c68_L3 a))) as Ho2.
  pose proof (use_s100 IH (2 + a) 1 1 1 (opt_r _ _ _ (s67_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH (2 + a) 1 1 1 1 (opt_r _ _ _ (s67_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p18 Ho0 ltac:(zlia)).
  rewrite (s66_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s100_p55 Ho3 ltac:(zlia)).
  rewrite (s126_p307 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c68_p55 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s67_board (2 + a) 1 1 1 -> fst (s67_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s67_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q55] in Hc |- *.
  rewrite tf_game_eq, (s67_c68_L a), (s67_c68_R a); cbn [map].
  pose proof (use_s67 IH (1 + a) 2 1 1 (opt_l _ _ _ (s67_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 2 1 (opt_l _ _ _ (s67_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c68_L3 a)).
  pose proof (use_s73 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s67_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c68_L3 a))) as Ho2.
  pose proof (use_s100 IH (2 + a) 1 1 1 (opt_r _ _ _ (s67_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH (2 + a) 1 1 1 1 (opt_r _ _ _ (s67_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p18 Ho0 ltac:(zlia)).
  rewrite (s66_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s100_p67 Ho3 ltac:(zlia)).
  rewrite (s126_p357 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]]]].
Qed.

Lemma s67_c69_L (a d : nat) : lmoves (s67_board (2 + a) 1 1 (2 + d)) = [s67_board (1 + a) 2 1 (2 + d); s66_board (2 + a) 2 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board (2 + a) 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c69_R (a d : nat) : rmoves (s67_board (2 + a) 1 1 (2 + d)) = [s100_board (2 + a) 1 1 (2 + d); s126_board (2 + a) 1 1 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s67_c69_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s67_board (2 + a) 1 1 (2 + d) -> fst (s67_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q24] in Hc |- *.
  rewrite tf_game_eq, (s67_c69_L a d), (s67_c69_R a d); cbn [map].
  pose proof (use_s67 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s67_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s67_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c69_L3 a d)).
  pose proof (use_s73 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s67_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c69_L3 a d))) as Ho2.
  pose proof (use_s100 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s67_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH (2 + a) 1 1 (2 + d) 1 (opt_r _ _ _ (s67_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p24 Ho0 ltac:(zlia)).
  rewrite (s66_p6 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho3 ltac:(zlia)).
  rewrite (s126_p154 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c70_L (a c : nat) : lmoves (s67_board (2 + a) 1 (2 + c) 0) = [s67_board (1 + a) 2 (2 + c) 0; s66_board (2 + a) (3 + c) 0; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c70_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) (s43_board (2 + a) 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c70_R (a c : nat) : rmoves (s67_board (2 + a) 1 (2 + c) 0) = [s60_board (2 + a) 1 (2 + c) 1].
Proof. unfold s60_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s67_c70_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s67_board (2 + a) 1 (2 + c) 0 -> fst (s67_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s67_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q6] in Hc |- *.
  rewrite tf_game_eq, (s67_c70_L a c), (s67_c70_R a c); cbn [map].
  pose proof (use_s67 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s67_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s67_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c70_L3 a c)).
  pose proof (use_s43 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s67_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c70_L3 a c))) as Ho2.
  pose proof (use_s60 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s67_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p6 Ho0 ltac:(zlia)).
  rewrite (s66_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    rewrite (s60_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s60_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s67_c71_L (a c : nat) : lmoves (s67_board (2 + a) 1 (2 + c) 1) = [s67_board (1 + a) 2 (2 + c) 1; s66_board (2 + a) (3 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) (s73_board (2 + a) 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c71_R (a c : nat) : rmoves (s67_board (2 + a) 1 (2 + c) 1) = [s126_board (2 + a) 1 (2 + c) 1 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s67_c71_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s67_board (2 + a) 1 (2 + c) 1 -> fst (s67_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s67_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q7] in Hc |- *.
  rewrite tf_game_eq, (s67_c71_L a c), (s67_c71_R a c); cbn [map].
  pose proof (use_s67 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s67_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s67_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c71_L3 a c)).
  pose proof (use_s73 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s67_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c71_L3 a c))) as Ho2.
  pose proof (use_s126 IH (2 + a) 1 (2 + c) 1 1 (opt_r _ _ _ (s67_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p7 Ho0 ltac:(zlia)).
  rewrite (s66_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s126_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c72_L (a c d : nat) : lmoves (s67_board (2 + a) 1 (2 + c) (2 + d)) = [s67_board (1 + a) 2 (2 + c) (2 + d); s66_board (2 + a) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s66_board, s67_board, strip. tf_options. Qed.
Lemma s67_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board (2 + a) 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c72_R (a c d : nat) : rmoves (s67_board (2 + a) 1 (2 + c) (2 + d)) = [s126_board (2 + a) 1 (2 + c) (2 + d) 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s67_c72_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s67_board (2 + a) 1 (2 + c) (2 + d) -> fst (s67_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q8] in Hc |- *.
  rewrite tf_game_eq, (s67_c72_L a c d), (s67_c72_R a c d); cbn [map].
  pose proof (use_s67 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s67_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s66 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s67_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c72_L3 a c d)).
  pose proof (use_s73 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s67_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c72_L3 a c d))) as Ho2.
  pose proof (use_s126 IH (2 + a) 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s67_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p8 Ho0 ltac:(zlia)).
  rewrite (s66_p6 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s126_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

