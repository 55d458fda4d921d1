(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s201_c68_L (a : nat) : lmoves (s201_board (2 + a) 1 1 1) = [s179_board (2 + a) 2 1 1; s201_board (2 + a) 1 0 2; strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; E; T; T; F]) []) (s119_board (2 + a) 1) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c68_R (a : nat) : rmoves (s201_board (2 + a) 1 1 1) = [s206_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, s206_board, strip. tf_options. Qed.
Lemma s201_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; T; F]) [(1, 1)]) (s198_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s201_c68_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 1 1 1 -> fst (s201_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q22] in Hc |- *.
  rewrite tf_game_eq, (s201_c68_L a), (s201_c68_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 1 1 (opt_l _ _ _ (s201_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 0 2 (opt_l _ _ _ (s201_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c68_L3 a)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c68_L3 a))) as Ho2.
  pose proof (use_s206 IH (2 + a) 1 1 (opt_r _ _ _ (s201_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c68_R2 a)).
  pose proof (use_s198 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s201_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c68_R2 a))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p21 Ho1 ltac:(zlia)).
  rewrite (s119_p1 Ho2 ltac:(zlia)).
  rewrite (s119_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c68_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 1 1 1 -> fst (s201_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q30] in Hc |- *.
  rewrite tf_game_eq, (s201_c68_L a), (s201_c68_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 1 1 (opt_l _ _ _ (s201_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 0 2 (opt_l _ _ _ (s201_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c68_L3 a)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c68_L3 a))) as Ho2.
  pose proof (use_s206 IH (2 + a) 1 1 (opt_r _ _ _ (s201_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c68_R2 a)).
  pose proof (use_s198 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s201_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c68_R2 a))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p29 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c68_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 1 1 1 -> fst (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q36] in Hc |- *.
  rewrite tf_game_eq, (s201_c68_L a), (s201_c68_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 1 1 (opt_l _ _ _ (s201_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 0 2 (opt_l _ _ _ (s201_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c68_L3 a)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c68_L3 a))) as Ho2.
  pose proof (use_s206 IH (2 + a) 1 1 (opt_r _ _ _ (s201_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c68_R2 a)).
  pose proof (use_s198 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s201_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c68_R2 a))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p36 Ho1 ltac:(zlia)).
  rewrite (s119_p7 Ho2 ltac:(zlia)).
  rewrite (s119_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c68_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s201_board (2 + a) 1 1 1 -> fst (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q38] in Hc |- *.
  rewrite tf_game_eq, (s201_c68_L a), (s201_c68_R a); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 1 1 (opt_l _ _ _ (s201_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 0 2 (opt_l _ _ _ (s201_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c68_L3 a)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c68_L3 a))) as Ho2.
  pose proof (use_s206 IH (2 + a) 1 1 (opt_r _ _ _ (s201_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c68_R2 a)).
  pose proof (use_s198 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s201_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c68_R2 a))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p38 Ho1 ltac:(zlia)).
  rewrite (s119_p8 Ho2 ltac:(zlia)).
  rewrite (s119_p8_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c69_L (a d : nat) : lmoves (s201_board (2 + a) 1 1 (2 + d)) = [s179_board (2 + a) 2 1 (2 + d); s201_board (2 + a) 1 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board (2 + a) 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c69_R (a d : nat) : rmoves (s201_board (2 + a) 1 1 (2 + d)) = [s206_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, s206_board, strip. tf_options. Qed.
Lemma s201_c69_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s201_c69_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 1 1 (2 + d) -> fst (s201_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q23] in Hc |- *.
  rewrite tf_game_eq, (s201_c69_L a d), (s201_c69_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 1 (2 + d) (opt_l _ _ _ (s201_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s201_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c69_L3 a d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c69_L3 a d))) as Ho2.
  pose proof (use_s206 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s201_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c69_R2 a d)).
  pose proof (use_s198 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c69_R2 a d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p21 Ho1 ltac:(zlia)).
  rewrite (s119_p1 Ho2 ltac:(zlia)).
  rewrite (s119_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c69_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 1 1 (2 + d) -> fst (s201_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q31] in Hc |- *.
  rewrite tf_game_eq, (s201_c69_L a d), (s201_c69_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 1 (2 + d) (opt_l _ _ _ (s201_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s201_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c69_L3 a d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c69_L3 a d))) as Ho2.
  pose proof (use_s206 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s201_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c69_R2 a d)).
  pose proof (use_s198 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c69_R2 a d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p29 Ho1 ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  rewrite (s119_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c69_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 1 1 (2 + d) -> fst (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q36] in Hc |- *.
  rewrite tf_game_eq, (s201_c69_L a d), (s201_c69_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 1 (2 + d) (opt_l _ _ _ (s201_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s201_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c69_L3 a d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c69_L3 a d))) as Ho2.
  pose proof (use_s206 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s201_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c69_R2 a d)).
  pose proof (use_s198 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c69_R2 a d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p36 Ho1 ltac:(zlia)).
  rewrite (s119_p7 Ho2 ltac:(zlia)).
  rewrite (s119_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c69_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s201_board (2 + a) 1 1 (2 + d) -> fst (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q38] in Hc |- *.
  rewrite tf_game_eq, (s201_c69_L a d), (s201_c69_R a d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 1 (2 + d) (opt_l _ _ _ (s201_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s201_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c69_L3 a d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c69_L3 a d))) as Ho2.
  pose proof (use_s206 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s201_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c69_R2 a d)).
  pose proof (use_s198 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c69_R2 a d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p38 Ho1 ltac:(zlia)).
  rewrite (s119_p8 Ho2 ltac:(zlia)).
  rewrite (s119_p8_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c>=2 && d==0: the board of s187 *)
Lemma s201_c70_p7 x (Hs187 : s187_claim x) (a c : nat) :
  x = s201_board (2 + a) 1 (2 + c) 0 -> fst (s201_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c71_L (a c : nat) : lmoves (s201_board (2 + a) 1 (2 + c) 1) = [s179_board (2 + a) 2 (2 + c) 1; s201_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s119_board (2 + a) 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c71_R (a c : nat) : rmoves (s201_board (2 + a) 1 (2 + c) 1) = [s206_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s201_board, s206_board, strip. tf_options. Qed.
Lemma s201_c71_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s198_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s201_c71_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s201_board (2 + a) 1 (2 + c) 1 -> fst (s201_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q24] in Hc |- *.
  rewrite tf_game_eq, (s201_c71_L a c), (s201_c71_R a c); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 (2 + c) 1 (opt_l _ _ _ (s201_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s201_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c71_L3 a c)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c71_L3 a c))) as Ho2.
  pose proof (use_s206 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s201_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c71_R2 a c)).
  pose proof (use_s198 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c71_R2 a c))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s201_p23 Ho1 ltac:(zlia)).
    rewrite (s119_p1 Ho2 ltac:(zlia)).
    rewrite (s119_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s206_p2 Ho3 ltac:(zlia)).
    rewrite (s198_p6 Ho4 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s201_p25 Ho1 ltac:(zlia)).
    rewrite (s119_p1 Ho2 ltac:(zlia)).
    rewrite (s119_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s206_p2 Ho3 ltac:(zlia)).
    rewrite (s198_p6 Ho4 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s201_c71_p32 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s201_board (2 + a) 1 (2 + c) 1 -> fst (s201_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q32] in Hc |- *.
  rewrite tf_game_eq, (s201_c71_L a c), (s201_c71_R a c); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 (2 + c) 1 (opt_l _ _ _ (s201_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s201_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c71_L3 a c)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c71_L3 a c))) as Ho2.
  pose proof (use_s206 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s201_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c71_R2 a c)).
  pose proof (use_s198 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c71_R2 a c))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s201_p31 Ho1 ltac:(zlia)).
    rewrite (s119_p3 Ho2 ltac:(zlia)).
    rewrite (s119_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s206_p2 Ho3 ltac:(zlia)).
    rewrite (s198_p6 Ho4 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s201_p33 Ho1 ltac:(zlia)).
    rewrite (s119_p3 Ho2 ltac:(zlia)).
    rewrite (s119_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s206_p2 Ho3 ltac:(zlia)).
    rewrite (s198_p6 Ho4 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s201_c71_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s201_board (2 + a) 1 (2 + c) 1 -> fst (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q36] in Hc |- *.
  rewrite tf_game_eq, (s201_c71_L a c), (s201_c71_R a c); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 (2 + c) 1 (opt_l _ _ _ (s201_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s201_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c71_L3 a c)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c71_L3 a c))) as Ho2.
  pose proof (use_s206 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s201_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c71_R2 a c)).
  pose proof (use_s198 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c71_R2 a c))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p36 Ho1 ltac:(zlia)).
  rewrite (s119_p7 Ho2 ltac:(zlia)).
  rewrite (s119_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c71_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s201_board (2 + a) 1 (2 + c) 1 -> fst (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q38] in Hc |- *.
  rewrite tf_game_eq, (s201_c71_L a c), (s201_c71_R a c); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 (2 + c) 1 (opt_l _ _ _ (s201_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s201_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c71_L3 a c)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c71_L3 a c))) as Ho2.
  pose proof (use_s206 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s201_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c71_R2 a c)).
  pose proof (use_s198 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c71_R2 a c))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p38 Ho1 ltac:(zlia)).
  rewrite (s119_p8 Ho2 ltac:(zlia)).
  rewrite (s119_p8_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c72_L (a c d : nat) : lmoves (s201_board (2 + a) 1 (2 + c) (2 + d)) = [s179_board (2 + a) 2 (2 + c) (2 + d); s201_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board (2 + a) 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c72_R (a c d : nat) : rmoves (s201_board (2 + a) 1 (2 + c) (2 + d)) = [s206_board (2 + a) (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, s206_board, strip. tf_options. Qed.
Lemma s201_c72_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s201_c72_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s201_board (2 + a) 1 (2 + c) (2 + d) -> fst (s201_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q25] in Hc |- *.
  rewrite tf_game_eq, (s201_c72_L a c d), (s201_c72_R a c d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c72_L3 a c d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c72_L3 a c d))) as Ho2.
  pose proof (use_s206 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s201_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c72_R2 a c d)).
  pose proof (use_s198 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c72_R2 a c d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s201_p23 Ho1 ltac:(zlia)).
    rewrite (s119_p1 Ho2 ltac:(zlia)).
    rewrite (s119_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s206_p2 Ho3 ltac:(zlia)).
    rewrite (s198_p6 Ho4 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s201_p25 Ho1 ltac:(zlia)).
    rewrite (s119_p1 Ho2 ltac:(zlia)).
    rewrite (s119_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s206_p2 Ho3 ltac:(zlia)).
    rewrite (s198_p6 Ho4 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s201_c72_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s201_board (2 + a) 1 (2 + c) (2 + d) -> fst (s201_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q33] in Hc |- *.
  rewrite tf_game_eq, (s201_c72_L a c d), (s201_c72_R a c d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c72_L3 a c d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c72_L3 a c d))) as Ho2.
  pose proof (use_s206 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s201_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c72_R2 a c d)).
  pose proof (use_s198 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c72_R2 a c d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s201_p31 Ho1 ltac:(zlia)).
    rewrite (s119_p3 Ho2 ltac:(zlia)).
    rewrite (s119_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s206_p2 Ho3 ltac:(zlia)).
    rewrite (s198_p6 Ho4 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s201_p33 Ho1 ltac:(zlia)).
    rewrite (s119_p3 Ho2 ltac:(zlia)).
    rewrite (s119_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s206_p2 Ho3 ltac:(zlia)).
    rewrite (s198_p6 Ho4 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s201_c72_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s201_board (2 + a) 1 (2 + c) (2 + d) -> fst (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q36] in Hc |- *.
  rewrite tf_game_eq, (s201_c72_L a c d), (s201_c72_R a c d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c72_L3 a c d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c72_L3 a c d))) as Ho2.
  pose proof (use_s206 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s201_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c72_R2 a c d)).
  pose proof (use_s198 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c72_R2 a c d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p36 Ho1 ltac:(zlia)).
  rewrite (s119_p7 Ho2 ltac:(zlia)).
  rewrite (s119_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c72_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s201_board (2 + a) 1 (2 + c) (2 + d) -> fst (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q38] in Hc |- *.
  rewrite tf_game_eq, (s201_c72_L a c d), (s201_c72_R a c d); cbn [map].
  pose proof (use_s179 IH (2 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c72_L3 a c d)).
  pose proof (use_s119 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s201_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c72_L3 a c d))) as Ho2.
  pose proof (use_s206 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s201_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s201_c72_R2 a c d)).
  pose proof (use_s198 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c72_R2 a c d))) as Ho4.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p38 Ho1 ltac:(zlia)).
  rewrite (s119_p8 Ho2 ltac:(zlia)).
  rewrite (s119_p8_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s206_p2 Ho3 ltac:(zlia)).
  rewrite (s198_p6 Ho4 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d==0: the board of s187 *)
