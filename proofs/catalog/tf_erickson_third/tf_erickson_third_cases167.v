(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s160_c144_L (b d e : nat) : lmoves (s160_board 1 (2 + b) 0 (2 + d) (2 + e)) = [s160_board 0 (3 + b) 0 (2 + d) (2 + e); s160_board 1 (1 + b) 1 (2 + d) (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c144_L3 (b d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 (2 + b) 0 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c144_R (b d e : nat) : rmoves (s160_board 1 (2 + b) 0 (2 + d) (2 + e)) = [s167_board 1 (2 + b) 0 (2 + d) (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c144_R2 (b d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 (2 + b) 0 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s160_c144_p115 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q115 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q115 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q115] in Hc |- *.
  rewrite tf_game_eq, (s160_c144_L b d e), (s160_c144_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c144_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c144_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c144_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c144_R2 b d e))) as Ho4.
  rewrite (s160_p115 Ho0 ltac:(zlia)).
  rewrite (s160_p163 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho3 ltac:(zlia)).
  rewrite (s159_p51 Ho4 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s160_c144_p116 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q116 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q116 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q116] in Hc |- *.
  rewrite tf_game_eq, (s160_c144_L b d e), (s160_c144_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c144_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c144_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c144_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c144_R2 b d e))) as Ho4.
  rewrite (s160_p116 Ho0 ltac:(zlia)).
  rewrite (s160_p31 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p51 Ho4 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c144_p117 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q117 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q117 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q117] in Hc |- *.
  rewrite tf_game_eq, (s160_c144_L b d e), (s160_c144_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c144_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c144_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c144_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c144_R2 b d e))) as Ho4.
  rewrite (s160_p117 Ho0 ltac:(zlia)).
  rewrite (s160_p164 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p51 Ho4 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c144_p118 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q118 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q118 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q118] in Hc |- *.
  rewrite tf_game_eq, (s160_c144_L b d e), (s160_c144_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c144_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c144_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c144_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c144_R2 b d e))) as Ho4.
  rewrite (s160_p118 Ho0 ltac:(zlia)).
  rewrite (s160_p164 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p51 Ho4 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c144_p124 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q124 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q124 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q124] in Hc |- *.
  rewrite tf_game_eq, (s160_c144_L b d e), (s160_c144_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c144_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c144_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c144_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c144_R2 b d e))) as Ho4.
  rewrite (s160_p124 Ho0 ltac:(zlia)).
  rewrite (s160_p173 Ho1 ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p51 Ho4 ltac:(zlia)).
  rewrite (s159_p51_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c144_p152 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q152 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q152 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q152] in Hc |- *.
  rewrite tf_game_eq, (s160_c144_L b d e), (s160_c144_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c144_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c144_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c144_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c144_R2 b d e))) as Ho4.
  rewrite (s160_p89 Ho0 ltac:(zlia)).
  rewrite (s160_p34 Ho1 ltac:(zlia)).
  rewrite (s82_p27 Ho2 ltac:(zlia)).
  rewrite (s82_p27_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho3 ltac:(zlia)).
  rewrite (s159_p65 Ho4 ltac:(zlia)).
  rewrite (s159_p65_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s160_c144_p157 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q157 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q157 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q157] in Hc |- *.
  rewrite tf_game_eq, (s160_c144_L b d e), (s160_c144_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c144_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c144_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c144_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c144_R2 b d e))) as Ho4.
  rewrite (s160_p94 Ho0 ltac:(zlia)).
  rewrite (s160_p144 Ho1 ltac:(zlia)).
  rewrite (s82_p27 Ho2 ltac:(zlia)).
  rewrite (s82_p27_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p65 Ho4 ltac:(zlia)).
  rewrite (s159_p65_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c144_p158 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s160_q158 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q158 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q158] in Hc |- *.
  rewrite tf_game_eq, (s160_c144_L b d e), (s160_c144_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c144_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c144_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c144_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c144_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c144_R2 b d e))) as Ho4.
  rewrite (s160_p95 Ho0 ltac:(zlia)).
  rewrite (s160_p144 Ho1 ltac:(zlia)).
  rewrite (s82_p27 Ho2 ltac:(zlia)).
  rewrite (s82_p27_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p65 Ho4 ltac:(zlia)).
  rewrite (s159_p65_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s90 *)
Lemma s160_c145_p69 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 1 (2 + b) 1 0 0 -> fst (s160_q69 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q69 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q69] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==1 && d==0 && e==1: the board of s90 *)
Lemma s160_c146_p70 x (Hs90 : s90_claim x) (b : nat) :
  x = s160_board 1 (2 + b) 1 0 1 -> fst (s160_q70 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q70 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q70] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==1 && d==0 && e>=2: the board of s90 *)
