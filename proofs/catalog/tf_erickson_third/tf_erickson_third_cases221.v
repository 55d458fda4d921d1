(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s178_c239_L (a b c : nat) : lmoves (s178_board (2 + a) (2 + b) (2 + c) 1 1) = [s178_board (1 + a) (3 + b) (2 + c) 1 1; s178_board (2 + a) (2 + b) (2 + c) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c239_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]) (s104_board (2 + a) (2 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c239_R (a b c : nat) : rmoves (s178_board (2 + a) (2 + b) (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c239_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]) (s146_board (2 + a) (2 + b) (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s178_c239_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q13] in Hc |- *.
  rewrite tf_game_eq, (s178_c239_L a b c), (s178_c239_R a b c); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s178_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 2 (opt_l _ _ _ (s178_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c239_L3 a b c)).
  pose proof (use_s104 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s178_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c239_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s178_c239_R1 a b c)).
  pose proof (use_s146 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s178_c239_R a b c) ltac:(cbn [In]; left; reflexivity) (s178_c239_R1 a b c))) as Ho3.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p50 Ho1 ltac:(zlia)).
  rewrite (s104_p12 Ho2 ltac:(zlia)).
  rewrite (s146_p5 Ho3 ltac:(zlia)).
  rewrite (s146_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c240_L (a b c e : nat) : lmoves (s178_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s178_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s178_board (2 + a) (2 + b) (2 + c) 0 (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c240_L3 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board (2 + a) (2 + b) (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c240_R (a b c e : nat) : rmoves (s178_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s178_c240_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q13] in Hc |- *.
  rewrite tf_game_eq, (s178_c240_L a b c e), (s178_c240_R a b c e); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s178_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 (3 + e) (opt_l _ _ _ (s178_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c240_L3 a b c e)).
  pose proof (use_s148 IH (2 + a) (2 + b) (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c240_L3 a b c e))) as Ho2.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p50 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p38 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s148_p48 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s178_c241_L (a b c d : nat) : lmoves (s178_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s178_board (1 + a) (3 + b) (2 + c) (2 + d) 0; s178_board (2 + a) (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c241_R (a b c d : nat) : rmoves (s178_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s146_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s146_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s178_c241_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q15] in Hc |- *.
  rewrite tf_game_eq, (s178_c241_L a b c d), (s178_c241_R a b c d); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s178_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s178_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s146 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s178_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s178_p15 Ho0 ltac:(zlia)).
  rewrite (s178_p13 Ho1 ltac:(zlia)).
  rewrite (s146_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c242_L (a b c d : nat) : lmoves (s178_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s178_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s178_board (2 + a) (2 + b) (2 + c) (1 + d) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c242_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s104_board (2 + a) (2 + b) (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c242_R (a b c d : nat) : rmoves (s178_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c242_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s146_board (2 + a) (2 + b) (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s178_c242_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q13] in Hc |- *.
  rewrite tf_game_eq, (s178_c242_L a b c d), (s178_c242_R a b c d); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s178_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s178_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c242_L3 a b c d)).
  pose proof (use_s104 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s178_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c242_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s178_c242_R1 a b c d)).
  pose proof (use_s146 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s178_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s178_c242_R1 a b c d))) as Ho3.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p13 Ho1 ltac:(zlia)).
  rewrite (s104_p12 Ho2 ltac:(zlia)).
  rewrite (s146_p5 Ho3 ltac:(zlia)).
  rewrite (s146_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c243_L (a b c d e : nat) : lmoves (s178_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s178_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s178_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c243_L3 (a b c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board (2 + a) (2 + b) (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c243_R (a b c d e : nat) : rmoves (s178_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s178_c243_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q13] in Hc |- *.
  rewrite tf_game_eq, (s178_c243_L a b c d e), (s178_c243_R a b c d e); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s178_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s178_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c243_L3 a b c d e)).
  pose proof (use_s148 IH (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c243_L3 a b c d e))) as Ho2.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p13 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p38 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s148_p48 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==0 && d==0: the board of s150 *)
Lemma s179_c1_p1 x (Hs150 : s150_claim x) :
  x = s179_board 0 0 0 0 -> fst (s179_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q1] in Hc |- *.
  pose proof (Hs150 0 0 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c2_L : lmoves (s179_board 0 0 0 1) = [strip [(0, 1); (1, 1)] ([E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c2_L1 : tf_norm (strip [(0, 1); (1, 1)] ([E; E; T; T; F]) []) (repeat E 3) (-1).
Proof.
  pose proof (tf_norm_strip [(0, 1); (1, 1)] ([E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s179_c2_R : rmoves (s179_board 0 0 0 1) = [strip [(0, 2)] ([E; E; T; E; T; F]) []; strip [(0, 1); (1, 1)] ([E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c2_R1 : tf_norm (strip [(0, 2)] ([E; E; T; E; T; F]) []) (s64_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c2_R2 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; F]) [(1, 1)]) (s63_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==0 && d==1 *)
Lemma s179_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s179_board 0 0 0 1 -> fst (s179_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s179_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q2] in Hc |- *.
  rewrite tf_game_eq, (s179_c2_L), (s179_c2_R); cbn [map].
  rewrite (tf_norm_blank (s179_c2_L1)).
  rewrite (tf_norm_game0 (s179_c2_R1)).
  pose proof (use_s64 IH 0 1 (opt_norm_r _ _ _ _ _ (s179_c2_R) ltac:(cbn [In]; left; reflexivity) (s179_c2_R1))) as Ho1.
  rewrite (tf_norm_game0 (s179_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s179_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c2_R2))) as Ho2.
  rewrite (s64_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s179_c3_L (d : nat) : lmoves (s179_board 0 0 0 (2 + d)) = [strip [(0, 1); (1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c3_L1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + d) - 2).
Proof.
  pose proof (tf_norm_strip [(0, 1); (1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s179_c3_R (d : nat) : rmoves (s179_board 0 0 0 (2 + d)) = [strip [(0, 2)] (E :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c3_R1 (d : nat) : tf_norm (strip [(0, 2)] (E :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s64_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c3_R2 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s63_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s179_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s179_board 0 0 0 (2 + d) -> fst (s179_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q4] in Hc |- *.
  rewrite tf_game_eq, (s179_c3_L d), (s179_c3_R d); cbn [map].
  rewrite (tf_norm_blank (s179_c3_L1 d)).
  rewrite (tf_norm_game0 (s179_c3_R1 d)).
  pose proof (use_s64 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c3_R d) ltac:(cbn [In]; left; reflexivity) (s179_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game0 (s179_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c3_R2 d))) as Ho2.
  rewrite (s64_p3 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s179_board 0 0 0 (2 + d) -> fst (s179_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q5] in Hc |- *.
  rewrite tf_game_eq, (s179_c3_L d), (s179_c3_R d); cbn [map].
  rewrite (tf_norm_blank (s179_c3_L1 d)).
  rewrite (tf_norm_game0 (s179_c3_R1 d)).
  pose proof (use_s64 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c3_R d) ltac:(cbn [In]; left; reflexivity) (s179_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game0 (s179_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c3_R2 d))) as Ho2.
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==1 && d==0: the board of s150 *)
Lemma s179_c4_p6 x (Hs150 : s150_claim x) :
  x = s179_board 0 0 1 0 -> fst (s179_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s179_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q6] in Hc |- *.
  pose proof (Hs150 0 0 1 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s179_c5_L : lmoves (s179_board 0 0 1 1) = [strip [(0, 1); (1, 1)] ([E; T; T; E; T; F]) []; strip [(0, 1); (1, 1)] ([T; E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c5_L1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; T; E; T; F]) []) (s64_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c5_L2 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; E; T; T; F]) []) (repeat E 3) (1).
Proof.
  pose proof (tf_norm_strip [(0, 1); (1, 1)] ([T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s179_c5_R : rmoves (s179_board 0 0 1 1) = [strip [(0, 2)] ([E; T; E; T; E; T; F]) []; strip [(0, 1); (1, 1)] ([T; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c5_R1 : tf_norm (strip [(0, 2)] ([E; T; E; T; E; T; F]) []) (s74_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c5_R2 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; T; F]) [(1, 1)]) (s73_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==1 && d==1 *)
Lemma s179_c5_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s179_board 0 0 1 1 -> fst (s179_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s179_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q8] in Hc |- *.
  rewrite tf_game_eq, (s179_c5_L), (s179_c5_R); cbn [map].
  rewrite (tf_norm_game (s179_c5_L1)).
  pose proof (use_s64 IH 0 2 (opt_norm_l _ _ _ _ _ (s179_c5_L) ltac:(cbn [In]; left; reflexivity) (s179_c5_L1))) as Ho0.
  rewrite (tf_norm_blank (s179_c5_L2)).
  rewrite (tf_norm_game0 (s179_c5_R1)).
  pose proof (use_s74 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s179_c5_R) ltac:(cbn [In]; left; reflexivity) (s179_c5_R1))) as Ho2.
  rewrite (tf_norm_game0 (s179_c5_R2)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s179_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c5_R2))) as Ho3.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c6_L (d : nat) : lmoves (s179_board 0 0 1 (2 + d)) = [strip [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1); (1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c6_L1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ [E; T; F]) []) (s64_board 0 (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c6_L2 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [(0, 1); (1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s179_c6_R (d : nat) : rmoves (s179_board 0 0 1 (2 + d)) = [strip [(0, 2)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c6_R1 (d : nat) : tf_norm (strip [(0, 2)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c6_R2 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s73_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s179_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s179_board 0 0 1 (2 + d) -> fst (s179_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q5] in Hc |- *.
  rewrite tf_game_eq, (s179_c6_L d), (s179_c6_R d); cbn [map].
  rewrite (tf_norm_game (s179_c6_L1 d)).
  pose proof (use_s64 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s179_c6_L d) ltac:(cbn [In]; left; reflexivity) (s179_c6_L1 d))) as Ho0.
  rewrite (tf_norm_blank (s179_c6_L2 d)).
  rewrite (tf_norm_game0 (s179_c6_R1 d)).
  pose proof (use_s74 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c6_R d) ltac:(cbn [In]; left; reflexivity) (s179_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c6_R2 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c6_R2 d))) as Ho3.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d==0: the board of s150 *)
Lemma s179_c7_p6 x (Hs150 : s150_claim x) (c : nat) :
  x = s179_board 0 0 (2 + c) 0 -> fst (s179_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s179_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q6] in Hc |- *.
  pose proof (Hs150 0 0 (2 + c) ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s179_c8_L (c : nat) : lmoves (s179_board 0 0 (2 + c) 1) = [strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c8_L1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []) (s74_board 0 (1 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c8_L2 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F]) []) (repeat E 3) (2 * Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s179_c8_R (c : nat) : rmoves (s179_board 0 0 (2 + c) 1) = [strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c8_R1 (c : nat) : tf_norm (strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s74_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c8_R2 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s73_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s179_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s179_board 0 0 (2 + c) 1 -> fst (s179_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s179_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q5] in Hc |- *.
  rewrite tf_game_eq, (s179_c8_L c), (s179_c8_R c); cbn [map].
  rewrite (tf_norm_game (s179_c8_L1 c)).
  pose proof (use_s74 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s179_c8_L c) ltac:(cbn [In]; left; reflexivity) (s179_c8_L1 c))) as Ho0.
  rewrite (tf_norm_blank (s179_c8_L2 c)).
  rewrite (tf_norm_game0 (s179_c8_R1 c)).
  pose proof (use_s74 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c8_R c) ltac:(cbn [In]; left; reflexivity) (s179_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s179_c8_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c8_R2 c))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c9_L (c d : nat) : lmoves (s179_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c9_L1 (c d : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []) (s74_board 0 (1 + c) (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c9_L2 (c d : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (repeat E 3) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 2).
Proof.
  pose proof (tf_norm_strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s179_c9_R (c d : nat) : rmoves (s179_board 0 0 (2 + c) (2 + d)) = [strip [(0, 2)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c9_R1 (c d : nat) : tf_norm (strip [(0, 2)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c9_R2 (c d : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s73_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s179_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s179_board 0 0 (2 + c) (2 + d) -> fst (s179_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q5] in Hc |- *.
  rewrite tf_game_eq, (s179_c9_L c d), (s179_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s179_c9_L1 c d)).
  pose proof (use_s74 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s179_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s179_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_blank (s179_c9_L2 c d)).
  rewrite (tf_norm_game0 (s179_c9_R1 c d)).
  pose proof (use_s74 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s179_c9_R1 c d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c9_R2 c d)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c9_R2 c d))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==0 && d==0: the board of s150 *)
Lemma s179_c10_p10 x (Hs150 : s150_claim x) :
  x = s179_board 0 1 0 0 -> fst (s179_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q10] in Hc |- *.
  pose proof (Hs150 0 1 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s179_c11_L : lmoves (s179_board 0 1 0 1) = [strip [(0, 1); (2, 1)] ([T; T; E; T; F]) []; strip [(0, 1)] ([E; T; F; E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c11_L1 : tf_norm (strip [(0, 1); (2, 1)] ([T; T; E; T; F]) []) (s64_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c11_L2 : tf_norm (strip [(0, 1)] ([E; T; F; E; E; T; T; F]) []) (s75_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([E; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c11_R : rmoves (s179_board 0 1 0 1) = [strip [(0, 2)] ([T; E; E; T; E; T; F]) []; strip [(0, 1)] ([E; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c11_R1 : tf_norm (strip [(0, 2)] ([T; E; E; T; E; T; F]) []) (s64_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c11_R2 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; F]) [(1, 1)]) (s113_board 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==0 && d==1 *)
Lemma s179_c11_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s179_board 0 1 0 1 -> fst (s179_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s179_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q11] in Hc |- *.
  rewrite tf_game_eq, (s179_c11_L), (s179_c11_R); cbn [map].
  rewrite (tf_norm_game (s179_c11_L1)).
  pose proof (use_s64 IH 0 2 (opt_norm_l _ _ _ _ _ (s179_c11_L) ltac:(cbn [In]; left; reflexivity) (s179_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s179_c11_L2)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s179_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s179_c11_R1)).
  pose proof (use_s64 IH 1 1 (opt_norm_r _ _ _ _ _ (s179_c11_R) ltac:(cbn [In]; left; reflexivity) (s179_c11_R1))) as Ho2.
  rewrite (tf_norm_game (s179_c11_R2)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s179_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c11_R2))) as Ho3.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s64_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s179_c12_L (d : nat) : lmoves (s179_board 0 1 0 (2 + d)) = [strip [(0, 1); (2, 1)] (repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c12_L1 (d : nat) : tf_norm (strip [(0, 1); (2, 1)] (repeat T (3 + d) ++ [E; T; F]) []) (s64_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] (repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c12_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c12_R (d : nat) : rmoves (s179_board 0 1 0 (2 + d)) = [strip [(0, 2)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c12_R1 (d : nat) : tf_norm (strip [(0, 2)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s64_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c12_R2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s179_c12_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s179_board 0 1 0 (2 + d) -> fst (s179_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q9] in Hc |- *.
  rewrite tf_game_eq, (s179_c12_L d), (s179_c12_R d); cbn [map].
  rewrite (tf_norm_game (s179_c12_L1 d)).
  pose proof (use_s64 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s179_c12_L d) ltac:(cbn [In]; left; reflexivity) (s179_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game (s179_c12_L2 d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s179_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s179_c12_R1 d)).
  pose proof (use_s64 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c12_R d) ltac:(cbn [In]; left; reflexivity) (s179_c12_R1 d))) as Ho2.
  rewrite (tf_norm_game (s179_c12_R2 d)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c12_R2 d))) as Ho3.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s64_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c12_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s179_board 0 1 0 (2 + d) -> fst (s179_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q13] in Hc |- *.
  rewrite tf_game_eq, (s179_c12_L d), (s179_c12_R d); cbn [map].
  rewrite (tf_norm_game (s179_c12_L1 d)).
  pose proof (use_s64 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s179_c12_L d) ltac:(cbn [In]; left; reflexivity) (s179_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game (s179_c12_L2 d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s179_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s179_c12_R1 d)).
  pose proof (use_s64 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c12_R d) ltac:(cbn [In]; left; reflexivity) (s179_c12_R1 d))) as Ho2.
  rewrite (tf_norm_game (s179_c12_R2 d)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c12_R2 d))) as Ho3.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s64_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==1 && d==0: the board of s150 *)
Lemma s179_c13_p16 x (Hs150 : s150_claim x) :
  x = s179_board 0 1 1 0 -> fst (s179_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 0 1 1 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c14_L : lmoves (s179_board 0 1 1 1) = [strip [(0, 1)] ([E; T; F; E; T; T; E; T; F]) []; strip [(0, 1)] ([E; T; F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c14_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; T; E; T; F]) []) (s112_board 0 1 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c14_L2 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; E; T; T; F]) []) (s75_board 0 1) (2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([E; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c14_R : rmoves (s179_board 0 1 1 1) = [strip [(0, 2)] ([T; E; T; E; T; E; T; F]) []; strip [(0, 1)] ([E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c14_R1 : tf_norm (strip [(0, 2)] ([T; E; T; E; T; E; T; F]) []) (s74_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c14_R2 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; T; F]) [(1, 1)]) (s113_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s179_c14_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s179_board 0 1 1 1 -> fst (s179_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s179_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q17] in Hc |- *.
  rewrite tf_game_eq, (s179_c14_L), (s179_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s179_c14_L1)).
  pose proof (use_s112 IH 0 1 0 2 (opt_norm_l _ _ _ _ _ (s179_c14_L) ltac:(cbn [In]; left; reflexivity) (s179_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s179_c14_L2)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s179_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s179_c14_R1)).
  pose proof (use_s74 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s179_c14_R) ltac:(cbn [In]; left; reflexivity) (s179_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s179_c14_R2)).
  pose proof (use_s113 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s179_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c14_R2))) as Ho3.
  rewrite (s112_p7 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c15_L (d : nat) : lmoves (s179_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (3 + d) ++ [E; T; F]) []) (s112_board 0 1 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c15_R (d : nat) : rmoves (s179_board 0 1 1 (2 + d)) = [strip [(0, 2)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c15_R1 (d : nat) : tf_norm (strip [(0, 2)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c15_R2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s179_c15_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s179_board 0 1 1 (2 + d) -> fst (s179_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q13] in Hc |- *.
  rewrite tf_game_eq, (s179_c15_L d), (s179_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s179_c15_L1 d)).
  pose proof (use_s112 IH 0 1 0 (3 + d) (opt_norm_l _ _ _ _ _ (s179_c15_L d) ltac:(cbn [In]; left; reflexivity) (s179_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game (s179_c15_L2 d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s179_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s179_c15_R1 d)).
  pose proof (use_s74 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c15_R d) ltac:(cbn [In]; left; reflexivity) (s179_c15_R1 d))) as Ho2.
  rewrite (tf_norm_game (s179_c15_R2 d)).
  pose proof (use_s113 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c15_R2 d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d==0: the board of s150 *)
Lemma s179_c16_p16 x (Hs150 : s150_claim x) (c : nat) :
  x = s179_board 0 1 (2 + c) 0 -> fst (s179_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 0 1 (2 + c) ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c17_L (c : nat) : lmoves (s179_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []) (s112_board 0 1 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board 0 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c17_R (c : nat) : rmoves (s179_board 0 1 (2 + c) 1) = [strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c17_R1 (c : nat) : tf_norm (strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s74_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c17_R2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s179_c17_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s179_board 0 1 (2 + c) 1 -> fst (s179_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s179_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q13] in Hc |- *.
  rewrite tf_game_eq, (s179_c17_L c), (s179_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s179_c17_L1 c)).
  pose proof (use_s112 IH 0 1 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s179_c17_L c) ltac:(cbn [In]; left; reflexivity) (s179_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game (s179_c17_L2 c)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s179_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s179_c17_R1 c)).
  pose proof (use_s74 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c17_R c) ltac:(cbn [In]; left; reflexivity) (s179_c17_R1 c))) as Ho2.
  rewrite (tf_norm_game (s179_c17_R2 c)).
  pose proof (use_s113 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c17_R2 c))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c18_L (c d : nat) : lmoves (s179_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []) (s112_board 0 1 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c18_R (c d : nat) : rmoves (s179_board 0 1 (2 + c) (2 + d)) = [strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c18_R1 (c d : nat) : tf_norm (strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c18_R2 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s179_c18_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s179_board 0 1 (2 + c) (2 + d) -> fst (s179_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q13] in Hc |- *.
  rewrite tf_game_eq, (s179_c18_L c d), (s179_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s179_c18_L1 c d)).
  pose proof (use_s112 IH 0 1 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s179_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s179_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s179_c18_L2 c d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s179_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s179_c18_R1 c d)).
  pose proof (use_s74 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s179_c18_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s179_c18_R2 c d)).
  pose proof (use_s113 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c18_R2 c d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s74_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d==0: the board of s150 *)
Lemma s179_c19_p7 x (Hs150 : s150_claim x) (b : nat) :
  x = s179_board 0 (2 + b) 0 0 -> fst (s179_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q7] in Hc |- *.
  pose proof (Hs150 0 (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c19_p11 x (Hs150 : s150_claim x) (b : nat) :
  x = s179_board 0 (2 + b) 0 0 -> fst (s179_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q11] in Hc |- *.
  pose proof (Hs150 0 (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c19_p18 x (Hs150 : s150_claim x) (b : nat) :
  x = s179_board 0 (2 + b) 0 0 -> fst (s179_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q18] in Hc |- *.
  pose proof (Hs150 0 (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c19_p19 x (Hs150 : s150_claim x) (b : nat) :
  x = s179_board 0 (2 + b) 0 0 -> fst (s179_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q19] in Hc |- *.
  pose proof (Hs150 0 (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c20_L (b : nat) : lmoves (s179_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; T; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; T; E; T; F]) []) (s81_board 0 (1 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) (s75_board 0 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c20_R (b : nat) : rmoves (s179_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s113_board 0 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s179_c20_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s179_board 0 (2 + b) 0 1 -> fst (s179_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s179_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q9] in Hc |- *.
  rewrite tf_game_eq, (s179_c20_L b), (s179_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s179_c20_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s179_c20_L b) ltac:(cbn [In]; left; reflexivity) (s179_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s179_c20_L2 b)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game (s179_c20_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s179_c20_R b) ltac:(cbn [In]; left; reflexivity) (s179_c20_R1 b))) as Ho2.
  rewrite (s81_p15 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c20_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s179_board 0 (2 + b) 0 1 -> fst (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q13] in Hc |- *.
  rewrite tf_game_eq, (s179_c20_L b), (s179_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s179_c20_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s179_c20_L b) ltac:(cbn [In]; left; reflexivity) (s179_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s179_c20_L2 b)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game (s179_c20_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s179_c20_R b) ltac:(cbn [In]; left; reflexivity) (s179_c20_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s81_p26 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p32 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p36 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s179_c21_L (b d : nat) : lmoves (s179_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c21_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; T; F]) []) (s81_board 0 (1 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c21_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c21_R (b d : nat) : rmoves (s179_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c21_R1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s179_c21_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s179_board 0 (2 + b) 0 (2 + d) -> fst (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q13] in Hc |- *.
  rewrite tf_game_eq, (s179_c21_L b d), (s179_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s179_c21_L1 b d)).
  pose proof (use_s81 IH 0 (1 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s179_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s179_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game (s179_c21_L2 b d)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s179_c21_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s179_c21_R1 b d))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s81_p15 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p26 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p32 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p36 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d==0: the board of s150 *)
Lemma s179_c22_p16 x (Hs150 : s150_claim x) (b : nat) :
  x = s179_board 0 (2 + b) 1 0 -> fst (s179_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 0 (2 + b) 1 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c23_L (b : nat) : lmoves (s179_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; T; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; T; E; T; F]) []) (s112_board 0 (2 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) (s75_board 0 (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c23_R (b : nat) : rmoves (s179_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s113_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s179_c23_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s179_board 0 (2 + b) 1 1 -> fst (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q13] in Hc |- *.
  rewrite tf_game_eq, (s179_c23_L b), (s179_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s179_c23_L1 b)).
  pose proof (use_s112 IH 0 (2 + b) 0 2 (opt_norm_l _ _ _ _ _ (s179_c23_L b) ltac:(cbn [In]; left; reflexivity) (s179_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game (s179_c23_L2 b)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game (s179_c23_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s179_c23_R b) ltac:(cbn [In]; left; reflexivity) (s179_c23_R1 b))) as Ho2.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c24_L (b d : nat) : lmoves (s179_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; T; F]) []) (s112_board 0 (2 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c24_R (b d : nat) : rmoves (s179_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c24_R1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s179_c24_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s179_board 0 (2 + b) 1 (2 + d) -> fst (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q13] in Hc |- *.
  rewrite tf_game_eq, (s179_c24_L b d), (s179_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s179_c24_L1 b d)).
  pose proof (use_s112 IH 0 (2 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s179_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s179_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game (s179_c24_L2 b d)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s179_c24_R1 b d)).
  pose proof (use_s113 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s179_c24_R1 b d))) as Ho2.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d==0: the board of s150 *)
Lemma s179_c25_p16 x (Hs150 : s150_claim x) (b c : nat) :
  x = s179_board 0 (2 + b) (2 + c) 0 -> fst (s179_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c26_L (b c : nat) : lmoves (s179_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []) (s112_board 0 (2 + b) (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board 0 (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c26_R (b c : nat) : rmoves (s179_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s179_c26_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s179_board 0 (2 + b) (2 + c) 1 -> fst (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q13] in Hc |- *.
  rewrite tf_game_eq, (s179_c26_L b c), (s179_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s179_c26_L1 b c)).
  pose proof (use_s112 IH 0 (2 + b) (1 + c) 2 (opt_norm_l _ _ _ _ _ (s179_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s179_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s179_c26_L2 b c)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s179_c26_R1 b c)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s179_c26_R1 b c))) as Ho2.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c27_L (b c d : nat) : lmoves (s179_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []) (s112_board 0 (2 + b) (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 0 (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c27_R (b c d : nat) : rmoves (s179_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c27_R1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s179_c27_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s179_board 0 (2 + b) (2 + c) (2 + d) -> fst (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q13] in Hc |- *.
  rewrite tf_game_eq, (s179_c27_L b c d), (s179_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s179_c27_L1 b c d)).
  pose proof (use_s112 IH 0 (2 + b) (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s179_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s179_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game (s179_c27_L2 b c d)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s179_c27_R1 b c d)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s179_c27_R1 b c d))) as Ho2.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==0 && d==0: the board of s150 *)
Lemma s179_c28_p21 x (Hs150 : s150_claim x) :
  x = s179_board 1 0 0 0 -> fst (s179_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q21] in Hc |- *.
  pose proof (Hs150 1 0 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c29_L : lmoves (s179_board 1 0 0 1) = [strip [(1, 1)] ([T; F; E; T; E; T; F]) []; strip [] ([T; F; E; F; E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c29_L1 : tf_norm (strip [(1, 1)] ([T; F; E; T; E; T; F]) []) (s112_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c29_L2 : tf_norm (strip [] ([T; F; E; F; E; E; T; T; F]) []) (s105_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c29_R : rmoves (s179_board 1 0 0 1) = [strip [] ([T; F; F; E; E; T; E; T; F]) []; strip [] ([T; F; E; F; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c29_R1 : tf_norm (strip [] ([T; F; F; E; E; T; E; T; F]) []) (s64_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; E; T; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; E; T; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s64_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c29_R2 : tf_norm (strip [] ([T; F; E; F; E; T; F]) [(1, 1)]) (s177_board 1 0 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==0 && d==1 *)
Lemma s179_c29_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s179_board 1 0 0 1 -> fst (s179_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s179_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q15] in Hc |- *.
  rewrite tf_game_eq, (s179_c29_L), (s179_c29_R); cbn [map].
  rewrite (tf_norm_game (s179_c29_L1)).
  pose proof (use_s112 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s179_c29_L) ltac:(cbn [In]; left; reflexivity) (s179_c29_L1))) as Ho0.
  rewrite (tf_norm_game0 (s179_c29_L2)).
  pose proof (use_s105 IH 1 0 (opt_norm_l _ _ _ _ _ (s179_c29_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c29_L2))) as Ho1.
  rewrite (tf_norm_game0 (s179_c29_R1)).
  pose proof (use_s64 IH 0 1 (opt_norm_r _ _ _ _ _ (s179_c29_R) ltac:(cbn [In]; left; reflexivity) (s179_c29_R1))) as Ho2.
  rewrite (tf_norm_game (s179_c29_R2)).
  pose proof (use_s177 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s179_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c29_R2))) as Ho3.
  rewrite (s112_p11 Ho0 ltac:(zlia)).
  rewrite (s112_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s105_p4 Ho1 ltac:(zlia)).
  rewrite (s64_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p7 Ho3 ltac:(zlia)).
  rewrite (s177_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s179_c30_L (d : nat) : lmoves (s179_board 1 0 0 (2 + d)) = [strip [(1, 1)] (T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (T :: F :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c30_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 1 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c30_L2 (d : nat) : tf_norm (strip [] (T :: F :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c30_R (d : nat) : rmoves (s179_board 1 0 0 (2 + d)) = [strip [] (T :: F :: F :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (T :: F :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c30_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s64_board 0 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: E :: repeat T (2 + d) ++ [E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s64_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c30_R2 (d : nat) : tf_norm (strip [] (T :: F :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board 1 0 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s179_c30_p22 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s179_board 1 0 0 (2 + d) -> fst (s179_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q22] in Hc |- *.
  rewrite tf_game_eq, (s179_c30_L d), (s179_c30_R d); cbn [map].
  rewrite (tf_norm_game (s179_c30_L1 d)).
  pose proof (use_s112 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s179_c30_L d) ltac:(cbn [In]; left; reflexivity) (s179_c30_L1 d))) as Ho0.
  rewrite (tf_norm_game (s179_c30_L2 d)).
  pose proof (use_s105 IH 1 0 (opt_norm_l _ _ _ _ _ (s179_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c30_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s179_c30_R1 d)).
  pose proof (use_s64 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c30_R d) ltac:(cbn [In]; left; reflexivity) (s179_c30_R1 d))) as Ho2.
  rewrite (tf_norm_game (s179_c30_R2 d)).
  pose proof (use_s177 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c30_R2 d))) as Ho3.
  rewrite (s112_p7 Ho0 ltac:(zlia)).
  rewrite (s112_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s105_p4 Ho1 ltac:(zlia)).
  rewrite (s105_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s64_p3 Ho2 ltac:(zlia)).
  rewrite (s177_p7 Ho3 ltac:(zlia)).
  rewrite (s177_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c30_p23 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s179_board 1 0 0 (2 + d) -> fst (s179_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q23] in Hc |- *.
  rewrite tf_game_eq, (s179_c30_L d), (s179_c30_R d); cbn [map].
  rewrite (tf_norm_game (s179_c30_L1 d)).
  pose proof (use_s112 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s179_c30_L d) ltac:(cbn [In]; left; reflexivity) (s179_c30_L1 d))) as Ho0.
  rewrite (tf_norm_game (s179_c30_L2 d)).
  pose proof (use_s105 IH 1 0 (opt_norm_l _ _ _ _ _ (s179_c30_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c30_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s179_c30_R1 d)).
  pose proof (use_s64 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c30_R d) ltac:(cbn [In]; left; reflexivity) (s179_c30_R1 d))) as Ho2.
  rewrite (tf_norm_game (s179_c30_R2 d)).
  pose proof (use_s177 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c30_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c30_R2 d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s105_p4 Ho1 ltac:(zlia)).
  rewrite (s105_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s64_p5 Ho2 ltac:(zlia)).
  rewrite (s177_p7 Ho3 ltac:(zlia)).
  rewrite (s177_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==1 && d==0: the board of s150 *)
Lemma s179_c31_p3 x (Hs150 : s150_claim x) :
  x = s179_board 1 0 1 0 -> fst (s179_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s179_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q3] in Hc |- *.
  pose proof (Hs150 1 0 1 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c32_L : lmoves (s179_board 1 0 1 1) = [strip [(1, 1)] ([T; F; T; E; T; E; T; F]) []; s179_board 1 0 0 2; strip [] ([T; F; E; F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c32_L1 : tf_norm (strip [(1, 1)] ([T; F; T; E; T; E; T; F]) []) (s112_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c32_L3 : tf_norm (strip [] ([T; F; E; F; T; E; E; T; T; F]) []) (s105_board 1 0) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c32_R : rmoves (s179_board 1 0 1 1) = [strip [] ([T; F; F; E; T; E; T; E; T; F]) []; strip [] ([T; F; E; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c32_R1 : tf_norm (strip [] ([T; F; F; E; T; E; T; E; T; F]) []) (s74_board 0 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; T; E; T; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; T; E; T; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c32_R2 : tf_norm (strip [] ([T; F; E; F; T; E; T; F]) [(1, 1)]) (s177_board 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==1 && d==1 *)
Lemma s179_c32_p24 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s179_board 1 0 1 1 -> fst (s179_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s179_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q24] in Hc |- *.
  rewrite tf_game_eq, (s179_c32_L), (s179_c32_R); cbn [map].
  rewrite (tf_norm_game (s179_c32_L1)).
  pose proof (use_s112 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s179_c32_L) ltac:(cbn [In]; left; reflexivity) (s179_c32_L1))) as Ho0.
  pose proof (use_s179 IH 1 0 0 2 (opt_l _ _ _ (s179_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c32_L3)).
  pose proof (use_s105 IH 1 0 (opt_norm_l _ _ _ _ _ (s179_c32_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c32_L3))) as Ho2.
  rewrite (tf_norm_game0 (s179_c32_R1)).
  pose proof (use_s74 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s179_c32_R) ltac:(cbn [In]; left; reflexivity) (s179_c32_R1))) as Ho3.
  rewrite (tf_norm_game (s179_c32_R2)).
  pose proof (use_s177 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s179_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c32_R2))) as Ho4.
  rewrite (s112_p15 Ho0 ltac:(zlia)).
  rewrite (s112_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p22 Ho1 ltac:(zlia)).
  rewrite (s105_p4 Ho2 ltac:(zlia)).
  rewrite (s105_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p3 Ho3 ltac:(zlia)).
  rewrite (s177_p7 Ho4 ltac:(zlia)).
  rewrite (s177_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c33_L (d : nat) : lmoves (s179_board 1 0 1 (2 + d)) = [strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; s179_board 1 0 0 (3 + d); strip [] (T :: F :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c33_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 1 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c33_L3 (d : nat) : tf_norm (strip [] (T :: F :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board 1 0) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c33_R (d : nat) : rmoves (s179_board 1 0 1 (2 + d)) = [strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (T :: F :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c33_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 0 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c33_R2 (d : nat) : tf_norm (strip [] (T :: F :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board 1 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s179_c33_p25 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s179_board 1 0 1 (2 + d) -> fst (s179_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q25] in Hc |- *.
  rewrite tf_game_eq, (s179_c33_L d), (s179_c33_R d); cbn [map].
  rewrite (tf_norm_game (s179_c33_L1 d)).
  pose proof (use_s112 IH 0 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s179_c33_L d) ltac:(cbn [In]; left; reflexivity) (s179_c33_L1 d))) as Ho0.
  pose proof (use_s179 IH 1 0 0 (3 + d) (opt_l _ _ _ (s179_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c33_L3 d)).
  pose proof (use_s105 IH 1 0 (opt_norm_l _ _ _ _ _ (s179_c33_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c33_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c33_R1 d)).
  pose proof (use_s74 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c33_R d) ltac:(cbn [In]; left; reflexivity) (s179_c33_R1 d))) as Ho3.
  rewrite (tf_norm_game (s179_c33_R2 d)).
  pose proof (use_s177 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c33_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c33_R2 d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p23 Ho1 ltac:(zlia)).
  rewrite (s105_p4 Ho2 ltac:(zlia)).
  rewrite (s105_p4_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p7 Ho4 ltac:(zlia)).
  rewrite (s177_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d==0: the board of s150 *)
Lemma s179_c34_p3 x (Hs150 : s150_claim x) (c : nat) :
  x = s179_board 1 0 (2 + c) 0 -> fst (s179_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s179_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q3] in Hc |- *.
  pose proof (Hs150 1 0 (2 + c) ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c35_L (c : nat) : lmoves (s179_board 1 0 (2 + c) 1) = [strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []; s179_board 1 0 (1 + c) 2; strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c35_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s112_board 0 1 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c35_L3 (c : nat) : tf_norm (strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s105_board 1 0) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c35_R (c : nat) : rmoves (s179_board 1 0 (2 + c) 1) = [strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c35_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s74_board 0 (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ [E; T; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c35_R2 (c : nat) : tf_norm (strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s177_board 1 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s179_c35_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s179_board 1 0 (2 + c) 1 -> fst (s179_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s179_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q25] in Hc |- *.
  rewrite tf_game_eq, (s179_c35_L c), (s179_c35_R c); cbn [map].
  rewrite (tf_norm_game (s179_c35_L1 c)).
  pose proof (use_s112 IH 0 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s179_c35_L c) ltac:(cbn [In]; left; reflexivity) (s179_c35_L1 c))) as Ho0.
  pose proof (use_s179 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s179_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c35_L3 c)).
  pose proof (use_s105 IH 1 0 (opt_norm_l _ _ _ _ _ (s179_c35_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c35_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s179_c35_R1 c)).
  pose proof (use_s74 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c35_R c) ltac:(cbn [In]; left; reflexivity) (s179_c35_R1 c))) as Ho3.
  rewrite (tf_norm_game (s179_c35_R2 c)).
  pose proof (use_s177 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c35_R2 c))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p25 Ho1 ltac:(zlia)).
  rewrite (s105_p4 Ho2 ltac:(zlia)).
  rewrite (s105_p4_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p7 Ho4 ltac:(zlia)).
  rewrite (s177_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c36_L (c d : nat) : lmoves (s179_board 1 0 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; s179_board 1 0 (1 + c) (3 + d); strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c36_L1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 1 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c36_L3 (c d : nat) : tf_norm (strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board 1 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c36_R (c d : nat) : rmoves (s179_board 1 0 (2 + c) (2 + d)) = [strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c36_R1 (c d : nat) : tf_norm (strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 0 (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c36_R2 (c d : nat) : tf_norm (strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board 1 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s179_c36_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s179_board 1 0 (2 + c) (2 + d) -> fst (s179_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q25] in Hc |- *.
  rewrite tf_game_eq, (s179_c36_L c d), (s179_c36_R c d); cbn [map].
  rewrite (tf_norm_game (s179_c36_L1 c d)).
  pose proof (use_s112 IH 0 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s179_c36_L c d) ltac:(cbn [In]; left; reflexivity) (s179_c36_L1 c d))) as Ho0.
  pose proof (use_s179 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s179_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c36_L3 c d)).
  pose proof (use_s105 IH 1 0 (opt_norm_l _ _ _ _ _ (s179_c36_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c36_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c36_R1 c d)).
  pose proof (use_s74 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c36_R c d) ltac:(cbn [In]; left; reflexivity) (s179_c36_R1 c d))) as Ho3.
  rewrite (tf_norm_game (s179_c36_R2 c d)).
  pose proof (use_s177 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c36_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c36_R2 c d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p25 Ho1 ltac:(zlia)).
  rewrite (s105_p4 Ho2 ltac:(zlia)).
  rewrite (s105_p4_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p7 Ho4 ltac:(zlia)).
  rewrite (s177_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==0 && d==0: the board of s150 *)
Lemma s179_c37_p15 x (Hs150 : s150_claim x) :
  x = s179_board 1 1 0 0 -> fst (s179_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q15] in Hc |- *.
  pose proof (Hs150 1 1 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s179_c38_L : lmoves (s179_board 1 1 0 1) = [strip [(1, 1)] ([T; T; F; E; T; E; T; F]) []; s144_board 1 0 2; strip [] ([T; F; E; T; F; E; E; T; T; F]) []].
Proof. unfold s144_board, s179_board, strip. tf_options. Qed.
Lemma s179_c38_L1 : tf_norm (strip [(1, 1)] ([T; T; F; E; T; E; T; F]) []) (s112_board 0 2 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c38_L3 : tf_norm (strip [] ([T; F; E; T; F; E; E; T; T; F]) []) (s105_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c38_R : rmoves (s179_board 1 1 0 1) = [strip [] ([T; F; F; T; E; E; T; E; T; F]) []; strip [] ([T; F; E; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c38_R1 : tf_norm (strip [] ([T; F; F; T; E; E; T; E; T; F]) []) (s64_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; E; T; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; E; T; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s64_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c38_R2 : tf_norm (strip [] ([T; F; E; T; F; E; T; F]) [(1, 1)]) (s177_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==0 && d==1 *)
Lemma s179_c38_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s179_board 1 1 0 1 -> fst (s179_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s179_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q8] in Hc |- *.
  rewrite tf_game_eq, (s179_c38_L), (s179_c38_R); cbn [map].
  rewrite (tf_norm_game (s179_c38_L1)).
  pose proof (use_s112 IH 0 2 0 1 (opt_norm_l _ _ _ _ _ (s179_c38_L) ltac:(cbn [In]; left; reflexivity) (s179_c38_L1))) as Ho0.
  pose proof (use_s144 IH 1 0 2 (opt_l _ _ _ (s179_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s179_c38_L3)).
  pose proof (use_s105 IH 1 1 (opt_norm_l _ _ _ _ _ (s179_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c38_L3))) as Ho2.
  rewrite (tf_norm_game0 (s179_c38_R1)).
  pose proof (use_s64 IH 1 1 (opt_norm_r _ _ _ _ _ (s179_c38_R) ltac:(cbn [In]; left; reflexivity) (s179_c38_R1))) as Ho3.
  rewrite (tf_norm_game (s179_c38_R2)).
  pose proof (use_s177 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s179_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c38_R2))) as Ho4.
  rewrite (s112_p7 Ho0 ltac:(zlia)).
  rewrite (s112_p7_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p3 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s64_p6 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c39_L (d : nat) : lmoves (s179_board 1 1 0 (2 + d)) = [strip [(1, 1)] (T :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []; s144_board 1 0 (3 + d); strip [] (T :: F :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s144_board, s179_board, strip. tf_options. Qed.
Lemma s179_c39_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 2 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c39_L3 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; T; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c39_R (d : nat) : rmoves (s179_board 1 1 0 (2 + d)) = [strip [] (T :: F :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (T :: F :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c39_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s64_board 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s64_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c39_R2 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s179_c39_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s179_board 1 1 0 (2 + d) -> fst (s179_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q12] in Hc |- *.
  rewrite tf_game_eq, (s179_c39_L d), (s179_c39_R d); cbn [map].
  rewrite (tf_norm_game (s179_c39_L1 d)).
  pose proof (use_s112 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s179_c39_L d) ltac:(cbn [In]; left; reflexivity) (s179_c39_L1 d))) as Ho0.
  pose proof (use_s144 IH 1 0 (3 + d) (opt_l _ _ _ (s179_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c39_L3 d)).
  pose proof (use_s105 IH 1 1 (opt_norm_l _ _ _ _ _ (s179_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c39_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c39_R1 d)).
  pose proof (use_s64 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c39_R d) ltac:(cbn [In]; left; reflexivity) (s179_c39_R1 d))) as Ho3.
  rewrite (tf_norm_game (s179_c39_R2 d)).
  pose proof (use_s177 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c39_R2 d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p4 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s64_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==1 && d==0: the board of s150 *)
Lemma s179_c40_p16 x (Hs150 : s150_claim x) :
  x = s179_board 1 1 1 0 -> fst (s179_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 1 1 1 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c41_L : lmoves (s179_board 1 1 1 1) = [strip [(1, 1)] ([T; T; F; T; E; T; E; T; F]) []; s179_board 1 1 0 2; strip [] ([T; F; E; T; F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c41_L1 : tf_norm (strip [(1, 1)] ([T; T; F; T; E; T; E; T; F]) []) (s112_board 0 2 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c41_L3 : tf_norm (strip [] ([T; F; E; T; F; T; E; E; T; T; F]) []) (s105_board 1 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c41_R : rmoves (s179_board 1 1 1 1) = [strip [] ([T; F; F; T; E; T; E; T; E; T; F]) []; strip [] ([T; F; E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c41_R1 : tf_norm (strip [] ([T; F; F; T; E; T; E; T; E; T; F]) []) (s74_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; T; E; T; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; T; E; T; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c41_R2 : tf_norm (strip [] ([T; F; E; T; F; T; E; T; F]) [(1, 1)]) (s177_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s179_c41_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s179_board 1 1 1 1 -> fst (s179_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s179_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q12] in Hc |- *.
  rewrite tf_game_eq, (s179_c41_L), (s179_c41_R); cbn [map].
  rewrite (tf_norm_game (s179_c41_L1)).
  pose proof (use_s112 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s179_c41_L) ltac:(cbn [In]; left; reflexivity) (s179_c41_L1))) as Ho0.
  pose proof (use_s179 IH 1 1 0 2 (opt_l _ _ _ (s179_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c41_L3)).
  pose proof (use_s105 IH 1 1 (opt_norm_l _ _ _ _ _ (s179_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c41_L3))) as Ho2.
  rewrite (tf_norm_game0 (s179_c41_R1)).
  pose proof (use_s74 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s179_c41_R) ltac:(cbn [In]; left; reflexivity) (s179_c41_R1))) as Ho3.
  rewrite (tf_norm_game (s179_c41_R2)).
  pose proof (use_s177 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s179_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c41_R2))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p12 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c42_L (d : nat) : lmoves (s179_board 1 1 1 (2 + d)) = [strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; s179_board 1 1 0 (3 + d); strip [] (T :: F :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c42_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 2 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c42_L3 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board 1 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; T; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c42_R (d : nat) : rmoves (s179_board 1 1 1 (2 + d)) = [strip [] (T :: F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c42_R1 (d : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 1 1 (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c42_R2 (d : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s179_c42_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s179_board 1 1 1 (2 + d) -> fst (s179_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q12] in Hc |- *.
  rewrite tf_game_eq, (s179_c42_L d), (s179_c42_R d); cbn [map].
  rewrite (tf_norm_game (s179_c42_L1 d)).
  pose proof (use_s112 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s179_c42_L d) ltac:(cbn [In]; left; reflexivity) (s179_c42_L1 d))) as Ho0.
  pose proof (use_s179 IH 1 1 0 (3 + d) (opt_l _ _ _ (s179_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c42_L3 d)).
  pose proof (use_s105 IH 1 1 (opt_norm_l _ _ _ _ _ (s179_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c42_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c42_R1 d)).
  pose proof (use_s74 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c42_R d) ltac:(cbn [In]; left; reflexivity) (s179_c42_R1 d))) as Ho3.
  rewrite (tf_norm_game (s179_c42_R2 d)).
  pose proof (use_s177 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c42_R2 d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p12 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d==0: the board of s150 *)
Lemma s179_c43_p16 x (Hs150 : s150_claim x) (c : nat) :
  x = s179_board 1 1 (2 + c) 0 -> fst (s179_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 1 1 (2 + c) ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c44_L (c : nat) : lmoves (s179_board 1 1 (2 + c) 1) = [strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []; s179_board 1 1 (1 + c) 2; strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c44_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s112_board 0 2 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c44_L3 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s105_board 1 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; T; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c44_R (c : nat) : rmoves (s179_board 1 1 (2 + c) 1) = [strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c44_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s74_board 1 (2 + c) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c44_R2 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s177_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s179_c44_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s179_board 1 1 (2 + c) 1 -> fst (s179_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s179_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q12] in Hc |- *.
  rewrite tf_game_eq, (s179_c44_L c), (s179_c44_R c); cbn [map].
  rewrite (tf_norm_game (s179_c44_L1 c)).
  pose proof (use_s112 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s179_c44_L c) ltac:(cbn [In]; left; reflexivity) (s179_c44_L1 c))) as Ho0.
  pose proof (use_s179 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s179_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c44_L3 c)).
  pose proof (use_s105 IH 1 1 (opt_norm_l _ _ _ _ _ (s179_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c44_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s179_c44_R1 c)).
  pose proof (use_s74 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c44_R c) ltac:(cbn [In]; left; reflexivity) (s179_c44_R1 c))) as Ho3.
  rewrite (tf_norm_game (s179_c44_R2 c)).
  pose proof (use_s177 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c44_R2 c))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p12 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c45_L (c d : nat) : lmoves (s179_board 1 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; s179_board 1 1 (1 + c) (3 + d); strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c45_L1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 2 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c45_L3 (c d : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board 1 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c45_R (c d : nat) : rmoves (s179_board 1 1 (2 + c) (2 + d)) = [strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c45_R1 (c d : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s74_board 1 (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s74_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c45_R2 (c d : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s179_c45_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s179_board 1 1 (2 + c) (2 + d) -> fst (s179_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q12] in Hc |- *.
  rewrite tf_game_eq, (s179_c45_L c d), (s179_c45_R c d); cbn [map].
  rewrite (tf_norm_game (s179_c45_L1 c d)).
  pose proof (use_s112 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s179_c45_L c d) ltac:(cbn [In]; left; reflexivity) (s179_c45_L1 c d))) as Ho0.
  pose proof (use_s179 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s179_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c45_L3 c d)).
  pose proof (use_s105 IH 1 1 (opt_norm_l _ _ _ _ _ (s179_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c45_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s179_c45_R1 c d)).
  pose proof (use_s74 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c45_R c d) ltac:(cbn [In]; left; reflexivity) (s179_c45_R1 c d))) as Ho3.
  rewrite (tf_norm_game (s179_c45_R2 c d)).
  pose proof (use_s177 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s179_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s179_c45_R2 c d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p12 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho3 ltac:(zlia)).
  rewrite (s177_p6 Ho4 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d==0: the board of s150 *)
Lemma s179_c46_p7 x (Hs150 : s150_claim x) (b : nat) :
  x = s179_board 1 (2 + b) 0 0 -> fst (s179_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q7] in Hc |- *.
  pose proof (Hs150 1 (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c46_p18 x (Hs150 : s150_claim x) (b : nat) :
  x = s179_board 1 (2 + b) 0 0 -> fst (s179_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q18] in Hc |- *.
  pose proof (Hs150 1 (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c46_p19 x (Hs150 : s150_claim x) (b : nat) :
  x = s179_board 1 (2 + b) 0 0 -> fst (s179_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s179_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q19] in Hc |- *.
  pose proof (Hs150 1 (2 + b) 0 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s179_c47_L (b : nat) : lmoves (s179_board 1 (2 + b) 0 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; E; T; E; T; F]) []; s171_board 1 (1 + b) 0 2; strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []].
Proof. unfold s171_board, s179_board, strip. tf_options. Qed.
Lemma s179_c47_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; E; T; E; T; F]) []) (s112_board 0 (3 + b) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c47_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) (s105_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c47_R (b : nat) : rmoves (s179_board 1 (2 + b) 0 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c47_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s177_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s179_c47_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s179_board 1 (2 + b) 0 1 -> fst (s179_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s179_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q14] in Hc |- *.
  rewrite tf_game_eq, (s179_c47_L b), (s179_c47_R b); cbn [map].
  rewrite (tf_norm_game (s179_c47_L1 b)).
  pose proof (use_s112 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s179_c47_L b) ltac:(cbn [In]; left; reflexivity) (s179_c47_L1 b))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s179_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s179_c47_L3 b)).
  pose proof (use_s105 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c47_L3 b))) as Ho2.
  rewrite (tf_norm_game (s179_c47_R1 b)).
  pose proof (use_s177 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s179_c47_R b) ltac:(cbn [In]; left; reflexivity) (s179_c47_R1 b))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s171_p33 Ho1 ltac:(zlia)).
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s171_p42 Ho1 ltac:(zlia)).
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s171_p52 Ho1 ltac:(zlia)).
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s179_c48_L (b d : nat) : lmoves (s179_board 1 (2 + b) 0 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []; s171_board 1 (1 + b) 0 (3 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, s179_board, strip. tf_options. Qed.
Lemma s179_c48_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 (3 + b) 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c48_L3 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board 1 (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c48_R (b d : nat) : rmoves (s179_board 1 (2 + b) 0 (2 + d)) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c48_R1 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board 1 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s179_c48_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s179_board 1 (2 + b) 0 (2 + d) -> fst (s179_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q14] in Hc |- *.
  rewrite tf_game_eq, (s179_c48_L b d), (s179_c48_R b d); cbn [map].
  rewrite (tf_norm_game (s179_c48_L1 b d)).
  pose proof (use_s112 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s179_c48_L b d) ltac:(cbn [In]; left; reflexivity) (s179_c48_L1 b d))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s179_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c48_L3 b d)).
  pose proof (use_s105 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c48_L3 b d))) as Ho2.
  rewrite (tf_norm_game (s179_c48_R1 b d)).
  pose proof (use_s177 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c48_R b d) ltac:(cbn [In]; left; reflexivity) (s179_c48_R1 b d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s171_p33 Ho1 ltac:(zlia)).
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s171_p42 Ho1 ltac:(zlia)).
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s171_p52 Ho1 ltac:(zlia)).
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s177_p6 Ho3 ltac:(zlia)).
    rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d==0: the board of s150 *)
Lemma s179_c49_p16 x (Hs150 : s150_claim x) (b : nat) :
  x = s179_board 1 (2 + b) 1 0 -> fst (s179_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 1 (2 + b) 1 ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c50_L (b : nat) : lmoves (s179_board 1 (2 + b) 1 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; T; E; T; F]) []; s179_board 1 (2 + b) 0 2; strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c50_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; T; E; T; F]) []) (s112_board 0 (3 + b) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c50_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) (s105_board 1 (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c50_R (b : nat) : rmoves (s179_board 1 (2 + b) 1 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c50_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s177_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s179_c50_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s179_board 1 (2 + b) 1 1 -> fst (s179_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s179_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q14] in Hc |- *.
  rewrite tf_game_eq, (s179_c50_L b), (s179_c50_R b); cbn [map].
  rewrite (tf_norm_game (s179_c50_L1 b)).
  pose proof (use_s112 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s179_c50_L b) ltac:(cbn [In]; left; reflexivity) (s179_c50_L1 b))) as Ho0.
  pose proof (use_s179 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s179_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c50_L3 b)).
  pose proof (use_s105 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c50_L3 b))) as Ho2.
  rewrite (tf_norm_game (s179_c50_R1 b)).
  pose proof (use_s177 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s179_c50_R b) ltac:(cbn [In]; left; reflexivity) (s179_c50_R1 b))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p14 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s179_c51_L (b d : nat) : lmoves (s179_board 1 (2 + b) 1 (2 + d)) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; s179_board 1 (2 + b) 0 (3 + d); strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c51_L1 (b d : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 (3 + b) 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c51_L3 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s105_board 1 (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c51_R (b d : nat) : rmoves (s179_board 1 (2 + b) 1 (2 + d)) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c51_R1 (b d : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s177_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s179_c51_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s179_board 1 (2 + b) 1 (2 + d) -> fst (s179_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s179_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s179_q14] in Hc |- *.
  rewrite tf_game_eq, (s179_c51_L b d), (s179_c51_R b d); cbn [map].
  rewrite (tf_norm_game (s179_c51_L1 b d)).
  pose proof (use_s112 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s179_c51_L b d) ltac:(cbn [In]; left; reflexivity) (s179_c51_L1 b d))) as Ho0.
  pose proof (use_s179 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s179_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c51_L3 b d)).
  pose proof (use_s105 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c51_L3 b d))) as Ho2.
  rewrite (tf_norm_game (s179_c51_R1 b d)).
  pose proof (use_s177 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s179_c51_R b d) ltac:(cbn [In]; left; reflexivity) (s179_c51_R1 b d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p14 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c>=2 && d==0: the board of s150 *)
Lemma s179_c52_p16 x (Hs150 : s150_claim x) (b c : nat) :
  x = s179_board 1 (2 + b) (2 + c) 0 -> fst (s179_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s179_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s179_q16] in Hc |- *.
  pose proof (Hs150 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s179_board, s150_board; board_eq)) as Ho0.
  rewrite (s150_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s179_c53_L (b c : nat) : lmoves (s179_board 1 (2 + b) (2 + c) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; T; F]) []; s179_board 1 (2 + b) (1 + c) 2; strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c53_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s112_board 0 (3 + b) (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s179_c53_L3 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s105_board 1 (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s105_board; strip_board_eq | strip_offset].
Qed.
Lemma s179_c53_R (b c : nat) : rmoves (s179_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s179_board, strip. tf_options. Qed.
Lemma s179_c53_R1 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s177_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s179 = T^a F _ T^b F T^c _ T^d _ T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s179_c53_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s179_board 1 (2 + b) (2 + c) 1 -> fst (s179_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s179_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s179_q14] in Hc |- *.
  rewrite tf_game_eq, (s179_c53_L b c), (s179_c53_R b c); cbn [map].
  rewrite (tf_norm_game (s179_c53_L1 b c)).
  pose proof (use_s112 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s179_c53_L b c) ltac:(cbn [In]; left; reflexivity) (s179_c53_L1 b c))) as Ho0.
  pose proof (use_s179 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s179_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s179_c53_L3 b c)).
  pose proof (use_s105 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s179_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s179_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s179_c53_R1 b c)).
  pose proof (use_s177 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s179_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s179_c53_R1 b c))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p14 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s177_p6 Ho3 ltac:(zlia)).
  rewrite (s177_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