Lemma s201_c73_p8 x (Hs187 : s187_claim x) (a b : nat) :
  x = s201_board (2 + a) (2 + b) 0 0 -> fst (s201_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q8] in Hc |- *.
  pose proof (Hs187 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s201_c73_p14 x (Hs187 : s187_claim x) (a b : nat) :
  x = s201_board (2 + a) (2 + b) 0 0 -> fst (s201_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q14] in Hc |- *.
  pose proof (Hs187 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s201_c73_p15 x (Hs187 : s187_claim x) (a b : nat) :
  x = s201_board (2 + a) (2 + b) 0 0 -> fst (s201_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q15] in Hc |- *.
  pose proof (Hs187 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s201_c73_p37 x (Hs187 : s187_claim x) (a b : nat) :
  x = s201_board (2 + a) (2 + b) 0 0 -> fst (s201_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q37] in Hc |- *.
  pose proof (Hs187 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s201_c74_L (a b : nat) : lmoves (s201_board (2 + a) (2 + b) 0 1) = [s179_board (2 + a) (3 + b) 0 1; s192_board (2 + a) (1 + b) 0 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []].
Proof. unfold s179_board, s192_board, s201_board, strip. tf_options. Qed.
Lemma s201_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) (s119_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c74_R (a b : nat) : rmoves (s201_board (2 + a) (2 + b) 0 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c74_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s198_board (2 + a) (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s201_c74_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s201_board (2 + a) (2 + b) 0 1 -> fst (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c74_L a b), (s201_c74_R a b); cbn [map].
  pose proof (use_s179 IH (2 + a) (3 + b) 0 1 (opt_l _ _ _ (s201_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s201_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s201_c74_L3 a b)).
  pose proof (use_s119 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s201_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c74_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s201_c74_R1 a b)).
  pose proof (use_s198 IH (2 + a) (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s201_c74_R a b) ltac:(cbn [In]; left; reflexivity) (s201_c74_R1 a b))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s192_p27 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s192_p41 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s192_p46 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s192_p49 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s201_c75_L (a b d : nat) : lmoves (s201_board (2 + a) (2 + b) 0 (2 + d)) = [s179_board (2 + a) (3 + b) 0 (2 + d); s192_board (2 + a) (1 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s192_board, s201_board, strip. tf_options. Qed.
Lemma s201_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board (2 + a) (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c75_R (a b d : nat) : rmoves (s201_board (2 + a) (2 + b) 0 (2 + d)) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c75_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board (2 + a) (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s201_c75_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s201_board (2 + a) (2 + b) 0 (2 + d) -> fst (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c75_L a b d), (s201_c75_R a b d); cbn [map].
  pose proof (use_s179 IH (2 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s201_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s201_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c75_L3 a b d)).
  pose proof (use_s119 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s201_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c75_L3 a b d))) as Ho2.
  rewrite (tf_norm_game (s201_c75_R1 a b d)).
  pose proof (use_s198 IH (2 + a) (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c75_R a b d) ltac:(cbn [In]; left; reflexivity) (s201_c75_R1 a b d))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s192_p27 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s119_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s192_p41 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s119_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s192_p46 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s119_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s192_p49 Ho1 ltac:(zlia)).
    rewrite (s119_p2 Ho2 ltac:(zlia)).
    rewrite (s119_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d==0: the board of s187 *)
Lemma s201_c76_p7 x (Hs187 : s187_claim x) (a b : nat) :
  x = s201_board (2 + a) (2 + b) 1 0 -> fst (s201_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c77_L (a b : nat) : lmoves (s201_board (2 + a) (2 + b) 1 1) = [s179_board (2 + a) (3 + b) 1 1; s201_board (2 + a) (2 + b) 0 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) (s119_board (2 + a) (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c77_R (a b : nat) : rmoves (s201_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s198_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s201_c77_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s201_board (2 + a) (2 + b) 1 1 -> fst (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c77_L a b), (s201_c77_R a b); cbn [map].
  pose proof (use_s179 IH (2 + a) (3 + b) 1 1 (opt_l _ _ _ (s201_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s201_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c77_L3 a b)).
  pose proof (use_s119 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s201_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c77_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s201_c77_R1 a b)).
  pose proof (use_s198 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s201_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s201_c77_R1 a b))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c78_L (a b d : nat) : lmoves (s201_board (2 + a) (2 + b) 1 (2 + d)) = [s179_board (2 + a) (3 + b) 1 (2 + d); s201_board (2 + a) (2 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board (2 + a) (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c78_R (a b d : nat) : rmoves (s201_board (2 + a) (2 + b) 1 (2 + d)) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c78_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s201_c78_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s201_board (2 + a) (2 + b) 1 (2 + d) -> fst (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c78_L a b d), (s201_c78_R a b d); cbn [map].
  pose proof (use_s179 IH (2 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s201_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s201_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c78_L3 a b d)).
  pose proof (use_s119 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s201_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c78_L3 a b d))) as Ho2.
  rewrite (tf_norm_game (s201_c78_R1 a b d)).
  pose proof (use_s198 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c78_R a b d) ltac:(cbn [In]; left; reflexivity) (s201_c78_R1 a b d))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d==0: the board of s187 *)
Lemma s201_c79_p7 x (Hs187 : s187_claim x) (a b c : nat) :
  x = s201_board (2 + a) (2 + b) (2 + c) 0 -> fst (s201_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c80_L (a b c : nat) : lmoves (s201_board (2 + a) (2 + b) (2 + c) 1) = [s179_board (2 + a) (3 + b) (2 + c) 1; s201_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s119_board (2 + a) (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c80_R (a b c : nat) : rmoves (s201_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s198_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s201_c80_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s201_board (2 + a) (2 + b) (2 + c) 1 -> fst (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c80_L a b c), (s201_c80_R a b c); cbn [map].
  pose proof (use_s179 IH (2 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s201_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s201_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c80_L3 a b c)).
  pose proof (use_s119 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s201_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c80_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s201_c80_R1 a b c)).
  pose proof (use_s198 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s201_c80_R1 a b c))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c81_L (a b c d : nat) : lmoves (s201_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s179_board (2 + a) (3 + b) (2 + c) (2 + d); s201_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, s201_board, strip. tf_options. Qed.
Lemma s201_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s119_board (2 + a) (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s119_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c81_R (a b c d : nat) : rmoves (s201_board (2 + a) (2 + b) (2 + c) (2 + d)) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c81_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s198_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s201_c81_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s201_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c81_L a b c d), (s201_c81_R a b c d); cbn [map].
  pose proof (use_s179 IH (2 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s201_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s201 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s201_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s201_c81_L3 a b c d)).
  pose proof (use_s119 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s201_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c81_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s201_c81_R1 a b c d)).
  pose proof (use_s198 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c81_R a b c d) ltac:(cbn [In]; left; reflexivity) (s201_c81_R1 a b c d))) as Ho3.
  rewrite (s179_p14 Ho0 ltac:(zlia)).
  rewrite (s201_p11 Ho1 ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  rewrite (s119_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s198_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s202 = T^a F T F T _ T^b _^2 T F on a==0 && b==0: the board of s176 *)
Lemma s202_c1_p1 x (Hs176 : s176_claim x) :
  x = s202_board 0 0 -> fst (s202_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s202_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s202_q1] in Hc |- *.
  pose proof (Hs176 0 ltac:(rewrite Hx; unfold s202_board, s176_board; board_eq)) as Ho0.
  rewrite (s176_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s202_c2_L : lmoves (s202_board 0 1) = [strip [(0, 1)] ([T; F; E; T; T; E; E; T; F]) []; strip [(0, 1)] ([T; F; T; E; E; T; E; T; F]) []].
Proof. unfold s202_board, strip. tf_options. Qed.
Lemma s202_c2_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; T; E; E; T; F]) []) (s109_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; T; E; E; T; F]) []); [reflexivity | unfold s109_board; strip_board_eq | strip_offset]. Qed.
Lemma s202_c2_L2 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; T; E; T; F]) []) (s118_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; T; E; T; F]) []); [reflexivity | unfold s118_board; strip_board_eq | strip_offset]. Qed.
Lemma s202_c2_R : rmoves (s202_board 0 1) = [strip [(0, 1)] ([T; F; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s202_board, strip. tf_options. Qed.
Lemma s202_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; F]) [(1, 1)]) (s138_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s202 = T^a F T F T _ T^b _^2 T F on a==0 && b==1 *)
Lemma s202_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s202_board 0 1 -> fst (s202_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s202_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s202_q2] in Hc |- *.
  rewrite tf_game_eq, (s202_c2_L), (s202_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s202_c2_L1)).
  pose proof (use_s109 IH 1 2 (opt_norm_l _ _ _ _ _ (s202_c2_L) ltac:(cbn [In]; left; reflexivity) (s202_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s202_c2_L2)).
  pose proof (use_s118 IH 1 1 (opt_norm_l _ _ _ _ _ (s202_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s202_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s202_c2_R1)).
  pose proof (use_s138 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s202_c2_R) ltac:(cbn [In]; left; reflexivity) (s202_c2_R1))) as Ho2.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  rewrite (s118_p3 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s202_c3_L (b : nat) : lmoves (s202_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; E; T; F]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; E; T; F]) []].
