(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s125_c71_L (a c : nat) : lmoves (s125_board (2 + a) 1 (2 + c) 1) = [s125_board (1 + a) 2 (2 + c) 1; s125_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s47_board (2 + a) 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c71_R (a c : nat) : rmoves (s125_board (2 + a) 1 (2 + c) 1) = [s201_board (2 + a) 0 (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s125_board, s201_board, strip. tf_options. Qed.
Lemma s125_c71_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s124_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s125_c71_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s125_board (2 + a) 1 (2 + c) 1 -> fst (s125_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q42] in Hc |- *.
  rewrite tf_game_eq, (s125_c71_L a c), (s125_c71_R a c); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c71_L3 a c)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c71_L3 a c))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) 1 (opt_r _ _ _ (s125_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c71_R2 a c)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c71_R2 a c))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p42 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p19 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c71_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s125_board (2 + a) 1 (2 + c) 1 -> fst (s125_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q53] in Hc |- *.
  rewrite tf_game_eq, (s125_c71_L a c), (s125_c71_R a c); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c71_L3 a c)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c71_L3 a c))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) 1 (opt_r _ _ _ (s125_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c71_R2 a c)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c71_R2 a c))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p53 Ho1 ltac:(zlia)).
  rewrite (s47_p7 Ho2 ltac:(zlia)).
  rewrite (s47_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p27 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c71_p64 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s125_board (2 + a) 1 (2 + c) 1 -> fst (s125_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q64] in Hc |- *.
  rewrite tf_game_eq, (s125_c71_L a c), (s125_c71_R a c); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c71_L3 a c)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c71_L3 a c))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) 1 (opt_r _ _ _ (s125_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c71_R2 a c)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c71_R2 a c))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p64 Ho1 ltac:(zlia)).
  rewrite (s47_p5 Ho2 ltac:(zlia)).
  rewrite (s47_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c71_p66 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s125_board (2 + a) 1 (2 + c) 1 -> fst (s125_q66 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q66 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q66] in Hc |- *.
  rewrite tf_game_eq, (s125_c71_L a c), (s125_c71_R a c); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c71_L3 a c)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c71_L3 a c))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) 1 (opt_r _ _ _ (s125_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c71_R2 a c)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c71_R2 a c))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p66 Ho1 ltac:(zlia)).
  rewrite (s47_p5 Ho2 ltac:(zlia)).
  rewrite (s47_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c71_p75 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s125_board (2 + a) 1 (2 + c) 1 -> fst (s125_q75 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q75 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q75] in Hc |- *.
  rewrite tf_game_eq, (s125_c71_L a c), (s125_c71_R a c); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c71_L3 a c)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c71_L3 a c))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) 1 (opt_r _ _ _ (s125_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c71_R2 a c)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c71_R2 a c))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p75 Ho1 ltac:(zlia)).
  rewrite (s47_p10 Ho2 ltac:(zlia)).
  rewrite (s47_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c71_p76 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s125_board (2 + a) 1 (2 + c) 1 -> fst (s125_q76 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q76 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q76] in Hc |- *.
  rewrite tf_game_eq, (s125_c71_L a c), (s125_c71_R a c); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c71_L3 a c)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c71_L3 a c))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) 1 (opt_r _ _ _ (s125_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c71_R2 a c)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c71_R2 a c))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p76 Ho1 ltac:(zlia)).
  rewrite (s47_p10 Ho2 ltac:(zlia)).
  rewrite (s47_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c71_p77 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s125_board (2 + a) 1 (2 + c) 1 -> fst (s125_q77 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q77 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q77] in Hc |- *.
  rewrite tf_game_eq, (s125_c71_L a c), (s125_c71_R a c); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c71_L3 a c)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c71_L3 a c))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) 1 (opt_r _ _ _ (s125_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c71_R2 a c)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c71_R2 a c))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p77 Ho1 ltac:(zlia)).
  rewrite (s47_p10 Ho2 ltac:(zlia)).
  rewrite (s47_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c71_p80 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s125_board (2 + a) 1 (2 + c) 1 -> fst (s125_q80 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q80 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q80] in Hc |- *.
  rewrite tf_game_eq, (s125_c71_L a c), (s125_c71_R a c); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c71_L3 a c)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c71_L3 a c))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) 1 (opt_r _ _ _ (s125_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c71_R2 a c)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c71_R2 a c))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p80 Ho1 ltac:(zlia)).
  rewrite (s47_p10 Ho2 ltac:(zlia)).
  rewrite (s47_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c72_L (a c d : nat) : lmoves (s125_board (2 + a) 1 (2 + c) (2 + d)) = [s125_board (1 + a) 2 (2 + c) (2 + d); s125_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board (2 + a) 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c72_R (a c d : nat) : rmoves (s125_board (2 + a) 1 (2 + c) (2 + d)) = [s201_board (2 + a) 0 (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, s201_board, strip. tf_options. Qed.
Lemma s125_c72_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s125_c72_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s125_board (2 + a) 1 (2 + c) (2 + d) -> fst (s125_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q42] in Hc |- *.
  rewrite tf_game_eq, (s125_c72_L a c d), (s125_c72_R a c d); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c72_L3 a c d)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c72_L3 a c d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c72_R2 a c d)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c72_R2 a c d))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p42 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p19 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c72_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s125_board (2 + a) 1 (2 + c) (2 + d) -> fst (s125_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q53] in Hc |- *.
  rewrite tf_game_eq, (s125_c72_L a c d), (s125_c72_R a c d); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c72_L3 a c d)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c72_L3 a c d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c72_R2 a c d)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c72_R2 a c d))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p53 Ho1 ltac:(zlia)).
  rewrite (s47_p7 Ho2 ltac:(zlia)).
  rewrite (s47_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p27 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c72_p64 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s125_board (2 + a) 1 (2 + c) (2 + d) -> fst (s125_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q64] in Hc |- *.
  rewrite tf_game_eq, (s125_c72_L a c d), (s125_c72_R a c d); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c72_L3 a c d)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c72_L3 a c d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c72_R2 a c d)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c72_R2 a c d))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p64 Ho1 ltac:(zlia)).
  rewrite (s47_p5 Ho2 ltac:(zlia)).
  rewrite (s47_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c72_p75 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s125_board (2 + a) 1 (2 + c) (2 + d) -> fst (s125_q75 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q75 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q75] in Hc |- *.
  rewrite tf_game_eq, (s125_c72_L a c d), (s125_c72_R a c d); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c72_L3 a c d)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c72_L3 a c d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c72_R2 a c d)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c72_R2 a c d))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p75 Ho1 ltac:(zlia)).
  rewrite (s47_p10 Ho2 ltac:(zlia)).
  rewrite (s47_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c72_p76 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s125_board (2 + a) 1 (2 + c) (2 + d) -> fst (s125_q76 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q76 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q76] in Hc |- *.
  rewrite tf_game_eq, (s125_c72_L a c d), (s125_c72_R a c d); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c72_L3 a c d)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c72_L3 a c d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c72_R2 a c d)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c72_R2 a c d))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p76 Ho1 ltac:(zlia)).
  rewrite (s47_p10 Ho2 ltac:(zlia)).
  rewrite (s47_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c72_p77 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s125_board (2 + a) 1 (2 + c) (2 + d) -> fst (s125_q77 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q77 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q77] in Hc |- *.
  rewrite tf_game_eq, (s125_c72_L a c d), (s125_c72_R a c d); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c72_L3 a c d)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c72_L3 a c d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c72_R2 a c d)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c72_R2 a c d))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p77 Ho1 ltac:(zlia)).
  rewrite (s47_p10 Ho2 ltac:(zlia)).
  rewrite (s47_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s125_c72_p80 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s125_board (2 + a) 1 (2 + c) (2 + d) -> fst (s125_q80 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q80 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q80] in Hc |- *.
  rewrite tf_game_eq, (s125_c72_L a c d), (s125_c72_R a c d); cbn [map].
  pose proof (use_s125 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c72_L3 a c d)).
  pose proof (use_s47 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s125_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c72_L3 a c d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 0 (2 + c) (2 + d) (opt_r _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s125_c72_R2 a c d)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c72_R2 a c d))) as Ho4.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p80 Ho1 ltac:(zlia)).
  rewrite (s47_p10 Ho2 ltac:(zlia)).
  rewrite (s47_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p35 Ho3 ltac:(zlia)).
  rewrite (s124_p22 Ho4 ltac:(zlia)).
  rewrite (s124_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d==0: the board of s92 *)
