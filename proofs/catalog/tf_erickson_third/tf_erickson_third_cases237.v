(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s192_c74_L (a b : nat) : lmoves (s192_board (2 + a) (2 + b) 0 1) = [s171_board (2 + a) (3 + b) 0 1; s192_board (2 + a) (1 + b) 1 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) (s138_board (2 + a) (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c74_R (a b : nat) : rmoves (s192_board (2 + a) (2 + b) 0 1) = [s201_board (2 + a) (2 + b) 0 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c74_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s191_board (2 + a) (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s192_c74_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s192_board (2 + a) (2 + b) 0 1 -> fst (s192_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q25] in Hc |- *.
  rewrite tf_game_eq, (s192_c74_L a b), (s192_c74_R a b); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) 0 1 (opt_l _ _ _ (s192_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s192_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c74_L3 a b)).
  pose proof (use_s138 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s192_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c74_L3 a b))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s192_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c74_R2 a b)).
  pose proof (use_s191 IH (2 + a) (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s192_c74_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c74_R2 a b))) as Ho4.
  rewrite (s171_p37 Ho0 ltac:(zlia)).
  rewrite (s192_p22 Ho1 ltac:(zlia)).
  rewrite (s138_p6 Ho2 ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s191_p15 Ho4 ltac:(zlia)).
  rewrite (s191_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c74_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s192_board (2 + a) (2 + b) 0 1 -> fst (s192_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q26] in Hc |- *.
  rewrite tf_game_eq, (s192_c74_L a b), (s192_c74_R a b); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) 0 1 (opt_l _ _ _ (s192_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s192_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c74_L3 a b)).
  pose proof (use_s138 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s192_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c74_L3 a b))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s192_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c74_R2 a b)).
  pose proof (use_s191 IH (2 + a) (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s192_c74_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c74_R2 a b))) as Ho4.
  rewrite (s171_p37 Ho0 ltac:(zlia)).
  rewrite (s192_p23 Ho1 ltac:(zlia)).
  rewrite (s138_p6 Ho2 ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s191_p15 Ho4 ltac:(zlia)).
  rewrite (s191_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c74_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s192_board (2 + a) (2 + b) 0 1 -> fst (s192_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q28] in Hc |- *.
  rewrite tf_game_eq, (s192_c74_L a b), (s192_c74_R a b); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) 0 1 (opt_l _ _ _ (s192_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s192_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c74_L3 a b)).
  pose proof (use_s138 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s192_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c74_L3 a b))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s192_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c74_R2 a b)).
  pose proof (use_s191 IH (2 + a) (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s192_c74_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c74_R2 a b))) as Ho4.
  rewrite (s171_p37 Ho0 ltac:(zlia)).
  rewrite (s192_p50 Ho1 ltac:(zlia)).
  rewrite (s138_p6 Ho2 ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s191_p15 Ho4 ltac:(zlia)).
  rewrite (s191_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c75_L (a b d : nat) : lmoves (s192_board (2 + a) (2 + b) 0 (2 + d)) = [s171_board (2 + a) (3 + b) 0 (2 + d); s192_board (2 + a) (1 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board (2 + a) (2 + b) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c75_R (a b d : nat) : rmoves (s192_board (2 + a) (2 + b) 0 (2 + d)) = [s201_board (2 + a) (2 + b) 0 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c75_R2 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board (2 + a) (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s192_c75_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s192_board (2 + a) (2 + b) 0 (2 + d) -> fst (s192_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q27] in Hc |- *.
  rewrite tf_game_eq, (s192_c75_L a b d), (s192_c75_R a b d); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s192_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s192_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c75_L3 a b d)).
  pose proof (use_s138 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s192_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c75_L3 a b d))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s192_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c75_R2 a b d)).
  pose proof (use_s191 IH (2 + a) (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c75_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c75_R2 a b d))) as Ho4.
  assert (Hp0 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s171_p41 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s192_p22 Ho1 ltac:(zlia)).
      rewrite (s138_p6 Ho2 ltac:(zlia)).
      rewrite (s138_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p11 Ho3 ltac:(zlia)).
      rewrite (s191_p15 Ho4 ltac:(zlia)).
      rewrite (s191_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s192_p23 Ho1 ltac:(zlia)).
      rewrite (s138_p6 Ho2 ltac:(zlia)).
      rewrite (s138_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p11 Ho3 ltac:(zlia)).
      rewrite (s191_p15 Ho4 ltac:(zlia)).
      rewrite (s191_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s192_p50 Ho1 ltac:(zlia)).
      rewrite (s138_p6 Ho2 ltac:(zlia)).
      rewrite (s138_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p11 Ho3 ltac:(zlia)).
      rewrite (s191_p15 Ho4 ltac:(zlia)).
      rewrite (s191_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s171_p42 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) - Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s192_p22 Ho1 ltac:(zlia)).
      rewrite (s138_p6 Ho2 ltac:(zlia)).
      rewrite (s138_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p11 Ho3 ltac:(zlia)).
      rewrite (s191_p15 Ho4 ltac:(zlia)).
      rewrite (s191_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s192_p23 Ho1 ltac:(zlia)).
      rewrite (s138_p6 Ho2 ltac:(zlia)).
      rewrite (s138_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p11 Ho3 ltac:(zlia)).
      rewrite (s191_p15 Ho4 ltac:(zlia)).
      rewrite (s191_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s192_p50 Ho1 ltac:(zlia)).
      rewrite (s138_p6 Ho2 ltac:(zlia)).
      rewrite (s138_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p11 Ho3 ltac:(zlia)).
      rewrite (s191_p15 Ho4 ltac:(zlia)).
      rewrite (s191_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s192_c76_L (a b : nat) : lmoves (s192_board (2 + a) (2 + b) 1 0) = [s171_board (2 + a) (3 + b) 1 0; s192_board (2 + a) (1 + b) 2 0; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c76_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) (s51_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s51_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c76_R (a b : nat) : rmoves (s192_board (2 + a) (2 + b) 1 0) = [s187_board (2 + a) (2 + b) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s187_board, s192_board, strip. tf_options. Qed.
Lemma s192_c76_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]) (s169_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s192_c76_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s192_board (2 + a) (2 + b) 1 0 -> fst (s192_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s192_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q21] in Hc |- *.
  rewrite tf_game_eq, (s192_c76_L a b), (s192_c76_R a b); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) 1 0 (opt_l _ _ _ (s192_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s192_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c76_L3 a b)).
  pose proof (use_s51 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s192_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c76_L3 a b))) as Ho2.
  pose proof (use_s187 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s192_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c76_R2 a b)).
  pose proof (use_s169 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s192_c76_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c76_R2 a b))) as Ho4.
  rewrite (s171_p34 Ho0 ltac:(zlia)).
  rewrite (s192_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s51_p3 Ho2 ltac:(zlia)).
    rewrite (s187_p4 Ho3 ltac:(zlia)).
    rewrite (s169_p5 Ho4 ltac:(zlia)).
    rewrite (s169_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s51_p4 Ho2 ltac:(zlia)).
    rewrite (s187_p4 Ho3 ltac:(zlia)).
    rewrite (s169_p5 Ho4 ltac:(zlia)).
    rewrite (s169_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s192_c77_L (a b : nat) : lmoves (s192_board (2 + a) (2 + b) 1 1) = [s171_board (2 + a) (3 + b) 1 1; s192_board (2 + a) (1 + b) 2 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) (s138_board (2 + a) (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c77_R (a b : nat) : rmoves (s192_board (2 + a) (2 + b) 1 1) = [s201_board (2 + a) (2 + b) 1 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c77_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]) (s191_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s192_c77_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s192_board (2 + a) (2 + b) 1 1 -> fst (s192_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q23] in Hc |- *.
  rewrite tf_game_eq, (s192_c77_L a b), (s192_c77_R a b); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) 1 1 (opt_l _ _ _ (s192_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s192_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c77_L3 a b)).
  pose proof (use_s138 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s192_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c77_L3 a b))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s192_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c77_R2 a b)).
  pose proof (use_s191 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s192_c77_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c77_R2 a b))) as Ho4.
  rewrite (s171_p35 Ho0 ltac:(zlia)).
  rewrite (s192_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s138_p3 Ho2 ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s192_c78_L (a b d : nat) : lmoves (s192_board (2 + a) (2 + b) 1 (2 + d)) = [s171_board (2 + a) (3 + b) 1 (2 + d); s192_board (2 + a) (1 + b) 2 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board (2 + a) (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c78_R (a b d : nat) : rmoves (s192_board (2 + a) (2 + b) 1 (2 + d)) = [s201_board (2 + a) (2 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c78_R2 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s192_c78_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s192_board (2 + a) (2 + b) 1 (2 + d) -> fst (s192_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q23] in Hc |- *.
  rewrite tf_game_eq, (s192_c78_L a b d), (s192_c78_R a b d); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s192_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s192_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c78_L3 a b d)).
  pose proof (use_s138 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s192_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c78_L3 a b d))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s192_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c78_R2 a b d)).
  pose proof (use_s191 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c78_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c78_R2 a b d))) as Ho4.
  rewrite (s171_p35 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s192_p11 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s138_p2 Ho2 ltac:(zlia)).
      rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p11 Ho3 ltac:(zlia)).
      rewrite (s191_p13 Ho4 ltac:(zlia)).
      rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s138_p3 Ho2 ltac:(zlia)).
      rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p11 Ho3 ltac:(zlia)).
      rewrite (s191_p13 Ho4 ltac:(zlia)).
      rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s192_p12 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s138_p2 Ho2 ltac:(zlia)).
      rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p11 Ho3 ltac:(zlia)).
      rewrite (s191_p13 Ho4 ltac:(zlia)).
      rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s138_p3 Ho2 ltac:(zlia)).
      rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p11 Ho3 ltac:(zlia)).
      rewrite (s191_p13 Ho4 ltac:(zlia)).
      rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s192_c79_L (a b c : nat) : lmoves (s192_board (2 + a) (2 + b) (2 + c) 0) = [s171_board (2 + a) (3 + b) (2 + c) 0; s192_board (2 + a) (1 + b) (3 + c) 0; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c79_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s114_board (2 + a) (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s114_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c79_R (a b c : nat) : rmoves (s192_board (2 + a) (2 + b) (2 + c) 0) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c79_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s169_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s192_c79_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s192_board (2 + a) (2 + b) (2 + c) 0 -> fst (s192_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s192_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q9] in Hc |- *.
  rewrite tf_game_eq, (s192_c79_L a b c), (s192_c79_R a b c); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s192_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s192_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c79_L3 a b c)).
  pose proof (use_s114 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s192_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c79_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s192_c79_R1 a b c)).
  pose proof (use_s169 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s192_c79_R a b c) ltac:(cbn [In]; left; reflexivity) (s192_c79_R1 a b c))) as Ho3.
  rewrite (s171_p53 Ho0 ltac:(zlia)).
  rewrite (s192_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s114_p9 Ho2 ltac:(zlia)).
    rewrite (s169_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s114_p10 Ho2 ltac:(zlia)).
    rewrite (s169_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s114_p11 Ho2 ltac:(zlia)).
    rewrite (s169_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s192_c80_L (a b c : nat) : lmoves (s192_board (2 + a) (2 + b) (2 + c) 1) = [s171_board (2 + a) (3 + b) (2 + c) 1; s192_board (2 + a) (1 + b) (3 + c) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s138_board (2 + a) (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c80_R (a b c : nat) : rmoves (s192_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s191_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s192_c80_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s192_board (2 + a) (2 + b) (2 + c) 1 -> fst (s192_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s192_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q10] in Hc |- *.
  rewrite tf_game_eq, (s192_c80_L a b c), (s192_c80_R a b c); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s192_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s192_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c80_L3 a b c)).
  pose proof (use_s138 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s192_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c80_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s192_c80_R1 a b c)).
  pose proof (use_s191 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s192_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s192_c80_R1 a b c))) as Ho3.
  rewrite (s171_p13 Ho0 ltac:(zlia)).
  rewrite (s192_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s138_p3 Ho2 ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s192_c81_L (a b c d : nat) : lmoves (s192_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s171_board (2 + a) (3 + b) (2 + c) (2 + d); s192_board (2 + a) (1 + b) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board (2 + a) (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c81_R (a b c d : nat) : rmoves (s192_board (2 + a) (2 + b) (2 + c) (2 + d)) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c81_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s192_c81_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s192_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s192_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q11] in Hc |- *.
  rewrite tf_game_eq, (s192_c81_L a b c d), (s192_c81_R a b c d); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s192_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s192_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c81_L3 a b c d)).
  pose proof (use_s138 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s192_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c81_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s192_c81_R1 a b c d)).
  pose proof (use_s191 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c81_R a b c d) ltac:(cbn [In]; left; reflexivity) (s192_c81_R1 a b c d))) as Ho3.
  rewrite (s171_p22 Ho0 ltac:(zlia)).
  rewrite (s192_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s138_p3 Ho2 ltac:(zlia)).
    rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s192_c81_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s192_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s192_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q12] in Hc |- *.
  rewrite tf_game_eq, (s192_c81_L a b c d), (s192_c81_R a b c d); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s192_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s192_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c81_L3 a b c d)).
  pose proof (use_s138 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s192_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c81_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s192_c81_R1 a b c d)).
  pose proof (use_s191 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c81_R a b c d) ltac:(cbn [In]; left; reflexivity) (s192_c81_R1 a b c d))) as Ho3.
  rewrite (s171_p54 Ho0 ltac:(zlia)).
  rewrite (s192_p12 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s138_p3 Ho2 ltac:(zlia)).
    rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s193_c1_L : lmoves (s193_board 0 0 0 0) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c1_R : rmoves (s193_board 0 0 0 0) = [strip [(0, 1); (3, 1)] ([T; F]) []; strip [(1, 1); (1, 1)] ([E; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c1_R1 : tf_norm (strip [(0, 1); (3, 1)] ([T; F]) []) (s62_board 0) (-3).
Proof. apply (tf_norm_by _ [(0, 1); (3, 1)] ([T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c1_R2 : tf_norm (strip [(1, 1); (1, 1)] ([E; T; F]) []) (s62_board 0) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==0 && c==0 && d==0 *)
Lemma s193_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 0 0 0 0 -> fst (s193_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s193_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q1] in Hc |- *.
  rewrite tf_game_eq, (s193_c1_L), (s193_c1_R); cbn [map].
  rewrite (tf_norm_game (s193_c1_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s193_c1_R) ltac:(cbn [In]; left; reflexivity) (s193_c1_R1))) as Ho0.
  rewrite (tf_norm_game (s193_c1_R2)).
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-3) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s193_c2_L : lmoves (s193_board 0 0 0 1) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c2_R : rmoves (s193_board 0 0 0 1) = [strip [(0, 1)] ([E; E; E; T; F; T; F]) []; strip [(1, 1); (1, 1)] ([T; E; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; E; T; F; T; F]) []) (s49_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; E; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c2_R2 : tf_norm (strip [(1, 1); (1, 1)] ([T; E; T; F]) []) (s64_board 0 1) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==0 && c==0 && d==1 *)
Lemma s193_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 0 0 0 1 -> fst (s193_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s193_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q2] in Hc |- *.
  rewrite tf_game_eq, (s193_c2_L), (s193_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s193_c2_R1)).
  pose proof (use_s49 IH 0 1 (opt_norm_r _ _ _ _ _ (s193_c2_R) ltac:(cbn [In]; left; reflexivity) (s193_c2_R1))) as Ho0.
  rewrite (tf_norm_game (s193_c2_R2)).
  pose proof (use_s64 IH 0 1 (opt_norm_r _ _ _ _ _ (s193_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s193_c2_R2))) as Ho1.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  rewrite (s64_p2 Ho1 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s193_c3_L (d : nat) : lmoves (s193_board 0 0 0 (2 + d)) = [].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c3_R (d : nat) : rmoves (s193_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s49_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s193_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s193_board 0 0 0 (2 + d) -> fst (s193_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c3_L d), (s193_c3_R d); cbn [map].
  rewrite (tf_norm_game0 (s193_c3_R1 d)).
  pose proof (use_s49 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s193_c3_R d) ltac:(cbn [In]; left; reflexivity) (s193_c3_R1 d))) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c4_L : lmoves (s193_board 0 0 1 0) = [strip [(1, 1)] ([E; T; E; F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c4_L1 : tf_norm (strip [(1, 1)] ([E; T; E; F; T; F]) []) (s50_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c4_R : rmoves (s193_board 0 0 1 0) = [strip [(0, 1)] ([E; T; E; E; F; T; F]) []; strip [(1, 1)] ([T; E; F; E; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c4_R1 : tf_norm (strip [(0, 1)] ([E; T; E; E; F; T; F]) []) (s52_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c4_R2 : tf_norm (strip [(1, 1)] ([T; E; F; E; T; F]) []) (s81_board 0 1 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==0 && c==1 && d==0 *)
Lemma s193_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 0 0 1 0 -> fst (s193_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s193_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q4] in Hc |- *.
  rewrite tf_game_eq, (s193_c4_L), (s193_c4_R); cbn [map].
  rewrite (tf_norm_game (s193_c4_L1)).
  pose proof (use_s50 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s193_c4_L) ltac:(cbn [In]; left; reflexivity) (s193_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s193_c4_R1)).
  pose proof (use_s52 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s193_c4_R) ltac:(cbn [In]; left; reflexivity) (s193_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s193_c4_R2)).
  pose proof (use_s81 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s193_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s193_c4_R2))) as Ho2.
  rewrite (s50_p4 Ho0 ltac:(zlia)).
  rewrite (s50_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p6 Ho1 ltac:(zlia)).
  rewrite (s81_p4 Ho2 ltac:(zlia)).
  rewrite (s81_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c5_L : lmoves (s193_board 0 0 1 1) = [strip [(1, 1)] ([E; T; E; T; F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c5_L1 : tf_norm (strip [(1, 1)] ([E; T; E; T; F; T; F]) []) (s50_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c5_R : rmoves (s193_board 0 0 1 1) = [strip [(0, 1)] ([E; T; E; E; T; F; T; F]) []; strip [(1, 1)] ([T; E; F; T; E; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; F; T; F]) []) (s52_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c5_R2 : tf_norm (strip [(1, 1)] ([T; E; F; T; E; T; F]) []) (s81_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==0 && c==1 && d==1 *)
Lemma s193_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 0 0 1 1 -> fst (s193_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s193_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q5] in Hc |- *.
  rewrite tf_game_eq, (s193_c5_L), (s193_c5_R); cbn [map].
  rewrite (tf_norm_game (s193_c5_L1)).
  pose proof (use_s50 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s193_c5_L) ltac:(cbn [In]; left; reflexivity) (s193_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s193_c5_R1)).
  pose proof (use_s52 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s193_c5_R) ltac:(cbn [In]; left; reflexivity) (s193_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s193_c5_R2)).
  pose proof (use_s81 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s193_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s193_c5_R2))) as Ho2.
  rewrite (s50_p5 Ho0 ltac:(zlia)).
  rewrite (s50_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p7 Ho1 ltac:(zlia)).
  rewrite (s81_p11 Ho2 ltac:(zlia)).
  rewrite (s81_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c6_L (d : nat) : lmoves (s193_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c6_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s50_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c6_R (d : nat) : rmoves (s193_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s52_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s193_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s193_board 0 0 1 (2 + d) -> fst (s193_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c6_L d), (s193_c6_R d); cbn [map].
  rewrite (tf_norm_game (s193_c6_L1 d)).
  pose proof (use_s50 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s193_c6_L d) ltac:(cbn [In]; left; reflexivity) (s193_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s193_c6_R1 d)).
  pose proof (use_s52 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s193_c6_R d) ltac:(cbn [In]; left; reflexivity) (s193_c6_R1 d))) as Ho1.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c7_L (c : nat) : lmoves (s193_board 0 0 (2 + c) 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c7_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F; T; F]) []) (s53_board 0 (1 + c) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c7_R (c : nat) : rmoves (s193_board 0 0 (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c7_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F; T; F]) []) (s52_board 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c7_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E; T; F]) []) (s81_board 0 (2 + c) 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==0 && c>=2 && d==0 *)
Lemma s193_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 0 0 (2 + c) 0 -> fst (s193_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q6] in Hc |- *.
  rewrite tf_game_eq, (s193_c7_L c), (s193_c7_R c); cbn [map].
  rewrite (tf_norm_game (s193_c7_L1 c)).
  pose proof (use_s53 IH 0 (1 + c) 1 0 (opt_norm_l _ _ _ _ _ (s193_c7_L c) ltac:(cbn [In]; left; reflexivity) (s193_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s193_c7_R1 c)).
  pose proof (use_s52 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s193_c7_R c) ltac:(cbn [In]; left; reflexivity) (s193_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s193_c7_R2 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s193_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s193_c7_R2 c))) as Ho2.
  rewrite (s53_p16 Ho0 ltac:(zlia)).
  rewrite (s53_p16_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p6 Ho1 ltac:(zlia)).
  rewrite (s81_p24 Ho2 ltac:(zlia)).
  rewrite (s81_p24_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 0 0 (2 + c) 0 -> fst (s193_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q9] in Hc |- *.
  rewrite tf_game_eq, (s193_c7_L c), (s193_c7_R c); cbn [map].
  rewrite (tf_norm_game (s193_c7_L1 c)).
  pose proof (use_s53 IH 0 (1 + c) 1 0 (opt_norm_l _ _ _ _ _ (s193_c7_L c) ltac:(cbn [In]; left; reflexivity) (s193_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s193_c7_R1 c)).
  pose proof (use_s52 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s193_c7_R c) ltac:(cbn [In]; left; reflexivity) (s193_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s193_c7_R2 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s193_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s193_c7_R2 c))) as Ho2.
  rewrite (s53_p24 Ho0 ltac:(zlia)).
  rewrite (s53_p24_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p7 Ho1 ltac:(zlia)).
  rewrite (s81_p30 Ho2 ltac:(zlia)).
  rewrite (s81_p30_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c7_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 0 0 (2 + c) 0 -> fst (s193_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q12] in Hc |- *.
  rewrite tf_game_eq, (s193_c7_L c), (s193_c7_R c); cbn [map].
  rewrite (tf_norm_game (s193_c7_L1 c)).
  pose proof (use_s53 IH 0 (1 + c) 1 0 (opt_norm_l _ _ _ _ _ (s193_c7_L c) ltac:(cbn [In]; left; reflexivity) (s193_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s193_c7_R1 c)).
  pose proof (use_s52 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s193_c7_R c) ltac:(cbn [In]; left; reflexivity) (s193_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s193_c7_R2 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s193_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s193_c7_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s53_p29 Ho0 ltac:(zlia)).
    rewrite (s53_p29_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s52_p10 Ho1 ltac:(zlia)).
    rewrite (s81_p30 Ho2 ltac:(zlia)).
    rewrite (s81_p30_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s53_p34 Ho0 ltac:(zlia)).
    rewrite (s53_p34_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s52_p10 Ho1 ltac:(zlia)).
    rewrite (s81_p30 Ho2 ltac:(zlia)).
    rewrite (s81_p30_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s193_c8_L (c : nat) : lmoves (s193_board 0 0 (2 + c) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c8_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F; T; F]) []) (s53_board 0 (1 + c) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c8_R (c : nat) : rmoves (s193_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; T; F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; T; E; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; T; F; T; F]) []) (s52_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c8_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; T; E; T; F]) []) (s81_board 0 (2 + c) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s193_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 0 0 (2 + c) 1 -> fst (s193_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s193_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q7] in Hc |- *.
  rewrite tf_game_eq, (s193_c8_L c), (s193_c8_R c); cbn [map].
  rewrite (tf_norm_game (s193_c8_L1 c)).
  pose proof (use_s53 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s193_c8_L c) ltac:(cbn [In]; left; reflexivity) (s193_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s193_c8_R1 c)).
  pose proof (use_s52 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s193_c8_R c) ltac:(cbn [In]; left; reflexivity) (s193_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game (s193_c8_R2 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s193_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s193_c8_R2 c))) as Ho2.
  rewrite (s53_p17 Ho0 ltac:(zlia)).
  rewrite (s53_p17_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p3 Ho1 ltac:(zlia)).
  rewrite (s81_p25 Ho2 ltac:(zlia)).
  rewrite (s81_p25_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c8_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 0 0 (2 + c) 1 -> fst (s193_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s193_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q11] in Hc |- *.
  rewrite tf_game_eq, (s193_c8_L c), (s193_c8_R c); cbn [map].
  rewrite (tf_norm_game (s193_c8_L1 c)).
  pose proof (use_s53 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s193_c8_L c) ltac:(cbn [In]; left; reflexivity) (s193_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s193_c8_R1 c)).
  pose proof (use_s52 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s193_c8_R c) ltac:(cbn [In]; left; reflexivity) (s193_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game (s193_c8_R2 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s193_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s193_c8_R2 c))) as Ho2.
  rewrite (s53_p25 Ho0 ltac:(zlia)).
  rewrite (s53_p25_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p9 Ho1 ltac:(zlia)).
  rewrite (s81_p31 Ho2 ltac:(zlia)).
  rewrite (s81_p31_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s193_c8_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 0 0 (2 + c) 1 -> fst (s193_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s193_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q13] in Hc |- *.
  rewrite tf_game_eq, (s193_c8_L c), (s193_c8_R c); cbn [map].
  rewrite (tf_norm_game (s193_c8_L1 c)).
  pose proof (use_s53 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s193_c8_L c) ltac:(cbn [In]; left; reflexivity) (s193_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s193_c8_R1 c)).
  pose proof (use_s52 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s193_c8_R c) ltac:(cbn [In]; left; reflexivity) (s193_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game (s193_c8_R2 c)).
  pose proof (use_s81 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s193_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s193_c8_R2 c))) as Ho2.
  rewrite (s53_p30 Ho0 ltac:(zlia)).
  rewrite (s53_p30_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p11 Ho1 ltac:(zlia)).
  rewrite (s81_p35 Ho2 ltac:(zlia)).
  rewrite (s81_p35_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s193_c9_L (c d : nat) : lmoves (s193_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c9_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 (1 + c) 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c9_R (c d : nat) : rmoves (s193_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s52_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s193_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s193_board 0 0 (2 + c) (2 + d) -> fst (s193_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c9_L c d), (s193_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s193_c9_L1 c d)).
  pose proof (use_s53 IH 0 (1 + c) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s193_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s193_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s193_c9_R1 c d)).
  pose proof (use_s52 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s193_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s193_c9_R1 c d))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c10_L : lmoves (s193_board 0 1 0 0) = [strip [(2, 1)] ([T; E; F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c10_L1 : tf_norm (strip [(2, 1)] ([T; E; F; T; F]) []) (s50_board 0 1 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c10_R : rmoves (s193_board 0 1 0 0) = [strip [(0, 1)] ([T; E; E; E; F; T; F]) []; s167_board 0 1 0 0 0].
Proof. unfold s167_board, s193_board, strip. tf_options. Qed.
Lemma s193_c10_R1 : tf_norm (strip [(0, 1)] ([T; E; E; E; F; T; F]) []) (s49_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==1 && c==0 && d==0 *)
Lemma s193_c10_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 0 1 0 0 -> fst (s193_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s193_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q2] in Hc |- *.
  rewrite tf_game_eq, (s193_c10_L), (s193_c10_R); cbn [map].
  rewrite (tf_norm_game (s193_c10_L1)).
  pose proof (use_s50 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s193_c10_L) ltac:(cbn [In]; left; reflexivity) (s193_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s193_c10_R1)).
  pose proof (use_s49 IH 1 0 (opt_norm_r _ _ _ _ _ (s193_c10_R) ltac:(cbn [In]; left; reflexivity) (s193_c10_R1))) as Ho1.
  pose proof (use_s167 IH 0 1 0 0 0 (opt_r _ _ _ (s193_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s50_p4 Ho0 ltac:(zlia)).
  rewrite (s50_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s49_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p43 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s193_c11_L : lmoves (s193_board 0 1 0 1) = [strip [(2, 1)] ([T; E; T; F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c11_L1 : tf_norm (strip [(2, 1)] ([T; E; T; F; T; F]) []) (s50_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c11_R : rmoves (s193_board 0 1 0 1) = [strip [(0, 1)] ([T; E; E; E; T; F; T; F]) []; s167_board 0 1 0 0 1].
Proof. unfold s167_board, s193_board, strip. tf_options. Qed.
Lemma s193_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; E; E; T; F; T; F]) []) (s49_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==1 && c==0 && d==1 *)
Lemma s193_c11_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 0 1 0 1 -> fst (s193_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s193_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q14] in Hc |- *.
  rewrite tf_game_eq, (s193_c11_L), (s193_c11_R); cbn [map].
  rewrite (tf_norm_game (s193_c11_L1)).
  pose proof (use_s50 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s193_c11_L) ltac:(cbn [In]; left; reflexivity) (s193_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s193_c11_R1)).
  pose proof (use_s49 IH 1 1 (opt_norm_r _ _ _ _ _ (s193_c11_R) ltac:(cbn [In]; left; reflexivity) (s193_c11_R1))) as Ho1.
  pose proof (use_s167 IH 0 1 0 0 1 (opt_r _ _ _ (s193_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s50_p5 Ho0 ltac:(zlia)).
  rewrite (s50_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s49_p2 Ho1 ltac:(zlia)).
  rewrite (s167_p44 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s193_c12_L (d : nat) : lmoves (s193_board 0 1 0 (2 + d)) = [strip [(2, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c12_L1 (d : nat) : tf_norm (strip [(2, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s50_board 0 1 (2 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s193_c12_R (d : nat) : rmoves (s193_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s49_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s193_c12_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s193_board 0 1 0 (2 + d) -> fst (s193_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c12_L d), (s193_c12_R d); cbn [map].
  rewrite (tf_norm_game (s193_c12_L1 d)).
  pose proof (use_s50 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s193_c12_L d) ltac:(cbn [In]; left; reflexivity) (s193_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s193_c12_R1 d)).
  pose proof (use_s49 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s193_c12_R d) ltac:(cbn [In]; left; reflexivity) (s193_c12_R1 d))) as Ho1.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s49_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c13_L : lmoves (s193_board 0 1 1 0) = [s194_board 0 1 0 1 0].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c13_R : rmoves (s193_board 0 1 1 0) = [strip [(0, 1)] ([T; E; T; E; E; F; T; F]) []; s167_board 0 1 1 0 0].
Proof. unfold s167_board, s193_board, strip. tf_options. Qed.
Lemma s193_c13_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; F; T; F]) []) (s52_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==1 && c==1 && d==0 *)
Lemma s193_c13_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 0 1 1 0 -> fst (s193_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s193_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q14] in Hc |- *.
  rewrite tf_game_eq, (s193_c13_L), (s193_c13_R); cbn [map].
  pose proof (use_s194 IH 0 1 0 1 0 (opt_l _ _ _ (s193_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s193_c13_R1)).
  pose proof (use_s52 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s193_c13_R) ltac:(cbn [In]; left; reflexivity) (s193_c13_R1))) as Ho1.
  pose proof (use_s167 IH 0 1 1 0 0 (opt_r _ _ _ (s193_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s194_p36 Ho0 ltac:(zlia)).
  rewrite (s52_p2 Ho1 ltac:(zlia)).
  rewrite (s167_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c14_L : lmoves (s193_board 0 1 1 1) = [s194_board 0 1 0 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c14_R : rmoves (s193_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; E; E; T; F; T; F]) []; s167_board 0 1 1 0 1].
Proof. unfold s167_board, s193_board, strip. tf_options. Qed.
Lemma s193_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; T; F; T; F]) []) (s52_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s193_c14_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 0 1 1 1 -> fst (s193_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s193_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q19] in Hc |- *.
  rewrite tf_game_eq, (s193_c14_L), (s193_c14_R); cbn [map].
  pose proof (use_s194 IH 0 1 0 1 1 (opt_l _ _ _ (s193_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s193_c14_R1)).
  pose proof (use_s52 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s193_c14_R) ltac:(cbn [In]; left; reflexivity) (s193_c14_R1))) as Ho1.
  pose proof (use_s167 IH 0 1 1 0 1 (opt_r _ _ _ (s193_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s194_p21 Ho0 ltac:(zlia)).
  rewrite (s52_p8 Ho1 ltac:(zlia)).
  rewrite (s167_p48 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s193_c15_L (d : nat) : lmoves (s193_board 0 1 1 (2 + d)) = [s194_board 0 1 0 1 (2 + d)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c15_R (d : nat) : rmoves (s193_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s52_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s193_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s193_board 0 1 1 (2 + d) -> fst (s193_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c15_L d), (s193_c15_R d); cbn [map].
  pose proof (use_s194 IH 0 1 0 1 (2 + d) (opt_l _ _ _ (s193_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s193_c15_R1 d)).
  pose proof (use_s52 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s193_c15_R d) ltac:(cbn [In]; left; reflexivity) (s193_c15_R1 d))) as Ho1.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c16_L (c : nat) : lmoves (s193_board 0 1 (2 + c) 0) = [s194_board 0 1 (1 + c) 1 0].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c16_R (c : nat) : rmoves (s193_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F; T; F]) []; s167_board 0 1 (2 + c) 0 0].
Proof. unfold s167_board, s193_board, strip. tf_options. Qed.
Lemma s193_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F; T; F]) []) (s52_board 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s193_c16_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 0 1 (2 + c) 0 -> fst (s193_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q18] in Hc |- *.
  rewrite tf_game_eq, (s193_c16_L c), (s193_c16_R c); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) 1 0 (opt_l _ _ _ (s193_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s193_c16_R1 c)).
  pose proof (use_s52 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s193_c16_R c) ltac:(cbn [In]; left; reflexivity) (s193_c16_R1 c))) as Ho1.
  pose proof (use_s167 IH 0 1 (2 + c) 0 0 (opt_r _ _ _ (s193_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s194_p54 Ho0 ltac:(zlia)).
  rewrite (s52_p7 Ho1 ltac:(zlia)).
  rewrite (s167_p69 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s193_c16_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 0 1 (2 + c) 0 -> fst (s193_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q23] in Hc |- *.
  rewrite tf_game_eq, (s193_c16_L c), (s193_c16_R c); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) 1 0 (opt_l _ _ _ (s193_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s193_c16_R1 c)).
  pose proof (use_s52 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s193_c16_R c) ltac:(cbn [In]; left; reflexivity) (s193_c16_R1 c))) as Ho1.
  pose proof (use_s167 IH 0 1 (2 + c) 0 0 (opt_r _ _ _ (s193_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s194_p61 Ho0 ltac:(zlia)).
  rewrite (s52_p10 Ho1 ltac:(zlia)).
  rewrite (s167_p69 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c16_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 0 1 (2 + c) 0 -> fst (s193_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q25] in Hc |- *.
  rewrite tf_game_eq, (s193_c16_L c), (s193_c16_R c); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) 1 0 (opt_l _ _ _ (s193_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s193_c16_R1 c)).
  pose proof (use_s52 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s193_c16_R c) ltac:(cbn [In]; left; reflexivity) (s193_c16_R1 c))) as Ho1.
  pose proof (use_s167 IH 0 1 (2 + c) 0 0 (opt_r _ _ _ (s193_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s194_p69 Ho0 ltac:(zlia)).
  rewrite (s52_p10 Ho1 ltac:(zlia)).
  rewrite (s167_p69 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c17_L (c : nat) : lmoves (s193_board 0 1 (2 + c) 1) = [s194_board 0 1 (1 + c) 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c17_R (c : nat) : rmoves (s193_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F; T; F]) []; s167_board 0 1 (2 + c) 0 1].
Proof. unfold s167_board, s193_board, strip. tf_options. Qed.
Lemma s193_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F; T; F]) []) (s52_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s193_c17_p21 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 0 1 (2 + c) 1 -> fst (s193_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s193_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q21] in Hc |- *.
  rewrite tf_game_eq, (s193_c17_L c), (s193_c17_R c); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s193_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s193_c17_R1 c)).
  pose proof (use_s52 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s193_c17_R c) ltac:(cbn [In]; left; reflexivity) (s193_c17_R1 c))) as Ho1.
  pose proof (use_s167 IH 0 1 (2 + c) 0 1 (opt_r _ _ _ (s193_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s194_p56 Ho0 ltac:(zlia)).
    rewrite (s52_p9 Ho1 ltac:(zlia)).
    rewrite (s167_p72 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p63 Ho0 ltac:(zlia)).
    rewrite (s52_p11 Ho1 ltac:(zlia)).
    rewrite (s167_p78 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p71 Ho0 ltac:(zlia)).
    rewrite (s52_p11 Ho1 ltac:(zlia)).
    rewrite (s167_p84 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s193_c18_L (c d : nat) : lmoves (s193_board 0 1 (2 + c) (2 + d)) = [s194_board 0 1 (1 + c) 1 (2 + d)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c18_R (c d : nat) : rmoves (s193_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s193_board, strip. tf_options. Qed.
Lemma s193_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s52_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s193_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s193_board 0 1 (2 + c) (2 + d) -> fst (s193_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c18_L c d), (s193_c18_R c d); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s193_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s193_c18_R1 c d)).
  pose proof (use_s52 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s193_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s193_c18_R1 c d))) as Ho1.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c19_L (b : nat) : lmoves (s193_board 0 (2 + b) 0 0) = [s168_board 0 (1 + b) 0 1 0].
Proof. unfold s168_board, s193_board. tf_options. Qed.
Lemma s193_c19_R (b : nat) : rmoves (s193_board 0 (2 + b) 0 0) = [s167_board 0 (2 + b) 0 0 0].
Proof. unfold s167_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s193_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s193_board 0 (2 + b) 0 0 -> fst (s193_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s193_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q10] in Hc |- *.
  rewrite tf_game_eq, (s193_c19_L b), (s193_c19_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 1 0 (opt_l _ _ _ (s193_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) 0 0 0 (opt_r _ _ _ (s193_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s168_p45 Ho0 ltac:(zlia)).
  rewrite (s167_p89 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s193_c19_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s193_board 0 (2 + b) 0 0 -> fst (s193_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s193_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q20] in Hc |- *.
  rewrite tf_game_eq, (s193_c19_L b), (s193_c19_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 1 0 (opt_l _ _ _ (s193_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) 0 0 0 (opt_r _ _ _ (s193_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s168_p3 Ho0 ltac:(zlia)).
  rewrite (s167_p85 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c19_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s193_board 0 (2 + b) 0 0 -> fst (s193_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s193_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q28] in Hc |- *.
  rewrite tf_game_eq, (s193_c19_L b), (s193_c19_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 1 0 (opt_l _ _ _ (s193_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) 0 0 0 (opt_r _ _ _ (s193_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s168_p61 Ho0 ltac:(zlia)).
  rewrite (s167_p93 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s193_c20_L (b : nat) : lmoves (s193_board 0 (2 + b) 0 1) = [s168_board 0 (1 + b) 0 1 1].
Proof. unfold s168_board, s193_board. tf_options. Qed.
Lemma s193_c20_R (b : nat) : rmoves (s193_board 0 (2 + b) 0 1) = [s167_board 0 (2 + b) 0 0 1].
Proof. unfold s167_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s193_c20_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s193_board 0 (2 + b) 0 1 -> fst (s193_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s193_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q26] in Hc |- *.
  rewrite tf_game_eq, (s193_c20_L b), (s193_c20_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 1 1 (opt_l _ _ _ (s193_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) 0 0 1 (opt_r _ _ _ (s193_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s168_p29 Ho0 ltac:(zlia)).
  rewrite (s167_p86 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c20_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s193_board 0 (2 + b) 0 1 -> fst (s193_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s193_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q27] in Hc |- *.
  rewrite tf_game_eq, (s193_c20_L b), (s193_c20_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 1 1 (opt_l _ _ _ (s193_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) 0 0 1 (opt_r _ _ _ (s193_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s168_p46 Ho0 ltac:(zlia)).
  rewrite (s167_p90 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s193_c20_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s193_board 0 (2 + b) 0 1 -> fst (s193_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s193_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q30] in Hc |- *.
  rewrite tf_game_eq, (s193_c20_L b), (s193_c20_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 1 1 (opt_l _ _ _ (s193_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) 0 0 1 (opt_r _ _ _ (s193_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s168_p62 Ho0 ltac:(zlia)).
  rewrite (s167_p94 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s193_c21_L (b d : nat) : lmoves (s193_board 0 (2 + b) 0 (2 + d)) = [s168_board 0 (1 + b) 0 1 (2 + d)].
Proof. unfold s168_board, s193_board. tf_options. Qed.
Lemma s193_c21_R (b d : nat) : rmoves (s193_board 0 (2 + b) 0 (2 + d)) = [].
Proof. unfold s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s193_c21_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s193_board 0 (2 + b) 0 (2 + d) -> fst (s193_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c21_L b d), (s193_c21_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 0 1 (2 + d) (opt_l _ _ _ (s193_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s193_c22_L (b : nat) : lmoves (s193_board 0 (2 + b) 1 0) = [s194_board 0 (2 + b) 0 1 0].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c22_R (b : nat) : rmoves (s193_board 0 (2 + b) 1 0) = [s167_board 0 (2 + b) 1 0 0].
Proof. unfold s167_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s193_c22_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s193_board 0 (2 + b) 1 0 -> fst (s193_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s193_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q16] in Hc |- *.
  rewrite tf_game_eq, (s193_c22_L b), (s193_c22_R b); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) 0 1 0 (opt_l _ _ _ (s193_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) 1 0 0 (opt_r _ _ _ (s193_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s194_p25 Ho0 ltac:(zlia)).
    rewrite (s167_p25 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s194_p44 Ho0 ltac:(zlia)).
    rewrite (s167_p25 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s194_p83 Ho0 ltac:(zlia)).
    rewrite (s167_p25 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s193_c23_L (b : nat) : lmoves (s193_board 0 (2 + b) 1 1) = [s194_board 0 (2 + b) 0 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c23_R (b : nat) : rmoves (s193_board 0 (2 + b) 1 1) = [s167_board 0 (2 + b) 1 0 1].
Proof. unfold s167_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s193_c23_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s193_board 0 (2 + b) 1 1 -> fst (s193_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s193_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q19] in Hc |- *.
  rewrite tf_game_eq, (s193_c23_L b), (s193_c23_R b); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) 0 1 1 (opt_l _ _ _ (s193_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) 1 0 1 (opt_r _ _ _ (s193_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s194_p41 Ho0 ltac:(zlia)).
  rewrite (s167_p51 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c24_L (b d : nat) : lmoves (s193_board 0 (2 + b) 1 (2 + d)) = [s194_board 0 (2 + b) 0 1 (2 + d)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c24_R (b d : nat) : rmoves (s193_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s193_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s193_board 0 (2 + b) 1 (2 + d) -> fst (s193_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c24_L b d), (s193_c24_R b d); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) 0 1 (2 + d) (opt_l _ _ _ (s193_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s193_c25_L (b c : nat) : lmoves (s193_board 0 (2 + b) (2 + c) 0) = [s194_board 0 (2 + b) (1 + c) 1 0].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c25_R (b c : nat) : rmoves (s193_board 0 (2 + b) (2 + c) 0) = [s167_board 0 (2 + b) (2 + c) 0 0].
Proof. unfold s167_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s193_c25_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s193_board 0 (2 + b) (2 + c) 0 -> fst (s193_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q18] in Hc |- *.
  rewrite tf_game_eq, (s193_c25_L b c), (s193_c25_R b c); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s193_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s193_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s194_p55 Ho0 ltac:(zlia)).
  rewrite (s167_p70 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c25_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s193_board 0 (2 + b) (2 + c) 0 -> fst (s193_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q23] in Hc |- *.
  rewrite tf_game_eq, (s193_c25_L b c), (s193_c25_R b c); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s193_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s193_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s194_p61 Ho0 ltac:(zlia)).
  rewrite (s167_p70 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c25_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s193_board 0 (2 + b) (2 + c) 0 -> fst (s193_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q25] in Hc |- *.
  rewrite tf_game_eq, (s193_c25_L b c), (s193_c25_R b c); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s193_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s193_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s194_p69 Ho0 ltac:(zlia)).
  rewrite (s167_p70 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c26_L (b c : nat) : lmoves (s193_board 0 (2 + b) (2 + c) 1) = [s194_board 0 (2 + b) (1 + c) 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c26_R (b c : nat) : rmoves (s193_board 0 (2 + b) (2 + c) 1) = [s167_board 0 (2 + b) (2 + c) 0 1].
Proof. unfold s167_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s193_c26_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s193_board 0 (2 + b) (2 + c) 1 -> fst (s193_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s193_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q21] in Hc |- *.
  rewrite tf_game_eq, (s193_c26_L b c), (s193_c26_R b c); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s193_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s193_c26_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s194_p57 Ho0 ltac:(zlia)).
    rewrite (s167_p72 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p63 Ho0 ltac:(zlia)).
    rewrite (s167_p78 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p71 Ho0 ltac:(zlia)).
    rewrite (s167_p84 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s193_c27_L (b c d : nat) : lmoves (s193_board 0 (2 + b) (2 + c) (2 + d)) = [s194_board 0 (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c27_R (b c d : nat) : rmoves (s193_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s193_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s193_board 0 (2 + b) (2 + c) (2 + d) -> fst (s193_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c27_L b c d), (s193_c27_R b c d); cbn [map].
  pose proof (use_s194 IH 0 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s193_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s193_c28_L : lmoves (s193_board 1 0 0 0) = [s193_board 0 1 0 0].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c28_R : rmoves (s193_board 1 0 0 0) = [s183_board 1 0; s167_board 1 0 0 0 0].
Proof. unfold s167_board, s183_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==0 && c==0 && d==0 *)
Lemma s193_c28_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 1 0 0 0 -> fst (s193_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s193_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q4] in Hc |- *.
  rewrite tf_game_eq, (s193_c28_L), (s193_c28_R); cbn [map].
  pose proof (use_s193 IH 0 1 0 0 (opt_l _ _ _ (s193_c28_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s183 IH 1 0 (opt_r _ _ _ (s193_c28_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 1 0 0 0 0 (opt_r _ _ _ (s193_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s193_p2 Ho0 ltac:(zlia)).
  rewrite (s183_p3 Ho1 ltac:(zlia)).
  rewrite (s167_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c29_L : lmoves (s193_board 1 0 0 1) = [s193_board 0 1 0 1].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c29_R : rmoves (s193_board 1 0 0 1) = [s183_board 1 1; s167_board 1 0 0 0 1].
Proof. unfold s167_board, s183_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==0 && c==0 && d==1 *)
Lemma s193_c29_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 1 0 0 1 -> fst (s193_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s193_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q5] in Hc |- *.
  rewrite tf_game_eq, (s193_c29_L), (s193_c29_R); cbn [map].
  pose proof (use_s193 IH 0 1 0 1 (opt_l _ _ _ (s193_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s183 IH 1 1 (opt_r _ _ _ (s193_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH 1 0 0 0 1 (opt_r _ _ _ (s193_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s193_p14 Ho0 ltac:(zlia)).
  rewrite (s183_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p103 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s193_c30_L (d : nat) : lmoves (s193_board 1 0 0 (2 + d)) = [s193_board 0 1 0 (2 + d)].
Proof. unfold s193_board. tf_options. Qed.
Lemma s193_c30_R (d : nat) : rmoves (s193_board 1 0 0 (2 + d)) = [s183_board 1 (2 + d)].
Proof. unfold s183_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s193_c30_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s193_board 1 0 0 (2 + d) -> fst (s193_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c30_L d), (s193_c30_R d); cbn [map].
  pose proof (use_s193 IH 0 1 0 (2 + d) (opt_l _ _ _ (s193_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s183 IH 1 (2 + d) (opt_r _ _ _ (s193_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  rewrite (s183_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c31_L : lmoves (s193_board 1 0 1 0) = [s193_board 0 1 1 0; s194_board 1 0 0 1 0].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c31_R : rmoves (s193_board 1 0 1 0) = [s195_board 1 1 0; s167_board 1 0 1 0 0].
Proof. unfold s167_board, s193_board, s195_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==0 && c==1 && d==0 *)
Lemma s193_c31_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 1 0 1 0 -> fst (s193_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s193_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q8] in Hc |- *.
  rewrite tf_game_eq, (s193_c31_L), (s193_c31_R); cbn [map].
  pose proof (use_s193 IH 0 1 1 0 (opt_l _ _ _ (s193_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 1 0 (opt_l _ _ _ (s193_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 1 0 (opt_r _ _ _ (s193_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 0 1 0 0 (opt_r _ _ _ (s193_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s193_p14 Ho0 ltac:(zlia)).
  rewrite (s194_p85 Ho1 ltac:(zlia)).
  rewrite (s195_p6 Ho2 ltac:(zlia)).
  rewrite (s167_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c32_L : lmoves (s193_board 1 0 1 1) = [s193_board 0 1 1 1; s194_board 1 0 0 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c32_R : rmoves (s193_board 1 0 1 1) = [s195_board 1 1 1; s167_board 1 0 1 0 1].
Proof. unfold s167_board, s193_board, s195_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==0 && c==1 && d==1 *)
Lemma s193_c32_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 1 0 1 1 -> fst (s193_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s193_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q15] in Hc |- *.
  rewrite tf_game_eq, (s193_c32_L), (s193_c32_R); cbn [map].
  pose proof (use_s193 IH 0 1 1 1 (opt_l _ _ _ (s193_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 1 1 (opt_l _ _ _ (s193_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 1 1 (opt_r _ _ _ (s193_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 0 1 0 1 (opt_r _ _ _ (s193_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s193_p19 Ho0 ltac:(zlia)).
  rewrite (s194_p27 Ho1 ltac:(zlia)).
  rewrite (s195_p9 Ho2 ltac:(zlia)).
  rewrite (s167_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c33_L (d : nat) : lmoves (s193_board 1 0 1 (2 + d)) = [s193_board 0 1 1 (2 + d); s194_board 1 0 0 1 (2 + d)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c33_R (d : nat) : rmoves (s193_board 1 0 1 (2 + d)) = [s195_board 1 1 (2 + d)].
Proof. unfold s193_board, s195_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s193_c33_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s193_board 1 0 1 (2 + d) -> fst (s193_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c33_L d), (s193_c33_R d); cbn [map].
  pose proof (use_s193 IH 0 1 1 (2 + d) (opt_l _ _ _ (s193_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 0 1 (2 + d) (opt_l _ _ _ (s193_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 1 (2 + d) (opt_r _ _ _ (s193_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s195_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c34_L (c : nat) : lmoves (s193_board 1 0 (2 + c) 0) = [s193_board 0 1 (2 + c) 0; s194_board 1 0 (1 + c) 1 0].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c34_R (c : nat) : rmoves (s193_board 1 0 (2 + c) 0) = [s195_board 1 (2 + c) 0; s167_board 1 0 (2 + c) 0 0].
Proof. unfold s167_board, s193_board, s195_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==0 && c>=2 && d==0 *)
Lemma s193_c34_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 1 0 (2 + c) 0 -> fst (s193_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q32] in Hc |- *.
  rewrite tf_game_eq, (s193_c34_L c), (s193_c34_R c); cbn [map].
  pose proof (use_s193 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s193_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 (1 + c) 1 0 (opt_l _ _ _ (s193_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 (2 + c) 0 (opt_r _ _ _ (s193_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 0 (2 + c) 0 0 (opt_r _ _ _ (s193_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s193_p18 Ho0 ltac:(zlia)).
  rewrite (s194_p27 Ho1 ltac:(zlia)).
  rewrite (s195_p7 Ho2 ltac:(zlia)).
  rewrite (s167_p114 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c34_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 1 0 (2 + c) 0 -> fst (s193_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q34] in Hc |- *.
  rewrite tf_game_eq, (s193_c34_L c), (s193_c34_R c); cbn [map].
  pose proof (use_s193 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s193_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 (1 + c) 1 0 (opt_l _ _ _ (s193_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 (2 + c) 0 (opt_r _ _ _ (s193_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 0 (2 + c) 0 0 (opt_r _ _ _ (s193_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s193_p23 Ho0 ltac:(zlia)).
    rewrite (s194_p96 Ho1 ltac:(zlia)).
    rewrite (s195_p11 Ho2 ltac:(zlia)).
    rewrite (s167_p114 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s193_p25 Ho0 ltac:(zlia)).
    rewrite (s194_p96 Ho1 ltac:(zlia)).
    rewrite (s195_p11 Ho2 ltac:(zlia)).
    rewrite (s167_p114 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s193_c35_L (c : nat) : lmoves (s193_board 1 0 (2 + c) 1) = [s193_board 0 1 (2 + c) 1; s194_board 1 0 (1 + c) 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c35_R (c : nat) : rmoves (s193_board 1 0 (2 + c) 1) = [s195_board 1 (2 + c) 1; s167_board 1 0 (2 + c) 0 1].
Proof. unfold s167_board, s193_board, s195_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s193_c35_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s193_board 1 0 (2 + c) 1 -> fst (s193_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s193_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q15] in Hc |- *.
  rewrite tf_game_eq, (s193_c35_L c), (s193_c35_R c); cbn [map].
  pose proof (use_s193 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s193_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 (1 + c) 1 1 (opt_l _ _ _ (s193_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 (2 + c) 1 (opt_r _ _ _ (s193_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 0 (2 + c) 0 1 (opt_r _ _ _ (s193_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s193_p21 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s194_p91 Ho1 ltac:(zlia)).
    rewrite (s195_p10 Ho2 ltac:(zlia)).
    rewrite (s167_p115 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p97 Ho1 ltac:(zlia)).
    rewrite (s195_p12 Ho2 ltac:(zlia)).
    rewrite (s167_p119 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s193_c36_L (c d : nat) : lmoves (s193_board 1 0 (2 + c) (2 + d)) = [s193_board 0 1 (2 + c) (2 + d); s194_board 1 0 (1 + c) 1 (2 + d)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c36_R (c d : nat) : rmoves (s193_board 1 0 (2 + c) (2 + d)) = [s195_board 1 (2 + c) (2 + d)].
Proof. unfold s193_board, s195_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s193_c36_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s193_board 1 0 (2 + c) (2 + d) -> fst (s193_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c36_L c d), (s193_c36_R c d); cbn [map].
  pose proof (use_s193 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s193_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 0 (1 + c) 1 (2 + d) (opt_l _ _ _ (s193_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s195 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s193_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s195_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c37_L : lmoves (s193_board 1 1 0 0) = [s193_board 0 2 0 0; s164_board 1 0 1 0].
Proof. unfold s164_board, s193_board. tf_options. Qed.
Lemma s193_c37_R : rmoves (s193_board 1 1 0 0) = [s188_board 1 0; s167_board 1 1 0 0 0].
Proof. unfold s167_board, s188_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==1 && c==0 && d==0 *)
Lemma s193_c37_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 1 1 0 0 -> fst (s193_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s193_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q14] in Hc |- *.
  rewrite tf_game_eq, (s193_c37_L), (s193_c37_R); cbn [map].
  pose proof (use_s193 IH 0 2 0 0 (opt_l _ _ _ (s193_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 1 0 (opt_l _ _ _ (s193_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s188 IH 1 0 (opt_r _ _ _ (s193_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 1 0 0 0 (opt_r _ _ _ (s193_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s193_p20 Ho0 ltac:(zlia)).
  rewrite (s164_p26 Ho1 ltac:(zlia)).
  rewrite (s188_p1 Ho2 ltac:(zlia)).
  rewrite (s167_p46 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s193_c38_L : lmoves (s193_board 1 1 0 1) = [s193_board 0 2 0 1; s164_board 1 0 1 1].
Proof. unfold s164_board, s193_board. tf_options. Qed.
Lemma s193_c38_R : rmoves (s193_board 1 1 0 1) = [s188_board 1 1; s167_board 1 1 0 0 1].
Proof. unfold s167_board, s188_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==1 && c==0 && d==1 *)
Lemma s193_c38_p20 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 1 1 0 1 -> fst (s193_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s193_q20 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q20] in Hc |- *.
  rewrite tf_game_eq, (s193_c38_L), (s193_c38_R); cbn [map].
  pose proof (use_s193 IH 0 2 0 1 (opt_l _ _ _ (s193_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 1 1 (opt_l _ _ _ (s193_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s188 IH 1 1 (opt_r _ _ _ (s193_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 1 0 0 1 (opt_r _ _ _ (s193_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s193_p26 Ho0 ltac:(zlia)).
  rewrite (s164_p28 Ho1 ltac:(zlia)).
  rewrite (s188_p2 Ho2 ltac:(zlia)).
  rewrite (s167_p120 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s193_c39_L (d : nat) : lmoves (s193_board 1 1 0 (2 + d)) = [s193_board 0 2 0 (2 + d); s164_board 1 0 1 (2 + d)].
Proof. unfold s164_board, s193_board. tf_options. Qed.
Lemma s193_c39_R (d : nat) : rmoves (s193_board 1 1 0 (2 + d)) = [s188_board 1 (2 + d)].
Proof. unfold s188_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s193_c39_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s193_board 1 1 0 (2 + d) -> fst (s193_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c39_L d), (s193_c39_R d); cbn [map].
  pose proof (use_s193 IH 0 2 0 (2 + d) (opt_l _ _ _ (s193_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 1 (2 + d) (opt_l _ _ _ (s193_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s188 IH 1 (2 + d) (opt_r _ _ _ (s193_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s188_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s193_c40_L : lmoves (s193_board 1 1 1 0) = [s193_board 0 2 1 0; s194_board 1 1 0 1 0].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c40_R : rmoves (s193_board 1 1 1 0) = [s203_board 1 1 0; s167_board 1 1 1 0 0].
Proof. unfold s167_board, s193_board, s203_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==1 && c==1 && d==0 *)
Lemma s193_c40_p35 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 1 1 1 0 -> fst (s193_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s193_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q35] in Hc |- *.
  rewrite tf_game_eq, (s193_c40_L), (s193_c40_R); cbn [map].
  pose proof (use_s193 IH 0 2 1 0 (opt_l _ _ _ (s193_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 0 1 0 (opt_l _ _ _ (s193_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH 1 1 0 (opt_r _ _ _ (s193_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 1 1 0 0 (opt_r _ _ _ (s193_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s193_p16 Ho0 ltac:(zlia)).
  rewrite (s194_p100 Ho1 ltac:(zlia)).
  rewrite (s203_p5 Ho2 ltac:(zlia)).
  rewrite (s167_p111 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s193_c41_L : lmoves (s193_board 1 1 1 1) = [s193_board 0 2 1 1; s194_board 1 1 0 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c41_R : rmoves (s193_board 1 1 1 1) = [s203_board 1 1 1; s167_board 1 1 1 0 1].
Proof. unfold s167_board, s193_board, s203_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s193_c41_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s193_board 1 1 1 1 -> fst (s193_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s193_q19 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q19] in Hc |- *.
  rewrite tf_game_eq, (s193_c41_L), (s193_c41_R); cbn [map].
  pose proof (use_s193 IH 0 2 1 1 (opt_l _ _ _ (s193_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 0 1 1 (opt_l _ _ _ (s193_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s203 IH 1 1 1 (opt_r _ _ _ (s193_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 1 1 0 1 (opt_r _ _ _ (s193_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s193_p19 Ho0 ltac:(zlia)).
  rewrite (s194_p102 Ho1 ltac:(zlia)).
  rewrite (s203_p1 Ho2 ltac:(zlia)).
  rewrite (s167_p123 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