Proof. unfold s202_board, strip. tf_options. Qed.
Lemma s202_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; E; T; F]) []) (s109_board 1 (3 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s109_board; strip_board_eq | strip_offset]. Qed.
Lemma s202_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; E; T; F]) []) (s137_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s137_board; strip_board_eq | strip_offset]. Qed.
Lemma s202_c3_R (b : nat) : rmoves (s202_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s202_board, strip. tf_options. Qed.
Lemma s202_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s138_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s202 = T^a F T F T _ T^b _^2 T F on a==0 && b>=2 *)
Lemma s202_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s202_board 0 (2 + b) -> fst (s202_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s202_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s202_q2] in Hc |- *.
  rewrite tf_game_eq, (s202_c3_L b), (s202_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s202_c3_L1 b)).
  pose proof (use_s109 IH 1 (3 + b) (opt_norm_l _ _ _ _ _ (s202_c3_L b) ltac:(cbn [In]; left; reflexivity) (s202_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s202_c3_L2 b)).
  pose proof (use_s137 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s202_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s202_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game (s202_c3_R1 b)).
  pose proof (use_s138 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s202_c3_R b) ltac:(cbn [In]; left; reflexivity) (s202_c3_R1 b))) as Ho2.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  rewrite (s137_p5 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s202 = T^a F T F T _ T^b _^2 T F on a==1 && b==0: the board of s176 *)