Lemma s125_c73_p9 x (Hs92 : s92_claim x) (a b : nat) :
  x = s125_board (2 + a) (2 + b) 0 0 -> fst (s125_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s125_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q9] in Hc |- *.
  pose proof (Hs92 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c74_L (a b : nat) : lmoves (s125_board (2 + a) (2 + b) 0 1) = [s125_board (1 + a) (3 + b) 0 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c74_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; E; T; T; F]) []) (s47_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c74_R (a b : nat) : rmoves (s125_board (2 + a) (2 + b) 0 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c74_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; T; F]) [(1, 1)]) (s124_board (2 + a) (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s125_c74_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s125_board (2 + a) (2 + b) 0 1 -> fst (s125_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s125_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q11] in Hc |- *.
  rewrite tf_game_eq, (s125_c74_L a b), (s125_c74_R a b); cbn [map].
  pose proof (use_s125 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s125_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s125_c74_L2 a b)).
  pose proof (use_s47 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s125_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c74_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s125_c74_R1 a b)).
  pose proof (use_s124 IH (2 + a) (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s125_c74_R a b) ltac:(cbn [In]; left; reflexivity) (s125_c74_R1 a b))) as Ho2.
  rewrite (s125_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s47_p2 Ho1 ltac:(zlia)).
    rewrite (s124_p17 Ho2 ltac:(zlia)).
    rewrite (s124_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s47_p3 Ho1 ltac:(zlia)).
    rewrite (s124_p17 Ho2 ltac:(zlia)).
    rewrite (s124_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s125_c75_L (a b d : nat) : lmoves (s125_board (2 + a) (2 + b) 0 (2 + d)) = [s125_board (1 + a) (3 + b) 0 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c75_L2 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board (2 + a) (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c75_R (a b d : nat) : rmoves (s125_board (2 + a) (2 + b) 0 (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c75_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board (2 + a) (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s125_c75_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s125_board (2 + a) (2 + b) 0 (2 + d) -> fst (s125_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q13] in Hc |- *.
  rewrite tf_game_eq, (s125_c75_L a b d), (s125_c75_R a b d); cbn [map].
  pose proof (use_s125 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s125_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c75_L2 a b d)).
  pose proof (use_s47 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s125_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c75_L2 a b d))) as Ho1.
  rewrite (tf_norm_game (s125_c75_R1 a b d)).
  pose proof (use_s124 IH (2 + a) (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c75_R a b d) ltac:(cbn [In]; left; reflexivity) (s125_c75_R1 a b d))) as Ho2.
  rewrite (s125_p13 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s47_p2 Ho1 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p17 Ho2 ltac:(zlia)).
    rewrite (s124_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s47_p3 Ho1 ltac:(zlia)).
    rewrite (s47_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p17 Ho2 ltac:(zlia)).
    rewrite (s124_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s125_c75_p32 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s125_board (2 + a) (2 + b) 0 (2 + d) -> fst (s125_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q32] in Hc |- *.
  rewrite tf_game_eq, (s125_c75_L a b d), (s125_c75_R a b d); cbn [map].
  pose proof (use_s125 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s125_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s125_c75_L2 a b d)).
  pose proof (use_s47 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s125_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s125_c75_L2 a b d))) as Ho1.
  rewrite (tf_norm_game (s125_c75_R1 a b d)).
  pose proof (use_s124 IH (2 + a) (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c75_R a b d) ltac:(cbn [In]; left; reflexivity) (s125_c75_R1 a b d))) as Ho2.
  rewrite (s125_p32 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s47_p2 Ho1 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p17 Ho2 ltac:(zlia)).
    rewrite (s124_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s47_p3 Ho1 ltac:(zlia)).
    rewrite (s47_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p17 Ho2 ltac:(zlia)).
    rewrite (s124_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d==0: the board of s92 *)