Lemma s160_c147_p71 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 1 (2 + b) 1 0 (2 + e) -> fst (s160_q71 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q71 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q71] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s160_c147_p159 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 1 (2 + b) 1 0 (2 + e) -> fst (s160_q159 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q159 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q159] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p61 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s160_c147_p160 x (Hs90 : s90_claim x) (b e : nat) :
  x = s160_board 1 (2 + b) 1 0 (2 + e) -> fst (s160_q160 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q160 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q160] in Hc |- *.
  pose proof (Hs90 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p62 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s160_c148_L (b : nat) : lmoves (s160_board 1 (2 + b) 1 1 0) = [s160_board 0 (3 + b) 1 1 0; s160_board 1 (1 + b) 2 1 0; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c148_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F; T; T; F]) []) (s48_board 1 (2 + b) 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c148_R (b : nat) : rmoves (s160_board 1 (2 + b) 1 1 0) = [s167_board 1 (2 + b) 1 1 0; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c148_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; F]) [(1, 1)]) (s98_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s160_c148_p62 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 1 (2 + b) 1 1 0 -> fst (s160_q62 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q62 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q62] in Hc |- *.
  rewrite tf_game_eq, (s160_c148_L b), (s160_c148_R b); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 1 0 (opt_l _ _ _ (s160_c148_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 1 0 (opt_l _ _ _ (s160_c148_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c148_L3 b)).
  pose proof (use_s48 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s160_c148_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c148_L3 b))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 1 0 (opt_r _ _ _ (s160_c148_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c148_R2 b)).
  pose proof (use_s98 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s160_c148_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c148_R2 b))) as Ho4.
  rewrite (s160_p62 Ho0 ltac:(zlia)).
  rewrite (s160_p33 Ho1 ltac:(zlia)).
  rewrite (s48_p39 Ho2 ltac:(zlia)).
  rewrite (s167_p15 Ho3 ltac:(zlia)).
  rewrite (s98_p22 Ho4 ltac:(zlia)).
  rewrite (s98_p22_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c149_L (b : nat) : lmoves (s160_board 1 (2 + b) 1 1 1) = [s160_board 0 (3 + b) 1 1 1; s160_board 1 (1 + b) 2 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c149_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; E; T; T; F]) []) (s82_board 1 (2 + b) 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c149_R (b : nat) : rmoves (s160_board 1 (2 + b) 1 1 1) = [s167_board 1 (2 + b) 1 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c149_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; T; F]) [(1, 1)]) (s159_board 1 (2 + b) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s160_c149_p73 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s160_board 1 (2 + b) 1 1 1 -> fst (s160_q73 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q73 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q73] in Hc |- *.
  rewrite tf_game_eq, (s160_c149_L b), (s160_c149_R b); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s160_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 1 1 (opt_l _ _ _ (s160_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c149_L3 b)).
  pose proof (use_s82 IH 1 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s160_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c149_L3 b))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 1 1 (opt_r _ _ _ (s160_c149_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c149_R2 b)).
  pose proof (use_s159 IH 1 (2 + b) 1 1 1 (opt_norm_r _ _ _ _ _ (s160_c149_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c149_R2 b))) as Ho4.
  rewrite (s160_p73 Ho0 ltac:(zlia)).
  rewrite (s160_p35 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s167_p66 Ho3 ltac:(zlia)).
  rewrite (s159_p37 Ho4 ltac:(zlia)).
  rewrite (s159_p37_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c150_L (b e : nat) : lmoves (s160_board 1 (2 + b) 1 1 (2 + e)) = [s160_board 0 (3 + b) 1 1 (2 + e); s160_board 1 (1 + b) 2 1 (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c150_L3 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 (2 + b) 1 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c150_R (b e : nat) : rmoves (s160_board 1 (2 + b) 1 1 (2 + e)) = [s167_board 1 (2 + b) 1 1 (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c150_R2 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 (2 + b) 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s160_c150_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 1 1 (2 + e) -> fst (s160_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q32] in Hc |- *.
  rewrite tf_game_eq, (s160_c150_L b e), (s160_c150_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s160_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c150_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s160_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c150_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s160_c150_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c150_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c150_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c150_R2 b e))) as Ho4.
  rewrite (s160_p32 Ho0 ltac:(zlia)).
  rewrite (s160_p37 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p68 Ho3 ltac:(zlia)).
  rewrite (s159_p37 Ho4 ltac:(zlia)).
  rewrite (s159_p37_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c150_p161 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 1 1 (2 + e) -> fst (s160_q161 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q161 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q161] in Hc |- *.
  rewrite tf_game_eq, (s160_c150_L b e), (s160_c150_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s160_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c150_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s160_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c150_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s160_c150_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c150_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c150_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c150_R2 b e))) as Ho4.
  rewrite (s160_p75 Ho0 ltac:(zlia)).
  rewrite (s160_p36 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p68 Ho3 ltac:(zlia)).
  rewrite (s159_p37 Ho4 ltac:(zlia)).
  rewrite (s159_p37_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c150_p162 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 1 1 (2 + e) -> fst (s160_q162 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q162 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q162] in Hc |- *.
  rewrite tf_game_eq, (s160_c150_L b e), (s160_c150_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s160_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c150_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s160_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c150_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s160_c150_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c150_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c150_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c150_R2 b e))) as Ho4.
  rewrite (s160_p97 Ho0 ltac:(zlia)).
  rewrite (s160_p37 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p68 Ho3 ltac:(zlia)).
  rewrite (s159_p37 Ho4 ltac:(zlia)).
  rewrite (s159_p37_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c150_p172 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s160_board 1 (2 + b) 1 1 (2 + e) -> fst (s160_q172 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q172 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q172] in Hc |- *.
  rewrite tf_game_eq, (s160_c150_L b e), (s160_c150_R b e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s160_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s160_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c150_L3 b e)).
  pose proof (use_s82 IH 1 (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s160_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c150_L3 b e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s160_c150_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c150_R2 b e)).
  pose proof (use_s159 IH 1 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c150_R b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c150_R2 b e))) as Ho4.
  rewrite (s160_p119 Ho0 ltac:(zlia)).
  rewrite (s160_p37 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p68 Ho3 ltac:(zlia)).
  rewrite (s159_p37 Ho4 ltac:(zlia)).
  rewrite (s159_p37_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c151_L (b d : nat) : lmoves (s160_board 1 (2 + b) 1 (2 + d) 0) = [s160_board 0 (3 + b) 1 (2 + d) 0; s160_board 1 (1 + b) 2 (2 + d) 0; strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c151_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 1 (2 + b) 1 (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c151_R (b d : nat) : rmoves (s160_board 1 (2 + b) 1 (2 + d) 0) = [s167_board 1 (2 + b) 1 (2 + d) 0; strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c151_R2 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s160_c151_p98 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 1 (2 + b) 1 (2 + d) 0 -> fst (s160_q98 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q98 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q98] in Hc |- *.
  rewrite tf_game_eq, (s160_c151_L b d), (s160_c151_R b d); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s160_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s160_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c151_L3 b d)).
  pose proof (use_s48 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s160_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c151_L3 b d))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s160_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c151_R2 b d)).
  pose proof (use_s98 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s160_c151_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c151_R2 b d))) as Ho4.
  rewrite (s160_p98 Ho0 ltac:(zlia)).
  rewrite (s160_p33 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s48_p49 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p32 Ho4 ltac:(zlia)).
    rewrite (s98_p32_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p50 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    rewrite (s98_p32 Ho4 ltac:(zlia)).
    rewrite (s98_p32_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s160_c152_L (b d : nat) : lmoves (s160_board 1 (2 + b) 1 (2 + d) 1) = [s160_board 0 (3 + b) 1 (2 + d) 1; s160_board 1 (1 + b) 2 (2 + d) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c152_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 1 (2 + b) 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c152_R (b d : nat) : rmoves (s160_board 1 (2 + b) 1 (2 + d) 1) = [s167_board 1 (2 + b) 1 (2 + d) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c152_R2 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 1 (2 + b) 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s160_c152_p99 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s160_board 1 (2 + b) 1 (2 + d) 1 -> fst (s160_q99 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q99 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q99] in Hc |- *.
  rewrite tf_game_eq, (s160_c152_L b d), (s160_c152_R b d); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s160_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s160_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c152_L3 b d)).
  pose proof (use_s82 IH 1 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c152_L3 b d))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s160_c152_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c152_R2 b d)).
  pose proof (use_s159 IH 1 (2 + b) 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c152_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c152_R2 b d))) as Ho4.
  rewrite (s160_p99 Ho0 ltac:(zlia)).
  rewrite (s160_p35 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s167_p53 Ho3 ltac:(zlia)).
  rewrite (s159_p50 Ho4 ltac:(zlia)).
  rewrite (s159_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c153_L (b d e : nat) : lmoves (s160_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s160_board 0 (3 + b) 1 (2 + d) (2 + e); s160_board 1 (1 + b) 2 (2 + d) (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c153_L3 (b d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 (2 + b) 1 (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c153_R (b d e : nat) : rmoves (s160_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s167_board 1 (2 + b) 1 (2 + d) (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c153_R2 (b d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 (2 + b) 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s160_c153_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s160_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q31] in Hc |- *.
  rewrite tf_game_eq, (s160_c153_L b d e), (s160_c153_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c153_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c153_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c153_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c153_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c153_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c153_R2 b d e))) as Ho4.
  rewrite (s160_p31 Ho0 ltac:(zlia)).
  rewrite (s160_p37 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p50 Ho4 ltac:(zlia)).
  rewrite (s159_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c153_p163 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s160_q163 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q163 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q163] in Hc |- *.
  rewrite tf_game_eq, (s160_c153_L b d e), (s160_c153_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c153_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c153_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c153_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c153_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c153_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c153_R2 b d e))) as Ho4.
  rewrite (s160_p79 Ho0 ltac:(zlia)).
  rewrite (s160_p36 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p57 Ho3 ltac:(zlia)).
  rewrite (s159_p50 Ho4 ltac:(zlia)).
  rewrite (s159_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c153_p164 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s160_q164 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q164 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q164] in Hc |- *.
  rewrite tf_game_eq, (s160_c153_L b d e), (s160_c153_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c153_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c153_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c153_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c153_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c153_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c153_R2 b d e))) as Ho4.
  rewrite (s160_p100 Ho0 ltac:(zlia)).
  rewrite (s160_p37 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p50 Ho4 ltac:(zlia)).
  rewrite (s159_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s160_c153_p173 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s160_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s160_q173 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q173 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q173] in Hc |- *.
  rewrite tf_game_eq, (s160_c153_L b d e), (s160_c153_R b d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c153_L3 b d e)).
  pose proof (use_s82 IH 1 (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s160_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c153_L3 b d e))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s160_c153_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c153_R2 b d e)).
  pose proof (use_s159 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c153_R b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c153_R2 b d e))) as Ho4.
  rewrite (s160_p120 Ho0 ltac:(zlia)).
  rewrite (s160_p37 Ho1 ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p61 Ho3 ltac:(zlia)).
  rewrite (s159_p50 Ho4 ltac:(zlia)).
  rewrite (s159_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s90 *)