Lemma s202_c4_p1 x (Hs176 : s176_claim x) :
  x = s202_board 1 0 -> fst (s202_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s202_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s202_q1] in Hc |- *.
  pose proof (Hs176 1 ltac:(rewrite Hx; unfold s202_board, s176_board; board_eq)) as Ho0.
  rewrite (s176_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s202_c5_L : lmoves (s202_board 1 1) = [s151_board 1 2; s199_board 1 1].
Proof. unfold s151_board, s199_board, s202_board. tf_options. Qed.
Lemma s202_c5_R : rmoves (s202_board 1 1) = [strip [] ([T; F; T; F; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s202_board, strip. tf_options. Qed.
Lemma s202_c5_R1 : tf_norm (strip [] ([T; F; T; F; T; E; T; E; F]) [(1, 1)]) (s205_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s202 = T^a F T F T _ T^b _^2 T F on a==1 && b==1 *)
Lemma s202_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s202_board 1 1 -> fst (s202_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s202_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s202_q2] in Hc |- *.
  rewrite tf_game_eq, (s202_c5_L), (s202_c5_R); cbn [map].
  pose proof (use_s151 IH 1 2 (opt_l _ _ _ (s202_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s199 IH 1 1 (opt_l _ _ _ (s202_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s202_c5_R1)).
  pose proof (use_s205 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s202_c5_R) ltac:(cbn [In]; left; reflexivity) (s202_c5_R1))) as Ho2.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  rewrite (s199_p2 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  rewrite (s205_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s202_c6_L (b : nat) : lmoves (s202_board 1 (2 + b)) = [s151_board 1 (3 + b); s206_board 1 (1 + b) 1].
Proof. unfold s151_board, s202_board, s206_board. tf_options. Qed.
Lemma s202_c6_R (b : nat) : rmoves (s202_board 1 (2 + b)) = [strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s202_board, strip. tf_options. Qed.
Lemma s202_c6_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s205_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s202 = T^a F T F T _ T^b _^2 T F on a==1 && b>=2 *)
Lemma s202_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s202_board 1 (2 + b) -> fst (s202_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s202_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s202_q2] in Hc |- *.
  rewrite tf_game_eq, (s202_c6_L b), (s202_c6_R b); cbn [map].
  pose proof (use_s151 IH 1 (3 + b) (opt_l _ _ _ (s202_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s206 IH 1 (1 + b) 1 (opt_l _ _ _ (s202_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s202_c6_R1 b)).
  pose proof (use_s205 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s202_c6_R b) ltac:(cbn [In]; left; reflexivity) (s202_c6_R1 b))) as Ho2.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  rewrite (s206_p2 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  rewrite (s205_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s202 = T^a F T F T _ T^b _^2 T F on a>=2 && b==0: the board of s176 *)
Lemma s202_c7_p1 x (Hs176 : s176_claim x) (a : nat) :
  x = s202_board (2 + a) 0 -> fst (s202_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s202_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s202_q1] in Hc |- *.
  pose proof (Hs176 (2 + a) ltac:(rewrite Hx; unfold s202_board, s176_board; board_eq)) as Ho0.
  rewrite (s176_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s202_c8_L (a : nat) : lmoves (s202_board (2 + a) 1) = [s151_board (2 + a) 2; s199_board (2 + a) 1].
Proof. unfold s151_board, s199_board, s202_board. tf_options. Qed.
Lemma s202_c8_R (a : nat) : rmoves (s202_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; F]) [(1, 1)]].
Proof. unfold s202_board, strip. tf_options. Qed.
Lemma s202_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; F]) [(1, 1)]) (s205_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s202 = T^a F T F T _ T^b _^2 T F on a>=2 && b==1 *)
Lemma s202_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s202_board (2 + a) 1 -> fst (s202_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s202_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s202_q2] in Hc |- *.
  rewrite tf_game_eq, (s202_c8_L a), (s202_c8_R a); cbn [map].
  pose proof (use_s151 IH (2 + a) 2 (opt_l _ _ _ (s202_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s199 IH (2 + a) 1 (opt_l _ _ _ (s202_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s202_c8_R1 a)).
  pose proof (use_s205 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s202_c8_R a) ltac:(cbn [In]; left; reflexivity) (s202_c8_R1 a))) as Ho2.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  rewrite (s199_p2 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  rewrite (s205_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s202_c9_L (a b : nat) : lmoves (s202_board (2 + a) (2 + b)) = [s151_board (2 + a) (3 + b); s206_board (2 + a) (1 + b) 1].
Proof. unfold s151_board, s202_board, s206_board. tf_options. Qed.
Lemma s202_c9_R (a b : nat) : rmoves (s202_board (2 + a) (2 + b)) = [strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s202_board, strip. tf_options. Qed.
Lemma s202_c9_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s205_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s205_board; strip_board_eq | strip_offset]. Qed.
(* s202 = T^a F T F T _ T^b _^2 T F on a>=2 && b>=2 *)
Lemma s202_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s202_board (2 + a) (2 + b) -> fst (s202_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s202_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s202_q2] in Hc |- *.
  rewrite tf_game_eq, (s202_c9_L a b), (s202_c9_R a b); cbn [map].
  pose proof (use_s151 IH (2 + a) (3 + b) (opt_l _ _ _ (s202_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s206 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s202_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s202_c9_R1 a b)).
  pose proof (use_s205 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s202_c9_R a b) ltac:(cbn [In]; left; reflexivity) (s202_c9_R1 a b))) as Ho2.
  rewrite (s151_p2 Ho0 ltac:(zlia)).
  rewrite (s206_p2 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  rewrite (s205_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s203 = T^a F T _ T^b _^2 T^c F T F on a==0 && b==0 && c==0: the board of s188 *)
Lemma s203_c1_p1 x (Hs188 : s188_claim x) :
  x = s203_board 0 0 0 -> fst (s203_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s203_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s203_q1] in Hc |- *.
  pose proof (Hs188 0 0 ltac:(rewrite Hx; unfold s203_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s203 = T^a F T _ T^b _^2 T^c F T F on a==0 && b==0 && c==1: the board of s188 *)
Lemma s203_c2_p2 x (Hs188 : s188_claim x) :
  x = s203_board 0 0 1 -> fst (s203_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s203_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s203_q2] in Hc |- *.
  pose proof (Hs188 0 1 ltac:(rewrite Hx; unfold s203_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s203 = T^a F T _ T^b _^2 T^c F T F on a==0 && b==0 && c>=2: the board of s188 *)
Lemma s203_c3_p4 x (Hs188 : s188_claim x) (c : nat) :
  x = s203_board 0 0 (2 + c) -> fst (s203_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s203_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s203_q4] in Hc |- *.
  pose proof (Hs188 0 (2 + c) ltac:(rewrite Hx; unfold s203_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s203_c4_L : lmoves (s203_board 0 1 0) = [strip [(0, 1)] ([E; T; T; E; E; F; T; F]) []; strip [(0, 1)] ([T; E; E; T; E; F; T; F]) []].
Proof. unfold s203_board, strip. tf_options. Qed.
Lemma s203_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; E; F; T; F]) []) (s52_board 0 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; F; T; F]) []) (s50_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c4_R : rmoves (s203_board 0 1 0) = [strip [(0, 1)] ([T; E; T; E; F; E; T; F]) []].
Proof. unfold s203_board, strip. tf_options. Qed.
Lemma s203_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; E; T; F]) []) (s81_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==0 && b==1 && c==0 *)
Lemma s203_c4_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s203_board 0 1 0 -> fst (s203_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s203_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s203_q5] in Hc |- *.
  rewrite tf_game_eq, (s203_c4_L), (s203_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s203_c4_L1)).
  pose proof (use_s52 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s203_c4_L) ltac:(cbn [In]; left; reflexivity) (s203_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s203_c4_L2)).
  pose proof (use_s50 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s203_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s203_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s203_c4_R1)).
  pose proof (use_s81 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s203_c4_R) ltac:(cbn [In]; left; reflexivity) (s203_c4_R1))) as Ho2.
  rewrite (s52_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p4 Ho1 ltac:(zlia)).
  rewrite (s81_p38 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s203_c5_L : lmoves (s203_board 0 1 1) = [strip [(0, 1)] ([E; T; T; E; E; T; F; T; F]) []; strip [(0, 1)] ([T; E; E; T; E; T; F; T; F]) []].
Proof. unfold s203_board, strip. tf_options. Qed.
Lemma s203_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; E; T; F; T; F]) []) (s52_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; T; F; T; F]) []) (s50_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c5_R : rmoves (s203_board 0 1 1) = [strip [(0, 1)] ([T; E; T; E; F; T; E; T; F]) []].
Proof. unfold s203_board, strip. tf_options. Qed.
Lemma s203_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; T; E; T; F]) []) (s81_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==0 && b==1 && c==1 *)
Lemma s203_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s203_board 0 1 1 -> fst (s203_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s203_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q1] in Hc |- *.
  rewrite tf_game_eq, (s203_c5_L), (s203_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s203_c5_L1)).
  pose proof (use_s52 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s203_c5_L) ltac:(cbn [In]; left; reflexivity) (s203_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s203_c5_L2)).
  pose proof (use_s50 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s203_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s203_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s203_c5_R1)).
  pose proof (use_s81 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s203_c5_R) ltac:(cbn [In]; left; reflexivity) (s203_c5_R1))) as Ho2.
  rewrite (s52_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p12 Ho1 ltac:(zlia)).
  rewrite (s81_p44 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s203_c6_L (c : nat) : lmoves (s203_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: E :: E :: repeat T (2 + c) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []].
Proof. unfold s203_board, strip. tf_options. Qed.
Lemma s203_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s52_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s50_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c6_R (c : nat) : rmoves (s203_board 0 1 (2 + c)) = [].
Proof. unfold s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==0 && b==1 && c>=2 *)
Lemma s203_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s203_board 0 1 (2 + c) -> fst (s203_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s203_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s203_q4] in Hc |- *.
  rewrite tf_game_eq, (s203_c6_L c), (s203_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s203_c6_L1 c)).
  pose proof (use_s52 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s203_c6_L c) ltac:(cbn [In]; left; reflexivity) (s203_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s203_c6_L2 c)).
  pose proof (use_s50 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s203_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s203_c6_L2 c))) as Ho1.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s203_c7_L (b : nat) : lmoves (s203_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; F; T; F]) []].