Lemma s125_c76_p17 x (Hs92 : s92_claim x) (a b : nat) :
  x = s125_board (2 + a) (2 + b) 1 0 -> fst (s125_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s125_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q17] in Hc |- *.
  pose proof (Hs92 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c77_L (a b : nat) : lmoves (s125_board (2 + a) (2 + b) 1 1) = [s125_board (1 + a) (3 + b) 1 1; s125_board (2 + a) (2 + b) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; E; T; T; F]) []) (s47_board (2 + a) (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c77_R (a b : nat) : rmoves (s125_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; T; F]) [(1, 1)]) (s124_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s125_c77_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s125_board (2 + a) (2 + b) 1 1 -> fst (s125_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s125_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q19] in Hc |- *.
  rewrite tf_game_eq, (s125_c77_L a b), (s125_c77_R a b); cbn [map].
  pose proof (use_s125 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s125_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s125_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c77_L3 a b)).
  pose proof (use_s47 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s125_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c77_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s125_c77_R1 a b)).
  pose proof (use_s124 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s125_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s125_c77_R1 a b))) as Ho3.
  rewrite (s125_p19 Ho0 ltac:(zlia)).
  rewrite (s125_p13 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p7 Ho3 ltac:(zlia)).
    rewrite (s124_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s47_p3 Ho2 ltac:(zlia)).
    rewrite (s47_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p7 Ho3 ltac:(zlia)).
    rewrite (s124_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s125_c78_L (a b d : nat) : lmoves (s125_board (2 + a) (2 + b) 1 (2 + d)) = [s125_board (1 + a) (3 + b) 1 (2 + d); s125_board (2 + a) (2 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board (2 + a) (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c78_R (a b d : nat) : rmoves (s125_board (2 + a) (2 + b) 1 (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c78_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s125_c78_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s125_board (2 + a) (2 + b) 1 (2 + d) -> fst (s125_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q15] in Hc |- *.
  rewrite tf_game_eq, (s125_c78_L a b d), (s125_c78_R a b d); cbn [map].
  pose proof (use_s125 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s125_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s125_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c78_L3 a b d)).
  pose proof (use_s47 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s125_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c78_L3 a b d))) as Ho2.
  rewrite (tf_norm_game (s125_c78_R1 a b d)).
  pose proof (use_s124 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s125_c78_R a b d) ltac:(cbn [In]; left; reflexivity) (s125_c78_R1 a b d))) as Ho3.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p32 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p7 Ho3 ltac:(zlia)).
    rewrite (s124_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s47_p3 Ho2 ltac:(zlia)).
    rewrite (s47_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p7 Ho3 ltac:(zlia)).
    rewrite (s124_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d==0: the board of s92 *)
Lemma s125_c79_p17 x (Hs92 : s92_claim x) (a b c : nat) :
  x = s125_board (2 + a) (2 + b) (2 + c) 0 -> fst (s125_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s125_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s125_q17] in Hc |- *.
  pose proof (Hs92 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s125_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s125_c80_L (a b c : nat) : lmoves (s125_board (2 + a) (2 + b) (2 + c) 1) = [s125_board (1 + a) (3 + b) (2 + c) 1; s125_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s47_board (2 + a) (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c80_R (a b c : nat) : rmoves (s125_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s124_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s125_c80_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s125_board (2 + a) (2 + b) (2 + c) 1 -> fst (s125_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s125_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s125_q15] in Hc |- *.
  rewrite tf_game_eq, (s125_c80_L a b c), (s125_c80_R a b c); cbn [map].
  pose proof (use_s125 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s125_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s125_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c80_L3 a b c)).
  pose proof (use_s47 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s125_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c80_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s125_c80_R1 a b c)).
  pose proof (use_s124 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s125_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s125_c80_R1 a b c))) as Ho3.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p15 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p7 Ho3 ltac:(zlia)).
    rewrite (s124_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s47_p3 Ho2 ltac:(zlia)).
    rewrite (s47_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p7 Ho3 ltac:(zlia)).
    rewrite (s124_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s125_c81_L (a b c d : nat) : lmoves (s125_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s125_board (1 + a) (3 + b) (2 + c) (2 + d); s125_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s47_board (2 + a) (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s47_board; strip_board_eq | strip_offset].
Qed.
Lemma s125_c81_R (a b c d : nat) : rmoves (s125_board (2 + a) (2 + b) (2 + c) (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s125_board, strip. tf_options. Qed.
Lemma s125_c81_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s124_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s125 = T^a _ T^b F^2 T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s125_c81_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s125_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s125_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s125_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s125_q15] in Hc |- *.
  rewrite tf_game_eq, (s125_c81_L a b c d), (s125_c81_R a b c d); cbn [map].
  pose proof (use_s125 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s125_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s125_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s125_c81_L3 a b c d)).
  pose proof (use_s47 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s125_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s125_c81_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s125_c81_R1 a b c d)).
  pose proof (use_s124 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s125_c81_R a b c d) ltac:(cbn [In]; left; reflexivity) (s125_c81_R1 a b c d))) as Ho3.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  rewrite (s125_p15 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p7 Ho3 ltac:(zlia)).
    rewrite (s124_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s47_p3 Ho2 ltac:(zlia)).
    rewrite (s47_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s124_p7 Ho3 ltac:(zlia)).
    rewrite (s124_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s35 *)
Lemma s126_c1_p1 x (Hs35 : s35_claim x) :
  x = s126_board 0 0 0 0 0 -> fst (s126_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s126_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q1] in Hc |- *.
  pose proof (Hs35 0 0 0 ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s35 *)
Lemma s126_c2_p2 x (Hs35 : s35_claim x) :
  x = s126_board 0 0 0 0 1 -> fst (s126_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s126_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q2] in Hc |- *.
  pose proof (Hs35 0 0 1 ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s35 *)