Lemma s160_c154_p33 x (Hs90 : s90_claim x) (b c : nat) :
  x = s160_board 1 (2 + b) (2 + c) 0 0 -> fst (s160_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs90 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c>=2 && d==0 && e==1: the board of s90 *)
Lemma s160_c155_p35 x (Hs90 : s90_claim x) (b c : nat) :
  x = s160_board 1 (2 + b) (2 + c) 0 1 -> fst (s160_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs90 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c>=2 && d==0 && e>=2: the board of s90 *)
Lemma s160_c156_p36 x (Hs90 : s90_claim x) (b c e : nat) :
  x = s160_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s160_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs90 1 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c156_p37 x (Hs90 : s90_claim x) (b c e : nat) :
  x = s160_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s160_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs90 1 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c157_L (b c : nat) : lmoves (s160_board 1 (2 + b) (2 + c) 1 0) = [s160_board 0 (3 + b) (2 + c) 1 0; s160_board 1 (1 + b) (3 + c) 1 0; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c157_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []) (s48_board 1 (2 + b) (2 + c) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c157_R (b c : nat) : rmoves (s160_board 1 (2 + b) (2 + c) 1 0) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c157_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]) (s98_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s160_c157_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s160_board 1 (2 + b) (2 + c) 1 0 -> fst (s160_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q33] in Hc |- *.
  rewrite tf_game_eq, (s160_c157_L b c), (s160_c157_R b c); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s160_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s160_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c157_L3 b c)).
  pose proof (use_s48 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s160_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c157_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s160_c157_R1 b c)).
  pose proof (use_s98 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s160_c157_R b c) ltac:(cbn [In]; left; reflexivity) (s160_c157_R1 b c))) as Ho3.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  rewrite (s160_p33 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p16 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p51 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p70 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s160_c158_L (b c : nat) : lmoves (s160_board 1 (2 + b) (2 + c) 1 1) = [s160_board 0 (3 + b) (2 + c) 1 1; s160_board 1 (1 + b) (3 + c) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c158_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []) (s82_board 1 (2 + b) (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c158_R (b c : nat) : rmoves (s160_board 1 (2 + b) (2 + c) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c158_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]) (s159_board 1 (2 + b) (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s160_c158_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s160_board 1 (2 + b) (2 + c) 1 1 -> fst (s160_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q35] in Hc |- *.
  rewrite tf_game_eq, (s160_c158_L b c), (s160_c158_R b c); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s160_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s160_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c158_L3 b c)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c158_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s160_c158_R1 b c)).
  pose proof (use_s159 IH 1 (2 + b) (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s160_c158_R b c) ltac:(cbn [In]; left; reflexivity) (s160_c158_R1 b c))) as Ho3.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s160_p35 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s160_c159_L (b c e : nat) : lmoves (s160_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s160_board 0 (3 + b) (2 + c) 1 (2 + e); s160_board 1 (1 + b) (3 + c) 1 (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c159_L3 (b c e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 (2 + b) (2 + c) 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c159_R (b c e : nat) : rmoves (s160_board 1 (2 + b) (2 + c) 1 (2 + e)) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c159_R1 (b c e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 (2 + b) (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s160_c159_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s160_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s160_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q36] in Hc |- *.
  rewrite tf_game_eq, (s160_c159_L b c e), (s160_c159_R b c e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s160_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s160_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c159_L3 b c e)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c159_L3 b c e))) as Ho2.
  rewrite (tf_norm_game (s160_c159_R1 b c e)).
  pose proof (use_s159 IH 1 (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c159_R b c e) ltac:(cbn [In]; left; reflexivity) (s160_c159_R1 b c e))) as Ho3.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s160_p36 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c159_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s160_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s160_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q37] in Hc |- *.
  rewrite tf_game_eq, (s160_c159_L b c e), (s160_c159_R b c e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s160_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s160_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c159_L3 b c e)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s160_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c159_L3 b c e))) as Ho2.
  rewrite (tf_norm_game (s160_c159_R1 b c e)).
  pose proof (use_s159 IH 1 (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s160_c159_R b c e) ltac:(cbn [In]; left; reflexivity) (s160_c159_R1 b c e))) as Ho3.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s160_p37 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c160_L (b c d : nat) : lmoves (s160_board 1 (2 + b) (2 + c) (2 + d) 0) = [s160_board 0 (3 + b) (2 + c) (2 + d) 0; s160_board 1 (1 + b) (3 + c) (2 + d) 0; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c160_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s48_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c160_R (b c d : nat) : rmoves (s160_board 1 (2 + b) (2 + c) (2 + d) 0) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c160_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s98_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s160_c160_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s160_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s160_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q33] in Hc |- *.
  rewrite tf_game_eq, (s160_c160_L b c d), (s160_c160_R b c d); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s160_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s160_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c160_L3 b c d)).
  pose proof (use_s48 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s160_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c160_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s160_c160_R1 b c d)).
  pose proof (use_s98 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s160_c160_R b c d) ltac:(cbn [In]; left; reflexivity) (s160_c160_R1 b c d))) as Ho3.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  rewrite (s160_p33 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s48_p12 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p31 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p71 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p72 Ho2 ltac:(zlia)).
    rewrite (s98_p9 Ho3 ltac:(zlia)).
    rewrite (s98_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s160_c161_L (b c d : nat) : lmoves (s160_board 1 (2 + b) (2 + c) (2 + d) 1) = [s160_board 0 (3 + b) (2 + c) (2 + d) 1; s160_board 1 (1 + b) (3 + c) (2 + d) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c161_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s82_board 1 (2 + b) (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c161_R (b c d : nat) : rmoves (s160_board 1 (2 + b) (2 + c) (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c161_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s159_board 1 (2 + b) (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s160_c161_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s160_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s160_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q35] in Hc |- *.
  rewrite tf_game_eq, (s160_c161_L b c d), (s160_c161_R b c d); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s160_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s160_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c161_L3 b c d)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c161_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s160_c161_R1 b c d)).
  pose proof (use_s159 IH 1 (2 + b) (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s160_c161_R b c d) ltac:(cbn [In]; left; reflexivity) (s160_c161_R1 b c d))) as Ho3.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s160_p35 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s160_c162_L (b c d e : nat) : lmoves (s160_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s160_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s160_board 1 (1 + b) (3 + c) (2 + d) (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c162_L3 (b c d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s82_board 1 (2 + b) (2 + c) (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c162_R (b c d e : nat) : rmoves (s160_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s160_board, strip. tf_options. Qed.
Lemma s160_c162_R1 (b c d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s159_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s160_c162_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s160_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s160_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q36] in Hc |- *.
  rewrite tf_game_eq, (s160_c162_L b c d e), (s160_c162_R b c d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c162_L3 b c d e)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c162_L3 b c d e))) as Ho2.
  rewrite (tf_norm_game (s160_c162_R1 b c d e)).
  pose proof (use_s159 IH 1 (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c162_R b c d e) ltac:(cbn [In]; left; reflexivity) (s160_c162_R1 b c d e))) as Ho3.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s160_p36 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s160_c162_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s160_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s160_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s160_q37] in Hc |- *.
  rewrite tf_game_eq, (s160_c162_L b c d e), (s160_c162_R b c d e); cbn [map].
  pose proof (use_s160 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s160_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s160_c162_L3 b c d e)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s160_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c162_L3 b c d e))) as Ho2.
  rewrite (tf_norm_game (s160_c162_R1 b c d e)).
  pose proof (use_s159 IH 1 (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s160_c162_R b c d e) ltac:(cbn [In]; left; reflexivity) (s160_c162_R1 b c d e))) as Ho3.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s160_p37 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s159_p11 Ho3 ltac:(zlia)).
  rewrite (s159_p11_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s59 *)
