(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s182_c212_L (a c : nat) : lmoves (s182_board (2 + a) 1 (2 + c) 1 1) = [s182_board (1 + a) 2 (2 + c) 1 1; s182_board (2 + a) 1 (2 + c) 0 2; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c212_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) (s83_board (2 + a) 1 (2 + c)) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c212_R (a c : nat) : rmoves (s182_board (2 + a) 1 (2 + c) 1 1) = [s201_board (2 + a) (2 + c) 1 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c212_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]) (s178_board (2 + a) 1 (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s182_c212_p82 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s182_board (2 + a) 1 (2 + c) 1 1 -> fst (s182_q82 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q82 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q82] in Hc |- *.
  rewrite tf_game_eq, (s182_c212_L a c), (s182_c212_R a c); cbn [map].
  pose proof (use_s182 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s182_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 1 (2 + c) 0 2 (opt_l _ _ _ (s182_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c212_L3 a c)).
  pose proof (use_s83 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c212_L3 a c))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + c) 1 1 (opt_r _ _ _ (s182_c212_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c212_R2 a c)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s182_c212_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c212_R2 a c))) as Ho4.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p82 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p63 Ho4 ltac:(zlia)).
  rewrite (s178_p63_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c212_p102 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s182_board (2 + a) 1 (2 + c) 1 1 -> fst (s182_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q102] in Hc |- *.
  rewrite tf_game_eq, (s182_c212_L a c), (s182_c212_R a c); cbn [map].
  pose proof (use_s182 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s182_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 1 (2 + c) 0 2 (opt_l _ _ _ (s182_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c212_L3 a c)).
  pose proof (use_s83 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c212_L3 a c))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + c) 1 1 (opt_r _ _ _ (s182_c212_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c212_R2 a c)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s182_c212_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c212_R2 a c))) as Ho4.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p102 Ho1 ltac:(zlia)).
  rewrite (s83_p3 Ho2 ltac:(zlia)).
  rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p78 Ho4 ltac:(zlia)).
  rewrite (s178_p78_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c213_L (a c e : nat) : lmoves (s182_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s182_board (1 + a) 2 (2 + c) 1 (2 + e); s182_board (2 + a) 1 (2 + c) 0 (3 + e); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c213_L3 (a c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board (2 + a) 1 (2 + c)) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c213_R (a c e : nat) : rmoves (s182_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s201_board (2 + a) (2 + c) 1 (2 + e); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c213_R2 (a c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board (2 + a) 1 (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s182_c213_p82 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s182_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s182_q82 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q82 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q82] in Hc |- *.
  rewrite tf_game_eq, (s182_c213_L a c e), (s182_c213_R a c e); cbn [map].
  pose proof (use_s182 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s182_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s182_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c213_L3 a c e)).
  pose proof (use_s83 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c213_L3 a c e))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + c) 1 (2 + e) (opt_r _ _ _ (s182_c213_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c213_R2 a c e)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c213_R a c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c213_R2 a c e))) as Ho4.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p82 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p63 Ho4 ltac:(zlia)).
  rewrite (s178_p63_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c213_p102 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s182_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s182_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q102] in Hc |- *.
  rewrite tf_game_eq, (s182_c213_L a c e), (s182_c213_R a c e); cbn [map].
  pose proof (use_s182 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s182_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s182_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c213_L3 a c e)).
  pose proof (use_s83 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c213_L3 a c e))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + c) 1 (2 + e) (opt_r _ _ _ (s182_c213_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c213_R2 a c e)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c213_R a c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c213_R2 a c e))) as Ho4.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p102 Ho1 ltac:(zlia)).
  rewrite (s83_p3 Ho2 ltac:(zlia)).
  rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p78 Ho4 ltac:(zlia)).
  rewrite (s178_p78_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==1 && c>=2 && d>=2 && e==0: the board of s152 *)
Lemma s182_c214_p83 x (Hs152 : s152_claim x) (a c d : nat) :
  x = s182_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s182_q83 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q83 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q83] in Hc |- *.
  pose proof (Hs152 (2 + a) 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c214_p103 x (Hs152 : s152_claim x) (a c d : nat) :
  x = s182_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s182_q103 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q103 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q103] in Hc |- *.
  pose proof (Hs152 (2 + a) 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p56 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c215_L (a c d : nat) : lmoves (s182_board (2 + a) 1 (2 + c) (2 + d) 1) = [s182_board (1 + a) 2 (2 + c) (2 + d) 1; s182_board (2 + a) 1 (2 + c) (1 + d) 2; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c215_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board (2 + a) 1 (2 + c)) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c215_R (a c d : nat) : rmoves (s182_board (2 + a) 1 (2 + c) (2 + d) 1) = [s201_board (2 + a) (2 + c) (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c215_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board (2 + a) 1 (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s182_c215_p82 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s182_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s182_q82 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q82 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q82] in Hc |- *.
  rewrite tf_game_eq, (s182_c215_L a c d), (s182_c215_R a c d); cbn [map].
  pose proof (use_s182 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s182_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s182_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c215_L3 a c d)).
  pose proof (use_s83 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c215_L3 a c d))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + c) (2 + d) 1 (opt_r _ _ _ (s182_c215_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c215_R2 a c d)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c215_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c215_R2 a c d))) as Ho4.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p82 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p63 Ho4 ltac:(zlia)).
  rewrite (s178_p63_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c215_p102 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s182_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s182_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q102] in Hc |- *.
  rewrite tf_game_eq, (s182_c215_L a c d), (s182_c215_R a c d); cbn [map].
  pose proof (use_s182 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s182_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s182_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c215_L3 a c d)).
  pose proof (use_s83 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c215_L3 a c d))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + c) (2 + d) 1 (opt_r _ _ _ (s182_c215_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c215_R2 a c d)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c215_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c215_R2 a c d))) as Ho4.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p102 Ho1 ltac:(zlia)).
  rewrite (s83_p3 Ho2 ltac:(zlia)).
  rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p78 Ho4 ltac:(zlia)).
  rewrite (s178_p78_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c216_L (a c d e : nat) : lmoves (s182_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s182_board (1 + a) 2 (2 + c) (2 + d) (2 + e); s182_board (2 + a) 1 (2 + c) (1 + d) (3 + e); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c216_L3 (a c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board (2 + a) 1 (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c216_R (a c d e : nat) : rmoves (s182_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s201_board (2 + a) (2 + c) (2 + d) (2 + e); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c216_R2 (a c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s182_c216_p82 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s182_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s182_q82 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q82 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q82] in Hc |- *.
  rewrite tf_game_eq, (s182_c216_L a c d e), (s182_c216_R a c d e); cbn [map].
  pose proof (use_s182 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s182_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s182_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c216_L3 a c d e)).
  pose proof (use_s83 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c216_L3 a c d e))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s182_c216_R a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c216_R2 a c d e)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c216_R a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c216_R2 a c d e))) as Ho4.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p82 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p63 Ho4 ltac:(zlia)).
  rewrite (s178_p63_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c216_p102 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s182_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s182_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q102] in Hc |- *.
  rewrite tf_game_eq, (s182_c216_L a c d e), (s182_c216_R a c d e); cbn [map].
  pose proof (use_s182 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s182_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s182_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c216_L3 a c d e)).
  pose proof (use_s83 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c216_L3 a c d e))) as Ho2.
  pose proof (use_s201 IH (2 + a) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s182_c216_R a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c216_R2 a c d e)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c216_R a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c216_R2 a c d e))) as Ho4.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p102 Ho1 ltac:(zlia)).
  rewrite (s83_p3 Ho2 ltac:(zlia)).
  rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p78 Ho4 ltac:(zlia)).
  rewrite (s178_p78_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==0 && d==0 && e==0: the board of s92 *)
