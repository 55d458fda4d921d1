(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s112_c63_L (a c d : nat) : lmoves (s112_board (2 + a) 0 (2 + c) (2 + d)) = [s112_board (1 + a) 1 (2 + c) (2 + d); s112_board (2 + a) 0 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c63_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board (2 + a) 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c63_R (a c d : nat) : rmoves (s112_board (2 + a) 0 (2 + c) (2 + d)) = [s110_board (2 + a) (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s110_board, s112_board, strip. tf_options. Qed.
Lemma s112_c63_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board (2 + a) 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s112_c63_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s112_board (2 + a) 0 (2 + c) (2 + d) -> fst (s112_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q21] in Hc |- *.
  rewrite tf_game_eq, (s112_c63_L a c d), (s112_c63_R a c d); cbn [map].
  pose proof (use_s112 IH (1 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s112_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 0 (1 + c) (3 + d) (opt_l _ _ _ (s112_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c63_L3 a c d)).
  pose proof (use_s75 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s112_c63_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c63_L3 a c d))) as Ho2.
  pose proof (use_s110 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s112_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c63_R2 a c d)).
  pose proof (use_s113 IH (2 + a) 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s112_c63_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c63_R2 a c d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==0 && d==0: the board of s84 *)
Lemma s112_c64_p13 x (Hs84 : s84_claim x) (a : nat) :
  x = s112_board (2 + a) 1 0 0 -> fst (s112_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q13] in Hc |- *.
  pose proof (Hs84 (2 + a) 1 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c65_L (a : nat) : lmoves (s112_board (2 + a) 1 0 1) = [s112_board (1 + a) 2 0 1; s54_board (2 + a) 0 2; strip [] (repeat T (2 + a) ++ [E; T; F; E; E; T; T; F]) []].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s112_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; E; E; T; T; F]) []) (s75_board (2 + a) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c65_R (a : nat) : rmoves (s112_board (2 + a) 1 0 1) = [s118_board (2 + a) 1; strip [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, s118_board, strip. tf_options. Qed.
Lemma s112_c65_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) [(1, 1)]) (s113_board (2 + a) 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s112_c65_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s112_board (2 + a) 1 0 1 -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c65_L a), (s112_c65_R a); cbn [map].
  pose proof (use_s112 IH (1 + a) 2 0 1 (opt_l _ _ _ (s112_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 0 2 (opt_l _ _ _ (s112_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s112_c65_L3 a)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s112_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c65_L3 a))) as Ho2.
  pose proof (use_s118 IH (2 + a) 1 (opt_r _ _ _ (s112_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c65_R2 a)).
  pose proof (use_s113 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s112_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c65_R2 a))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s54_p11 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|[Hp3|Hp3]]].
  {
    rewrite (s118_p3 Ho3 ltac:(zlia)).
    rewrite (s113_p6 Ho4 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s118_p5 Ho3 ltac:(zlia)).
    rewrite (s113_p6 Ho4 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s118_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6 Ho4 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s118_p7 Ho3 ltac:(zlia)).
    rewrite (s113_p6 Ho4 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s112_c66_L (a d : nat) : lmoves (s112_board (2 + a) 1 0 (2 + d)) = [s112_board (1 + a) 2 0 (2 + d); s54_board (2 + a) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, s54_board, strip. tf_options. Qed.
Lemma s112_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board (2 + a) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c66_R (a d : nat) : rmoves (s112_board (2 + a) 1 0 (2 + d)) = [s118_board (2 + a) (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s118_board, strip. tf_options. Qed.
Lemma s112_c66_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board (2 + a) 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s112_c66_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s112_board (2 + a) 1 0 (2 + d) -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c66_L a d), (s112_c66_R a d); cbn [map].
  pose proof (use_s112 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s112_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s112_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c66_L3 a d)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s112_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c66_L3 a d))) as Ho2.
  pose proof (use_s118 IH (2 + a) (2 + d) (opt_r _ _ _ (s112_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c66_R2 a d)).
  pose proof (use_s113 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c66_R2 a d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s54_p11 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s118_p4 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==1 && d==0: the board of s84 *)
Lemma s112_c67_p14 x (Hs84 : s84_claim x) (a : nat) :
  x = s112_board (2 + a) 1 1 0 -> fst (s112_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 (2 + a) 1 1 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c68_L (a : nat) : lmoves (s112_board (2 + a) 1 1 1) = [s112_board (1 + a) 2 1 1; s112_board (2 + a) 1 0 2; strip [] (repeat T (2 + a) ++ [E; T; F; T; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; E; E; T; T; F]) []) (s75_board (2 + a) 1) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c68_R (a : nat) : rmoves (s112_board (2 + a) 1 1 1) = [s137_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, s137_board, strip. tf_options. Qed.
Lemma s112_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; E; T; F]) [(1, 1)]) (s113_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s112_c68_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s112_board (2 + a) 1 1 1 -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c68_L a), (s112_c68_R a); cbn [map].
  pose proof (use_s112 IH (1 + a) 2 1 1 (opt_l _ _ _ (s112_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 1 0 2 (opt_l _ _ _ (s112_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c68_L3 a)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s112_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c68_L3 a))) as Ho2.
  pose proof (use_s137 IH (2 + a) 1 1 (opt_r _ _ _ (s112_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c68_R2 a)).
  pose proof (use_s113 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s112_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c68_R2 a))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c69_L (a d : nat) : lmoves (s112_board (2 + a) 1 1 (2 + d)) = [s112_board (1 + a) 2 1 (2 + d); s112_board (2 + a) 1 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board (2 + a) 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c69_R (a d : nat) : rmoves (s112_board (2 + a) 1 1 (2 + d)) = [s137_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s137_board, strip. tf_options. Qed.
Lemma s112_c69_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s112_c69_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s112_board (2 + a) 1 1 (2 + d) -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c69_L a d), (s112_c69_R a d); cbn [map].
  pose proof (use_s112 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s112_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s112_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c69_L3 a d)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s112_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c69_L3 a d))) as Ho2.
  pose proof (use_s137 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s112_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c69_R2 a d)).
  pose proof (use_s113 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c69_R2 a d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c>=2 && d==0: the board of s84 *)
Lemma s112_c70_p14 x (Hs84 : s84_claim x) (a c : nat) :
  x = s112_board (2 + a) 1 (2 + c) 0 -> fst (s112_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c71_L (a c : nat) : lmoves (s112_board (2 + a) 1 (2 + c) 1) = [s112_board (1 + a) 2 (2 + c) 1; s112_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board (2 + a) 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c71_R (a c : nat) : rmoves (s112_board (2 + a) 1 (2 + c) 1) = [s137_board (2 + a) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s112_board, s137_board, strip. tf_options. Qed.
Lemma s112_c71_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s112_c71_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s112_board (2 + a) 1 (2 + c) 1 -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c71_L a c), (s112_c71_R a c); cbn [map].
  pose proof (use_s112 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s112_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s112_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c71_L3 a c)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s112_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c71_L3 a c))) as Ho2.
  pose proof (use_s137 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s112_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c71_R2 a c)).
  pose proof (use_s113 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s112_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c71_R2 a c))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c72_L (a c d : nat) : lmoves (s112_board (2 + a) 1 (2 + c) (2 + d)) = [s112_board (1 + a) 2 (2 + c) (2 + d); s112_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board (2 + a) 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c72_R (a c d : nat) : rmoves (s112_board (2 + a) 1 (2 + c) (2 + d)) = [s137_board (2 + a) (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s137_board, strip. tf_options. Qed.
Lemma s112_c72_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s112_c72_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s112_board (2 + a) 1 (2 + c) (2 + d) -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c72_L a c d), (s112_c72_R a c d); cbn [map].
  pose proof (use_s112 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s112_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s112_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c72_L3 a c d)).
  pose proof (use_s75 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s112_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c72_L3 a c d))) as Ho2.
  pose proof (use_s137 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s112_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s112_c72_R2 a c d)).
  pose proof (use_s113 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s112_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s112_c72_R2 a c d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d==0: the board of s84 *)