Proof. unfold s203_board, strip. tf_options. Qed.
Lemma s203_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; F; T; F]) []) (s52_board 0 (3 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; F; T; F]) []) (s53_board 1 (1 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c7_R (b : nat) : rmoves (s203_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; F]) []].
Proof. unfold s203_board, strip. tf_options. Qed.
Lemma s203_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; F]) []) (s81_board 1 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==0 && b>=2 && c==0 *)
Lemma s203_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s203_board 0 (2 + b) 0 -> fst (s203_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s203_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s203_q7] in Hc |- *.
  rewrite tf_game_eq, (s203_c7_L b), (s203_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s203_c7_L1 b)).
  pose proof (use_s52 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s203_c7_L b) ltac:(cbn [In]; left; reflexivity) (s203_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s203_c7_L2 b)).
  pose proof (use_s53 IH 1 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s203_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s203_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s203_c7_R1 b)).
  pose proof (use_s81 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s203_c7_R b) ltac:(cbn [In]; left; reflexivity) (s203_c7_R1 b))) as Ho2.
  rewrite (s52_p7 Ho0 ltac:(zlia)).
  rewrite (s53_p16 Ho1 ltac:(zlia)).
  rewrite (s81_p30 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s203_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s203_board 0 (2 + b) 0 -> fst (s203_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s203_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s203_q10] in Hc |- *.
  rewrite tf_game_eq, (s203_c7_L b), (s203_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s203_c7_L1 b)).
  pose proof (use_s52 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s203_c7_L b) ltac:(cbn [In]; left; reflexivity) (s203_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s203_c7_L2 b)).
  pose proof (use_s53 IH 1 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s203_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s203_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s203_c7_R1 b)).
  pose proof (use_s81 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s203_c7_R b) ltac:(cbn [In]; left; reflexivity) (s203_c7_R1 b))) as Ho2.
  rewrite (s52_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s53_p34 Ho1 ltac:(zlia)).
    rewrite (s81_p30 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s53_p44 Ho1 ltac:(zlia)).
    rewrite (s81_p30 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s203_c8_L (b : nat) : lmoves (s203_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F; T; F]) []].