Lemma s182_c217_p22 x (Hs92 : s92_claim x) (a b : nat) :
  x = s182_board (2 + a) (2 + b) 0 0 0 -> fst (s182_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q22] in Hc |- *.
  pose proof (Hs92 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==0 && d==0 && e==1: the board of s125 *)
Lemma s182_c218_p65 x (Hs125 : s125_claim x) (a b : nat) :
  x = s182_board (2 + a) (2 + b) 0 0 1 -> fst (s182_q65 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q65 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q65] in Hc |- *.
  pose proof (Hs125 (2 + a) (2 + b) 0 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==0 && d==0 && e>=2: the board of s125 *)
Lemma s182_c219_p18 x (Hs125 : s125_claim x) (a b e : nat) :
  x = s182_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s182_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q18] in Hc |- *.
  pose proof (Hs125 (2 + a) (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c219_p66 x (Hs125 : s125_claim x) (a b e : nat) :
  x = s182_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s182_q66 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q66 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q66] in Hc |- *.
  pose proof (Hs125 (2 + a) (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==0 && d==1 && e==0: the board of s92 *)
Lemma s182_c220_p29 x (Hs92 : s92_claim x) (a b : nat) :
  x = s182_board (2 + a) (2 + b) 0 1 0 -> fst (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs92 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==0 && d==1 && e==1: the board of s125 *)
Lemma s182_c221_p31 x (Hs125 : s125_claim x) (a b : nat) :
  x = s182_board (2 + a) (2 + b) 0 1 1 -> fst (s182_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q31] in Hc |- *.
  pose proof (Hs125 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==0 && d==1 && e>=2: the board of s125 *)
Lemma s182_c222_p67 x (Hs125 : s125_claim x) (a b e : nat) :
  x = s182_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s182_q67 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q67 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q67] in Hc |- *.
  pose proof (Hs125 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==0 && d>=2 && e==0: the board of s92 *)
Lemma s182_c223_p29 x (Hs92 : s92_claim x) (a b d : nat) :
  x = s182_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs92 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==0 && d>=2 && e==1: the board of s125 *)