Lemma s126_c3_p3 x (Hs35 : s35_claim x) (e : nat) :
  x = s126_board 0 0 0 0 (2 + e) -> fst (s126_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q3] in Hc |- *.
  pose proof (Hs35 0 0 (2 + e) ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c3_p4 x (Hs35 : s35_claim x) (e : nat) :
  x = s126_board 0 0 0 0 (2 + e) -> fst (s126_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q4] in Hc |- *.
  pose proof (Hs35 0 0 (2 + e) ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c3_p5 x (Hs35 : s35_claim x) (e : nat) :
  x = s126_board 0 0 0 0 (2 + e) -> fst (s126_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q5] in Hc |- *.
  pose proof (Hs35 0 0 (2 + e) ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==0 && d==1 && e==0: the board of s96 *)
Lemma s126_c4_p6 x (Hs96 : s96_claim x) :
  x = s126_board 0 0 0 1 0 -> fst (s126_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s126_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q6] in Hc |- *.
  pose proof (Hs96 0 0 1 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==0 && d==1 && e==1: the board of s96 *)
Lemma s126_c5_p7 x (Hs96 : s96_claim x) :
  x = s126_board 0 0 0 1 1 -> fst (s126_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s126_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q7] in Hc |- *.
  pose proof (Hs96 0 0 1 1 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s96 *)
Lemma s126_c6_p8 x (Hs96 : s96_claim x) (e : nat) :
  x = s126_board 0 0 0 1 (2 + e) -> fst (s126_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q8] in Hc |- *.
  pose proof (Hs96 0 0 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c6_p9 x (Hs96 : s96_claim x) (e : nat) :
  x = s126_board 0 0 0 1 (2 + e) -> fst (s126_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q9] in Hc |- *.
  pose proof (Hs96 0 0 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s96 *)
Lemma s126_c7_p10 x (Hs96 : s96_claim x) (d : nat) :
  x = s126_board 0 0 0 (2 + d) 0 -> fst (s126_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q10] in Hc |- *.
  pose proof (Hs96 0 0 (2 + d) 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s126_c7_p16 x (Hs96 : s96_claim x) (d : nat) :
  x = s126_board 0 0 0 (2 + d) 0 -> fst (s126_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q16] in Hc |- *.
  pose proof (Hs96 0 0 (2 + d) 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c7_p17 x (Hs96 : s96_claim x) (d : nat) :
  x = s126_board 0 0 0 (2 + d) 0 -> fst (s126_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q17] in Hc |- *.
  pose proof (Hs96 0 0 (2 + d) 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s96 *)
Lemma s126_c8_p12 x (Hs96 : s96_claim x) (d : nat) :
  x = s126_board 0 0 0 (2 + d) 1 -> fst (s126_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s126_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q12] in Hc |- *.
  pose proof (Hs96 0 0 (2 + d) 1 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s96 *)
Lemma s126_c9_p13 x (Hs96 : s96_claim x) (d e : nat) :
  x = s126_board 0 0 0 (2 + d) (2 + e) -> fst (s126_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q13] in Hc |- *.
  pose proof (Hs96 0 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c9_p14 x (Hs96 : s96_claim x) (d e : nat) :
  x = s126_board 0 0 0 (2 + d) (2 + e) -> fst (s126_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q14] in Hc |- *.
  pose proof (Hs96 0 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c9_p15 x (Hs96 : s96_claim x) (d e : nat) :
  x = s126_board 0 0 0 (2 + d) (2 + e) -> fst (s126_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q15] in Hc |- *.
  pose proof (Hs96 0 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s35 *)
Lemma s126_c10_p18 x (Hs35 : s35_claim x) :
  x = s126_board 0 0 1 0 0 -> fst (s126_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s126_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q18] in Hc |- *.
  pose proof (Hs35 0 1 0 ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s35 *)
Lemma s126_c11_p19 x (Hs35 : s35_claim x) :
  x = s126_board 0 0 1 0 1 -> fst (s126_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s126_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q19] in Hc |- *.
  pose proof (Hs35 0 1 1 ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s35 *)
Lemma s126_c12_p20 x (Hs35 : s35_claim x) (e : nat) :
  x = s126_board 0 0 1 0 (2 + e) -> fst (s126_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q20] in Hc |- *.
  pose proof (Hs35 0 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c12_p21 x (Hs35 : s35_claim x) (e : nat) :
  x = s126_board 0 0 1 0 (2 + e) -> fst (s126_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q21] in Hc |- *.
  pose proof (Hs35 0 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s96 *)
Lemma s126_c13_p22 x (Hs96 : s96_claim x) :
  x = s126_board 0 0 1 1 0 -> fst (s126_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s126_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q22] in Hc |- *.
  pose proof (Hs96 0 1 1 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==1 && d==1 && e==1: the board of s96 *)
Lemma s126_c14_p23 x (Hs96 : s96_claim x) :
  x = s126_board 0 0 1 1 1 -> fst (s126_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s126_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q23] in Hc |- *.
  pose proof (Hs96 0 1 1 1 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s96 *)
Lemma s126_c15_p26 x (Hs96 : s96_claim x) (e : nat) :
  x = s126_board 0 0 1 1 (2 + e) -> fst (s126_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q26] in Hc |- *.
  pose proof (Hs96 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c15_p28 x (Hs96 : s96_claim x) (e : nat) :
  x = s126_board 0 0 1 1 (2 + e) -> fst (s126_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q28] in Hc |- *.
  pose proof (Hs96 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c15_p31 x (Hs96 : s96_claim x) (e : nat) :
  x = s126_board 0 0 1 1 (2 + e) -> fst (s126_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q31] in Hc |- *.
  pose proof (Hs96 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s96 *)
Lemma s126_c16_p33 x (Hs96 : s96_claim x) (d : nat) :
  x = s126_board 0 0 1 (2 + d) 0 -> fst (s126_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q33] in Hc |- *.
  pose proof (Hs96 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c16_p35 x (Hs96 : s96_claim x) (d : nat) :
  x = s126_board 0 0 1 (2 + d) 0 -> fst (s126_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q35] in Hc |- *.
  pose proof (Hs96 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s96 *)
Lemma s126_c17_p23 x (Hs96 : s96_claim x) (d : nat) :
  x = s126_board 0 0 1 (2 + d) 1 -> fst (s126_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s126_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q23] in Hc |- *.
  pose proof (Hs96 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s96 *)
Lemma s126_c18_p26 x (Hs96 : s96_claim x) (d e : nat) :
  x = s126_board 0 0 1 (2 + d) (2 + e) -> fst (s126_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q26] in Hc |- *.
  pose proof (Hs96 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c18_p29 x (Hs96 : s96_claim x) (d e : nat) :
  x = s126_board 0 0 1 (2 + d) (2 + e) -> fst (s126_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q29] in Hc |- *.
  pose proof (Hs96 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c18_p31 x (Hs96 : s96_claim x) (d e : nat) :
  x = s126_board 0 0 1 (2 + d) (2 + e) -> fst (s126_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q31] in Hc |- *.
  pose proof (Hs96 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s35 *)
Lemma s126_c19_p38 x (Hs35 : s35_claim x) (c : nat) :
  x = s126_board 0 0 (2 + c) 0 0 -> fst (s126_q38 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s126_q38 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q38] in Hc |- *.
  pose proof (Hs35 0 (2 + c) 0 ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s35 *)
Lemma s126_c20_p39 x (Hs35 : s35_claim x) (c : nat) :
  x = s126_board 0 0 (2 + c) 0 1 -> fst (s126_q39 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s126_q39 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q39] in Hc |- *.
  pose proof (Hs35 0 (2 + c) 1 ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s35 *)
Lemma s126_c21_p40 x (Hs35 : s35_claim x) (c e : nat) :
  x = s126_board 0 0 (2 + c) 0 (2 + e) -> fst (s126_q40 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q40 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q40] in Hc |- *.
  pose proof (Hs35 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c21_p41 x (Hs35 : s35_claim x) (c e : nat) :
  x = s126_board 0 0 (2 + c) 0 (2 + e) -> fst (s126_q41 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q41 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q41] in Hc |- *.
  pose proof (Hs35 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c21_p42 x (Hs35 : s35_claim x) (c e : nat) :
  x = s126_board 0 0 (2 + c) 0 (2 + e) -> fst (s126_q42 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q42 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q42] in Hc |- *.
  pose proof (Hs35 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s126_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s96 *)
Lemma s126_c22_p43 x (Hs96 : s96_claim x) (c : nat) :
  x = s126_board 0 0 (2 + c) 1 0 -> fst (s126_q43 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s126_q43 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q43] in Hc |- *.
  pose proof (Hs96 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s126_c22_p48 x (Hs96 : s96_claim x) (c : nat) :
  x = s126_board 0 0 (2 + c) 1 0 -> fst (s126_q48 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s126_q48 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q48] in Hc |- *.
  pose proof (Hs96 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p44 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c22_p49 x (Hs96 : s96_claim x) (c : nat) :
  x = s126_board 0 0 (2 + c) 1 0 -> fst (s126_q49 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s126_q49 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q49] in Hc |- *.
  pose proof (Hs96 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p45 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s96 *)
Lemma s126_c23_p39 x (Hs96 : s96_claim x) (c : nat) :
  x = s126_board 0 0 (2 + c) 1 1 -> fst (s126_q39 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s126_q39 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q39] in Hc |- *.
  pose proof (Hs96 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s96 *)
Lemma s126_c24_p40 x (Hs96 : s96_claim x) (c e : nat) :
  x = s126_board 0 0 (2 + c) 1 (2 + e) -> fst (s126_q40 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q40 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q40] in Hc |- *.
  pose proof (Hs96 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c24_p41 x (Hs96 : s96_claim x) (c e : nat) :
  x = s126_board 0 0 (2 + c) 1 (2 + e) -> fst (s126_q41 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q41 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q41] in Hc |- *.
  pose proof (Hs96 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c24_p42 x (Hs96 : s96_claim x) (c e : nat) :
  x = s126_board 0 0 (2 + c) 1 (2 + e) -> fst (s126_q42 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q42 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q42] in Hc |- *.
  pose proof (Hs96 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s96 *)
Lemma s126_c25_p45 x (Hs96 : s96_claim x) (c d : nat) :
  x = s126_board 0 0 (2 + c) (2 + d) 0 -> fst (s126_q45 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q45 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q45] in Hc |- *.
  pose proof (Hs96 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c25_p46 x (Hs96 : s96_claim x) (c d : nat) :
  x = s126_board 0 0 (2 + c) (2 + d) 0 -> fst (s126_q46 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q46 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q46] in Hc |- *.
  pose proof (Hs96 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c25_p47 x (Hs96 : s96_claim x) (c d : nat) :
  x = s126_board 0 0 (2 + c) (2 + d) 0 -> fst (s126_q47 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q47 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q47] in Hc |- *.
  pose proof (Hs96 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s96 *)
Lemma s126_c26_p39 x (Hs96 : s96_claim x) (c d : nat) :
  x = s126_board 0 0 (2 + c) (2 + d) 1 -> fst (s126_q39 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s126_q39 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q39] in Hc |- *.
  pose proof (Hs96 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s96 *)
Lemma s126_c27_p40 x (Hs96 : s96_claim x) (c d e : nat) :
  x = s126_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s126_q40 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q40 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q40] in Hc |- *.
  pose proof (Hs96 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c27_p41 x (Hs96 : s96_claim x) (c d e : nat) :
  x = s126_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s126_q41 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q41 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q41] in Hc |- *.
  pose proof (Hs96 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c27_p42 x (Hs96 : s96_claim x) (c d e : nat) :
  x = s126_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s126_q42 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q42 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q42] in Hc |- *.
  pose proof (Hs96 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s126_board, s96_board; board_eq)) as Ho0.
  rewrite (s96_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s60 *)
Lemma s126_c28_p7 x (Hs60 : s60_claim x) :
  x = s126_board 0 1 0 0 0 -> fst (s126_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s126_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q7] in Hc |- *.
  pose proof (Hs60 0 1 0 0 ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s60 *)
Lemma s126_c29_p22 x (Hs60 : s60_claim x) :
  x = s126_board 0 1 0 0 1 -> fst (s126_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s126_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q22] in Hc |- *.
  pose proof (Hs60 0 1 0 1 ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s60 *)
Lemma s126_c30_p50 x (Hs60 : s60_claim x) (e : nat) :
  x = s126_board 0 1 0 0 (2 + e) -> fst (s126_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q50 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q50] in Hc |- *.
  pose proof (Hs60 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c30_p51 x (Hs60 : s60_claim x) (e : nat) :
  x = s126_board 0 1 0 0 (2 + e) -> fst (s126_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q51 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q51] in Hc |- *.
  pose proof (Hs60 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s126_c31_L : lmoves (s126_board 0 1 0 1 0) = [s96_board 0 1 1 0; s168_board 0 1 0 0 0].
Proof. unfold s126_board, s168_board, s96_board. tf_options. Qed.
Lemma s126_c31_R : rmoves (s126_board 0 1 0 1 0) = [s131_board 0 1 0 1 0; s98_board 0 1 0 1].
Proof. unfold s126_board, s131_board, s98_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==0 && d==1 && e==0 *)
Lemma s126_c31_p52 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s126_board 0 1 0 1 0 -> fst (s126_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s126_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q52] in Hc |- *.
  rewrite tf_game_eq, (s126_c31_L), (s126_c31_R); cbn [map].
  pose proof (use_s96 IH 0 1 1 0 (opt_l _ _ _ (s126_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 0 0 0 (opt_l _ _ _ (s126_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 1 0 (opt_r _ _ _ (s126_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH 0 1 0 1 (opt_r _ _ _ (s126_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p21 Ho0 ltac:(zlia)).
  rewrite (s168_p28 Ho1 ltac:(zlia)).
  rewrite (s131_p70 Ho2 ltac:(zlia)).
  rewrite (s98_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s126_c32_L : lmoves (s126_board 0 1 0 1 1) = [s96_board 0 1 1 1; s160_board 0 1 0 1 0].
Proof. unfold s126_board, s160_board, s96_board. tf_options. Qed.
Lemma s126_c32_R : rmoves (s126_board 0 1 0 1 1) = [s131_board 0 1 0 1 1; s159_board 0 1 0 1 1].
Proof. unfold s126_board, s131_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==0 && d==1 && e==1 *)
Lemma s126_c32_p56 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s126_board 0 1 0 1 1 -> fst (s126_q56 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s126_q56 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s126_q56] in Hc |- *.
  rewrite tf_game_eq, (s126_c32_L), (s126_c32_R); cbn [map].
  pose proof (use_s96 IH 0 1 1 1 (opt_l _ _ _ (s126_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 0 1 0 (opt_l _ _ _ (s126_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 1 1 (opt_r _ _ _ (s126_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 0 1 1 (opt_r _ _ _ (s126_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p23 Ho0 ltac:(zlia)).
  rewrite (s160_p21 Ho1 ltac:(zlia)).
  rewrite (s131_p73 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c33_L (e : nat) : lmoves (s126_board 0 1 0 1 (2 + e)) = [s96_board 0 1 1 (2 + e); s160_board 0 1 0 1 (1 + e)].
Proof. unfold s126_board, s160_board, s96_board. tf_options. Qed.
Lemma s126_c33_R (e : nat) : rmoves (s126_board 0 1 0 1 (2 + e)) = [s131_board 0 1 0 1 (2 + e); s159_board 0 1 0 1 (2 + e)].
Proof. unfold s126_board, s131_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s126_c33_p58 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s126_board 0 1 0 1 (2 + e) -> fst (s126_q58 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q58 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q58] in Hc |- *.
  rewrite tf_game_eq, (s126_c33_L e), (s126_c33_R e); cbn [map].
  pose proof (use_s96 IH 0 1 1 (2 + e) (opt_l _ _ _ (s126_c33_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 0 1 (1 + e) (opt_l _ _ _ (s126_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 1 (2 + e) (opt_r _ _ _ (s126_c33_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 0 1 (2 + e) (opt_r _ _ _ (s126_c33_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p25 Ho0 ltac:(zlia)).
  rewrite (s160_p39 Ho1 ltac:(zlia)).
  rewrite (s131_p78 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c33_p59 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s126_board 0 1 0 1 (2 + e) -> fst (s126_q59 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q59 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q59] in Hc |- *.
  rewrite tf_game_eq, (s126_c33_L e), (s126_c33_R e); cbn [map].
  pose proof (use_s96 IH 0 1 1 (2 + e) (opt_l _ _ _ (s126_c33_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 0 1 (1 + e) (opt_l _ _ _ (s126_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 1 (2 + e) (opt_r _ _ _ (s126_c33_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 0 1 (2 + e) (opt_r _ _ _ (s126_c33_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p27 Ho0 ltac:(zlia)).
  rewrite (s160_p42 Ho1 ltac:(zlia)).
  rewrite (s131_p82 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c33_p60 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s126_board 0 1 0 1 (2 + e) -> fst (s126_q60 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q60 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q60] in Hc |- *.
  rewrite tf_game_eq, (s126_c33_L e), (s126_c33_R e); cbn [map].
  pose proof (use_s96 IH 0 1 1 (2 + e) (opt_l _ _ _ (s126_c33_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 0 1 (1 + e) (opt_l _ _ _ (s126_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 1 (2 + e) (opt_r _ _ _ (s126_c33_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 0 1 (2 + e) (opt_r _ _ _ (s126_c33_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p29 Ho0 ltac:(zlia)).
  rewrite (s160_p44 Ho1 ltac:(zlia)).
  rewrite (s131_p86 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c34_L (d : nat) : lmoves (s126_board 0 1 0 (2 + d) 0) = [s96_board 0 1 (2 + d) 0; s168_board 0 1 0 (1 + d) 0].
Proof. unfold s126_board, s168_board, s96_board. tf_options. Qed.
Lemma s126_c34_R (d : nat) : rmoves (s126_board 0 1 0 (2 + d) 0) = [s131_board 0 1 0 (2 + d) 0; s98_board 0 1 0 (2 + d)].
Proof. unfold s126_board, s131_board, s98_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s126_c34_p61 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s126_board 0 1 0 (2 + d) 0 -> fst (s126_q61 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q61 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q61] in Hc |- *.
  rewrite tf_game_eq, (s126_c34_L d), (s126_c34_R d); cbn [map].
  pose proof (use_s96 IH 0 1 (2 + d) 0 (opt_l _ _ _ (s126_c34_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 0 (1 + d) 0 (opt_l _ _ _ (s126_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s126_c34_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH 0 1 0 (2 + d) (opt_r _ _ _ (s126_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p31 Ho0 ltac:(zlia)).
  rewrite (s168_p3 Ho1 ltac:(zlia)).
  rewrite (s131_p88 Ho2 ltac:(zlia)).
  rewrite (s98_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s126_c34_p62 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s126_board 0 1 0 (2 + d) 0 -> fst (s126_q62 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q62 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q62] in Hc |- *.
  rewrite tf_game_eq, (s126_c34_L d), (s126_c34_R d); cbn [map].
  pose proof (use_s96 IH 0 1 (2 + d) 0 (opt_l _ _ _ (s126_c34_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 0 (1 + d) 0 (opt_l _ _ _ (s126_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s126_c34_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH 0 1 0 (2 + d) (opt_r _ _ _ (s126_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p33 Ho0 ltac:(zlia)).
  rewrite (s168_p30 Ho1 ltac:(zlia)).
  rewrite (s131_p89 Ho2 ltac:(zlia)).
  rewrite (s98_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c34_p63 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s126_board 0 1 0 (2 + d) 0 -> fst (s126_q63 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q63 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q63] in Hc |- *.
  rewrite tf_game_eq, (s126_c34_L d), (s126_c34_R d); cbn [map].
  pose proof (use_s96 IH 0 1 (2 + d) 0 (opt_l _ _ _ (s126_c34_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 0 (1 + d) 0 (opt_l _ _ _ (s126_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s126_c34_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH 0 1 0 (2 + d) (opt_r _ _ _ (s126_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p33 Ho0 ltac:(zlia)).
  rewrite (s168_p32 Ho1 ltac:(zlia)).
  rewrite (s131_p95 Ho2 ltac:(zlia)).
  rewrite (s98_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c35_L (d : nat) : lmoves (s126_board 0 1 0 (2 + d) 1) = [s96_board 0 1 (2 + d) 1; s160_board 0 1 0 (2 + d) 0].
Proof. unfold s126_board, s160_board, s96_board. tf_options. Qed.
Lemma s126_c35_R (d : nat) : rmoves (s126_board 0 1 0 (2 + d) 1) = [s131_board 0 1 0 (2 + d) 1; s159_board 0 1 0 (2 + d) 1].
Proof. unfold s126_board, s131_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s126_c35_p56 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s126_board 0 1 0 (2 + d) 1 -> fst (s126_q56 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s126_q56 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s126_q56] in Hc |- *.
  rewrite tf_game_eq, (s126_c35_L d), (s126_c35_R d); cbn [map].
  pose proof (use_s96 IH 0 1 (2 + d) 1 (opt_l _ _ _ (s126_c35_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 0 (2 + d) 0 (opt_l _ _ _ (s126_c35_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 (2 + d) 1 (opt_r _ _ _ (s126_c35_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 0 (2 + d) 1 (opt_r _ _ _ (s126_c35_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p23 Ho0 ltac:(zlia)).
  rewrite (s160_p21 Ho1 ltac:(zlia)).
  rewrite (s131_p74 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c36_L (d e : nat) : lmoves (s126_board 0 1 0 (2 + d) (2 + e)) = [s96_board 0 1 (2 + d) (2 + e); s160_board 0 1 0 (2 + d) (1 + e)].
Proof. unfold s126_board, s160_board, s96_board. tf_options. Qed.
Lemma s126_c36_R (d e : nat) : rmoves (s126_board 0 1 0 (2 + d) (2 + e)) = [s131_board 0 1 0 (2 + d) (2 + e); s159_board 0 1 0 (2 + d) (2 + e)].
Proof. unfold s126_board, s131_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s126_c36_p58 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s126_board 0 1 0 (2 + d) (2 + e) -> fst (s126_q58 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q58 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q58] in Hc |- *.
  rewrite tf_game_eq, (s126_c36_L d e), (s126_c36_R d e); cbn [map].
  pose proof (use_s96 IH 0 1 (2 + d) (2 + e) (opt_l _ _ _ (s126_c36_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 0 (2 + d) (1 + e) (opt_l _ _ _ (s126_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s126_c36_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s126_c36_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p25 Ho0 ltac:(zlia)).
  rewrite (s160_p39 Ho1 ltac:(zlia)).
  rewrite (s131_p78 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c36_p59 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s126_board 0 1 0 (2 + d) (2 + e) -> fst (s126_q59 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q59 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q59] in Hc |- *.
  rewrite tf_game_eq, (s126_c36_L d e), (s126_c36_R d e); cbn [map].
  pose proof (use_s96 IH 0 1 (2 + d) (2 + e) (opt_l _ _ _ (s126_c36_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 0 (2 + d) (1 + e) (opt_l _ _ _ (s126_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s126_c36_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s126_c36_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p27 Ho0 ltac:(zlia)).
  rewrite (s160_p42 Ho1 ltac:(zlia)).
  rewrite (s131_p82 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c36_p60 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s126_board 0 1 0 (2 + d) (2 + e) -> fst (s126_q60 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q60 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q60] in Hc |- *.
  rewrite tf_game_eq, (s126_c36_L d e), (s126_c36_R d e); cbn [map].
  pose proof (use_s96 IH 0 1 (2 + d) (2 + e) (opt_l _ _ _ (s126_c36_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 0 (2 + d) (1 + e) (opt_l _ _ _ (s126_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s126_c36_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s126_c36_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p29 Ho0 ltac:(zlia)).
  rewrite (s160_p44 Ho1 ltac:(zlia)).
  rewrite (s131_p86 Ho2 ltac:(zlia)).
  rewrite (s159_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s60 *)
Lemma s126_c37_p64 x (Hs60 : s60_claim x) :
  x = s126_board 0 1 1 0 0 -> fst (s126_q64 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s126_q64 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q64] in Hc |- *.
  pose proof (Hs60 0 1 1 0 ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==1 && d==0 && e==1: the board of s60 *)
Lemma s126_c38_p65 x (Hs60 : s60_claim x) :
  x = s126_board 0 1 1 0 1 -> fst (s126_q65 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s126_q65 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s126_q65] in Hc |- *.
  pose proof (Hs60 0 1 1 1 ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]].
Qed.

(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==1 && d==0 && e>=2: the board of s60 *)
Lemma s126_c39_p66 x (Hs60 : s60_claim x) (e : nat) :
  x = s126_board 0 1 1 0 (2 + e) -> fst (s126_q66 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q66 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q66] in Hc |- *.
  pose proof (Hs60 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s126_c39_p67 x (Hs60 : s60_claim x) (e : nat) :
  x = s126_board 0 1 1 0 (2 + e) -> fst (s126_q67 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q67 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s126_q67] in Hc |- *.
  pose proof (Hs60 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s126_board, s60_board; board_eq)) as Ho0.
  rewrite (s60_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s126_c40_L : lmoves (s126_board 0 1 1 1 0) = [s96_board 0 2 1 0; s168_board 0 1 1 0 0].
Proof. unfold s126_board, s168_board, s96_board. tf_options. Qed.
Lemma s126_c40_R : rmoves (s126_board 0 1 1 1 0) = [s131_board 0 1 1 1 0; s98_board 0 1 1 1].
Proof. unfold s126_board, s131_board, s98_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s126_c40_p37 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s126_board 0 1 1 1 0 -> fst (s126_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s126_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q37] in Hc |- *.
  rewrite tf_game_eq, (s126_c40_L), (s126_c40_R); cbn [map].
  pose proof (use_s96 IH 0 2 1 0 (opt_l _ _ _ (s126_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 1 0 0 (opt_l _ _ _ (s126_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 1 1 0 (opt_r _ _ _ (s126_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH 0 1 1 1 (opt_r _ _ _ (s126_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p39 Ho0 ltac:(zlia)).
  rewrite (s168_p33 Ho1 ltac:(zlia)).
  rewrite (s131_p33 Ho2 ltac:(zlia)).
  rewrite (s98_p15 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s126_c41_L : lmoves (s126_board 0 1 1 1 1) = [s96_board 0 2 1 1; s160_board 0 1 1 1 0].
Proof. unfold s126_board, s160_board, s96_board. tf_options. Qed.
Lemma s126_c41_R : rmoves (s126_board 0 1 1 1 1) = [s131_board 0 1 1 1 1; s159_board 0 1 1 1 1].
Proof. unfold s126_board, s131_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s126_c41_p68 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s126_board 0 1 1 1 1 -> fst (s126_q68 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s126_q68 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s126_q68] in Hc |- *.
  rewrite tf_game_eq, (s126_c41_L), (s126_c41_R); cbn [map].
  pose proof (use_s96 IH 0 2 1 1 (opt_l _ _ _ (s126_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 1 1 0 (opt_l _ _ _ (s126_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 1 1 1 (opt_r _ _ _ (s126_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 1 1 1 (opt_r _ _ _ (s126_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p35 Ho0 ltac:(zlia)).
  rewrite (s160_p48 Ho1 ltac:(zlia)).
  rewrite (s131_p101 Ho2 ltac:(zlia)).
  rewrite (s159_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c42_L (e : nat) : lmoves (s126_board 0 1 1 1 (2 + e)) = [s96_board 0 2 1 (2 + e); s160_board 0 1 1 1 (1 + e)].
Proof. unfold s126_board, s160_board, s96_board. tf_options. Qed.
Lemma s126_c42_R (e : nat) : rmoves (s126_board 0 1 1 1 (2 + e)) = [s131_board 0 1 1 1 (2 + e); s159_board 0 1 1 1 (2 + e)].
Proof. unfold s126_board, s131_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s126_c42_p69 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s126_board 0 1 1 1 (2 + e) -> fst (s126_q69 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q69 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q69] in Hc |- *.
  rewrite tf_game_eq, (s126_c42_L e), (s126_c42_R e); cbn [map].
  pose proof (use_s96 IH 0 2 1 (2 + e) (opt_l _ _ _ (s126_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 1 1 (1 + e) (opt_l _ _ _ (s126_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s126_c42_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s126_c42_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p36 Ho0 ltac:(zlia)).
  rewrite (s160_p34 Ho1 ltac:(zlia)).
  rewrite (s131_p106 Ho2 ltac:(zlia)).
  rewrite (s159_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c42_p70 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s126_board 0 1 1 1 (2 + e) -> fst (s126_q70 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s126_q70 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s126_q70] in Hc |- *.
  rewrite tf_game_eq, (s126_c42_L e), (s126_c42_R e); cbn [map].
  pose proof (use_s96 IH 0 2 1 (2 + e) (opt_l _ _ _ (s126_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 1 1 (1 + e) (opt_l _ _ _ (s126_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s126_c42_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s126_c42_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s96_p37 Ho0 ltac:(zlia)).
    rewrite (s160_p50 Ho1 ltac:(zlia)).
    rewrite (s131_p108 Ho2 ltac:(zlia)).
    rewrite (s159_p21 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s96_p38 Ho0 ltac:(zlia)).
    rewrite (s160_p50 Ho1 ltac:(zlia)).
    rewrite (s131_p108 Ho2 ltac:(zlia)).
    rewrite (s159_p21 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s126_c43_L (d : nat) : lmoves (s126_board 0 1 1 (2 + d) 0) = [s96_board 0 2 (2 + d) 0; s168_board 0 1 1 (1 + d) 0].
Proof. unfold s126_board, s168_board, s96_board. tf_options. Qed.
Lemma s126_c43_R (d : nat) : rmoves (s126_board 0 1 1 (2 + d) 0) = [s131_board 0 1 1 (2 + d) 0; s98_board 0 1 1 (2 + d)].
Proof. unfold s126_board, s131_board, s98_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s126_c43_p71 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s126_board 0 1 1 (2 + d) 0 -> fst (s126_q71 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q71 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q71] in Hc |- *.
  rewrite tf_game_eq, (s126_c43_L d), (s126_c43_R d); cbn [map].
  pose proof (use_s96 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s126_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 1 (1 + d) 0 (opt_l _ _ _ (s126_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s126_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH 0 1 1 (2 + d) (opt_r _ _ _ (s126_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p41 Ho0 ltac:(zlia)).
  rewrite (s168_p35 Ho1 ltac:(zlia)).
  rewrite (s131_p109 Ho2 ltac:(zlia)).
  rewrite (s98_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s126_c43_p78 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s126_board 0 1 1 (2 + d) 0 -> fst (s126_q78 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q78 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q78] in Hc |- *.
  rewrite tf_game_eq, (s126_c43_L d), (s126_c43_R d); cbn [map].
  pose proof (use_s96 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s126_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 1 (1 + d) 0 (opt_l _ _ _ (s126_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s126_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH 0 1 1 (2 + d) (opt_r _ _ _ (s126_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p42 Ho0 ltac:(zlia)).
  rewrite (s168_p36 Ho1 ltac:(zlia)).
  rewrite (s131_p111 Ho2 ltac:(zlia)).
  rewrite (s98_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c43_p79 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s126_board 0 1 1 (2 + d) 0 -> fst (s126_q79 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s126_q79 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s126_q79] in Hc |- *.
  rewrite tf_game_eq, (s126_c43_L d), (s126_c43_R d); cbn [map].
  pose proof (use_s96 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s126_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 1 (1 + d) 0 (opt_l _ _ _ (s126_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s126_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s98 IH 0 1 1 (2 + d) (opt_r _ _ _ (s126_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p43 Ho0 ltac:(zlia)).
  rewrite (s168_p38 Ho1 ltac:(zlia)).
  rewrite (s131_p112 Ho2 ltac:(zlia)).
  rewrite (s98_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s126_c44_L (d : nat) : lmoves (s126_board 0 1 1 (2 + d) 1) = [s96_board 0 2 (2 + d) 1; s160_board 0 1 1 (2 + d) 0].
Proof. unfold s126_board, s160_board, s96_board. tf_options. Qed.
Lemma s126_c44_R (d : nat) : rmoves (s126_board 0 1 1 (2 + d) 1) = [s131_board 0 1 1 (2 + d) 1; s159_board 0 1 1 (2 + d) 1].
Proof. unfold s126_board, s131_board, s159_board. tf_options. Qed.
(* s126 = T^a _ T^b _ T^c F T^d F T^e _ F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s126_c44_p72 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s126_board 0 1 1 (2 + d) 1 -> fst (s126_q72 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s126_q72 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s126_q72] in Hc |- *.
  rewrite tf_game_eq, (s126_c44_L d), (s126_c44_R d); cbn [map].
  pose proof (use_s96 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s126_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s160 IH 0 1 1 (2 + d) 0 (opt_l _ _ _ (s126_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s126_c44_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s159 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s126_c44_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s96_p35 Ho0 ltac:(zlia)).
  rewrite (s160_p51 Ho1 ltac:(zlia)).
  rewrite (s131_p74 Ho2 ltac:(zlia)).
  rewrite (s159_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