Proof. unfold s203_board, strip. tf_options. Qed.
Lemma s203_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F; T; F]) []) (s52_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F; T; F]) []) (s53_board 1 (1 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c8_R (b : nat) : rmoves (s203_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; E; T; F]) []].
Proof. unfold s203_board, strip. tf_options. Qed.
Lemma s203_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; E; T; F]) []) (s81_board 1 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==0 && b>=2 && c==1 *)
Lemma s203_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s203_board 0 (2 + b) 1 -> fst (s203_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s203_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q9] in Hc |- *.
  rewrite tf_game_eq, (s203_c8_L b), (s203_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s203_c8_L1 b)).
  pose proof (use_s52 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s203_c8_L b) ltac:(cbn [In]; left; reflexivity) (s203_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s203_c8_L2 b)).
  pose proof (use_s53 IH 1 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s203_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s203_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s203_c8_R1 b)).
  pose proof (use_s81 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s203_c8_R b) ltac:(cbn [In]; left; reflexivity) (s203_c8_R1 b))) as Ho2.
  rewrite (s52_p9 Ho0 ltac:(zlia)).
  rewrite (s53_p41 Ho1 ltac:(zlia)).
  rewrite (s81_p51 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s203_c8_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s203_board 0 (2 + b) 1 -> fst (s203_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s203_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q12] in Hc |- *.
  rewrite tf_game_eq, (s203_c8_L b), (s203_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s203_c8_L1 b)).
  pose proof (use_s52 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s203_c8_L b) ltac:(cbn [In]; left; reflexivity) (s203_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s203_c8_L2 b)).
  pose proof (use_s53 IH 1 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s203_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s203_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s203_c8_R1 b)).
  pose proof (use_s81 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s203_c8_R b) ltac:(cbn [In]; left; reflexivity) (s203_c8_R1 b))) as Ho2.
  rewrite (s52_p11 Ho0 ltac:(zlia)).
  rewrite (s53_p30 Ho1 ltac:(zlia)).
  rewrite (s81_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s203_c9_L (b c : nat) : lmoves (s203_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []].
Proof. unfold s203_board, strip. tf_options. Qed.
Lemma s203_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s52_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s53_board 1 (1 + b) 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s203_c9_R (b c : nat) : rmoves (s203_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==0 && b>=2 && c>=2 *)
Lemma s203_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s203_board 0 (2 + b) (2 + c) -> fst (s203_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s203_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s203_q4] in Hc |- *.
  rewrite tf_game_eq, (s203_c9_L b c), (s203_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s203_c9_L1 b c)).
  pose proof (use_s52 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s203_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s203_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s203_c9_L2 b c)).
  pose proof (use_s53 IH 1 (1 + b) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s203_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s203_c9_L2 b c))) as Ho1.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s203 = T^a F T _ T^b _^2 T^c F T F on a==1 && b==0 && c==0: the board of s188 *)