Lemma s182_c224_p67 x (Hs125 : s125_claim x) (a b d : nat) :
  x = s182_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s182_q67 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q67 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q67] in Hc |- *.
  pose proof (Hs125 (2 + a) (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==0 && d>=2 && e>=2: the board of s125 *)
Lemma s182_c225_p67 x (Hs125 : s125_claim x) (a b d e : nat) :
  x = s182_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s182_q67 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q67 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q67] in Hc |- *.
  pose proof (Hs125 (2 + a) (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==1 && d==0 && e==0: the board of s152 *)
Lemma s182_c226_p65 x (Hs152 : s152_claim x) (a b : nat) :
  x = s182_board (2 + a) (2 + b) 1 0 0 -> fst (s182_q65 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q65 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q65] in Hc |- *.
  pose proof (Hs152 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c227_L (a b : nat) : lmoves (s182_board (2 + a) (2 + b) 1 0 1) = [s182_board (1 + a) (3 + b) 1 0 1; s167_board (2 + a) (2 + b) 0 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c227_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; E; T; T; F]) []) (s83_board (2 + a) (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c227_R (a b : nat) : rmoves (s182_board (2 + a) (2 + b) 1 0 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c227_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; T; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s182_c227_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s182_board (2 + a) (2 + b) 1 0 1 -> fst (s182_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q18] in Hc |- *.
  rewrite tf_game_eq, (s182_c227_L a b), (s182_c227_R a b); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) 1 0 1 (opt_l _ _ _ (s182_c227_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) 0 0 2 (opt_l _ _ _ (s182_c227_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s182_c227_L3 a b)).
  pose proof (use_s83 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c227_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c227_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s182_c227_R1 a b)).
  pose proof (use_s178 IH (2 + a) (2 + b) 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c227_R a b) ltac:(cbn [In]; left; reflexivity) (s182_c227_R1 a b))) as Ho3.
  rewrite (s182_p18 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s167_p98 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s167_p134 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s167_p165 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p187 Ho1 ltac:(zlia)).
    rewrite (s83_p3 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c228_L (a b e : nat) : lmoves (s182_board (2 + a) (2 + b) 1 0 (2 + e)) = [s182_board (1 + a) (3 + b) 1 0 (2 + e); s167_board (2 + a) (2 + b) 0 0 (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c228_L3 (a b e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board (2 + a) (2 + b) 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c228_R (a b e : nat) : rmoves (s182_board (2 + a) (2 + b) 1 0 (2 + e)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c228_R1 (a b e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board (2 + a) (2 + b) 1 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s182_c228_p68 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s182_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s182_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q68] in Hc |- *.
  rewrite tf_game_eq, (s182_c228_L a b e), (s182_c228_R a b e); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) 1 0 (2 + e) (opt_l _ _ _ (s182_c228_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) 0 0 (3 + e) (opt_l _ _ _ (s182_c228_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c228_L3 a b e)).
  pose proof (use_s83 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c228_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c228_L3 a b e))) as Ho2.
  rewrite (tf_norm_game (s182_c228_R1 a b e)).
  pose proof (use_s178 IH (2 + a) (2 + b) 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c228_R a b e) ltac:(cbn [In]; left; reflexivity) (s182_c228_R1 a b e))) as Ho3.
  rewrite (s182_p68 Ho0 ltac:(zlia)).
  assert (Hp1s0 : (Z.of_nat (2 + b) = 3)%Z \/ ~ ((Z.of_nat (2 + b) = 3)%Z)) by zlia.
  destruct Hp1s0 as [Hp1s0|Hp1s0].
  {
    assert (Hp1 : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + e) >= 1)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + e) = 0 /\ Z.of_nat (2 + a) >= 3)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + e) = 1 /\ Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + e) >= 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]].
    {
      rewrite (s167_p166 Ho1 ltac:(zlia)).
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s167_p167 Ho1 ltac:(zlia)).
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s167_p168 Ho1 ltac:(zlia)).
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s167_p188 Ho1 ltac:(zlia)).
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s167_p189 Ho1 ltac:(zlia)).
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s167_p190 Ho1 ltac:(zlia)).
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s167_p191 Ho1 ltac:(zlia)).
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    assert (Hp1 : (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + e) = 3 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + e) = 2 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + e) <= 1 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) + Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 4 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
    {
      rewrite (s167_p99 Ho1 ltac:(zlia)).
      assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
      destruct Hp2 as [Hp2|Hp2].
      {
        rewrite (s83_p2 Ho2 ltac:(zlia)).
        rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        rewrite (s178_p50 Ho3 ltac:(zlia)).
        rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
      }
      {
        rewrite (s83_p3 Ho2 ltac:(zlia)).
        rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        rewrite (s178_p50 Ho3 ltac:(zlia)).
        rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
      }
    }
    {
      rewrite (s167_p100 Ho1 ltac:(zlia)).
      assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
      destruct Hp2 as [Hp2|Hp2].
      {
        rewrite (s83_p2 Ho2 ltac:(zlia)).
        rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        rewrite (s178_p50 Ho3 ltac:(zlia)).
        rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
      }
      {
        rewrite (s83_p3 Ho2 ltac:(zlia)).
        rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        rewrite (s178_p50 Ho3 ltac:(zlia)).
        rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
      }
    }
    {
      rewrite (s167_p101 Ho1 ltac:(zlia)).
      assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
      destruct Hp2 as [Hp2|Hp2].
      {
        rewrite (s83_p2 Ho2 ltac:(zlia)).
        rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        rewrite (s178_p50 Ho3 ltac:(zlia)).
        rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
      }
      {
        rewrite (s83_p3 Ho2 ltac:(zlia)).
        rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        rewrite (s178_p50 Ho3 ltac:(zlia)).
        rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
      }
    }
    {
      rewrite (s167_p102 Ho1 ltac:(zlia)).
      assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
      destruct Hp2 as [Hp2|Hp2].
      {
        rewrite (s83_p2 Ho2 ltac:(zlia)).
        rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        rewrite (s178_p50 Ho3 ltac:(zlia)).
        rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
      }
      {
        rewrite (s83_p3 Ho2 ltac:(zlia)).
        rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        rewrite (s178_p50 Ho3 ltac:(zlia)).
        rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
      }
    }
    {
      rewrite (s167_p134 Ho1 ltac:(zlia)).
      assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
      destruct Hp2 as [Hp2|Hp2].
      {
        rewrite (s83_p2 Ho2 ltac:(zlia)).
        rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        rewrite (s178_p50 Ho3 ltac:(zlia)).
        rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
      }
      {
        rewrite (s83_p3 Ho2 ltac:(zlia)).
        rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        rewrite (s178_p50 Ho3 ltac:(zlia)).
        rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
      }
    }
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==1 && d==1 && e==0: the board of s152 *)
Lemma s182_c229_p29 x (Hs152 : s152_claim x) (a b : nat) :
  x = s182_board (2 + a) (2 + b) 1 1 0 -> fst (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs152 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c230_L (a b : nat) : lmoves (s182_board (2 + a) (2 + b) 1 1 1) = [s182_board (1 + a) (3 + b) 1 1 1; s182_board (2 + a) (2 + b) 1 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c230_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; E; T; T; F]) []) (s83_board (2 + a) (2 + b) 1) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c230_R (a b : nat) : rmoves (s182_board (2 + a) (2 + b) 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c230_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; T; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s182_c230_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s182_board (2 + a) (2 + b) 1 1 1 -> fst (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c230_L a b), (s182_c230_R a b); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s182_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) 1 0 2 (opt_l _ _ _ (s182_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c230_L3 a b)).
  pose proof (use_s83 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c230_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s182_c230_R1 a b)).
  pose proof (use_s178 IH (2 + a) (2 + b) 1 1 1 (opt_norm_r _ _ _ _ _ (s182_c230_R a b) ltac:(cbn [In]; left; reflexivity) (s182_c230_R1 a b))) as Ho3.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p68 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s83_p3 Ho2 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c231_L (a b e : nat) : lmoves (s182_board (2 + a) (2 + b) 1 1 (2 + e)) = [s182_board (1 + a) (3 + b) 1 1 (2 + e); s182_board (2 + a) (2 + b) 1 0 (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c231_L3 (a b e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board (2 + a) (2 + b) 1) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c231_R (a b e : nat) : rmoves (s182_board (2 + a) (2 + b) 1 1 (2 + e)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c231_R1 (a b e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board (2 + a) (2 + b) 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s182_c231_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s182_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c231_L a b e), (s182_c231_R a b e); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s182_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) 1 0 (3 + e) (opt_l _ _ _ (s182_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c231_L3 a b e)).
  pose proof (use_s83 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c231_L3 a b e))) as Ho2.
  rewrite (tf_norm_game (s182_c231_R1 a b e)).
  pose proof (use_s178 IH (2 + a) (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c231_R a b e) ltac:(cbn [In]; left; reflexivity) (s182_c231_R1 a b e))) as Ho3.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p68 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s83_p3 Ho2 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==1 && d>=2 && e==0: the board of s152 *)