Lemma s160_c163_p43 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 0 0 -> fst (s160_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q43] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 0 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c163_p125 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 0 0 -> fst (s160_q125 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q125 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q125] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 0 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c163_p240 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 0 0 -> fst (s160_q240 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q240 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q240] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 0 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s59 *)
Lemma s160_c164_p176 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 0 1 -> fst (s160_q176 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q176 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q176] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s160_c164_p214 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 0 1 -> fst (s160_q214 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q214 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q214] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c164_p241 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 0 1 -> fst (s160_q241 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q241 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q241] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s160_c164_p247 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 0 1 -> fst (s160_q247 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q247 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q247] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s59 *)
Lemma s160_c165_p128 x (Hs59 : s59_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 0 0 (2 + e) -> fst (s160_q128 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q128 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q128] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c165_p214 x (Hs59 : s59_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 0 0 (2 + e) -> fst (s160_q214 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q214 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q214] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c165_p242 x (Hs59 : s59_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 0 0 (2 + e) -> fst (s160_q242 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q242 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q242] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c165_p248 x (Hs59 : s59_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 0 0 (2 + e) -> fst (s160_q248 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q248 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q248] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c165_p252 x (Hs59 : s59_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 0 0 (2 + e) -> fst (s160_q252 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q252 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q252] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s160_c165_p253 x (Hs59 : s59_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 0 0 (2 + e) -> fst (s160_q253 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q253 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q253] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s130 *)
Lemma s160_c166_p10 x (Hs130 : s130_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 1 0 -> fst (s160_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q10] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 1 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s130 *)
Lemma s160_c167_p177 x (Hs130 : s130_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 1 1 -> fst (s160_q177 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q177 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q177] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p44 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s160_c167_p215 x (Hs130 : s130_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 1 1 -> fst (s160_q215 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q215 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q215] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p50 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c167_p243 x (Hs130 : s130_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 1 1 -> fst (s160_q243 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q243 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q243] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p56 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c167_p254 x (Hs130 : s130_claim x) (a : nat) :
  x = s160_board (2 + a) 0 0 1 1 -> fst (s160_q254 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q254 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q254] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p63 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s130 *)
Lemma s160_c168_p129 x (Hs130 : s130_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 0 1 (2 + e) -> fst (s160_q129 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q129 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q129] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c168_p216 x (Hs130 : s130_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 0 1 (2 + e) -> fst (s160_q216 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q216 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q216] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p51 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c168_p243 x (Hs130 : s130_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 0 1 (2 + e) -> fst (s160_q243 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q243 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q243] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p56 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s160_c168_p254 x (Hs130 : s130_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 0 1 (2 + e) -> fst (s160_q254 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q254 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q254] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p63 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s130 *)
Lemma s160_c169_p20 x (Hs130 : s130_claim x) (a d : nat) :
  x = s160_board (2 + a) 0 0 (2 + d) 0 -> fst (s160_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q20] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 (2 + d) 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s130 *)
Lemma s160_c170_p23 x (Hs130 : s130_claim x) (a d : nat) :
  x = s160_board (2 + a) 0 0 (2 + d) 1 -> fst (s160_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q23] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 (2 + d) 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s130 *)
Lemma s160_c171_p28 x (Hs130 : s130_claim x) (a d e : nat) :
  x = s160_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s160_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q28] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c171_p30 x (Hs130 : s130_claim x) (a d e : nat) :
  x = s160_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s160_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q30] in Hc |- *.
  pose proof (Hs130 (2 + a) 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s59 *)
Lemma s160_c172_p19 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 1 0 0 -> fst (s160_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q19] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 0 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s160_c172_p54 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 1 0 0 -> fst (s160_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q54] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 0 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c172_p244 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 1 0 0 -> fst (s160_q244 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q244 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q244] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 0 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s59 *)
Lemma s160_c173_p178 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 1 0 1 -> fst (s160_q178 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q178 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q178] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s160_c173_p179 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 1 0 1 -> fst (s160_q179 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q179 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q179] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c173_p245 x (Hs59 : s59_claim x) (a : nat) :
  x = s160_board (2 + a) 0 1 0 1 -> fst (s160_q245 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q245 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q245] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s59 *)
Lemma s160_c174_p179 x (Hs59 : s59_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 1 0 (2 + e) -> fst (s160_q179 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q179 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q179] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c174_p245 x (Hs59 : s59_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 1 0 (2 + e) -> fst (s160_q245 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q245 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q245] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s130 *)
Lemma s160_c175_p24 x (Hs130 : s130_claim x) (a : nat) :
  x = s160_board (2 + a) 0 1 1 0 -> fst (s160_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q24] in Hc |- *.
  pose proof (Hs130 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s130 *)
Lemma s160_c176_p49 x (Hs130 : s130_claim x) (a : nat) :
  x = s160_board (2 + a) 0 1 1 1 -> fst (s160_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q49] in Hc |- *.
  pose proof (Hs130 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s130 *)
Lemma s160_c177_p180 x (Hs130 : s130_claim x) (a e : nat) :
  x = s160_board (2 + a) 0 1 1 (2 + e) -> fst (s160_q180 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q180 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q180] in Hc |- *.
  pose proof (Hs130 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p47 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s130 *)
Lemma s160_c178_p41 x (Hs130 : s130_claim x) (a d : nat) :
  x = s160_board (2 + a) 0 1 (2 + d) 0 -> fst (s160_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q41] in Hc |- *.
  pose proof (Hs130 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s130 *)
Lemma s160_c179_p52 x (Hs130 : s130_claim x) (a d : nat) :
  x = s160_board (2 + a) 0 1 (2 + d) 1 -> fst (s160_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q52] in Hc |- *.
  pose proof (Hs130 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s130 *)
Lemma s160_c180_p77 x (Hs130 : s130_claim x) (a d e : nat) :
  x = s160_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s160_q77 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q77 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q77] in Hc |- *.
  pose proof (Hs130 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c180_p130 x (Hs130 : s130_claim x) (a d e : nat) :
  x = s160_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s160_q130 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q130 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q130] in Hc |- *.
  pose proof (Hs130 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s59 *)
Lemma s160_c181_p33 x (Hs59 : s59_claim x) (a c : nat) :
  x = s160_board (2 + a) 0 (2 + c) 0 0 -> fst (s160_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs59 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s59 *)
Lemma s160_c182_p35 x (Hs59 : s59_claim x) (a c : nat) :
  x = s160_board (2 + a) 0 (2 + c) 0 1 -> fst (s160_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs59 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s59 *)
Lemma s160_c183_p36 x (Hs59 : s59_claim x) (a c e : nat) :
  x = s160_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s160_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs59 (2 + a) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c183_p37 x (Hs59 : s59_claim x) (a c e : nat) :
  x = s160_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s160_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs59 (2 + a) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s160_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s130 *)
Lemma s160_c184_p33 x (Hs130 : s130_claim x) (a c : nat) :
  x = s160_board (2 + a) 0 (2 + c) 1 0 -> fst (s160_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs130 (2 + a) (2 + c) 1 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s130 *)
Lemma s160_c185_p35 x (Hs130 : s130_claim x) (a c : nat) :
  x = s160_board (2 + a) 0 (2 + c) 1 1 -> fst (s160_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs130 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s130 *)
Lemma s160_c186_p36 x (Hs130 : s130_claim x) (a c e : nat) :
  x = s160_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s160_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs130 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c186_p37 x (Hs130 : s130_claim x) (a c e : nat) :
  x = s160_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s160_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs130 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s130 *)
Lemma s160_c187_p33 x (Hs130 : s130_claim x) (a c d : nat) :
  x = s160_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s160_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s160_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q33] in Hc |- *.
  pose proof (Hs130 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s130 *)
Lemma s160_c188_p35 x (Hs130 : s130_claim x) (a c d : nat) :
  x = s160_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s160_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s160_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q35] in Hc |- *.
  pose proof (Hs130 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s130 *)