Lemma s203_c10_p1 x (Hs188 : s188_claim x) :
  x = s203_board 1 0 0 -> fst (s203_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s203_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s203_q1] in Hc |- *.
  pose proof (Hs188 1 0 ltac:(rewrite Hx; unfold s203_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s203 = T^a F T _ T^b _^2 T^c F T F on a==1 && b==0 && c==1: the board of s188 *)
Lemma s203_c11_p2 x (Hs188 : s188_claim x) :
  x = s203_board 1 0 1 -> fst (s203_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s203_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s203_q2] in Hc |- *.
  pose proof (Hs188 1 1 ltac:(rewrite Hx; unfold s203_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s203 = T^a F T _ T^b _^2 T^c F T F on a==1 && b==0 && c>=2: the board of s188 *)
Lemma s203_c12_p4 x (Hs188 : s188_claim x) (c : nat) :
  x = s203_board 1 0 (2 + c) -> fst (s203_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s203_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s203_q4] in Hc |- *.
  pose proof (Hs188 1 (2 + c) ltac:(rewrite Hx; unfold s203_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s203_c13_L : lmoves (s203_board 1 1 0) = [s195_board 1 2 0; s189_board 1 1 0].
Proof. unfold s189_board, s195_board, s203_board. tf_options. Qed.
Lemma s203_c13_R : rmoves (s203_board 1 1 0) = [s192_board 1 1 0 0].
Proof. unfold s192_board, s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==1 && b==1 && c==0 *)
Lemma s203_c13_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s203_board 1 1 0 -> fst (s203_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s203_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s203_q5] in Hc |- *.
  rewrite tf_game_eq, (s203_c13_L), (s203_c13_R); cbn [map].
  pose proof (use_s195 IH 1 2 0 (opt_l _ _ _ (s203_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 1 0 (opt_l _ _ _ (s203_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH 1 1 0 0 (opt_r _ _ _ (s203_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p7 Ho0 ltac:(zlia)).
  rewrite (s189_p7 Ho1 ltac:(zlia)).
  rewrite (s192_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s203_c14_L : lmoves (s203_board 1 1 1) = [s195_board 1 2 1; s189_board 1 1 1].
Proof. unfold s189_board, s195_board, s203_board. tf_options. Qed.
Lemma s203_c14_R : rmoves (s203_board 1 1 1) = [s192_board 1 1 0 1].
Proof. unfold s192_board, s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==1 && b==1 && c==1 *)
Lemma s203_c14_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s203_board 1 1 1 -> fst (s203_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s203_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q1] in Hc |- *.
  rewrite tf_game_eq, (s203_c14_L), (s203_c14_R); cbn [map].
  pose proof (use_s195 IH 1 2 1 (opt_l _ _ _ (s203_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 1 1 (opt_l _ _ _ (s203_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH 1 1 0 1 (opt_r _ _ _ (s203_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p10 Ho0 ltac:(zlia)).
  rewrite (s189_p12 Ho1 ltac:(zlia)).
  rewrite (s192_p32 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s203_c15_L (c : nat) : lmoves (s203_board 1 1 (2 + c)) = [s195_board 1 2 (2 + c); s189_board 1 1 (2 + c)].
Proof. unfold s189_board, s195_board, s203_board. tf_options. Qed.
Lemma s203_c15_R (c : nat) : rmoves (s203_board 1 1 (2 + c)) = [].
Proof. unfold s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==1 && b==1 && c>=2 *)
Lemma s203_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s203_board 1 1 (2 + c) -> fst (s203_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s203_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s203_q4] in Hc |- *.
  rewrite tf_game_eq, (s203_c15_L c), (s203_c15_R c); cbn [map].
  pose proof (use_s195 IH 1 2 (2 + c) (opt_l _ _ _ (s203_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH 1 1 (2 + c) (opt_l _ _ _ (s203_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  rewrite (s189_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s203_c16_L (b : nat) : lmoves (s203_board 1 (2 + b) 0) = [s195_board 1 (3 + b) 0; s204_board 1 (1 + b) 1 0].
Proof. unfold s195_board, s203_board, s204_board. tf_options. Qed.
Lemma s203_c16_R (b : nat) : rmoves (s203_board 1 (2 + b) 0) = [s192_board 1 (2 + b) 0 0].
Proof. unfold s192_board, s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==1 && b>=2 && c==0 *)
Lemma s203_c16_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s203_board 1 (2 + b) 0 -> fst (s203_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s203_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s203_q10] in Hc |- *.
  rewrite tf_game_eq, (s203_c16_L b), (s203_c16_R b); cbn [map].
  pose proof (use_s195 IH 1 (3 + b) 0 (opt_l _ _ _ (s203_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s203_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s203_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s204_p17 Ho1 ltac:(zlia)).
    rewrite (s192_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s204_p29 Ho1 ltac:(zlia)).
    rewrite (s192_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s204_p30 Ho1 ltac:(zlia)).
    rewrite (s192_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s203_c17_L (b : nat) : lmoves (s203_board 1 (2 + b) 1) = [s195_board 1 (3 + b) 1; s204_board 1 (1 + b) 1 1].
Proof. unfold s195_board, s203_board, s204_board. tf_options. Qed.
Lemma s203_c17_R (b : nat) : rmoves (s203_board 1 (2 + b) 1) = [s192_board 1 (2 + b) 0 1].
Proof. unfold s192_board, s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==1 && b>=2 && c==1 *)
Lemma s203_c17_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s203_board 1 (2 + b) 1 -> fst (s203_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s203_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q11] in Hc |- *.
  rewrite tf_game_eq, (s203_c17_L b), (s203_c17_R b); cbn [map].
  pose proof (use_s195 IH 1 (3 + b) 1 (opt_l _ _ _ (s203_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s203_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s203_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p12 Ho0 ltac:(zlia)).
  rewrite (s204_p22 Ho1 ltac:(zlia)).
  rewrite (s192_p24 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s203_c17_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s203_board 1 (2 + b) 1 -> fst (s203_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s203_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q12] in Hc |- *.
  rewrite tf_game_eq, (s203_c17_L b), (s203_c17_R b); cbn [map].
  pose proof (use_s195 IH 1 (3 + b) 1 (opt_l _ _ _ (s203_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s203_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s203_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p12 Ho0 ltac:(zlia)).
  rewrite (s204_p23 Ho1 ltac:(zlia)).
  rewrite (s192_p24 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s203_c18_L (b c : nat) : lmoves (s203_board 1 (2 + b) (2 + c)) = [s195_board 1 (3 + b) (2 + c); s204_board 1 (1 + b) 1 (2 + c)].
Proof. unfold s195_board, s203_board, s204_board. tf_options. Qed.
Lemma s203_c18_R (b c : nat) : rmoves (s203_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a==1 && b>=2 && c>=2 *)
Lemma s203_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s203_board 1 (2 + b) (2 + c) -> fst (s203_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s203_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s203_q4] in Hc |- *.
  rewrite tf_game_eq, (s203_c18_L b c), (s203_c18_R b c); cbn [map].
  pose proof (use_s195 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s203_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s203_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  rewrite (s204_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s203 = T^a F T _ T^b _^2 T^c F T F on a>=2 && b==0 && c==0: the board of s188 *)
Lemma s203_c19_p6 x (Hs188 : s188_claim x) (a : nat) :
  x = s203_board (2 + a) 0 0 -> fst (s203_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s203_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s203_q6] in Hc |- *.
  pose proof (Hs188 (2 + a) 0 ltac:(rewrite Hx; unfold s203_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s203 = T^a F T _ T^b _^2 T^c F T F on a>=2 && b==0 && c==1: the board of s188 *)
Lemma s203_c20_p13 x (Hs188 : s188_claim x) (a : nat) :
  x = s203_board (2 + a) 0 1 -> fst (s203_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s203_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s203_q13] in Hc |- *.
  pose proof (Hs188 (2 + a) 1 ltac:(rewrite Hx; unfold s203_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s203_c20_p15 x (Hs188 : s188_claim x) (a : nat) :
  x = s203_board (2 + a) 0 1 -> fst (s203_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s203_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s203_q15] in Hc |- *.
  pose proof (Hs188 (2 + a) 1 ltac:(rewrite Hx; unfold s203_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s203_c20_p17 x (Hs188 : s188_claim x) (a : nat) :
  x = s203_board (2 + a) 0 1 -> fst (s203_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s203_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s203_q17] in Hc |- *.
  pose proof (Hs188 (2 + a) 1 ltac:(rewrite Hx; unfold s203_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s203 = T^a F T _ T^b _^2 T^c F T F on a>=2 && b==0 && c>=2: the board of s188 *)
Lemma s203_c21_p4 x (Hs188 : s188_claim x) (a c : nat) :
  x = s203_board (2 + a) 0 (2 + c) -> fst (s203_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s203_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s203_q4] in Hc |- *.
  pose proof (Hs188 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s203_board, s188_board; board_eq)) as Ho0.
  rewrite (s188_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s203_c22_L (a : nat) : lmoves (s203_board (2 + a) 1 0) = [s195_board (2 + a) 2 0; s189_board (2 + a) 1 0].
Proof. unfold s189_board, s195_board, s203_board. tf_options. Qed.
Lemma s203_c22_R (a : nat) : rmoves (s203_board (2 + a) 1 0) = [s192_board (2 + a) 1 0 0].
Proof. unfold s192_board, s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a>=2 && b==1 && c==0 *)
Lemma s203_c22_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s203_board (2 + a) 1 0 -> fst (s203_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s203_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s203_q14] in Hc |- *.
  rewrite tf_game_eq, (s203_c22_L a), (s203_c22_R a); cbn [map].
  pose proof (use_s195 IH (2 + a) 2 0 (opt_l _ _ _ (s203_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) 1 0 (opt_l _ _ _ (s203_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH (2 + a) 1 0 0 (opt_r _ _ _ (s203_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p11 Ho0 ltac:(zlia)).
  rewrite (s189_p7 Ho1 ltac:(zlia)).
  rewrite (s192_p39 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s203_c23_L (a : nat) : lmoves (s203_board (2 + a) 1 1) = [s195_board (2 + a) 2 1; s189_board (2 + a) 1 1].
Proof. unfold s189_board, s195_board, s203_board. tf_options. Qed.
Lemma s203_c23_R (a : nat) : rmoves (s203_board (2 + a) 1 1) = [s192_board (2 + a) 1 0 1].
Proof. unfold s192_board, s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a>=2 && b==1 && c==1 *)
Lemma s203_c23_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s203_board (2 + a) 1 1 -> fst (s203_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s203_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q1] in Hc |- *.
  rewrite tf_game_eq, (s203_c23_L a), (s203_c23_R a); cbn [map].
  pose proof (use_s195 IH (2 + a) 2 1 (opt_l _ _ _ (s203_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) 1 1 (opt_l _ _ _ (s203_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH (2 + a) 1 0 1 (opt_r _ _ _ (s203_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p13 Ho0 ltac:(zlia)).
  rewrite (s189_p12 Ho1 ltac:(zlia)).
  rewrite (s192_p40 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s203_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s203_board (2 + a) 1 1 -> fst (s203_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s203_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q3] in Hc |- *.
  rewrite tf_game_eq, (s203_c23_L a), (s203_c23_R a); cbn [map].
  pose proof (use_s195 IH (2 + a) 2 1 (opt_l _ _ _ (s203_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) 1 1 (opt_l _ _ _ (s203_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH (2 + a) 1 0 1 (opt_r _ _ _ (s203_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p8 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s189_p18 Ho1 ltac:(zlia)).
    rewrite (s192_p49 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s189_p19 Ho1 ltac:(zlia)).
    rewrite (s192_p49 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s203_c23_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s203_board (2 + a) 1 1 -> fst (s203_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s203_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q16] in Hc |- *.
  rewrite tf_game_eq, (s203_c23_L a), (s203_c23_R a); cbn [map].
  pose proof (use_s195 IH (2 + a) 2 1 (opt_l _ _ _ (s203_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) 1 1 (opt_l _ _ _ (s203_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH (2 + a) 1 0 1 (opt_r _ _ _ (s203_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p13 Ho0 ltac:(zlia)).
  rewrite (s189_p15 Ho1 ltac:(zlia)).
  rewrite (s192_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s203_c24_L (a c : nat) : lmoves (s203_board (2 + a) 1 (2 + c)) = [s195_board (2 + a) 2 (2 + c); s189_board (2 + a) 1 (2 + c)].
Proof. unfold s189_board, s195_board, s203_board. tf_options. Qed.
Lemma s203_c24_R (a c : nat) : rmoves (s203_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a>=2 && b==1 && c>=2 *)
Lemma s203_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s203_board (2 + a) 1 (2 + c) -> fst (s203_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s203_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s203_q4] in Hc |- *.
  rewrite tf_game_eq, (s203_c24_L a c), (s203_c24_R a c); cbn [map].
  pose proof (use_s195 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s203_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s189 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s203_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s195_p5 Ho0 ltac:(zlia)).
  rewrite (s189_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s203_c25_L (a b : nat) : lmoves (s203_board (2 + a) (2 + b) 0) = [s195_board (2 + a) (3 + b) 0; s204_board (2 + a) (1 + b) 1 0].
Proof. unfold s195_board, s203_board, s204_board. tf_options. Qed.
Lemma s203_c25_R (a b : nat) : rmoves (s203_board (2 + a) (2 + b) 0) = [s192_board (2 + a) (2 + b) 0 0].
Proof. unfold s192_board, s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a>=2 && b>=2 && c==0 *)
Lemma s203_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s203_board (2 + a) (2 + b) 0 -> fst (s203_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s203_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s203_q10] in Hc |- *.
  rewrite tf_game_eq, (s203_c25_L a b), (s203_c25_R a b); cbn [map].
  pose proof (use_s195 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s203_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s203_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s203_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) - Z.of_nat (2 + b) >= 1 /\ Z.of_nat (2 + b) <= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s204_p16 Ho1 ltac:(zlia)).
    rewrite (s192_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s204_p17 Ho1 ltac:(zlia)).
    rewrite (s192_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s204_p29 Ho1 ltac:(zlia)).
    rewrite (s192_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s204_p30 Ho1 ltac:(zlia)).
    rewrite (s192_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s203_c26_L (a b : nat) : lmoves (s203_board (2 + a) (2 + b) 1) = [s195_board (2 + a) (3 + b) 1; s204_board (2 + a) (1 + b) 1 1].
Proof. unfold s195_board, s203_board, s204_board. tf_options. Qed.
Lemma s203_c26_R (a b : nat) : rmoves (s203_board (2 + a) (2 + b) 1) = [s192_board (2 + a) (2 + b) 0 1].
Proof. unfold s192_board, s203_board. tf_options. Qed.
(* s203 = T^a F T _ T^b _^2 T^c F T F on a>=2 && b>=2 && c==1 *)
Lemma s203_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s203_board (2 + a) (2 + b) 1 -> fst (s203_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s203_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q8] in Hc |- *.
  rewrite tf_game_eq, (s203_c26_L a b), (s203_c26_R a b); cbn [map].
  pose proof (use_s195 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s203_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s203_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s203_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p12 Ho0 ltac:(zlia)).
  rewrite (s204_p47 Ho1 ltac:(zlia)).
  rewrite (s192_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s203_c26_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s203_board (2 + a) (2 + b) 1 -> fst (s203_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s203_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q11] in Hc |- *.
  rewrite tf_game_eq, (s203_c26_L a b), (s203_c26_R a b); cbn [map].
  pose proof (use_s195 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s203_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s203_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s203_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p12 Ho0 ltac:(zlia)).
  rewrite (s204_p22 Ho1 ltac:(zlia)).
  rewrite (s192_p25 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s203_c26_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s203_board (2 + a) (2 + b) 1 -> fst (s203_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s203_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s203_q12] in Hc |- *.
  rewrite tf_game_eq, (s203_c26_L a b), (s203_c26_R a b); cbn [map].
  pose proof (use_s195 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s203_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s204 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s203_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s192 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s203_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s195_p12 Ho0 ltac:(zlia)).
  rewrite (s204_p23 Ho1 ltac:(zlia)).
  rewrite (s192_p26 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