Lemma s182_c232_p29 x (Hs152 : s152_claim x) (a b d : nat) :
  x = s182_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs152 (2 + a) (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c233_L (a b d : nat) : lmoves (s182_board (2 + a) (2 + b) 1 (2 + d) 1) = [s182_board (1 + a) (3 + b) 1 (2 + d) 1; s182_board (2 + a) (2 + b) 1 (1 + d) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c233_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board (2 + a) (2 + b) 1) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c233_R (a b d : nat) : rmoves (s182_board (2 + a) (2 + b) 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c233_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s182_c233_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s182_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c233_L a b d), (s182_c233_R a b d); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s182_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s182_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c233_L3 a b d)).
  pose proof (use_s83 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c233_L3 a b d))) as Ho2.
  rewrite (tf_norm_game (s182_c233_R1 a b d)).
  pose proof (use_s178 IH (2 + a) (2 + b) 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c233_R a b d) ltac:(cbn [In]; left; reflexivity) (s182_c233_R1 a b d))) as Ho3.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s83_p3 Ho2 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c234_L (a b d e : nat) : lmoves (s182_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s182_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s182_board (2 + a) (2 + b) 1 (1 + d) (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c234_L3 (a b d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board (2 + a) (2 + b) 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c234_R (a b d e : nat) : rmoves (s182_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c234_R1 (a b d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s182_c234_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s182_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c234_L a b d e), (s182_c234_R a b d e); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s182_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s182_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c234_L3 a b d e)).
  pose proof (use_s83 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c234_L3 a b d e))) as Ho2.
  rewrite (tf_norm_game (s182_c234_R1 a b d e)).
  pose proof (use_s178 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c234_R a b d e) ltac:(cbn [In]; left; reflexivity) (s182_c234_R1 a b d e))) as Ho3.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s83_p3 Ho2 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s152 *)
Lemma s182_c235_p5 x (Hs152 : s152_claim x) (a b c : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s182_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q5] in Hc |- *.
  pose proof (Hs152 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c235_p34 x (Hs152 : s152_claim x) (a b c : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s182_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q34] in Hc |- *.
  pose proof (Hs152 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c235_p36 x (Hs152 : s152_claim x) (a b c : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s182_q36 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q36 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q36] in Hc |- *.
  pose proof (Hs152 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c235_p38 x (Hs152 : s152_claim x) (a b c : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s182_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q38] in Hc |- *.
  pose proof (Hs152 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c236_L (a b c : nat) : lmoves (s182_board (2 + a) (2 + b) (2 + c) 0 1) = [s182_board (1 + a) (3 + b) (2 + c) 0 1; s167_board (2 + a) (2 + b) (1 + c) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c236_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) (s83_board (2 + a) (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c236_R (a b c : nat) : rmoves (s182_board (2 + a) (2 + b) (2 + c) 0 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c236_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) (2 + c) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s182_c236_p68 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s182_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q68] in Hc |- *.
  rewrite tf_game_eq, (s182_c236_L a b c), (s182_c236_R a b c); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s182_c236_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) 0 2 (opt_l _ _ _ (s182_c236_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s182_c236_L3 a b c)).
  pose proof (use_s83 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c236_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c236_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s182_c236_R1 a b c)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s182_c236_R a b c) ltac:(cbn [In]; left; reflexivity) (s182_c236_R1 a b c))) as Ho3.
  rewrite (s182_p68 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s167_p64 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s167_p71 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s167_p77 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s167_p83 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s182_c237_L (a b c e : nat) : lmoves (s182_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [s182_board (1 + a) (3 + b) (2 + c) 0 (2 + e); s167_board (2 + a) (2 + b) (1 + c) 0 (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c237_L3 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board (2 + a) (2 + b) (2 + c)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c237_R (a b c e : nat) : rmoves (s182_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c237_R1 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s182_c237_p68 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s182_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q68] in Hc |- *.
  rewrite tf_game_eq, (s182_c237_L a b c e), (s182_c237_R a b c e); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s182_c237_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) 0 (3 + e) (opt_l _ _ _ (s182_c237_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c237_L3 a b c e)).
  pose proof (use_s83 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c237_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c237_L3 a b c e))) as Ho2.
  rewrite (tf_norm_game (s182_c237_R1 a b c e)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c237_R a b c e) ltac:(cbn [In]; left; reflexivity) (s182_c237_R1 a b c e))) as Ho3.
  rewrite (s182_p68 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s167_p64 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s167_p71 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s167_p77 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s167_p83 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s83_p2 Ho2 ltac:(zlia)).
      rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s83_p3 Ho2 ltac:(zlia)).
      rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      rewrite (s178_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c>=2 && d==1 && e==0: the board of s152 *)