Lemma s112_c73_p9 x (Hs84 : s84_claim x) (a b : nat) :
  x = s112_board (2 + a) (2 + b) 0 0 -> fst (s112_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q9] in Hc |- *.
  pose proof (Hs84 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s112_c73_p17 x (Hs84 : s84_claim x) (a b : nat) :
  x = s112_board (2 + a) (2 + b) 0 0 -> fst (s112_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s112_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q17] in Hc |- *.
  pose proof (Hs84 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s112_c74_L (a b : nat) : lmoves (s112_board (2 + a) (2 + b) 0 1) = [s112_board (1 + a) (3 + b) 0 1; s81_board (2 + a) (1 + b) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s112_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) (s75_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c74_R (a b : nat) : rmoves (s112_board (2 + a) (2 + b) 0 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c74_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s113_board (2 + a) (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s112_c74_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s112_board (2 + a) (2 + b) 0 1 -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c74_L a b), (s112_c74_R a b); cbn [map].
  pose proof (use_s112 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s112_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s112_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s112_c74_L3 a b)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s112_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c74_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s112_c74_R1 a b)).
  pose proof (use_s113 IH (2 + a) (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s112_c74_R a b) ltac:(cbn [In]; left; reflexivity) (s112_c74_R1 a b))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s81_p36 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p45 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s112_c75_L (a b d : nat) : lmoves (s112_board (2 + a) (2 + b) 0 (2 + d)) = [s112_board (1 + a) (3 + b) 0 (2 + d); s81_board (2 + a) (1 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s112_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board (2 + a) (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c75_R (a b d : nat) : rmoves (s112_board (2 + a) (2 + b) 0 (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c75_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board (2 + a) (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s112_c75_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s112_board (2 + a) (2 + b) 0 (2 + d) -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c75_L a b d), (s112_c75_R a b d); cbn [map].
  pose proof (use_s112 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s112_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s112_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c75_L3 a b d)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s112_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c75_L3 a b d))) as Ho2.
  rewrite (tf_norm_game (s112_c75_R1 a b d)).
  pose proof (use_s113 IH (2 + a) (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c75_R a b d) ltac:(cbn [In]; left; reflexivity) (s112_c75_R1 a b d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s81_p36 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p45 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d==0: the board of s84 *)
Lemma s112_c76_p14 x (Hs84 : s84_claim x) (a b : nat) :
  x = s112_board (2 + a) (2 + b) 1 0 -> fst (s112_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c77_L (a b : nat) : lmoves (s112_board (2 + a) (2 + b) 1 1) = [s112_board (1 + a) (3 + b) 1 1; s112_board (2 + a) (2 + b) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) (s75_board (2 + a) (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c77_R (a b : nat) : rmoves (s112_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s113_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s112_c77_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s112_board (2 + a) (2 + b) 1 1 -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c77_L a b), (s112_c77_R a b); cbn [map].
  pose proof (use_s112 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s112_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s112_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c77_L3 a b)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s112_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c77_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s112_c77_R1 a b)).
  pose proof (use_s113 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s112_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s112_c77_R1 a b))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c78_L (a b d : nat) : lmoves (s112_board (2 + a) (2 + b) 1 (2 + d)) = [s112_board (1 + a) (3 + b) 1 (2 + d); s112_board (2 + a) (2 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board (2 + a) (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c78_R (a b d : nat) : rmoves (s112_board (2 + a) (2 + b) 1 (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c78_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s112_c78_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s112_board (2 + a) (2 + b) 1 (2 + d) -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c78_L a b d), (s112_c78_R a b d); cbn [map].
  pose proof (use_s112 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s112_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s112_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c78_L3 a b d)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s112_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c78_L3 a b d))) as Ho2.
  rewrite (tf_norm_game (s112_c78_R1 a b d)).
  pose proof (use_s113 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s112_c78_R a b d) ltac:(cbn [In]; left; reflexivity) (s112_c78_R1 a b d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d==0: the board of s84 *)
Lemma s112_c79_p14 x (Hs84 : s84_claim x) (a b c : nat) :
  x = s112_board (2 + a) (2 + b) (2 + c) 0 -> fst (s112_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s112_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s112_q14] in Hc |- *.
  pose proof (Hs84 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s112_board, s84_board; board_eq)) as Ho0.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s112_c80_L (a b c : nat) : lmoves (s112_board (2 + a) (2 + b) (2 + c) 1) = [s112_board (1 + a) (3 + b) (2 + c) 1; s112_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board (2 + a) (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c80_R (a b c : nat) : rmoves (s112_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s112_c80_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s112_board (2 + a) (2 + b) (2 + c) 1 -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c80_L a b c), (s112_c80_R a b c); cbn [map].
  pose proof (use_s112 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s112_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s112_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c80_L3 a b c)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s112_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c80_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s112_c80_R1 a b c)).
  pose proof (use_s113 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s112_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s112_c80_R1 a b c))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s112_c81_L (a b c d : nat) : lmoves (s112_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s112_board (1 + a) (3 + b) (2 + c) (2 + d); s112_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board (2 + a) (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s112_c81_R (a b c d : nat) : rmoves (s112_board (2 + a) (2 + b) (2 + c) (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, strip. tf_options. Qed.
Lemma s112_c81_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s112 = T^a _ T^b F T^c _ T^d _ T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s112_c81_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s112_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s112_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s112_q12] in Hc |- *.
  rewrite tf_game_eq, (s112_c81_L a b c d), (s112_c81_R a b c d); cbn [map].
  pose proof (use_s112 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s112_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s112 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s112_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s112_c81_L3 a b c d)).
  pose proof (use_s75 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s112_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s112_c81_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s112_c81_R1 a b c d)).
  pose proof (use_s113 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s112_c81_R a b c d) ltac:(cbn [In]; left; reflexivity) (s112_c81_R1 a b c d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c1_L : lmoves (s113_board 0 0 0 0) = [].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c1_R : rmoves (s113_board 0 0 0 0) = [strip [(0, 1); (2, 1)] ([E]) []; strip [(1, 2)] ([E; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c1_R1 : tf_norm (strip [(0, 1); (2, 1)] ([E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s113_c1_R2 : tf_norm (strip [(1, 2)] ([E; E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d==0 *)
Lemma s113_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 0 0 0 0 -> fst (s113_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q1] in Hc |- *.
  rewrite tf_game_eq, (s113_c1_L), (s113_c1_R); cbn [map].
  rewrite (tf_norm_blank (s113_c1_R1)).
  rewrite (tf_norm_blank (s113_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c2_L : lmoves (s113_board 0 0 0 1) = [strip [(1, 1); (2, 1)] ([]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c2_L1 : tf_norm (strip [(1, 1); (2, 1)] ([]) [(1, 0)]) (repeat E 3) (-4).
Proof. apply (tf_norm_by _ [(1, 1); (2, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s113_c2_R : rmoves (s113_board 0 0 0 1) = [strip [(0, 1)] ([E; E; T; F; E]) []; strip [(1, 2)] ([]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E]) []) (s63_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c2_R2 : tf_norm (strip [(1, 2)] ([]) [(1, 2)]) (repeat E 3) (0).
Proof. apply (tf_norm_by _ [(1, 2)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d==1 *)
Lemma s113_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 0 0 0 1 -> fst (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q2] in Hc |- *.
  rewrite tf_game_eq, (s113_c2_L), (s113_c2_R); cbn [map].
  rewrite (tf_norm_blank (s113_c2_L1)).
  rewrite (tf_norm_game0 (s113_c2_R1)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s113_c2_R) ltac:(cbn [In]; left; reflexivity) (s113_c2_R1))) as Ho1.
  rewrite (tf_norm_blank (s113_c2_R2)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c3_L (d : nat) : lmoves (s113_board 0 0 0 (2 + d)) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c3_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board 0 (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c3_R (d : nat) : rmoves (s113_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; E]) []) (s63_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d>=2 *)
Lemma s113_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s113_board 0 0 0 (2 + d) -> fst (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q2] in Hc |- *.
  rewrite tf_game_eq, (s113_c3_L d), (s113_c3_R d); cbn [map].
  rewrite (tf_norm_game (s113_c3_L1 d)).
  pose proof (use_s37 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c3_L d) ltac:(cbn [In]; left; reflexivity) (s113_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s113_c3_R1 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s113_c3_R d) ltac:(cbn [In]; left; reflexivity) (s113_c3_R1 d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c4_L : lmoves (s113_board 0 0 1 0) = [strip [(1, 1)] ([E; T; F; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c4_L1 : tf_norm (strip [(1, 1)] ([E; T; F; E]) []) (s63_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c4_R : rmoves (s113_board 0 0 1 0) = [strip [(0, 1)] ([E; T; E; F; E]) []; strip [(1, 1)] ([T; F; E; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c4_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F; E]) []) (s73_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c4_R2 : tf_norm (strip [(1, 1)] ([T; F; E; E]) []) (s75_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d==0 *)
Lemma s113_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 0 0 1 0 -> fst (s113_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s113_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q4] in Hc |- *.
  rewrite tf_game_eq, (s113_c4_L), (s113_c4_R); cbn [map].
  rewrite (tf_norm_game (s113_c4_L1)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s113_c4_L) ltac:(cbn [In]; left; reflexivity) (s113_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s113_c4_R1)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s113_c4_R) ltac:(cbn [In]; left; reflexivity) (s113_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s113_c4_R2)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s113_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c4_R2))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c5_L : lmoves (s113_board 0 0 1 1) = [strip [(1, 1)] ([E; T; T; F; E]) []; strip [(1, 1)] ([T; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c5_L1 : tf_norm (strip [(1, 1)] ([E; T; T; F; E]) []) (s63_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c5_L2 : tf_norm (strip [(1, 1)] ([T; E; E; F]) [(1, 0)]) (s28_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c5_R : rmoves (s113_board 0 0 1 1) = [strip [(0, 1)] ([E; T; E; T; F; E]) []; strip [(1, 1)] ([T; F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E]) []) (s73_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c5_R2 : tf_norm (strip [(1, 1)] ([T; F]) [(1, 2)]) (s75_board 0 1) (1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d==1 *)
Lemma s113_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 0 0 1 1 -> fst (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q2] in Hc |- *.
  rewrite tf_game_eq, (s113_c5_L), (s113_c5_R); cbn [map].
  rewrite (tf_norm_game (s113_c5_L1)).
  pose proof (use_s63 IH 0 2 (opt_norm_l _ _ _ _ _ (s113_c5_L) ltac:(cbn [In]; left; reflexivity) (s113_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s113_c5_L2)).
  pose proof (use_s28 IH 0 1 (opt_norm_l _ _ _ _ _ (s113_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s113_c5_R1)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s113_c5_R) ltac:(cbn [In]; left; reflexivity) (s113_c5_R1))) as Ho2.
  rewrite (tf_norm_game (s113_c5_R2)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s113_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c5_R2))) as Ho3.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s75_p1 Ho3 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c6_L (d : nat) : lmoves (s113_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; E]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c6_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; E]) []) (s63_board 0 (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c6_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s43_board 0 1 (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c6_R (d : nat) : rmoves (s113_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d>=2 *)
Lemma s113_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s113_board 0 0 1 (2 + d) -> fst (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q2] in Hc |- *.
  rewrite tf_game_eq, (s113_c6_L d), (s113_c6_R d); cbn [map].
  rewrite (tf_norm_game (s113_c6_L1 d)).
  pose proof (use_s63 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s113_c6_L d) ltac:(cbn [In]; left; reflexivity) (s113_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s113_c6_L2 d)).
  pose proof (use_s43 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s113_c6_R1 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s113_c6_R d) ltac:(cbn [In]; left; reflexivity) (s113_c6_R1 d))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s43_p4 Ho1 ltac:(zlia)).
    rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c7_L (c : nat) : lmoves (s113_board 0 0 (2 + c) 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c7_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E]) []) (s73_board 0 (1 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c7_R (c : nat) : rmoves (s113_board 0 0 (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c7_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E]) []) (s73_board 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c7_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E]) []) (s75_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==0 *)
Lemma s113_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s113_board 0 0 (2 + c) 0 -> fst (s113_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s113_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q4] in Hc |- *.
  rewrite tf_game_eq, (s113_c7_L c), (s113_c7_R c); cbn [map].
  rewrite (tf_norm_game (s113_c7_L1 c)).
  pose proof (use_s73 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s113_c7_L c) ltac:(cbn [In]; left; reflexivity) (s113_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s113_c7_R1 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s113_c7_R c) ltac:(cbn [In]; left; reflexivity) (s113_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s113_c7_R2 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s113_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c7_R2 c))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c8_L (c : nat) : lmoves (s113_board 0 0 (2 + c) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c8_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E]) []) (s73_board 0 (1 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c8_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s28_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c8_R (c : nat) : rmoves (s113_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; E]) []) (s73_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c8_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F]) [(1, 2)]) (s75_board 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==1 *)
Lemma s113_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s113_board 0 0 (2 + c) 1 -> fst (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q2] in Hc |- *.
  rewrite tf_game_eq, (s113_c8_L c), (s113_c8_R c); cbn [map].
  rewrite (tf_norm_game (s113_c8_L1 c)).
  pose proof (use_s73 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s113_c8_L c) ltac:(cbn [In]; left; reflexivity) (s113_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s113_c8_L2 c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s113_c8_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c8_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s113_c8_R1 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s113_c8_R c) ltac:(cbn [In]; left; reflexivity) (s113_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game (s113_c8_R2 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s113_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c8_R2 c))) as Ho3.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s75_p1 Ho3 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c9_L (c d : nat) : lmoves (s113_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c9_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []) (s73_board 0 (1 + c) (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c9_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s43_board 0 (2 + c) (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c9_R (c d : nat) : rmoves (s113_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s113_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s113_board 0 0 (2 + c) (2 + d) -> fst (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q2] in Hc |- *.
  rewrite tf_game_eq, (s113_c9_L c d), (s113_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s113_c9_L1 c d)).
  pose proof (use_s73 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s113_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s113_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s113_c9_L2 c d)).
  pose proof (use_s43 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s113_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s113_c9_R1 c d)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s113_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s113_c9_R1 c d))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c10_L : lmoves (s113_board 0 1 0 0) = [strip [(2, 1)] ([T; F; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c10_L1 : tf_norm (strip [(2, 1)] ([T; F; E]) []) (s63_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c10_R : rmoves (s113_board 0 1 0 0) = [strip [(0, 1)] ([T; E; E; F; E]) []; s47_board 0 1].
Proof. unfold s113_board, s47_board, strip. tf_options. Qed.
Lemma s113_c10_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F; E]) []) (s63_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d==0 *)
Lemma s113_c10_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 0 1 0 0 -> fst (s113_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q5] in Hc |- *.
  rewrite tf_game_eq, (s113_c10_L), (s113_c10_R); cbn [map].
  rewrite (tf_norm_game (s113_c10_L1)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s113_c10_L) ltac:(cbn [In]; left; reflexivity) (s113_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s113_c10_R1)).
  pose proof (use_s63 IH 1 0 (opt_norm_r _ _ _ _ _ (s113_c10_R) ltac:(cbn [In]; left; reflexivity) (s113_c10_R1))) as Ho1.
  pose proof (use_s47 IH 0 1 (opt_r _ _ _ (s113_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p1 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c11_L : lmoves (s113_board 0 1 0 1) = [strip [(2, 1)] ([T; T; F; E]) []; strip [] ([E; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c11_L1 : tf_norm (strip [(2, 1)] ([T; T; F; E]) []) (s63_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c11_L2 : tf_norm (strip [] ([E; T; F; E; E; F]) [(1, 0)]) (s32_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c11_R : rmoves (s113_board 0 1 0 1) = [strip [(0, 1)] ([T; E; E; T; F; E]) []; strip [] ([E; T; F; F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E]) []) (s63_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c11_R2 : tf_norm (strip [] ([E; T; F; F]) [(1, 2)]) (s47_board 0 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d==1 *)
Lemma s113_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 0 1 0 1 -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c11_L), (s113_c11_R); cbn [map].
  rewrite (tf_norm_game (s113_c11_L1)).
  pose proof (use_s63 IH 0 2 (opt_norm_l _ _ _ _ _ (s113_c11_L) ltac:(cbn [In]; left; reflexivity) (s113_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s113_c11_L2)).
  pose proof (use_s32 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s113_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s113_c11_R1)).
  pose proof (use_s63 IH 1 1 (opt_norm_r _ _ _ _ _ (s113_c11_R) ltac:(cbn [In]; left; reflexivity) (s113_c11_R1))) as Ho2.
  rewrite (tf_norm_game (s113_c11_R2)).
  pose proof (use_s47 IH 0 1 (opt_norm_r _ _ _ _ _ (s113_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c11_R2))) as Ho3.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p3 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2 Ho3 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c12_L (d : nat) : lmoves (s113_board 0 1 0 (2 + d)) = [strip [(2, 1)] (repeat T (3 + d) ++ [F; E]) []; strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c12_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [F; E]) []) (s63_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c12_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c12_R (d : nat) : rmoves (s113_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; E]) []) (s63_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d>=2 *)
Lemma s113_c12_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s113_board 0 1 0 (2 + d) -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c12_L d), (s113_c12_R d); cbn [map].
  rewrite (tf_norm_game (s113_c12_L1 d)).
  pose proof (use_s63 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s113_c12_L d) ltac:(cbn [In]; left; reflexivity) (s113_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s113_c12_L2 d)).
  pose proof (use_s79 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s113_c12_R1 d)).
  pose proof (use_s63 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s113_c12_R d) ltac:(cbn [In]; left; reflexivity) (s113_c12_R1 d))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s79_p10 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p12 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p13 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p17 Ho1 ltac:(zlia)).
    rewrite (s63_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c13_L : lmoves (s113_board 0 1 1 0) = [s113_board 0 1 0 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c13_R : rmoves (s113_board 0 1 1 0) = [strip [(0, 1)] ([T; E; T; E; F; E]) []; s83_board 0 1 1].
Proof. unfold s113_board, s83_board, strip. tf_options. Qed.
Lemma s113_c13_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; E]) []) (s73_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d==0 *)
Lemma s113_c13_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 0 1 1 0 -> fst (s113_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c13_L), (s113_c13_R); cbn [map].
  pose proof (use_s113 IH 0 1 0 1 (opt_l _ _ _ (s113_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c13_R1)).
  pose proof (use_s73 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s113_c13_R) ltac:(cbn [In]; left; reflexivity) (s113_c13_R1))) as Ho1.
  pose proof (use_s83 IH 0 1 1 (opt_r _ _ _ (s113_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s113_c14_L : lmoves (s113_board 0 1 1 1) = [s113_board 0 1 0 2; strip [] ([E; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c14_L2 : tf_norm (strip [] ([E; T; F; T; E; E; F]) [(1, 0)]) (s32_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c14_R : rmoves (s113_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; F; E]) []; strip [] ([E; T; F; T; F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; E]) []) (s73_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c14_R2 : tf_norm (strip [] ([E; T; F; T; F]) [(1, 2)]) (s83_board 0 1 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s113_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 0 1 1 1 -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c14_L), (s113_c14_R); cbn [map].
  pose proof (use_s113 IH 0 1 0 2 (opt_l _ _ _ (s113_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c14_L2)).
  pose proof (use_s32 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s113_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s113_c14_R1)).
  pose proof (use_s73 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s113_c14_R) ltac:(cbn [In]; left; reflexivity) (s113_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s113_c14_R2)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s113_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c14_R2))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c15_L (d : nat) : lmoves (s113_board 0 1 1 (2 + d)) = [s113_board 0 1 0 (3 + d); strip [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c15_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c15_R (d : nat) : rmoves (s113_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s113_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s113_board 0 1 1 (2 + d) -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c15_L d), (s113_c15_R d); cbn [map].
  pose proof (use_s113 IH 0 1 0 (3 + d) (opt_l _ _ _ (s113_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c15_L2 d)).
  pose proof (use_s79 IH 0 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s113_c15_R1 d)).
  pose proof (use_s73 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s113_c15_R d) ltac:(cbn [In]; left; reflexivity) (s113_c15_R1 d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p24 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c16_L (c : nat) : lmoves (s113_board 0 1 (2 + c) 0) = [s113_board 0 1 (1 + c) 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c16_R (c : nat) : rmoves (s113_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; E]) []; s83_board 0 1 (2 + c)].
Proof. unfold s113_board, s83_board, strip. tf_options. Qed.
Lemma s113_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; E]) []) (s73_board 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==0 *)
Lemma s113_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s113_board 0 1 (2 + c) 0 -> fst (s113_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c16_L c), (s113_c16_R c); cbn [map].
  pose proof (use_s113 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s113_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c16_R1 c)).
  pose proof (use_s73 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s113_c16_R c) ltac:(cbn [In]; left; reflexivity) (s113_c16_R1 c))) as Ho1.
  pose proof (use_s83 IH 0 1 (2 + c) (opt_r _ _ _ (s113_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s113_c17_L (c : nat) : lmoves (s113_board 0 1 (2 + c) 1) = [s113_board 0 1 (1 + c) 2; strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c17_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c17_R (c : nat) : rmoves (s113_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []) (s73_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c17_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board 0 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s113_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s113_board 0 1 (2 + c) 1 -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c17_L c), (s113_c17_R c); cbn [map].
  pose proof (use_s113 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s113_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c17_L2 c)).
  pose proof (use_s32 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s113_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s113_c17_R1 c)).
  pose proof (use_s73 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s113_c17_R c) ltac:(cbn [In]; left; reflexivity) (s113_c17_R1 c))) as Ho2.
  rewrite (tf_norm_game (s113_c17_R2 c)).
  pose proof (use_s83 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s113_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c17_R2 c))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c18_L (c d : nat) : lmoves (s113_board 0 1 (2 + c) (2 + d)) = [s113_board 0 1 (1 + c) (3 + d); strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c18_L2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c18_R (c d : nat) : rmoves (s113_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s113_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s113_board 0 1 (2 + c) (2 + d) -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c18_L c d), (s113_c18_R c d); cbn [map].
  pose proof (use_s113 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s113_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c18_L2 c d)).
  pose proof (use_s79 IH 0 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s113_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s113_c18_R1 c d)).
  pose proof (use_s73 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s113_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s113_c18_R1 c d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c19_L (b : nat) : lmoves (s113_board 0 (2 + b) 0 0) = [s82_board 0 (1 + b) 0 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
Lemma s113_c19_R (b : nat) : rmoves (s113_board 0 (2 + b) 0 0) = [s47_board 0 (2 + b)].
Proof. unfold s113_board, s47_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==0 *)
Lemma s113_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 0 (2 + b) 0 0 -> fst (s113_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q10] in Hc |- *.
  rewrite tf_game_eq, (s113_c19_L b), (s113_c19_R b); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s113_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s47 IH 0 (2 + b) (opt_r _ _ _ (s113_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s82_p7 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s113_c19_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 0 (2 + b) 0 0 -> fst (s113_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q11] in Hc |- *.
  rewrite tf_game_eq, (s113_c19_L b), (s113_c19_R b); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s113_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s47 IH 0 (2 + b) (opt_r _ _ _ (s113_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s82_p12 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s113_c19_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 0 (2 + b) 0 0 -> fst (s113_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q12] in Hc |- *.
  rewrite tf_game_eq, (s113_c19_L b), (s113_c19_R b); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s113_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s47 IH 0 (2 + b) (opt_r _ _ _ (s113_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s82_p16 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s113_c19_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 0 (2 + b) 0 0 -> fst (s113_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q13] in Hc |- *.
  rewrite tf_game_eq, (s113_c19_L b), (s113_c19_R b); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s113_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s47 IH 0 (2 + b) (opt_r _ _ _ (s113_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s82_p19 Ho0 ltac:(zlia)).
  rewrite (s47_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s113_c20_L (b : nat) : lmoves (s113_board 0 (2 + b) 0 1) = [s82_board 0 (1 + b) 0 2; strip [] (E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, s82_board, strip. tf_options. Qed.
Lemma s113_c20_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]) (s32_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c20_R (b : nat) : rmoves (s113_board 0 (2 + b) 0 1) = [strip [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c20_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]) (s47_board 0 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==1 *)
Lemma s113_c20_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 0 (2 + b) 0 1 -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c20_L b), (s113_c20_R b); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s113_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c20_L2 b)).
  pose proof (use_s32 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s113_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game (s113_c20_R1 b)).
  pose proof (use_s47 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s113_c20_R b) ltac:(cbn [In]; left; reflexivity) (s113_c20_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s82_p7 Ho0 ltac:(zlia)).
    rewrite (s32_p6 Ho1 ltac:(zlia)).
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s82_p12 Ho0 ltac:(zlia)).
    rewrite (s32_p7 Ho1 ltac:(zlia)).
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s82_p16 Ho0 ltac:(zlia)).
    rewrite (s32_p8 Ho1 ltac:(zlia)).
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s82_p19 Ho0 ltac:(zlia)).
    rewrite (s32_p8 Ho1 ltac:(zlia)).
    rewrite (s47_p2 Ho2 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c21_L (b d : nat) : lmoves (s113_board 0 (2 + b) 0 (2 + d)) = [s82_board 0 (1 + b) 0 (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, s82_board, strip. tf_options. Qed.
Lemma s113_c21_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c21_R (b d : nat) : rmoves (s113_board 0 (2 + b) 0 (2 + d)) = [].
Proof. unfold s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s113_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s113_board 0 (2 + b) 0 (2 + d) -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c21_L b d), (s113_c21_R b d); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 0 (3 + d) (opt_l _ _ _ (s113_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c21_L2 b d)).
  pose proof (use_s79 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c21_L2 b d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s82_p7 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s79_p8 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p13 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s82_p12 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) <= 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p8 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s82_p16 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) <= 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p25 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
  {
    rewrite (s82_p19 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) <= 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
    {
      rewrite (s79_p26 Ho1 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
    }
  }
Qed.

Lemma s113_c22_L (b : nat) : lmoves (s113_board 0 (2 + b) 1 0) = [s113_board 0 (2 + b) 0 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c22_R (b : nat) : rmoves (s113_board 0 (2 + b) 1 0) = [s83_board 0 (2 + b) 1].
Proof. unfold s113_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==0 *)
Lemma s113_c22_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 0 (2 + b) 1 0 -> fst (s113_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c22_L b), (s113_c22_R b); cbn [map].
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s113_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s83 IH 0 (2 + b) 1 (opt_r _ _ _ (s113_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s113_c23_L (b : nat) : lmoves (s113_board 0 (2 + b) 1 1) = [s113_board 0 (2 + b) 0 2; strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c23_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]) (s32_board 0 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c23_R (b : nat) : rmoves (s113_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]) (s83_board 0 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s113_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 0 (2 + b) 1 1 -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c23_L b), (s113_c23_R b); cbn [map].
  pose proof (use_s113 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s113_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c23_L2 b)).
  pose proof (use_s32 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s113_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game (s113_c23_R1 b)).
  pose proof (use_s83 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s113_c23_R b) ltac:(cbn [In]; left; reflexivity) (s113_c23_R1 b))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s113_c24_L (b d : nat) : lmoves (s113_board 0 (2 + b) 1 (2 + d)) = [s113_board 0 (2 + b) 0 (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c24_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c24_R (b d : nat) : rmoves (s113_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s113_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s113_board 0 (2 + b) 1 (2 + d) -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c24_L b d), (s113_c24_R b d); cbn [map].
  pose proof (use_s113 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s113_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c24_L2 b d)).
  pose proof (use_s79 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c24_L2 b d))) as Ho1.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s113_c25_L (b c : nat) : lmoves (s113_board 0 (2 + b) (2 + c) 0) = [s113_board 0 (2 + b) (1 + c) 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c25_R (b c : nat) : rmoves (s113_board 0 (2 + b) (2 + c) 0) = [s83_board 0 (2 + b) (2 + c)].
Proof. unfold s113_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s113_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s113_board 0 (2 + b) (2 + c) 0 -> fst (s113_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c25_L b c), (s113_c25_R b c); cbn [map].
  pose proof (use_s113 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s113_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s83 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s113_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s113_c26_L (b c : nat) : lmoves (s113_board 0 (2 + b) (2 + c) 1) = [s113_board 0 (2 + b) (1 + c) 2; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c26_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board 0 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c26_R (b c : nat) : rmoves (s113_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board 0 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s113_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s113_board 0 (2 + b) (2 + c) 1 -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c26_L b c), (s113_c26_R b c); cbn [map].
  pose proof (use_s113 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s113_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c26_L2 b c)).
  pose proof (use_s32 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s113_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s113_c26_R1 b c)).
  pose proof (use_s83 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s113_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s113_c26_R1 b c))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s113_c27_L (b c d : nat) : lmoves (s113_board 0 (2 + b) (2 + c) (2 + d)) = [s113_board 0 (2 + b) (1 + c) (3 + d); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c27_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 0 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c27_R (b c d : nat) : rmoves (s113_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s113_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s113_board 0 (2 + b) (2 + c) (2 + d) -> fst (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c27_L b c d), (s113_c27_R b c d); cbn [map].
  pose proof (use_s113 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s113_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c27_L2 b c d)).
  pose proof (use_s79 IH 0 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s113_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c27_L2 b c d))) as Ho1.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s113_c28_L : lmoves (s113_board 1 0 0 0) = [s113_board 0 1 0 0].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c28_R : rmoves (s113_board 1 0 0 0) = [s106_board 1 0; s47_board 1 0].
Proof. unfold s106_board, s113_board, s47_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d==0 *)
Lemma s113_c28_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 1 0 0 0 -> fst (s113_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q14 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q14] in Hc |- *.
  rewrite tf_game_eq, (s113_c28_L), (s113_c28_R); cbn [map].
  pose proof (use_s113 IH 0 1 0 0 (opt_l _ _ _ (s113_c28_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s106 IH 1 0 (opt_r _ _ _ (s113_c28_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s47 IH 1 0 (opt_r _ _ _ (s113_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s113_p5 Ho0 ltac:(zlia)).
  rewrite (s106_p1 Ho1 ltac:(zlia)).
  rewrite (s47_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s113_c29_L : lmoves (s113_board 1 0 0 1) = [s113_board 0 1 0 1; strip [] ([T; E; F; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c29_L2 : tf_norm (strip [] ([T; E; F; E; E; F]) [(1, 0)]) (s32_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c29_R : rmoves (s113_board 1 0 0 1) = [s106_board 1 1; strip [] ([T; E; F; F]) [(1, 2)]].
Proof. unfold s106_board, s113_board, strip. tf_options. Qed.
Lemma s113_c29_R2 : tf_norm (strip [] ([T; E; F; F]) [(1, 2)]) (s47_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; E; F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d==1 *)
Lemma s113_c29_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 1 0 0 1 -> fst (s113_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s113_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q7] in Hc |- *.
  rewrite tf_game_eq, (s113_c29_L), (s113_c29_R); cbn [map].
  pose proof (use_s113 IH 0 1 0 1 (opt_l _ _ _ (s113_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c29_L2)).
  pose proof (use_s32 IH 1 0 0 (opt_norm_l _ _ _ _ _ (s113_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c29_L2))) as Ho1.
  pose proof (use_s106 IH 1 1 (opt_r _ _ _ (s113_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s113_c29_R2)).
  pose proof (use_s47 IH 1 0 (opt_norm_r _ _ _ _ _ (s113_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c29_R2))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s32_p1 Ho1 ltac:(zlia)).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p4 Ho3 ltac:(zlia)).
  rewrite (s47_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c30_L (d : nat) : lmoves (s113_board 1 0 0 (2 + d)) = [s113_board 0 1 0 (2 + d); strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c30_L2 (d : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 0 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c30_R (d : nat) : rmoves (s113_board 1 0 0 (2 + d)) = [s106_board 1 (2 + d)].
Proof. unfold s106_board, s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==0 && d>=2 *)
Lemma s113_c30_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s113_board 1 0 0 (2 + d) -> fst (s113_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q8] in Hc |- *.
  rewrite tf_game_eq, (s113_c30_L d), (s113_c30_R d); cbn [map].
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_l _ _ _ (s113_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s113_c30_L2 d)).
  pose proof (use_s79 IH 1 0 0 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c30_L2 d))) as Ho1.
  pose proof (use_s106 IH 1 (2 + d) (opt_r _ _ _ (s113_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s79_p29 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p30 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p31 Ho1 ltac:(zlia)).
    rewrite (s106_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c31_L : lmoves (s113_board 1 0 1 0) = [s113_board 0 1 1 0; s113_board 1 0 0 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c31_R : rmoves (s113_board 1 0 1 0) = [s111_board 1 1 0; s83_board 1 0 1].
Proof. unfold s111_board, s113_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d==0 *)
Lemma s113_c31_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 1 0 1 0 -> fst (s113_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s113_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q3] in Hc |- *.
  rewrite tf_game_eq, (s113_c31_L), (s113_c31_R); cbn [map].
  pose proof (use_s113 IH 0 1 1 0 (opt_l _ _ _ (s113_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 0 0 1 (opt_l _ _ _ (s113_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s111 IH 1 1 0 (opt_r _ _ _ (s113_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s83 IH 1 0 1 (opt_r _ _ _ (s113_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p7 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s83_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c32_L : lmoves (s113_board 1 0 1 1) = [s113_board 0 1 1 1; s113_board 1 0 0 2; strip [] ([T; E; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c32_L3 : tf_norm (strip [] ([T; E; F; T; E; E; F]) [(1, 0)]) (s32_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c32_R : rmoves (s113_board 1 0 1 1) = [s111_board 1 1 1; strip [] ([T; E; F; T; F]) [(1, 2)]].
Proof. unfold s111_board, s113_board, strip. tf_options. Qed.
Lemma s113_c32_R2 : tf_norm (strip [] ([T; E; F; T; F]) [(1, 2)]) (s83_board 1 0 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d==1 *)
Lemma s113_c32_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 1 0 1 1 -> fst (s113_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s113_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q8] in Hc |- *.
  rewrite tf_game_eq, (s113_c32_L), (s113_c32_R); cbn [map].
  pose proof (use_s113 IH 0 1 1 1 (opt_l _ _ _ (s113_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 0 0 2 (opt_l _ _ _ (s113_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c32_L3)).
  pose proof (use_s32 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s113_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c32_L3))) as Ho2.
  pose proof (use_s111 IH 1 1 1 (opt_r _ _ _ (s113_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s113_c32_R2)).
  pose proof (use_s83 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s113_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c32_R2))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s32_p9 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p6 Ho4 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c33_L (d : nat) : lmoves (s113_board 1 0 1 (2 + d)) = [s113_board 0 1 1 (2 + d); s113_board 1 0 0 (3 + d); strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c33_L3 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 0 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c33_R (d : nat) : rmoves (s113_board 1 0 1 (2 + d)) = [s111_board 1 1 (2 + d)].
Proof. unfold s111_board, s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c==1 && d>=2 *)
Lemma s113_c33_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s113_board 1 0 1 (2 + d) -> fst (s113_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q8] in Hc |- *.
  rewrite tf_game_eq, (s113_c33_L d), (s113_c33_R d); cbn [map].
  pose proof (use_s113 IH 0 1 1 (2 + d) (opt_l _ _ _ (s113_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 0 0 (3 + d) (opt_l _ _ _ (s113_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c33_L3 d)).
  pose proof (use_s79 IH 1 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c33_L3 d))) as Ho2.
  pose proof (use_s111 IH 1 1 (2 + d) (opt_r _ _ _ (s113_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p34 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c34_L (c : nat) : lmoves (s113_board 1 0 (2 + c) 0) = [s113_board 0 1 (2 + c) 0; s113_board 1 0 (1 + c) 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c34_R (c : nat) : rmoves (s113_board 1 0 (2 + c) 0) = [s111_board 1 (2 + c) 0; s83_board 1 0 (2 + c)].
Proof. unfold s111_board, s113_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==0 *)
Lemma s113_c34_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s113_board 1 0 (2 + c) 0 -> fst (s113_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s113_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q3] in Hc |- *.
  rewrite tf_game_eq, (s113_c34_L c), (s113_c34_R c); cbn [map].
  pose proof (use_s113 IH 0 1 (2 + c) 0 (opt_l _ _ _ (s113_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s113_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s111 IH 1 (2 + c) 0 (opt_r _ _ _ (s113_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s83 IH 1 0 (2 + c) (opt_r _ _ _ (s113_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s83_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c35_L (c : nat) : lmoves (s113_board 1 0 (2 + c) 1) = [s113_board 0 1 (2 + c) 1; s113_board 1 0 (1 + c) 2; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c35_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c35_R (c : nat) : rmoves (s113_board 1 0 (2 + c) 1) = [s111_board 1 (2 + c) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s111_board, s113_board, strip. tf_options. Qed.
Lemma s113_c35_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board 1 0 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==1 *)
Lemma s113_c35_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s113_board 1 0 (2 + c) 1 -> fst (s113_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s113_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q8] in Hc |- *.
  rewrite tf_game_eq, (s113_c35_L c), (s113_c35_R c); cbn [map].
  pose proof (use_s113 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s113_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s113_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c35_L3 c)).
  pose proof (use_s32 IH 1 0 (2 + c) (opt_norm_l _ _ _ _ _ (s113_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c35_L3 c))) as Ho2.
  pose proof (use_s111 IH 1 (2 + c) 1 (opt_r _ _ _ (s113_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s113_c35_R2 c)).
  pose proof (use_s83 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s113_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c35_R2 c))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  rewrite (s32_p9 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p6 Ho4 ltac:(zlia)).
  rewrite (s83_p6_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c36_L (c d : nat) : lmoves (s113_board 1 0 (2 + c) (2 + d)) = [s113_board 0 1 (2 + c) (2 + d); s113_board 1 0 (1 + c) (3 + d); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c36_L3 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 0 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c36_R (c d : nat) : rmoves (s113_board 1 0 (2 + c) (2 + d)) = [s111_board 1 (2 + c) (2 + d)].
Proof. unfold s111_board, s113_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s113_c36_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s113_board 1 0 (2 + c) (2 + d) -> fst (s113_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q8] in Hc |- *.
  rewrite tf_game_eq, (s113_c36_L c d), (s113_c36_R c d); cbn [map].
  pose proof (use_s113 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s113_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s113_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c36_L3 c d)).
  pose proof (use_s79 IH 1 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s113_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c36_L3 c d))) as Ho2.
  pose proof (use_s111 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s113_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p31 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p34 Ho2 ltac:(zlia)).
    rewrite (s111_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c37_L : lmoves (s113_board 1 1 0 0) = [s113_board 0 2 0 0; s55_board 1 0 1].
Proof. unfold s113_board, s55_board. tf_options. Qed.
Lemma s113_c37_R : rmoves (s113_board 1 1 0 0) = [s116_board 1 0; s47_board 1 1].
Proof. unfold s113_board, s116_board, s47_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d==0 *)
Lemma s113_c37_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 1 1 0 0 -> fst (s113_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q16] in Hc |- *.
  rewrite tf_game_eq, (s113_c37_L), (s113_c37_R); cbn [map].
  pose proof (use_s113 IH 0 2 0 0 (opt_l _ _ _ (s113_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 1 0 1 (opt_l _ _ _ (s113_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH 1 0 (opt_r _ _ _ (s113_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s47 IH 1 1 (opt_r _ _ _ (s113_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p10 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s116_p1 Ho2 ltac:(zlia)).
  rewrite (s47_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c38_L : lmoves (s113_board 1 1 0 1) = [s113_board 0 2 0 1; s55_board 1 0 2; strip [] ([T; E; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, s55_board, strip. tf_options. Qed.
Lemma s113_c38_L3 : tf_norm (strip [] ([T; E; T; F; E; E; F]) [(1, 0)]) (s32_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c38_R : rmoves (s113_board 1 1 0 1) = [s116_board 1 1; strip [] ([T; E; T; F; F]) [(1, 2)]].
Proof. unfold s113_board, s116_board, strip. tf_options. Qed.
Lemma s113_c38_R2 : tf_norm (strip [] ([T; E; T; F; F]) [(1, 2)]) (s47_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d==1 *)
Lemma s113_c38_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 1 1 0 1 -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c38_L), (s113_c38_R); cbn [map].
  pose proof (use_s113 IH 0 2 0 1 (opt_l _ _ _ (s113_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 1 0 2 (opt_l _ _ _ (s113_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c38_L3)).
  pose proof (use_s32 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s113_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c38_L3))) as Ho2.
  pose proof (use_s116 IH 1 1 (opt_r _ _ _ (s113_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s113_c38_R2)).
  pose proof (use_s47 IH 1 1 (opt_norm_r _ _ _ _ _ (s113_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c38_R2))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s32_p4 Ho2 ltac:(zlia)).
  rewrite (s116_p1 Ho3 ltac:(zlia)).
  rewrite (s47_p2 Ho4 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c39_L (d : nat) : lmoves (s113_board 1 1 0 (2 + d)) = [s113_board 0 2 0 (2 + d); s55_board 1 0 (3 + d); strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, s55_board, strip. tf_options. Qed.
Lemma s113_c39_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c39_R (d : nat) : rmoves (s113_board 1 1 0 (2 + d)) = [s116_board 1 (2 + d)].
Proof. unfold s113_board, s116_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==0 && d>=2 *)
Lemma s113_c39_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s113_board 1 1 0 (2 + d) -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c39_L d), (s113_c39_R d); cbn [map].
  pose proof (use_s113 IH 0 2 0 (2 + d) (opt_l _ _ _ (s113_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 1 0 (3 + d) (opt_l _ _ _ (s113_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c39_L3 d)).
  pose proof (use_s79 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c39_L3 d))) as Ho2.
  pose proof (use_s116 IH 1 (2 + d) (opt_r _ _ _ (s113_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s79_p8 Ho2 ltac:(zlia)).
    rewrite (s116_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p19 Ho2 ltac:(zlia)).
    rewrite (s116_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p22 Ho2 ltac:(zlia)).
    rewrite (s116_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c40_L : lmoves (s113_board 1 1 1 0) = [s113_board 0 2 1 0; s113_board 1 1 0 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c40_R : rmoves (s113_board 1 1 1 0) = [s138_board 1 1 0; s83_board 1 1 1].
Proof. unfold s113_board, s138_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d==0 *)
Lemma s113_c40_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 1 1 1 0 -> fst (s113_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c40_L), (s113_c40_R); cbn [map].
  pose proof (use_s113 IH 0 2 1 0 (opt_l _ _ _ (s113_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 1 0 1 (opt_l _ _ _ (s113_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s138 IH 1 1 0 (opt_r _ _ _ (s113_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s83 IH 1 1 1 (opt_r _ _ _ (s113_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s113_c41_L : lmoves (s113_board 1 1 1 1) = [s113_board 0 2 1 1; s113_board 1 1 0 2; strip [] ([T; E; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c41_L3 : tf_norm (strip [] ([T; E; T; F; T; E; E; F]) [(1, 0)]) (s32_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c41_R : rmoves (s113_board 1 1 1 1) = [s138_board 1 1 1; strip [] ([T; E; T; F; T; F]) [(1, 2)]].
Proof. unfold s113_board, s138_board, strip. tf_options. Qed.
Lemma s113_c41_R2 : tf_norm (strip [] ([T; E; T; F; T; F]) [(1, 2)]) (s83_board 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s113_c41_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s113_board 1 1 1 1 -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c41_L), (s113_c41_R); cbn [map].
  pose proof (use_s113 IH 0 2 1 1 (opt_l _ _ _ (s113_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 1 0 2 (opt_l _ _ _ (s113_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c41_L3)).
  pose proof (use_s32 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s113_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c41_L3))) as Ho2.
  pose proof (use_s138 IH 1 1 1 (opt_r _ _ _ (s113_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s113_c41_R2)).
  pose proof (use_s83 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s113_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c41_R2))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2 Ho4 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c42_L (d : nat) : lmoves (s113_board 1 1 1 (2 + d)) = [s113_board 0 2 1 (2 + d); s113_board 1 1 0 (3 + d); strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c42_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c42_R (d : nat) : rmoves (s113_board 1 1 1 (2 + d)) = [s138_board 1 1 (2 + d)].
Proof. unfold s113_board, s138_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s113_c42_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s113_board 1 1 1 (2 + d) -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c42_L d), (s113_c42_R d); cbn [map].
  pose proof (use_s113 IH 0 2 1 (2 + d) (opt_l _ _ _ (s113_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 1 0 (3 + d) (opt_l _ _ _ (s113_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c42_L3 d)).
  pose proof (use_s79 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s113_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c42_L3 d))) as Ho2.
  pose proof (use_s138 IH 1 1 (2 + d) (opt_r _ _ _ (s113_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c43_L (c : nat) : lmoves (s113_board 1 1 (2 + c) 0) = [s113_board 0 2 (2 + c) 0; s113_board 1 1 (1 + c) 1].
Proof. unfold s113_board. tf_options. Qed.
Lemma s113_c43_R (c : nat) : rmoves (s113_board 1 1 (2 + c) 0) = [s138_board 1 (2 + c) 0; s83_board 1 1 (2 + c)].
Proof. unfold s113_board, s138_board, s83_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==0 *)
Lemma s113_c43_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s113_board 1 1 (2 + c) 0 -> fst (s113_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s113_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q9] in Hc |- *.
  rewrite tf_game_eq, (s113_c43_L c), (s113_c43_R c); cbn [map].
  pose proof (use_s113 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s113_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s113_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s138 IH 1 (2 + c) 0 (opt_r _ _ _ (s113_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s83 IH 1 1 (2 + c) (opt_r _ _ _ (s113_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s113_c44_L (c : nat) : lmoves (s113_board 1 1 (2 + c) 1) = [s113_board 0 2 (2 + c) 1; s113_board 1 1 (1 + c) 2; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c44_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s32_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c44_R (c : nat) : rmoves (s113_board 1 1 (2 + c) 1) = [s138_board 1 (2 + c) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s113_board, s138_board, strip. tf_options. Qed.
Lemma s113_c44_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s83_board 1 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s113_c44_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s113_board 1 1 (2 + c) 1 -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c44_L c), (s113_c44_R c); cbn [map].
  pose proof (use_s113 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s113_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s113_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c44_L3 c)).
  pose proof (use_s32 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s113_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c44_L3 c))) as Ho2.
  pose proof (use_s138 IH 1 (2 + c) 1 (opt_r _ _ _ (s113_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s113_c44_R2 c)).
  pose proof (use_s83 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s113_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s113_c44_R2 c))) as Ho4.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2 Ho4 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s113_c45_L (c d : nat) : lmoves (s113_board 1 1 (2 + c) (2 + d)) = [s113_board 0 2 (2 + c) (2 + d); s113_board 1 1 (1 + c) (3 + d); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c45_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s79_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c45_R (c d : nat) : rmoves (s113_board 1 1 (2 + c) (2 + d)) = [s138_board 1 (2 + c) (2 + d)].
Proof. unfold s113_board, s138_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s113_c45_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s113_board 1 1 (2 + c) (2 + d) -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c45_L c d), (s113_c45_R c d); cbn [map].
  pose proof (use_s113 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s113_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s113 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s113_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c45_L3 c d)).
  pose proof (use_s79 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s113_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c45_L3 c d))) as Ho2.
  pose proof (use_s138 IH 1 (2 + c) (2 + d) (opt_r _ _ _ (s113_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s113_c46_L (b : nat) : lmoves (s113_board 1 (2 + b) 0 0) = [s113_board 0 (3 + b) 0 0; s82_board 1 (1 + b) 0 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
Lemma s113_c46_R (b : nat) : rmoves (s113_board 1 (2 + b) 0 0) = [s47_board 1 (2 + b)].
Proof. unfold s113_board, s47_board. tf_options. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==0 *)
Lemma s113_c46_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 1 (2 + b) 0 0 -> fst (s113_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q13] in Hc |- *.
  rewrite tf_game_eq, (s113_c46_L b), (s113_c46_R b); cbn [map].
  pose proof (use_s113 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s113_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s113_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s47 IH 1 (2 + b) (opt_r _ _ _ (s113_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p13 Ho0 ltac:(zlia)).
  rewrite (s82_p19 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c46_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 1 (2 + b) 0 0 -> fst (s113_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q17] in Hc |- *.
  rewrite tf_game_eq, (s113_c46_L b), (s113_c46_R b); cbn [map].
  pose proof (use_s113 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s113_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s113_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s47 IH 1 (2 + b) (opt_r _ _ _ (s113_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p11 Ho0 ltac:(zlia)).
  rewrite (s82_p24 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c46_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 1 (2 + b) 0 0 -> fst (s113_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s113_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s113_q18] in Hc |- *.
  rewrite tf_game_eq, (s113_c46_L b), (s113_c46_R b); cbn [map].
  pose proof (use_s113 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s113_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s113_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s47 IH 1 (2 + b) (opt_r _ _ _ (s113_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p12 Ho0 ltac:(zlia)).
  rewrite (s82_p27 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s113_c47_L (b : nat) : lmoves (s113_board 1 (2 + b) 0 1) = [s113_board 0 (3 + b) 0 1; s82_board 1 (1 + b) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s113_board, s82_board, strip. tf_options. Qed.
Lemma s113_c47_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]) (s32_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s113_c47_R (b : nat) : rmoves (s113_board 1 (2 + b) 0 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]].
Proof. unfold s113_board, strip. tf_options. Qed.
Lemma s113_c47_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]) (s47_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s113 = T^a _ T^b F T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==1 *)
Lemma s113_c47_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s113_board 1 (2 + b) 0 1 -> fst (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s113_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s113_q6] in Hc |- *.
  rewrite tf_game_eq, (s113_c47_L b), (s113_c47_R b); cbn [map].
  pose proof (use_s113 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s113_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s113_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s113_c47_L3 b)).
  pose proof (use_s32 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s113_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s113_c47_L3 b))) as Ho2.
  rewrite (tf_norm_game (s113_c47_R1 b)).
  pose proof (use_s47 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s113_c47_R b) ltac:(cbn [In]; left; reflexivity) (s113_c47_R1 b))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s82_p19 Ho1 ltac:(zlia)).
    rewrite (s32_p8 Ho2 ltac:(zlia)).
    rewrite (s47_p2 Ho3 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s82_p24 Ho1 ltac:(zlia)).
    rewrite (s32_p11 Ho2 ltac:(zlia)).
    rewrite (s47_p2 Ho3 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s82_p27 Ho1 ltac:(zlia)).
    rewrite (s32_p8 Ho2 ltac:(zlia)).
    rewrite (s47_p2 Ho3 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