Lemma s160_c189_p36 x (Hs130 : s130_claim x) (a c d e : nat) :
  x = s160_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s160_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q36] in Hc |- *.
  pose proof (Hs130 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c189_p37 x (Hs130 : s130_claim x) (a c d e : nat) :
  x = s160_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s160_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q37] in Hc |- *.
  pose proof (Hs130 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s160_board, s130_board; board_eq)) as Ho0.
  rewrite (s130_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==1 && c==0 && d==0 && e==0: the board of s90 *)
Lemma s160_c190_p10 x (Hs90 : s90_claim x) (a : nat) :
  x = s160_board (2 + a) 1 0 0 0 -> fst (s160_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q10] in Hc |- *.
  pose proof (Hs90 (2 + a) 1 0 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s160_c190_p181 x (Hs90 : s90_claim x) (a : nat) :
  x = s160_board (2 + a) 1 0 0 0 -> fst (s160_q181 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s160_q181 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q181] in Hc |- *.
  pose proof (Hs90 (2 + a) 1 0 0 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p72 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==1 && c==0 && d==0 && e==1: the board of s90 *)
Lemma s160_c191_p182 x (Hs90 : s90_claim x) (a : nat) :
  x = s160_board (2 + a) 1 0 0 1 -> fst (s160_q182 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q182 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q182] in Hc |- *.
  pose proof (Hs90 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p73 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s160_c191_p217 x (Hs90 : s90_claim x) (a : nat) :
  x = s160_board (2 + a) 1 0 0 1 -> fst (s160_q217 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s160_q217 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s160_q217] in Hc |- *.
  pose proof (Hs90 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p91 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==1 && c==0 && d==0 && e>=2: the board of s90 *)
Lemma s160_c192_p183 x (Hs90 : s90_claim x) (a e : nat) :
  x = s160_board (2 + a) 1 0 0 (2 + e) -> fst (s160_q183 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q183 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q183] in Hc |- *.
  pose proof (Hs90 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p74 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s160_c192_p218 x (Hs90 : s90_claim x) (a e : nat) :
  x = s160_board (2 + a) 1 0 0 (2 + e) -> fst (s160_q218 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q218 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q218] in Hc |- *.
  pose proof (Hs90 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p92 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c192_p246 x (Hs90 : s90_claim x) (a e : nat) :
  x = s160_board (2 + a) 1 0 0 (2 + e) -> fst (s160_q246 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q246 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q246] in Hc |- *.
  pose proof (Hs90 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p104 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c192_p249 x (Hs90 : s90_claim x) (a e : nat) :
  x = s160_board (2 + a) 1 0 0 (2 + e) -> fst (s160_q249 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q249 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q249] in Hc |- *.
  pose proof (Hs90 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p107 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s160_c192_p250 x (Hs90 : s90_claim x) (a e : nat) :
  x = s160_board (2 + a) 1 0 0 (2 + e) -> fst (s160_q250 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s160_q250 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s160_q250] in Hc |- *.
  pose proof (Hs90 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s160_board, s90_board; board_eq)) as Ho0.
  rewrite (s90_p108 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s160_c193_L (a : nat) : lmoves (s160_board (2 + a) 1 0 1 0) = [s160_board (1 + a) 2 0 1 0; s130_board (2 + a) 1 1 0; strip [] (repeat T (2 + a) ++ [E; T; E; F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c193_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; E; F; T; T; F]) []) (s48_board (2 + a) 1 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; E; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s48_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c193_R (a : nat) : rmoves (s160_board (2 + a) 1 0 1 0) = [s167_board (2 + a) 1 0 1 0; strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c193_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F; F]) [(1, 1)]) (s98_board (2 + a) 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s98_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==1 && c==0 && d==1 && e==0 *)
Lemma s160_c193_p132 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s160_board (2 + a) 1 0 1 0 -> fst (s160_q132 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s160_q132 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s160_q132] in Hc |- *.
  rewrite tf_game_eq, (s160_c193_L a), (s160_c193_R a); cbn [map].
  pose proof (use_s160 IH (1 + a) 2 0 1 0 (opt_l _ _ _ (s160_c193_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH (2 + a) 1 1 0 (opt_l _ _ _ (s160_c193_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c193_L3 a)).
  pose proof (use_s48 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s160_c193_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c193_L3 a))) as Ho2.
  pose proof (use_s167 IH (2 + a) 1 0 1 0 (opt_r _ _ _ (s160_c193_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c193_R2 a)).
  pose proof (use_s98 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s160_c193_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c193_R2 a))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s160_p150 Ho0 ltac:(zlia)).
    rewrite (s130_p23 Ho1 ltac:(zlia)).
    rewrite (s48_p64 Ho2 ltac:(zlia)).
    rewrite (s167_p14 Ho3 ltac:(zlia)).
    rewrite (s98_p49 Ho4 ltac:(zlia)).
    rewrite (s98_p49_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s160_p200 Ho0 ltac:(zlia)).
    rewrite (s130_p23 Ho1 ltac:(zlia)).
    rewrite (s48_p64 Ho2 ltac:(zlia)).
    rewrite (s167_p14 Ho3 ltac:(zlia)).
    rewrite (s98_p49 Ho4 ltac:(zlia)).
    rewrite (s98_p49_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s160_p231 Ho0 ltac:(zlia)).
    rewrite (s130_p23 Ho1 ltac:(zlia)).
    rewrite (s48_p64 Ho2 ltac:(zlia)).
    rewrite (s167_p14 Ho3 ltac:(zlia)).
    rewrite (s98_p49 Ho4 ltac:(zlia)).
    rewrite (s98_p49_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s160_c194_L (a : nat) : lmoves (s160_board (2 + a) 1 0 1 1) = [s160_board (1 + a) 2 0 1 1; s130_board (2 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s160_c194_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F; E; T; T; F]) []) (s82_board (2 + a) 1 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s82_board; strip_board_eq | strip_offset].
Qed.
Lemma s160_c194_R (a : nat) : rmoves (s160_board (2 + a) 1 0 1 1) = [s167_board (2 + a) 1 0 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s160_board, s167_board, strip. tf_options. Qed.
Lemma s160_c194_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F; T; F]) [(1, 1)]) (s159_board (2 + a) 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s159_board; strip_board_eq | strip_offset]. Qed.
(* s160 = T^a _ T^b _ T^c F T^d F T^e _ T F on a>=2 && b==1 && c==0 && d==1 && e==1 *)
Lemma s160_c194_p184 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s160_board (2 + a) 1 0 1 1 -> fst (s160_q184 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q184 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q184] in Hc |- *.
  rewrite tf_game_eq, (s160_c194_L a), (s160_c194_R a); cbn [map].
  pose proof (use_s160 IH (1 + a) 2 0 1 1 (opt_l _ _ _ (s160_c194_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH (2 + a) 1 1 1 (opt_l _ _ _ (s160_c194_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c194_L3 a)).
  pose proof (use_s82 IH (2 + a) 1 0 1 (opt_norm_l _ _ _ _ _ (s160_c194_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c194_L3 a))) as Ho2.
  pose proof (use_s167 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s160_c194_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c194_R2 a)).
  pose proof (use_s159 IH (2 + a) 1 0 1 1 (opt_norm_r _ _ _ _ _ (s160_c194_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c194_R2 a))) as Ho4.
  rewrite (s160_p151 Ho0 ltac:(zlia)).
  rewrite (s130_p38 Ho1 ltac:(zlia)).
  rewrite (s82_p24 Ho2 ltac:(zlia)).
  rewrite (s167_p151 Ho3 ltac:(zlia)).
  rewrite (s159_p74 Ho4 ltac:(zlia)).
  rewrite (s159_p74_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s160_c194_p219 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s160_board (2 + a) 1 0 1 1 -> fst (s160_q219 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q219 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q219] in Hc |- *.
  rewrite tf_game_eq, (s160_c194_L a), (s160_c194_R a); cbn [map].
  pose proof (use_s160 IH (1 + a) 2 0 1 1 (opt_l _ _ _ (s160_c194_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH (2 + a) 1 1 1 (opt_l _ _ _ (s160_c194_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c194_L3 a)).
  pose proof (use_s82 IH (2 + a) 1 0 1 (opt_norm_l _ _ _ _ _ (s160_c194_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c194_L3 a))) as Ho2.
  pose proof (use_s167 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s160_c194_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c194_R2 a)).
  pose proof (use_s159 IH (2 + a) 1 0 1 1 (opt_norm_r _ _ _ _ _ (s160_c194_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c194_R2 a))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s160_p201 Ho0 ltac:(zlia)).
    rewrite (s130_p38 Ho1 ltac:(zlia)).
    rewrite (s82_p24 Ho2 ltac:(zlia)).
    rewrite (s167_p179 Ho3 ltac:(zlia)).
    rewrite (s159_p85 Ho4 ltac:(zlia)).
    rewrite (s159_p85_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s160_p232 Ho0 ltac:(zlia)).
    rewrite (s130_p38 Ho1 ltac:(zlia)).
    rewrite (s82_p24 Ho2 ltac:(zlia)).
    rewrite (s167_p179 Ho3 ltac:(zlia)).
    rewrite (s159_p85 Ho4 ltac:(zlia)).
    rewrite (s159_p85_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s160_c194_p251 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s160_board (2 + a) 1 0 1 1 -> fst (s160_q251 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s160_q251 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s160_q251] in Hc |- *.
  rewrite tf_game_eq, (s160_c194_L a), (s160_c194_R a); cbn [map].
  pose proof (use_s160 IH (1 + a) 2 0 1 1 (opt_l _ _ _ (s160_c194_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH (2 + a) 1 1 1 (opt_l _ _ _ (s160_c194_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s160_c194_L3 a)).
  pose proof (use_s82 IH (2 + a) 1 0 1 (opt_norm_l _ _ _ _ _ (s160_c194_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s160_c194_L3 a))) as Ho2.
  pose proof (use_s167 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s160_c194_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s160_c194_R2 a)).
  pose proof (use_s159 IH (2 + a) 1 0 1 1 (opt_norm_r _ _ _ _ _ (s160_c194_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s160_c194_R2 a))) as Ho4.
  rewrite (s160_p232 Ho0 ltac:(zlia)).
  rewrite (s130_p38 Ho1 ltac:(zlia)).
  rewrite (s82_p24 Ho2 ltac:(zlia)).
  rewrite (s167_p206 Ho3 ltac:(zlia)).
  rewrite (s159_p85 Ho4 ltac:(zlia)).
  rewrite (s159_p85_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