Lemma s182_c238_p29 x (Hs152 : s152_claim x) (a b c : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs152 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c239_L (a b c : nat) : lmoves (s182_board (2 + a) (2 + b) (2 + c) 1 1) = [s182_board (1 + a) (3 + b) (2 + c) 1 1; s182_board (2 + a) (2 + b) (2 + c) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c239_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) (s83_board (2 + a) (2 + b) (2 + c)) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c239_R (a b c : nat) : rmoves (s182_board (2 + a) (2 + b) (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c239_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s182_c239_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c239_L a b c), (s182_c239_R a b c); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s182_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) (2 + c) 0 2 (opt_l _ _ _ (s182_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c239_L3 a b c)).
  pose proof (use_s83 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c239_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s182_c239_R1 a b c)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s182_c239_R a b c) ltac:(cbn [In]; left; reflexivity) (s182_c239_R1 a b c))) as Ho3.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p68 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s83_p3 Ho2 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c240_L (a b c e : nat) : lmoves (s182_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s182_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s182_board (2 + a) (2 + b) (2 + c) 0 (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c240_L3 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board (2 + a) (2 + b) (2 + c)) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c240_R (a b c e : nat) : rmoves (s182_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c240_R1 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s182_c240_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c240_L a b c e), (s182_c240_R a b c e); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s182_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) (2 + c) 0 (3 + e) (opt_l _ _ _ (s182_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c240_L3 a b c e)).
  pose proof (use_s83 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c240_L3 a b c e))) as Ho2.
  rewrite (tf_norm_game (s182_c240_R1 a b c e)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c240_R a b c e) ltac:(cbn [In]; left; reflexivity) (s182_c240_R1 a b c e))) as Ho3.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p68 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s83_p3 Ho2 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c>=2 && d>=2 && e==0: the board of s152 *)
Lemma s182_c241_p29 x (Hs152 : s152_claim x) (a b c d : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs152 (2 + a) (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c242_L (a b c d : nat) : lmoves (s182_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s182_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s182_board (2 + a) (2 + b) (2 + c) (1 + d) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c242_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board (2 + a) (2 + b) (2 + c)) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c242_R (a b c d : nat) : rmoves (s182_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c242_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s182_c242_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c242_L a b c d), (s182_c242_R a b c d); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s182_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s182_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c242_L3 a b c d)).
  pose proof (use_s83 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c242_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s182_c242_R1 a b c d)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s182_c242_R1 a b c d))) as Ho3.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s83_p3 Ho2 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c243_L (a b c d e : nat) : lmoves (s182_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s182_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s182_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c243_L3 (a b c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board (2 + a) (2 + b) (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c243_R (a b c d e : nat) : rmoves (s182_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c243_R1 (a b c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s182_c243_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s182_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c243_L a b c d e), (s182_c243_R a b c d e); cbn [map].
  pose proof (use_s182 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s182_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s182_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c243_L3 a b c d e)).
  pose proof (use_s83 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c243_L3 a b c d e))) as Ho2.
  rewrite (tf_norm_game (s182_c243_R1 a b c d e)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c243_R a b c d e) ltac:(cbn [In]; left; reflexivity) (s182_c243_R1 a b c d e))) as Ho3.
  rewrite (s182_p26 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s83_p3 Ho2 ltac:(zlia)).
    rewrite (s83_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    rewrite (s178_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s183_c1_L : lmoves (s183_board 0 0) = [].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c1_R : rmoves (s183_board 0 0) = [strip [(0, 1); (2, 1)] ([E; T; F]) []].
Proof. unfold s183_board, strip. tf_options. Qed.
Lemma s183_c1_R1 : tf_norm (strip [(0, 1); (2, 1)] ([E; T; F]) []) (s62_board 0) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
(* s183 = T^a F _^3 T^b F T F on a==0 && b==0 *)
Lemma s183_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s183_board 0 0 -> fst (s183_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s183_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s183_q1] in Hc |- *.
  rewrite tf_game_eq, (s183_c1_L), (s183_c1_R); cbn [map].
  rewrite (tf_norm_game (s183_c1_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s183_c1_R) ltac:(cbn [In]; left; reflexivity) (s183_c1_R1))) as Ho0.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s183_c2_L : lmoves (s183_board 0 1) = [].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c2_R : rmoves (s183_board 0 1) = [strip [(0, 1); (2, 1)] ([T; E; T; F]) []].
Proof. unfold s183_board, strip. tf_options. Qed.
Lemma s183_c2_R1 : tf_norm (strip [(0, 1); (2, 1)] ([T; E; T; F]) []) (s64_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
(* s183 = T^a F _^3 T^b F T F on a==0 && b==1 *)
Lemma s183_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s183_board 0 1 -> fst (s183_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s183_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s183_q1] in Hc |- *.
  rewrite tf_game_eq, (s183_c2_L), (s183_c2_R); cbn [map].
  rewrite (tf_norm_game (s183_c2_R1)).
  pose proof (use_s64 IH 0 1 (opt_norm_r _ _ _ _ _ (s183_c2_R) ltac:(cbn [In]; left; reflexivity) (s183_c2_R1))) as Ho0.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s183_c3_L (b : nat) : lmoves (s183_board 0 (2 + b)) = [].
Proof. unfold s183_board. tf_options. Qed.
Lemma s183_c3_R (b : nat) : rmoves (s183_board 0 (2 + b)) = [].
Proof. unfold s183_board. tf_options. Qed.
(* s183 = T^a F _^3 T^b F T F on a==0 && b>=2 *)
Lemma s183_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s183_board 0 (2 + b) -> fst (s183_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s183_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s183_q2] in Hc |- *.
  rewrite tf_game_eq, (s183_c3_L b), (s183_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s183_c4_L : lmoves (s183_board 1 0) = [strip [(1, 1)] ([T; E; E; F; T; F]) []].
Proof. unfold s183_board, strip. tf_options. Qed.
Lemma s183_c4_L1 : tf_norm (strip [(1, 1)] ([T; E; E; F; T; F]) []) (s52_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s183_c4_R : rmoves (s183_board 1 0) = [s144_board 1 0 0].
Proof. unfold s144_board, s183_board. tf_options. Qed.
(* s183 = T^a F _^3 T^b F T F on a==1 && b==0 *)
Lemma s183_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s183_board 1 0 -> fst (s183_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s183_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s183_q3] in Hc |- *.
  rewrite tf_game_eq, (s183_c4_L), (s183_c4_R); cbn [map].
  rewrite (tf_norm_game (s183_c4_L1)).
  pose proof (use_s52 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s183_c4_L) ltac:(cbn [In]; left; reflexivity) (s183_c4_L1))) as Ho0.
  pose proof (use_s144 IH 1 0 0 (opt_r _ _ _ (s183_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s52_p6 Ho0 ltac:(zlia)).
  rewrite (s52_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s183_c5_L : lmoves (s183_board 1 1) = [strip [(1, 1)] ([T; E; E; T; F; T; F]) []].
Proof. unfold s183_board, strip. tf_options. Qed.
Lemma s183_c5_L1 : tf_norm (strip [(1, 1)] ([T; E; E; T; F; T; F]) []) (s52_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s183_c5_R : rmoves (s183_board 1 1) = [s144_board 1 0 1].
Proof. unfold s144_board, s183_board. tf_options. Qed.
(* s183 = T^a F _^3 T^b F T F on a==1 && b==1 *)
Lemma s183_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s183_board 1 1 -> fst (s183_q4 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s183_q4 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s183_q4] in Hc |- *.
  rewrite tf_game_eq, (s183_c5_L), (s183_c5_R); cbn [map].
  rewrite (tf_norm_game (s183_c5_L1)).
  pose proof (use_s52 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s183_c5_L) ltac:(cbn [In]; left; reflexivity) (s183_c5_L1))) as Ho0.
  pose proof (use_s144 IH 1 0 1 (opt_r _ _ _ (s183_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s52_p7 Ho0 ltac:(zlia)).
  rewrite (s52_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s183_c6_L (b : nat) : lmoves (s183_board 1 (2 + b)) = [strip [(1, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) []].
Proof. unfold s183_board, strip. tf_options. Qed.
Lemma s183_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) []) (s52_board 0 1 (2 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s183_c6_R (b : nat) : rmoves (s183_board 1 (2 + b)) = [].
Proof. unfold s183_board. tf_options. Qed.
(* s183 = T^a F _^3 T^b F T F on a==1 && b>=2 *)
Lemma s183_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s183_board 1 (2 + b) -> fst (s183_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s183_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s183_q2] in Hc |- *.
  rewrite tf_game_eq, (s183_c6_L b), (s183_c6_R b); cbn [map].
  rewrite (tf_norm_game (s183_c6_L1 b)).
  pose proof (use_s52 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s183_c6_L b) ltac:(cbn [In]; left; reflexivity) (s183_c6_L1 b))) as Ho0.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  rewrite (s52_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s183_c7_L (a : nat) : lmoves (s183_board (2 + a) 0) = [s193_board (1 + a) 0 1 0].
Proof. unfold s183_board, s193_board. tf_options. Qed.
Lemma s183_c7_R (a : nat) : rmoves (s183_board (2 + a) 0) = [s144_board (2 + a) 0 0].
Proof. unfold s144_board, s183_board. tf_options. Qed.
(* s183 = T^a F _^3 T^b F T F on a>=2 && b==0 *)
Lemma s183_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s183_board (2 + a) 0 -> fst (s183_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s183_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s183_q4] in Hc |- *.
  rewrite tf_game_eq, (s183_c7_L a), (s183_c7_R a); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 1 0 (opt_l _ _ _ (s183_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH (2 + a) 0 0 (opt_r _ _ _ (s183_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s193_p8 Ho0 ltac:(zlia)).
  rewrite (s144_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s183_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s183_board (2 + a) 0 -> fst (s183_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s183_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s183_q5] in Hc |- *.
  rewrite tf_game_eq, (s183_c7_L a), (s183_c7_R a); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 1 0 (opt_l _ _ _ (s183_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH (2 + a) 0 0 (opt_r _ _ _ (s183_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s193_p32 Ho0 ltac:(zlia)).
  rewrite (s144_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s183_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s183_board (2 + a) 0 -> fst (s183_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s183_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s183_q7] in Hc |- *.
  rewrite tf_game_eq, (s183_c7_L a), (s183_c7_R a); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 1 0 (opt_l _ _ _ (s183_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH (2 + a) 0 0 (opt_r _ _ _ (s183_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s193_p53 Ho0 ltac:(zlia)).
  rewrite (s144_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s183_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s183_board (2 + a) 0 -> fst (s183_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s183_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s183_q8] in Hc |- *.
  rewrite tf_game_eq, (s183_c7_L a), (s183_c7_R a); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 1 0 (opt_l _ _ _ (s183_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH (2 + a) 0 0 (opt_r _ _ _ (s183_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s193_p63 Ho0 ltac:(zlia)).
  rewrite (s144_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s183_c8_L (a : nat) : lmoves (s183_board (2 + a) 1) = [s193_board (1 + a) 0 1 1].
Proof. unfold s183_board, s193_board. tf_options. Qed.
Lemma s183_c8_R (a : nat) : rmoves (s183_board (2 + a) 1) = [s144_board (2 + a) 0 1].
Proof. unfold s144_board, s183_board. tf_options. Qed.
(* s183 = T^a F _^3 T^b F T F on a>=2 && b==1 *)
Lemma s183_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s183_board (2 + a) 1 -> fst (s183_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s183_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s183_q6] in Hc |- *.
  rewrite tf_game_eq, (s183_c8_L a), (s183_c8_R a); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 1 1 (opt_l _ _ _ (s183_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH (2 + a) 0 1 (opt_r _ _ _ (s183_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s193_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s144_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s144_p18 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s144_p21 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s183_c9_L (a b : nat) : lmoves (s183_board (2 + a) (2 + b)) = [s193_board (1 + a) 0 1 (2 + b)].
Proof. unfold s183_board, s193_board. tf_options. Qed.
Lemma s183_c9_R (a b : nat) : rmoves (s183_board (2 + a) (2 + b)) = [].
Proof. unfold s183_board. tf_options. Qed.
(* s183 = T^a F _^3 T^b F T F on a>=2 && b>=2 *)
Lemma s183_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s183_board (2 + a) (2 + b) -> fst (s183_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s183_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s183_q2] in Hc |- *.
  rewrite tf_game_eq, (s183_c9_L a b), (s183_c9_R a b); cbn [map].
  pose proof (use_s193 IH (1 + a) 0 1 (2 + b) (opt_l _ _ _ (s183_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s184 = T^a F _^2 T^b _ T^c F T F on a==0 && b==0 && c==0: the board of s183 *)
Lemma s184_c1_p1 x (Hs183 : s183_claim x) :
  x = s184_board 0 0 0 -> fst (s184_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s184_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s184_q1] in Hc |- *.
  pose proof (Hs183 0 0 ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s184 = T^a F _^2 T^b _ T^c F T F on a==0 && b==0 && c==1: the board of s183 *)
Lemma s184_c2_p1 x (Hs183 : s183_claim x) :
  x = s184_board 0 0 1 -> fst (s184_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s184_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s184_q1] in Hc |- *.
  pose proof (Hs183 0 1 ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s184 = T^a F _^2 T^b _ T^c F T F on a==0 && b==0 && c>=2: the board of s183 *)
Lemma s184_c3_p2 x (Hs183 : s183_claim x) (c : nat) :
  x = s184_board 0 0 (2 + c) -> fst (s184_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s184_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s184_q2] in Hc |- *.
  pose proof (Hs183 0 (2 + c) ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s184_c4_L : lmoves (s184_board 0 1 0) = [strip [(0, 1)] ([E; E; E; T; F; T; F]) []].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c4_L1 : tf_norm (strip [(0, 1)] ([E; E; E; T; F; T; F]) []) (s49_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; E; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c4_R : rmoves (s184_board 0 1 0) = [strip [(0, 1)] ([E; E; T; F; E; T; F]) []].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c4_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E; T; F]) []) (s54_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==0 && b==1 && c==0 *)
Lemma s184_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s184_board 0 1 0 -> fst (s184_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s184_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s184_q1] in Hc |- *.
  rewrite tf_game_eq, (s184_c4_L), (s184_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s184_c4_L1)).
  pose proof (use_s49 IH 0 1 (opt_norm_l _ _ _ _ _ (s184_c4_L) ltac:(cbn [In]; left; reflexivity) (s184_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s184_c4_R1)).
  pose proof (use_s54 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s184_c4_R) ltac:(cbn [In]; left; reflexivity) (s184_c4_R1))) as Ho1.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  rewrite (s54_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s184_c5_L : lmoves (s184_board 0 1 1) = [strip [(0, 1)] ([E; E; E; T; T; F; T; F]) []].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; E; T; T; F; T; F]) []) (s49_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; E; T; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c5_R : rmoves (s184_board 0 1 1) = [strip [(0, 1)] ([E; E; T; F; T; E; T; F]) []].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c5_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F; T; E; T; F]) []) (s54_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==0 && b==1 && c==1 *)
Lemma s184_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s184_board 0 1 1 -> fst (s184_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s184_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s184_q3] in Hc |- *.
  rewrite tf_game_eq, (s184_c5_L), (s184_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s184_c5_L1)).
  pose proof (use_s49 IH 0 2 (opt_norm_l _ _ _ _ _ (s184_c5_L) ltac:(cbn [In]; left; reflexivity) (s184_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s184_c5_R1)).
  pose proof (use_s54 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s184_c5_R) ltac:(cbn [In]; left; reflexivity) (s184_c5_R1))) as Ho1.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  rewrite (s54_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s184_c6_L (c : nat) : lmoves (s184_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: E :: repeat T (3 + c) ++ [F; T; F]) []].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: E :: repeat T (3 + c) ++ [F; T; F]) []) (s49_board 0 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: E :: repeat T (3 + c) ++ [F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c6_R (c : nat) : rmoves (s184_board 0 1 (2 + c)) = [].
Proof. unfold s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==0 && b==1 && c>=2 *)
Lemma s184_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s184_board 0 1 (2 + c) -> fst (s184_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s184_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s184_q2] in Hc |- *.
  rewrite tf_game_eq, (s184_c6_L c), (s184_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s184_c6_L1 c)).
  pose proof (use_s49 IH 0 (3 + c) (opt_norm_l _ _ _ _ _ (s184_c6_L c) ltac:(cbn [In]; left; reflexivity) (s184_c6_L1 c))) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s184_c7_L (b : nat) : lmoves (s184_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; F; T; F]) []].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; F; T; F]) []) (s50_board 0 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c7_R (b : nat) : rmoves (s184_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []) (s54_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==0 && b>=2 && c==0 *)
Lemma s184_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s184_board 0 (2 + b) 0 -> fst (s184_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s184_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s184_q4] in Hc |- *.
  rewrite tf_game_eq, (s184_c7_L b), (s184_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s184_c7_L1 b)).
  pose proof (use_s50 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s184_c7_L b) ltac:(cbn [In]; left; reflexivity) (s184_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s184_c7_R1 b)).
  pose proof (use_s54 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s184_c7_R b) ltac:(cbn [In]; left; reflexivity) (s184_c7_R1 b))) as Ho1.
  rewrite (s50_p5 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s184_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s184_board 0 (2 + b) 0 -> fst (s184_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s184_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s184_q7] in Hc |- *.
  rewrite tf_game_eq, (s184_c7_L b), (s184_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s184_c7_L1 b)).
  pose proof (use_s50 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s184_c7_L b) ltac:(cbn [In]; left; reflexivity) (s184_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s184_c7_R1 b)).
  pose proof (use_s54 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s184_c7_R b) ltac:(cbn [In]; left; reflexivity) (s184_c7_R1 b))) as Ho1.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s184_c8_L (b : nat) : lmoves (s184_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F; T; F]) []].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F; T; F]) []) (s50_board 0 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c8_R (b : nat) : rmoves (s184_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []) (s54_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==0 && b>=2 && c==1 *)
Lemma s184_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s184_board 0 (2 + b) 1 -> fst (s184_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s184_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s184_q6] in Hc |- *.
  rewrite tf_game_eq, (s184_c8_L b), (s184_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s184_c8_L1 b)).
  pose proof (use_s50 IH 0 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s184_c8_L b) ltac:(cbn [In]; left; reflexivity) (s184_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s184_c8_R1 b)).
  pose proof (use_s54 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s184_c8_R b) ltac:(cbn [In]; left; reflexivity) (s184_c8_R1 b))) as Ho1.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s184_c9_L (b c : nat) : lmoves (s184_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F]) []].
Proof. unfold s184_board, strip. tf_options. Qed.
Lemma s184_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F]) []) (s50_board 0 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c9_R (b c : nat) : rmoves (s184_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==0 && b>=2 && c>=2 *)
Lemma s184_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s184_board 0 (2 + b) (2 + c) -> fst (s184_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s184_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s184_q2] in Hc |- *.
  rewrite tf_game_eq, (s184_c9_L b c), (s184_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s184_c9_L1 b c)).
  pose proof (use_s50 IH 0 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s184_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s184_c9_L1 b c))) as Ho0.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s184 = T^a F _^2 T^b _ T^c F T F on a==1 && b==0 && c==0: the board of s183 *)
Lemma s184_c10_p8 x (Hs183 : s183_claim x) :
  x = s184_board 1 0 0 -> fst (s184_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s184_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s184_q8] in Hc |- *.
  pose proof (Hs183 1 0 ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s184 = T^a F _^2 T^b _ T^c F T F on a==1 && b==0 && c==1: the board of s183 *)
Lemma s184_c11_p1 x (Hs183 : s183_claim x) :
  x = s184_board 1 0 1 -> fst (s184_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s184_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s184_q1] in Hc |- *.
  pose proof (Hs183 1 1 ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s184 = T^a F _^2 T^b _ T^c F T F on a==1 && b==0 && c>=2: the board of s183 *)
Lemma s184_c12_p2 x (Hs183 : s183_claim x) (c : nat) :
  x = s184_board 1 0 (2 + c) -> fst (s184_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s184_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s184_q2] in Hc |- *.
  pose proof (Hs183 1 (2 + c) ltac:(rewrite Hx; unfold s184_board, s183_board; board_eq)) as Ho0.
  rewrite (s183_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s184_c13_L : lmoves (s184_board 1 1 0) = [strip [(1, 1)] ([T; E; T; E; F; T; F]) []; s183_board 1 1].
Proof. unfold s183_board, s184_board, strip. tf_options. Qed.
Lemma s184_c13_L1 : tf_norm (strip [(1, 1)] ([T; E; T; E; F; T; F]) []) (s53_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c13_R : rmoves (s184_board 1 1 0) = [s144_board 1 1 0].
Proof. unfold s144_board, s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==1 && b==1 && c==0 *)
Lemma s184_c13_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s184_board 1 1 0 -> fst (s184_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s184_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s184_q1] in Hc |- *.
  rewrite tf_game_eq, (s184_c13_L), (s184_c13_R); cbn [map].
  rewrite (tf_norm_game (s184_c13_L1)).
  pose proof (use_s53 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s184_c13_L) ltac:(cbn [In]; left; reflexivity) (s184_c13_L1))) as Ho0.
  pose proof (use_s183 IH 1 1 (opt_l _ _ _ (s184_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH 1 1 0 (opt_r _ _ _ (s184_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p16 Ho0 ltac:(zlia)).
  rewrite (s53_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s183_p4 Ho1 ltac:(zlia)).
  rewrite (s144_p11 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s184_c14_L : lmoves (s184_board 1 1 1) = [strip [(1, 1)] ([T; E; T; E; T; F; T; F]) []; s183_board 1 2].
Proof. unfold s183_board, s184_board, strip. tf_options. Qed.
Lemma s184_c14_L1 : tf_norm (strip [(1, 1)] ([T; E; T; E; T; F; T; F]) []) (s53_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c14_R : rmoves (s184_board 1 1 1) = [s144_board 1 1 1].
Proof. unfold s144_board, s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==1 && b==1 && c==1 *)
Lemma s184_c14_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s184_board 1 1 1 -> fst (s184_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s184_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s184_q9] in Hc |- *.
  rewrite tf_game_eq, (s184_c14_L), (s184_c14_R); cbn [map].
  rewrite (tf_norm_game (s184_c14_L1)).
  pose proof (use_s53 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s184_c14_L) ltac:(cbn [In]; left; reflexivity) (s184_c14_L1))) as Ho0.
  pose proof (use_s183 IH 1 2 (opt_l _ _ _ (s184_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s144 IH 1 1 1 (opt_r _ _ _ (s184_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p17 Ho0 ltac:(zlia)).
  rewrite (s53_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s183_p2 Ho1 ltac:(zlia)).
  rewrite (s144_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s184_c15_L (c : nat) : lmoves (s184_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []; s183_board 1 (3 + c)].
Proof. unfold s183_board, s184_board, strip. tf_options. Qed.
Lemma s184_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s53_board 0 1 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s184_c15_R (c : nat) : rmoves (s184_board 1 1 (2 + c)) = [].
Proof. unfold s184_board. tf_options. Qed.
(* s184 = T^a F _^2 T^b _ T^c F T F on a==1 && b==1 && c>=2 *)
Lemma s184_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s184_board 1 1 (2 + c) -> fst (s184_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s184_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s184_q2] in Hc |- *.
  rewrite tf_game_eq, (s184_c15_L c), (s184_c15_R c); cbn [map].
  rewrite (tf_norm_game (s184_c15_L1 c)).
  pose proof (use_s53 IH 0 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s184_c15_L c) ltac:(cbn [In]; left; reflexivity) (s184_c15_L1 c))) as Ho0.
  pose proof (use_s183 IH 1 (3 + c) (opt_l _ _ _ (s184_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s183_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

