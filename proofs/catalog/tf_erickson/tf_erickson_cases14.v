(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s30_c215_L (a c d : nat) : lmoves (s30_board (2 + a) 1 (2 + c) (2 + d) 1) = [s30_board (1 + a) 2 (2 + c) (2 + d) 1; s28_board (2 + a) (3 + c) (2 + d) 1; s30_board (2 + a) 1 (2 + c) (1 + d) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c215_R (a c d : nat) : rmoves (s30_board (2 + a) 1 (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c215_R1 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s30_c215_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s30_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q23] in Hc |- *.
  rewrite tf_game_eq, (s30_c215_L a c d), (s30_c215_R a c d); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s30_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) (2 + d) 1 (opt_l _ _ _ (s30_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s30_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c215_R1 a c d)).
  pose proof (use_s23 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s30_c215_R a c d) ltac:(cbn [In]; left; reflexivity) (s30_c215_R1 a c d))) as Ho3.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s28_p17 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c215_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s30_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s30_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q30] in Hc |- *.
  rewrite tf_game_eq, (s30_c215_L a c d), (s30_c215_R a c d); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s30_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) (2 + d) 1 (opt_l _ _ _ (s30_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s30_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c215_R1 a c d)).
  pose proof (use_s23 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s30_c215_R a c d) ltac:(cbn [In]; left; reflexivity) (s30_c215_R1 a c d))) as Ho3.
  rewrite (s30_p30 Ho0 ltac:(zlia)).
  rewrite (s28_p48 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c216_L (a c d e : nat) : lmoves (s30_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s30_board (1 + a) 2 (2 + c) (2 + d) (2 + e); s28_board (2 + a) (3 + c) (2 + d) (2 + e); s30_board (2 + a) 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c216_R (a c d e : nat) : rmoves (s30_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s30_c216_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s30_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c216_L a c d e), (s30_c216_R a c d e); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s30_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s30_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s30_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c217_L (a b : nat) : lmoves (s30_board (2 + a) (2 + b) 0 0 0) = [s30_board (1 + a) (3 + b) 0 0 0; s30_board (2 + a) (1 + b) 1 0 0].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c217_R (a b : nat) : rmoves (s30_board (2 + a) (2 + b) 0 0 0) = [s33_board (2 + a) (2 + b) 0 0; s8_board (2 + a) (2 + b) 0].
Proof. unfold s30_board, s33_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==0 *)
Lemma s30_c217_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 0 0 0 -> fst (s30_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q39] in Hc |- *.
  rewrite tf_game_eq, (s30_c217_L a b), (s30_c217_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 0 0 0 (opt_l _ _ _ (s30_c217_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 0 0 (opt_l _ _ _ (s30_c217_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s30_c217_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s30_c217_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p14 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s30_p61 Ho1 ltac:(zlia)).
      rewrite (s33_p18 Ho2 ltac:(zlia)).
      rewrite (s8_p9 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s30_p110 Ho1 ltac:(zlia)).
      rewrite (s33_p24 Ho2 ltac:(zlia)).
      rewrite (s8_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
  {
    rewrite (s30_p39 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s30_p61 Ho1 ltac:(zlia)).
      rewrite (s33_p18 Ho2 ltac:(zlia)).
      rewrite (s8_p9 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s30_p110 Ho1 ltac:(zlia)).
      rewrite (s33_p24 Ho2 ltac:(zlia)).
      rewrite (s8_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s30_c218_L (a b : nat) : lmoves (s30_board (2 + a) (2 + b) 0 0 1) = [s30_board (1 + a) (3 + b) 0 0 1; s30_board (2 + a) (1 + b) 1 0 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c218_R (a b : nat) : rmoves (s30_board (2 + a) (2 + b) 0 0 1) = [s33_board (2 + a) (2 + b) 0 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s30_board, s33_board, strip. tf_options. Qed.
Lemma s30_c218_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]) (s8_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==1 *)
Lemma s30_c218_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 0 0 1 -> fst (s30_q63 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q63 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q63] in Hc |- *.
  rewrite tf_game_eq, (s30_c218_L a b), (s30_c218_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 0 0 1 (opt_l _ _ _ (s30_c218_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 0 1 (opt_l _ _ _ (s30_c218_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s30_c218_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c218_R2 a b)).
  pose proof (use_s8 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s30_c218_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c218_R2 a b))) as Ho3.
  rewrite (s30_p63 Ho0 ltac:(zlia)).
  rewrite (s30_p74 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s33_p20 Ho2 ltac:(zlia)).
    rewrite (s8_p9 Ho3 ltac:(zlia)).
    rewrite (s8_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s33_p25 Ho2 ltac:(zlia)).
    rewrite (s8_p13 Ho3 ltac:(zlia)).
    rewrite (s8_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s30_c219_L (a b e : nat) : lmoves (s30_board (2 + a) (2 + b) 0 0 (2 + e)) = [s30_board (1 + a) (3 + b) 0 0 (2 + e); s30_board (2 + a) (1 + b) 1 0 (2 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c219_R (a b e : nat) : rmoves (s30_board (2 + a) (2 + b) 0 0 (2 + e)) = [s33_board (2 + a) (2 + b) 0 (2 + e)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e>=2 *)
Lemma s30_c219_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s30_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c219_L a b e), (s30_c219_R a b e); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 0 0 (2 + e) (opt_l _ _ _ (s30_c219_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 0 (2 + e) (opt_l _ _ _ (s30_c219_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 0 (2 + e) (opt_r _ _ _ (s30_c219_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c220_L (a b : nat) : lmoves (s30_board (2 + a) (2 + b) 0 1 0) = [s30_board (1 + a) (3 + b) 0 1 0; s30_board (2 + a) (1 + b) 1 1 0; s30_board (2 + a) (2 + b) 0 0 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c220_R (a b : nat) : rmoves (s30_board (2 + a) (2 + b) 0 1 0) = [s39_board (2 + a) (2 + b) 0 1 0; s23_board (2 + a) (2 + b) 0 1].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s30_c220_p69 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 0 1 0 -> fst (s30_q69 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q69 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q69] in Hc |- *.
  rewrite tf_game_eq, (s30_c220_L a b), (s30_c220_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 0 1 0 (opt_l _ _ _ (s30_c220_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 1 0 (opt_l _ _ _ (s30_c220_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 0 0 1 (opt_l _ _ _ (s30_c220_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 1 0 (opt_r _ _ _ (s30_c220_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s30_c220_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s30_p69 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p75 Ho1 ltac:(zlia)).
    rewrite (s30_p63 Ho2 ltac:(zlia)).
    rewrite (s39_p40 Ho3 ltac:(zlia)).
    rewrite (s23_p19 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p97 Ho1 ltac:(zlia)).
    rewrite (s30_p63 Ho2 ltac:(zlia)).
    rewrite (s39_p24 Ho3 ltac:(zlia)).
    rewrite (s23_p19 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c221_L (a b : nat) : lmoves (s30_board (2 + a) (2 + b) 0 1 1) = [s30_board (1 + a) (3 + b) 0 1 1; s30_board (2 + a) (1 + b) 1 1 1; s30_board (2 + a) (2 + b) 0 0 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c221_R (a b : nat) : rmoves (s30_board (2 + a) (2 + b) 0 1 1) = [s39_board (2 + a) (2 + b) 0 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c221_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s23_board (2 + a) (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s30_c221_p79 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 0 1 1 -> fst (s30_q79 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q79 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q79] in Hc |- *.
  rewrite tf_game_eq, (s30_c221_L a b), (s30_c221_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 0 1 1 (opt_l _ _ _ (s30_c221_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 1 1 (opt_l _ _ _ (s30_c221_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 0 0 2 (opt_l _ _ _ (s30_c221_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 1 1 (opt_r _ _ _ (s30_c221_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s30_c221_R2 a b)).
  pose proof (use_s23 IH (2 + a) (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s30_c221_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c221_R2 a b))) as Ho4.
  rewrite (s30_p79 Ho0 ltac:(zlia)).
  rewrite (s30_p76 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  rewrite (s39_p29 Ho3 ltac:(zlia)).
  rewrite (s23_p19 Ho4 ltac:(zlia)).
  rewrite (s23_p19_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c222_L (a b e : nat) : lmoves (s30_board (2 + a) (2 + b) 0 1 (2 + e)) = [s30_board (1 + a) (3 + b) 0 1 (2 + e); s30_board (2 + a) (1 + b) 1 1 (2 + e); s30_board (2 + a) (2 + b) 0 0 (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c222_R (a b e : nat) : rmoves (s30_board (2 + a) (2 + b) 0 1 (2 + e)) = [s39_board (2 + a) (2 + b) 0 1 (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s30_c222_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s30_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c222_L a b e), (s30_c222_R a b e); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s30_c222_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s30_c222_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 0 0 (3 + e) (opt_l _ _ _ (s30_c222_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s30_c222_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c223_L (a b d : nat) : lmoves (s30_board (2 + a) (2 + b) 0 (2 + d) 0) = [s30_board (1 + a) (3 + b) 0 (2 + d) 0; s30_board (2 + a) (1 + b) 1 (2 + d) 0; s30_board (2 + a) (2 + b) 0 (1 + d) 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c223_R (a b d : nat) : rmoves (s30_board (2 + a) (2 + b) 0 (2 + d) 0) = [s39_board (2 + a) (2 + b) 0 (2 + d) 0; s23_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s30_c223_p80 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s30_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s30_q80 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q80 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q80] in Hc |- *.
  rewrite tf_game_eq, (s30_c223_L a b d), (s30_c223_R a b d); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s30_c223_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s30_c223_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s30_c223_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s30_c223_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s30_c223_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s30_p80 Ho0 ltac:(zlia)).
  rewrite (s30_p77 Ho1 ltac:(zlia)).
  rewrite (s30_p79 Ho2 ltac:(zlia)).
  rewrite (s39_p30 Ho3 ltac:(zlia)).
  rewrite (s23_p19 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c223_p82 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s30_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s30_q82 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q82 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q82] in Hc |- *.
  rewrite tf_game_eq, (s30_c223_L a b d), (s30_c223_R a b d); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s30_c223_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s30_c223_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s30_c223_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s30_c223_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s30_c223_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s30_p82 Ho0 ltac:(zlia)).
  rewrite (s30_p77 Ho1 ltac:(zlia)).
  rewrite (s30_p81 Ho2 ltac:(zlia)).
  rewrite (s39_p30 Ho3 ltac:(zlia)).
  rewrite (s23_p19 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c224_L (a b d : nat) : lmoves (s30_board (2 + a) (2 + b) 0 (2 + d) 1) = [s30_board (1 + a) (3 + b) 0 (2 + d) 1; s30_board (2 + a) (1 + b) 1 (2 + d) 1; s30_board (2 + a) (2 + b) 0 (1 + d) 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c224_R (a b d : nat) : rmoves (s30_board (2 + a) (2 + b) 0 (2 + d) 1) = [s39_board (2 + a) (2 + b) 0 (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c224_R2 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board (2 + a) (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s30_c224_p81 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s30_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s30_q81 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q81 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q81] in Hc |- *.
  rewrite tf_game_eq, (s30_c224_L a b d), (s30_c224_R a b d); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 0 (2 + d) 1 (opt_l _ _ _ (s30_c224_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s30_c224_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s30_c224_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s30_c224_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s30_c224_R2 a b d)).
  pose proof (use_s23 IH (2 + a) (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s30_c224_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c224_R2 a b d))) as Ho4.
  rewrite (s30_p81 Ho0 ltac:(zlia)).
  rewrite (s30_p76 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  rewrite (s39_p29 Ho3 ltac:(zlia)).
  rewrite (s23_p19 Ho4 ltac:(zlia)).
  rewrite (s23_p19_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c225_L (a b d e : nat) : lmoves (s30_board (2 + a) (2 + b) 0 (2 + d) (2 + e)) = [s30_board (1 + a) (3 + b) 0 (2 + d) (2 + e); s30_board (2 + a) (1 + b) 1 (2 + d) (2 + e); s30_board (2 + a) (2 + b) 0 (1 + d) (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c225_R (a b d e : nat) : rmoves (s30_board (2 + a) (2 + b) 0 (2 + d) (2 + e)) = [s39_board (2 + a) (2 + b) 0 (2 + d) (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s30_c225_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s30_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c225_L a b d e), (s30_c225_R a b d e); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s30_c225_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s30_c225_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 0 (1 + d) (3 + e) (opt_l _ _ _ (s30_c225_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s30_c225_R a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c226_L (a b : nat) : lmoves (s30_board (2 + a) (2 + b) 1 0 0) = [s30_board (1 + a) (3 + b) 1 0 0; s30_board (2 + a) (1 + b) 2 0 0; s24_board (2 + a) (2 + b) 0 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
Lemma s30_c226_R (a b : nat) : rmoves (s30_board (2 + a) (2 + b) 1 0 0) = [s33_board (2 + a) (2 + b) 1 0; s8_board (2 + a) (2 + b) 1].
Proof. unfold s30_board, s33_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==0 *)
Lemma s30_c226_p61 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 1 0 0 -> fst (s30_q61 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q61 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q61] in Hc |- *.
  rewrite tf_game_eq, (s30_c226_L a b), (s30_c226_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 1 0 0 (opt_l _ _ _ (s30_c226_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 0 0 (opt_l _ _ _ (s30_c226_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s30_c226_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s33 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s30_c226_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s8 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s30_c226_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s30_p61 Ho0 ltac:(zlia)).
  rewrite (s30_p45 Ho1 ltac:(zlia)).
  rewrite (s24_p24 Ho2 ltac:(zlia)).
  rewrite (s33_p9 Ho3 ltac:(zlia)).
  rewrite (s8_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c227_L (a b : nat) : lmoves (s30_board (2 + a) (2 + b) 1 0 1) = [s30_board (1 + a) (3 + b) 1 0 1; s30_board (2 + a) (1 + b) 2 0 1; s24_board (2 + a) (2 + b) 0 2].
Proof. unfold s24_board, s30_board. tf_options. Qed.
Lemma s30_c227_R (a b : nat) : rmoves (s30_board (2 + a) (2 + b) 1 0 1) = [s33_board (2 + a) (2 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s30_board, s33_board, strip. tf_options. Qed.
Lemma s30_c227_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]) (s8_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s30_c227_p74 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 1 0 1 -> fst (s30_q74 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q74 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q74] in Hc |- *.
  rewrite tf_game_eq, (s30_c227_L a b), (s30_c227_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 1 0 1 (opt_l _ _ _ (s30_c227_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 0 1 (opt_l _ _ _ (s30_c227_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s30_c227_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s33 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s30_c227_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s30_c227_R2 a b)).
  pose proof (use_s8 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s30_c227_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c227_R2 a b))) as Ho4.
  rewrite (s30_p74 Ho0 ltac:(zlia)).
  rewrite (s30_p17 Ho1 ltac:(zlia)).
  rewrite (s24_p10 Ho2 ltac:(zlia)).
  rewrite (s33_p11 Ho3 ltac:(zlia)).
  rewrite (s8_p6 Ho4 ltac:(zlia)).
  rewrite (s8_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c228_L (a b e : nat) : lmoves (s30_board (2 + a) (2 + b) 1 0 (2 + e)) = [s30_board (1 + a) (3 + b) 1 0 (2 + e); s30_board (2 + a) (1 + b) 2 0 (2 + e); s24_board (2 + a) (2 + b) 0 (3 + e)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
Lemma s30_c228_R (a b e : nat) : rmoves (s30_board (2 + a) (2 + b) 1 0 (2 + e)) = [s33_board (2 + a) (2 + b) 1 (2 + e)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s30_c228_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s30_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c228_L a b e), (s30_c228_R a b e); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 1 0 (2 + e) (opt_l _ _ _ (s30_c228_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 0 (2 + e) (opt_l _ _ _ (s30_c228_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) 0 (3 + e) (opt_l _ _ _ (s30_c228_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s33 IH (2 + a) (2 + b) 1 (2 + e) (opt_r _ _ _ (s30_c228_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s24_p10 Ho2 ltac:(zlia)).
  rewrite (s33_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c229_L (a b : nat) : lmoves (s30_board (2 + a) (2 + b) 1 1 0) = [s30_board (1 + a) (3 + b) 1 1 0; s30_board (2 + a) (1 + b) 2 1 0; s30_board (2 + a) (2 + b) 1 0 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c229_R (a b : nat) : rmoves (s30_board (2 + a) (2 + b) 1 1 0) = [s39_board (2 + a) (2 + b) 1 1 0; s23_board (2 + a) (2 + b) 1 1].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s30_c229_p75 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 1 1 0 -> fst (s30_q75 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q75 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q75] in Hc |- *.
  rewrite tf_game_eq, (s30_c229_L a b), (s30_c229_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 1 1 0 (opt_l _ _ _ (s30_c229_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 1 0 (opt_l _ _ _ (s30_c229_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 0 1 (opt_l _ _ _ (s30_c229_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 1 0 (opt_r _ _ _ (s30_c229_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s30_c229_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s30_p75 Ho0 ltac:(zlia)).
  rewrite (s30_p23 Ho1 ltac:(zlia)).
  rewrite (s30_p74 Ho2 ltac:(zlia)).
  rewrite (s39_p12 Ho3 ltac:(zlia)).
  rewrite (s23_p17 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c230_L (a b : nat) : lmoves (s30_board (2 + a) (2 + b) 1 1 1) = [s30_board (1 + a) (3 + b) 1 1 1; s30_board (2 + a) (1 + b) 2 1 1; s30_board (2 + a) (2 + b) 1 0 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c230_R (a b : nat) : rmoves (s30_board (2 + a) (2 + b) 1 1 1) = [s39_board (2 + a) (2 + b) 1 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c230_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]) (s23_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s30_c230_p76 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s30_board (2 + a) (2 + b) 1 1 1 -> fst (s30_q76 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q76 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q76] in Hc |- *.
  rewrite tf_game_eq, (s30_c230_L a b), (s30_c230_R a b); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s30_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 1 1 (opt_l _ _ _ (s30_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 0 2 (opt_l _ _ _ (s30_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 1 1 (opt_r _ _ _ (s30_c230_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s30_c230_R2 a b)).
  pose proof (use_s23 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s30_c230_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c230_R2 a b))) as Ho4.
  rewrite (s30_p76 Ho0 ltac:(zlia)).
  rewrite (s30_p27 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s39_p29 Ho3 ltac:(zlia)).
  rewrite (s23_p17 Ho4 ltac:(zlia)).
  rewrite (s23_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c231_L (a b e : nat) : lmoves (s30_board (2 + a) (2 + b) 1 1 (2 + e)) = [s30_board (1 + a) (3 + b) 1 1 (2 + e); s30_board (2 + a) (1 + b) 2 1 (2 + e); s30_board (2 + a) (2 + b) 1 0 (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c231_R (a b e : nat) : rmoves (s30_board (2 + a) (2 + b) 1 1 (2 + e)) = [s39_board (2 + a) (2 + b) 1 1 (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s30_c231_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s30_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c231_L a b e), (s30_c231_R a b e); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s30_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s30_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 0 (3 + e) (opt_l _ _ _ (s30_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s30_c231_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c232_L (a b d : nat) : lmoves (s30_board (2 + a) (2 + b) 1 (2 + d) 0) = [s30_board (1 + a) (3 + b) 1 (2 + d) 0; s30_board (2 + a) (1 + b) 2 (2 + d) 0; s30_board (2 + a) (2 + b) 1 (1 + d) 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c232_R (a b d : nat) : rmoves (s30_board (2 + a) (2 + b) 1 (2 + d) 0) = [s39_board (2 + a) (2 + b) 1 (2 + d) 0; s23_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s30_c232_p77 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s30_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s30_q77 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q77 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q77] in Hc |- *.
  rewrite tf_game_eq, (s30_c232_L a b d), (s30_c232_R a b d); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s30_c232_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s30_c232_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s30_c232_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s30_c232_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s30_c232_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s30_p77 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p28 Ho1 ltac:(zlia)).
    rewrite (s30_p76 Ho2 ltac:(zlia)).
    rewrite (s39_p30 Ho3 ltac:(zlia)).
    rewrite (s23_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p29 Ho1 ltac:(zlia)).
    rewrite (s30_p76 Ho2 ltac:(zlia)).
    rewrite (s39_p30 Ho3 ltac:(zlia)).
    rewrite (s23_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p31 Ho1 ltac:(zlia)).
    rewrite (s30_p76 Ho2 ltac:(zlia)).
    rewrite (s39_p30 Ho3 ltac:(zlia)).
    rewrite (s23_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c233_L (a b d : nat) : lmoves (s30_board (2 + a) (2 + b) 1 (2 + d) 1) = [s30_board (1 + a) (3 + b) 1 (2 + d) 1; s30_board (2 + a) (1 + b) 2 (2 + d) 1; s30_board (2 + a) (2 + b) 1 (1 + d) 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c233_R (a b d : nat) : rmoves (s30_board (2 + a) (2 + b) 1 (2 + d) 1) = [s39_board (2 + a) (2 + b) 1 (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c233_R2 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s30_c233_p76 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s30_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s30_q76 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q76 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q76] in Hc |- *.
  rewrite tf_game_eq, (s30_c233_L a b d), (s30_c233_R a b d); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s30_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s30_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s30_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s30_c233_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s30_c233_R2 a b d)).
  pose proof (use_s23 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s30_c233_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c233_R2 a b d))) as Ho4.
  rewrite (s30_p76 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p23 Ho1 ltac:(zlia)).
    rewrite (s30_p16 Ho2 ltac:(zlia)).
    rewrite (s39_p29 Ho3 ltac:(zlia)).
    rewrite (s23_p17 Ho4 ltac:(zlia)).
    rewrite (s23_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p30 Ho1 ltac:(zlia)).
    rewrite (s30_p16 Ho2 ltac:(zlia)).
    rewrite (s39_p29 Ho3 ltac:(zlia)).
    rewrite (s23_p17 Ho4 ltac:(zlia)).
    rewrite (s23_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c234_L (a b d e : nat) : lmoves (s30_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s30_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s30_board (2 + a) (1 + b) 2 (2 + d) (2 + e); s30_board (2 + a) (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c234_R (a b d e : nat) : rmoves (s30_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s39_board (2 + a) (2 + b) 1 (2 + d) (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s30_c234_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s30_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c234_L a b d e), (s30_c234_R a b d e); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s30_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s30_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s30_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s30_c234_R a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c235_L (a b c : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) 0 0) = [s30_board (1 + a) (3 + b) (2 + c) 0 0; s30_board (2 + a) (1 + b) (3 + c) 0 0; s25_board (2 + a) (2 + b) (1 + c) 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
Lemma s30_c235_R (a b c : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) 0 0) = [s8_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s30_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==0 *)
Lemma s30_c235_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s30_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q34] in Hc |- *.
  rewrite tf_game_eq, (s30_c235_L a b c), (s30_c235_R a b c); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s30_c235_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s30_c235_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s30_c235_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s30_c235_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p34 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p33 Ho1 ltac:(zlia)).
    rewrite (s25_p35 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p34 Ho1 ltac:(zlia)).
    rewrite (s25_p35 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s30_c235_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s30_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q45] in Hc |- *.
  rewrite tf_game_eq, (s30_c235_L a b c), (s30_c235_R a b c); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s30_c235_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s30_c235_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s30_c235_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s30_c235_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p44 Ho0 ltac:(zlia)).
    rewrite (s30_p78 Ho1 ltac:(zlia)).
    rewrite (s25_p73 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s30_p45 Ho0 ltac:(zlia)).
    rewrite (s30_p78 Ho1 ltac:(zlia)).
    rewrite (s25_p73 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s30_c235_p78 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s30_q78 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q78 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q78] in Hc |- *.
  rewrite tf_game_eq, (s30_c235_L a b c), (s30_c235_R a b c); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s30_c235_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s30_c235_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s30_c235_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s30_c235_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p78 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p33 Ho1 ltac:(zlia)).
    rewrite (s25_p69 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p34 Ho1 ltac:(zlia)).
    rewrite (s25_p69 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s30_c236_L (a b c : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) 0 1) = [s30_board (1 + a) (3 + b) (2 + c) 0 1; s30_board (2 + a) (1 + b) (3 + c) 0 1; s25_board (2 + a) (2 + b) (1 + c) 0 2].
Proof. unfold s25_board, s30_board. tf_options. Qed.
Lemma s30_c236_R (a b c : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) 0 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c236_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s8_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s30_c236_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s30_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q17] in Hc |- *.
  rewrite tf_game_eq, (s30_c236_L a b c), (s30_c236_R a b c); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s30_c236_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s30_c236_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) 0 2 (opt_l _ _ _ (s30_c236_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c236_R1 a b c)).
  pose proof (use_s8 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s30_c236_R a b c) ltac:(cbn [In]; left; reflexivity) (s30_c236_R1 a b c))) as Ho3.
  rewrite (s30_p17 Ho0 ltac:(zlia)).
  rewrite (s30_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s25_p21 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    rewrite (s8_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s25_p38 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    rewrite (s8_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s30_c237_L (a b c e : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [s30_board (1 + a) (3 + b) (2 + c) 0 (2 + e); s30_board (2 + a) (1 + b) (3 + c) 0 (2 + e); s25_board (2 + a) (2 + b) (1 + c) 0 (3 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
Lemma s30_c237_R (a b c e : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s30_c237_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c237_L a b c e), (s30_c237_R a b c e); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s30_c237_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s30_c237_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) 0 (3 + e) (opt_l _ _ _ (s30_c237_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s25_p21 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s25_p38 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s30_c238_L (a b c : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) 1 0) = [s30_board (1 + a) (3 + b) (2 + c) 1 0; s30_board (2 + a) (1 + b) (3 + c) 1 0; s30_board (2 + a) (2 + b) (2 + c) 0 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c238_R (a b c : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) 1 0) = [s23_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s23_board, s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s30_c238_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q23] in Hc |- *.
  rewrite tf_game_eq, (s30_c238_L a b c), (s30_c238_R a b c); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s30_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s30_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s30_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s30_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p23 Ho1 ltac:(zlia)).
  rewrite (s30_p17 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c239_L (a b c : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) 1 1) = [s30_board (1 + a) (3 + b) (2 + c) 1 1; s30_board (2 + a) (1 + b) (3 + c) 1 1; s30_board (2 + a) (2 + b) (2 + c) 0 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c239_R (a b c : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c239_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s23_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s30_c239_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s30_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q27] in Hc |- *.
  rewrite tf_game_eq, (s30_c239_L a b c), (s30_c239_R a b c); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s30_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s30_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 0 2 (opt_l _ _ _ (s30_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c239_R1 a b c)).
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s30_c239_R a b c) ltac:(cbn [In]; left; reflexivity) (s30_c239_R1 a b c))) as Ho3.
  rewrite (s30_p27 Ho0 ltac:(zlia)).
  rewrite (s30_p27 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c240_L (a b c e : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s30_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s30_board (2 + a) (1 + b) (3 + c) 1 (2 + e); s30_board (2 + a) (2 + b) (2 + c) 0 (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c240_R (a b c e : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s30_c240_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c240_L a b c e), (s30_c240_R a b c e); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s30_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s30_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 0 (3 + e) (opt_l _ _ _ (s30_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c241_L (a b c d : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s30_board (1 + a) (3 + b) (2 + c) (2 + d) 0; s30_board (2 + a) (1 + b) (3 + c) (2 + d) 0; s30_board (2 + a) (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c241_R (a b c d : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s23_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s23_board, s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s30_c241_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s30_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q28] in Hc |- *.
  rewrite tf_game_eq, (s30_c241_L a b c d), (s30_c241_R a b c d); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s30_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s30_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p28 Ho0 ltac:(zlia)).
  rewrite (s30_p28 Ho1 ltac:(zlia)).
  rewrite (s30_p27 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c241_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s30_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q29] in Hc |- *.
  rewrite tf_game_eq, (s30_c241_L a b c d), (s30_c241_R a b c d); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s30_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s30_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p29 Ho0 ltac:(zlia)).
  rewrite (s30_p29 Ho1 ltac:(zlia)).
  rewrite (s30_p23 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c241_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s30_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q31] in Hc |- *.
  rewrite tf_game_eq, (s30_c241_L a b c d), (s30_c241_R a b c d); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s30_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s30_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p31 Ho0 ltac:(zlia)).
  rewrite (s30_p31 Ho1 ltac:(zlia)).
  rewrite (s30_p30 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c242_L (a b c d : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s30_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s30_board (2 + a) (1 + b) (3 + c) (2 + d) 1; s30_board (2 + a) (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c242_R (a b c d : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c242_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s30_c242_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q23] in Hc |- *.
  rewrite tf_game_eq, (s30_c242_L a b c d), (s30_c242_R a b c d); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s30_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s30_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s30_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c242_R1 a b c d)).
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s30_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s30_c242_R1 a b c d))) as Ho3.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p23 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c242_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s30_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q30] in Hc |- *.
  rewrite tf_game_eq, (s30_c242_L a b c d), (s30_c242_R a b c d); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s30_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s30_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s30_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c242_R1 a b c d)).
  pose proof (use_s23 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s30_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s30_c242_R1 a b c d))) as Ho3.
  rewrite (s30_p30 Ho0 ltac:(zlia)).
  rewrite (s30_p30 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c243_L (a b c d e : nat) : lmoves (s30_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s30_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s30_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e); s30_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c243_R (a b c d e : nat) : rmoves (s30_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s30_c243_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s30_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c243_L a b c d e), (s30_c243_R a b c d e); cbn [map].
  pose proof (use_s30 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s30_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s30_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s30_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s31_c1_L : lmoves (s31_board 0 0 0 0) = [].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c1_R : rmoves (s31_board 0 0 0 0) = [strip [(0, 1); (2, 1)] ([E]) []; strip [(1, 2)] ([E; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c1_R1 : tf_norm (strip [(0, 1); (2, 1)] ([E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s31_c1_R2 : tf_norm (strip [(1, 2)] ([E; E]) []) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d==0 *)
Lemma s31_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 0 0 0 -> fst (s31_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q1] in Hc |- *.
  rewrite tf_game_eq, (s31_c1_L), (s31_c1_R); cbn [map].
  rewrite (tf_norm_blank (s31_c1_R1)).
  rewrite (tf_norm_blank (s31_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c2_L : lmoves (s31_board 0 0 0 1) = [strip [(1, 1); (2, 1)] ([]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c2_L1 : tf_norm (strip [(1, 1); (2, 1)] ([]) [(1, 0)]) (repeat E 3) (-4).
Proof. apply (tf_norm_by _ [(1, 1); (2, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s31_c2_R : rmoves (s31_board 0 0 0 1) = [strip [(0, 1)] ([E; E; T; F; E]) []; strip [(1, 2)] ([]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E]) []) (s11_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c2_R2 : tf_norm (strip [(1, 2)] ([]) [(1, 2)]) (repeat E 3) (0).
Proof. apply (tf_norm_by _ [(1, 2)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d==1 *)
Lemma s31_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 0 0 1 -> fst (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c2_L), (s31_c2_R); cbn [map].
  rewrite (tf_norm_blank (s31_c2_L1)).
  rewrite (tf_norm_game0 (s31_c2_R1)).
  pose proof (use_s11 IH 0 1 (opt_norm_r _ _ _ _ _ (s31_c2_R) ltac:(cbn [In]; left; reflexivity) (s31_c2_R1))) as Ho1.
  rewrite (tf_norm_blank (s31_c2_R2)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c3_L (d : nat) : lmoves (s31_board 0 0 0 (2 + d)) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c3_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s14_board 0 (1 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c3_R (d : nat) : rmoves (s31_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; E]) []) (s11_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==0 && d>=2 *)
Lemma s31_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s31_board 0 0 0 (2 + d) -> fst (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c3_L d), (s31_c3_R d); cbn [map].
  rewrite (tf_norm_game (s31_c3_L1 d)).
  pose proof (use_s14 IH 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c3_L d) ltac:(cbn [In]; left; reflexivity) (s31_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s31_c3_R1 d)).
  pose proof (use_s11 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s31_c3_R d) ltac:(cbn [In]; left; reflexivity) (s31_c3_R1 d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s14_p1 Ho0 ltac:(zlia)).
    rewrite (s14_p1_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s14_p6 Ho0 ltac:(zlia)).
    rewrite (s14_p6_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s14_p9 Ho0 ltac:(zlia)).
    rewrite (s14_p9_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s14_p11 Ho0 ltac:(zlia)).
    rewrite (s14_p11_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c4_L : lmoves (s31_board 0 0 1 0) = [strip [(1, 1)] ([E; T; F; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c4_L1 : tf_norm (strip [(1, 1)] ([E; T; F; E]) []) (s11_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c4_R : rmoves (s31_board 0 0 1 0) = [strip [(0, 1)] ([E; T; E; F; E]) []; strip [(1, 1)] ([T; F; E; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c4_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F; E]) []) (s12_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c4_R2 : tf_norm (strip [(1, 1)] ([T; F; E; E]) []) (s10_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d==0 *)
Lemma s31_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 0 1 0 -> fst (s31_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q4] in Hc |- *.
  rewrite tf_game_eq, (s31_c4_L), (s31_c4_R); cbn [map].
  rewrite (tf_norm_game (s31_c4_L1)).
  pose proof (use_s11 IH 0 1 (opt_norm_l _ _ _ _ _ (s31_c4_L) ltac:(cbn [In]; left; reflexivity) (s31_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s31_c4_R1)).
  pose proof (use_s12 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s31_c4_R) ltac:(cbn [In]; left; reflexivity) (s31_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s31_c4_R2)).
  pose proof (use_s10 IH 0 1 (opt_norm_r _ _ _ _ _ (s31_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c4_R2))) as Ho2.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  rewrite (s10_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c5_L : lmoves (s31_board 0 0 1 1) = [strip [(1, 1)] ([E; T; T; F; E]) []; strip [(1, 1)] ([T; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c5_L1 : tf_norm (strip [(1, 1)] ([E; T; T; F; E]) []) (s11_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c5_L2 : tf_norm (strip [(1, 1)] ([T; E; E; F]) [(1, 0)]) (s15_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c5_R : rmoves (s31_board 0 0 1 1) = [strip [(0, 1)] ([E; T; E; T; F; E]) []; strip [(1, 1)] ([T; F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E]) []) (s12_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c5_R2 : tf_norm (strip [(1, 1)] ([T; F]) [(1, 2)]) (s10_board 0 1) (1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d==1 *)
Lemma s31_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 0 1 1 -> fst (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c5_L), (s31_c5_R); cbn [map].
  rewrite (tf_norm_game (s31_c5_L1)).
  pose proof (use_s11 IH 0 2 (opt_norm_l _ _ _ _ _ (s31_c5_L) ltac:(cbn [In]; left; reflexivity) (s31_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s31_c5_L2)).
  pose proof (use_s15 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s31_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s31_c5_R1)).
  pose proof (use_s12 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s31_c5_R) ltac:(cbn [In]; left; reflexivity) (s31_c5_R1))) as Ho2.
  rewrite (tf_norm_game (s31_c5_R2)).
  pose proof (use_s10 IH 0 1 (opt_norm_r _ _ _ _ _ (s31_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c5_R2))) as Ho3.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p1 Ho3 I).
  rewrite (s10_p1_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c6_L (d : nat) : lmoves (s31_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; E]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c6_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; E]) []) (s11_board 0 (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c6_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s16_board 0 1 (1 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c6_R (d : nat) : rmoves (s31_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s12_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c==1 && d>=2 *)
Lemma s31_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s31_board 0 0 1 (2 + d) -> fst (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c6_L d), (s31_c6_R d); cbn [map].
  rewrite (tf_norm_game (s31_c6_L1 d)).
  pose proof (use_s11 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s31_c6_L d) ltac:(cbn [In]; left; reflexivity) (s31_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s31_c6_L2 d)).
  pose proof (use_s16 IH 0 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s31_c6_R1 d)).
  pose proof (use_s12 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s31_c6_R d) ltac:(cbn [In]; left; reflexivity) (s31_c6_R1 d))) as Ho2.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s16_p11 Ho1 ltac:(zlia)).
    rewrite (s16_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s16_p15 Ho1 ltac:(zlia)).
    rewrite (s16_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s16_p19 Ho1 ltac:(zlia)).
    rewrite (s16_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c7_L (c : nat) : lmoves (s31_board 0 0 (2 + c) 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c7_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E]) []) (s12_board 0 (1 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c7_R (c : nat) : rmoves (s31_board 0 0 (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c7_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E]) []) (s12_board 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c7_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E]) []) (s10_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==0 *)
Lemma s31_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 0 0 (2 + c) 0 -> fst (s31_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q4] in Hc |- *.
  rewrite tf_game_eq, (s31_c7_L c), (s31_c7_R c); cbn [map].
  rewrite (tf_norm_game (s31_c7_L1 c)).
  pose proof (use_s12 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s31_c7_L c) ltac:(cbn [In]; left; reflexivity) (s31_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s31_c7_R1 c)).
  pose proof (use_s12 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s31_c7_R c) ltac:(cbn [In]; left; reflexivity) (s31_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s31_c7_R2 c)).
  pose proof (use_s10 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s31_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c7_R2 c))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  rewrite (s10_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s31_c8_L (c : nat) : lmoves (s31_board 0 0 (2 + c) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c8_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E]) []) (s12_board 0 (1 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c8_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s15_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c8_R (c : nat) : rmoves (s31_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; E]) []) (s12_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c8_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F]) [(1, 2)]) (s10_board 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==1 *)
Lemma s31_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 0 0 (2 + c) 1 -> fst (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c8_L c), (s31_c8_R c); cbn [map].
  rewrite (tf_norm_game (s31_c8_L1 c)).
  pose proof (use_s12 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s31_c8_L c) ltac:(cbn [In]; left; reflexivity) (s31_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s31_c8_L2 c)).
  pose proof (use_s15 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s31_c8_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c8_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s31_c8_R1 c)).
  pose proof (use_s12 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s31_c8_R c) ltac:(cbn [In]; left; reflexivity) (s31_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game (s31_c8_R2 c)).
  pose proof (use_s10 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s31_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c8_R2 c))) as Ho3.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s15_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s10_p1 Ho3 I).
  rewrite (s10_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c9_L (c d : nat) : lmoves (s31_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c9_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []) (s12_board 0 (1 + c) (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c9_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s16_board 0 (2 + c) (1 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c9_R (c d : nat) : rmoves (s31_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s12_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s31_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s31_board 0 0 (2 + c) (2 + d) -> fst (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q2] in Hc |- *.
  rewrite tf_game_eq, (s31_c9_L c d), (s31_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s31_c9_L1 c d)).
  pose proof (use_s12 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s31_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s31_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s31_c9_L2 c d)).
  pose proof (use_s16 IH 0 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s31_c9_R1 c d)).
  pose proof (use_s12 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s31_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s31_c9_R1 c d))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s16_p11 Ho1 ltac:(zlia)).
    rewrite (s16_p11_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s16_p15 Ho1 ltac:(zlia)).
    rewrite (s16_p15_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c10_L : lmoves (s31_board 0 1 0 0) = [strip [(2, 1)] ([T; F; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c10_L1 : tf_norm (strip [(2, 1)] ([T; F; E]) []) (s11_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c10_R : rmoves (s31_board 0 1 0 0) = [strip [(0, 1)] ([T; E; E; F; E]) []; s2_board 0 1].
Proof. unfold s2_board, s31_board, strip. tf_options. Qed.
Lemma s31_c10_R1 : tf_norm (strip [(0, 1)] ([T; E; E; F; E]) []) (s11_board 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d==0 *)
Lemma s31_c10_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 1 0 0 -> fst (s31_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q5] in Hc |- *.
  rewrite tf_game_eq, (s31_c10_L), (s31_c10_R); cbn [map].
  rewrite (tf_norm_game (s31_c10_L1)).
  pose proof (use_s11 IH 0 1 (opt_norm_l _ _ _ _ _ (s31_c10_L) ltac:(cbn [In]; left; reflexivity) (s31_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s31_c10_R1)).
  pose proof (use_s11 IH 1 0 (opt_norm_r _ _ _ _ _ (s31_c10_R) ltac:(cbn [In]; left; reflexivity) (s31_c10_R1))) as Ho1.
  pose proof (use_s2 IH 0 1 (opt_r _ _ _ (s31_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s11_p1 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c11_L : lmoves (s31_board 0 1 0 1) = [strip [(2, 1)] ([T; T; F; E]) []; strip [] ([E; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c11_L1 : tf_norm (strip [(2, 1)] ([T; T; F; E]) []) (s11_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c11_L2 : tf_norm (strip [] ([E; T; F; E; E; F]) [(1, 0)]) (s33_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c11_R : rmoves (s31_board 0 1 0 1) = [strip [(0, 1)] ([T; E; E; T; F; E]) []; strip [] ([E; T; F; F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E]) []) (s11_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c11_R2 : tf_norm (strip [] ([E; T; F; F]) [(1, 2)]) (s2_board 0 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; F; F]) [(1, 2)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d==1 *)
Lemma s31_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 1 0 1 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c11_L), (s31_c11_R); cbn [map].
  rewrite (tf_norm_game (s31_c11_L1)).
  pose proof (use_s11 IH 0 2 (opt_norm_l _ _ _ _ _ (s31_c11_L) ltac:(cbn [In]; left; reflexivity) (s31_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s31_c11_L2)).
  pose proof (use_s33 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s31_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s31_c11_R1)).
  pose proof (use_s11 IH 1 1 (opt_norm_r _ _ _ _ _ (s31_c11_R) ltac:(cbn [In]; left; reflexivity) (s31_c11_R1))) as Ho2.
  rewrite (tf_norm_game (s31_c11_R2)).
  pose proof (use_s2 IH 0 1 (opt_norm_r _ _ _ _ _ (s31_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c11_R2))) as Ho3.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p5 Ho1 ltac:(zlia)).
  rewrite (s11_p2 Ho2 ltac:(zlia)).
  rewrite (s2_p2 Ho3 ltac:(zlia)).
  rewrite (s2_p2_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c12_L (d : nat) : lmoves (s31_board 0 1 0 (2 + d)) = [strip [(2, 1)] (repeat T (3 + d) ++ [F; E]) []; strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c12_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [F; E]) []) (s11_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c12_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 0 1 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c12_R (d : nat) : rmoves (s31_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; E]) []) (s11_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==0 && d>=2 *)
Lemma s31_c12_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s31_board 0 1 0 (2 + d) -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c12_L d), (s31_c12_R d); cbn [map].
  rewrite (tf_norm_game (s31_c12_L1 d)).
  pose proof (use_s11 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s31_c12_L d) ltac:(cbn [In]; left; reflexivity) (s31_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s31_c12_L2 d)).
  pose proof (use_s39 IH 0 1 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s31_c12_R1 d)).
  pose proof (use_s11 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s31_c12_R d) ltac:(cbn [In]; left; reflexivity) (s31_c12_R1 d))) as Ho2.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s39_p6 Ho1 ltac:(zlia)).
    rewrite (s11_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p23 Ho1 ltac:(zlia)).
    rewrite (s11_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p26 Ho1 ltac:(zlia)).
    rewrite (s11_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p31 Ho1 ltac:(zlia)).
    rewrite (s11_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c13_L : lmoves (s31_board 0 1 1 0) = [s31_board 0 1 0 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c13_R : rmoves (s31_board 0 1 1 0) = [strip [(0, 1)] ([T; E; T; E; F; E]) []; s19_board 0 1 1].
Proof. unfold s19_board, s31_board, strip. tf_options. Qed.
Lemma s31_c13_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; E]) []) (s12_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d==0 *)
Lemma s31_c13_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 1 1 0 -> fst (s31_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c13_L), (s31_c13_R); cbn [map].
  pose proof (use_s31 IH 0 1 0 1 (opt_l _ _ _ (s31_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c13_R1)).
  pose proof (use_s12 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s31_c13_R) ltac:(cbn [In]; left; reflexivity) (s31_c13_R1))) as Ho1.
  pose proof (use_s19 IH 0 1 1 (opt_r _ _ _ (s31_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s31_c14_L : lmoves (s31_board 0 1 1 1) = [s31_board 0 1 0 2; strip [] ([E; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c14_L2 : tf_norm (strip [] ([E; T; F; T; E; E; F]) [(1, 0)]) (s33_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c14_R : rmoves (s31_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; F; E]) []; strip [] ([E; T; F; T; F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; E]) []) (s12_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c14_R2 : tf_norm (strip [] ([E; T; F; T; F]) [(1, 2)]) (s19_board 0 1 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s31_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s31_board 0 1 1 1 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c14_L), (s31_c14_R); cbn [map].
  pose proof (use_s31 IH 0 1 0 2 (opt_l _ _ _ (s31_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c14_L2)).
  pose proof (use_s33 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s31_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s31_c14_R1)).
  pose proof (use_s12 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s31_c14_R) ltac:(cbn [In]; left; reflexivity) (s31_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s31_c14_R2)).
  pose proof (use_s19 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s31_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c14_R2))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s33_p9 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c15_L (d : nat) : lmoves (s31_board 0 1 1 (2 + d)) = [s31_board 0 1 0 (3 + d); strip [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c15_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 0 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c15_R (d : nat) : rmoves (s31_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s12_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s31_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s31_board 0 1 1 (2 + d) -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c15_L d), (s31_c15_R d); cbn [map].
  pose proof (use_s31 IH 0 1 0 (3 + d) (opt_l _ _ _ (s31_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c15_L2 d)).
  pose proof (use_s39 IH 0 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s31_c15_R1 d)).
  pose proof (use_s12 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s31_c15_R d) ltac:(cbn [In]; left; reflexivity) (s31_c15_R1 d))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s39_p12 Ho1 ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p31 Ho1 ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p36 Ho1 ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c16_L (c : nat) : lmoves (s31_board 0 1 (2 + c) 0) = [s31_board 0 1 (1 + c) 1].
Proof. unfold s31_board. tf_options. Qed.
Lemma s31_c16_R (c : nat) : rmoves (s31_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; E]) []; s19_board 0 1 (2 + c)].
Proof. unfold s19_board, s31_board, strip. tf_options. Qed.
Lemma s31_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; E]) []) (s12_board 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==0 *)
Lemma s31_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 0 1 (2 + c) 0 -> fst (s31_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s31_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q9] in Hc |- *.
  rewrite tf_game_eq, (s31_c16_L c), (s31_c16_R c); cbn [map].
  pose proof (use_s31 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s31_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c16_R1 c)).
  pose proof (use_s12 IH 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s31_c16_R c) ltac:(cbn [In]; left; reflexivity) (s31_c16_R1 c))) as Ho1.
  pose proof (use_s19 IH 0 1 (2 + c) (opt_r _ _ _ (s31_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s19_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s31_c17_L (c : nat) : lmoves (s31_board 0 1 (2 + c) 1) = [s31_board 0 1 (1 + c) 2; strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c17_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s33_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c17_R (c : nat) : rmoves (s31_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []) (s12_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c17_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s19_board 0 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s31_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s31_board 0 1 (2 + c) 1 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c17_L c), (s31_c17_R c); cbn [map].
  pose proof (use_s31 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s31_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c17_L2 c)).
  pose proof (use_s33 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s31_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s31_c17_R1 c)).
  pose proof (use_s12 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s31_c17_R c) ltac:(cbn [In]; left; reflexivity) (s31_c17_R1 c))) as Ho2.
  rewrite (tf_norm_game (s31_c17_R2 c)).
  pose proof (use_s19 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s31_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c17_R2 c))) as Ho3.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  rewrite (s33_p9 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s19_p2 Ho3 ltac:(zlia)).
  rewrite (s19_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s31_c18_L (c d : nat) : lmoves (s31_board 0 1 (2 + c) (2 + d)) = [s31_board 0 1 (1 + c) (3 + d); strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c18_L2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 0 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c18_R (c d : nat) : rmoves (s31_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s12_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s31_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s31_board 0 1 (2 + c) (2 + d) -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c18_L c d), (s31_c18_R c d); cbn [map].
  pose proof (use_s31 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s31_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c18_L2 c d)).
  pose proof (use_s39 IH 0 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s31_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s31_c18_R1 c d)).
  pose proof (use_s12 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s31_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s31_c18_R1 c d))) as Ho2.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s39_p12 Ho1 ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s39_p30 Ho1 ltac:(zlia)).
    rewrite (s12_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s31_c19_L (b : nat) : lmoves (s31_board 0 (2 + b) 0 0) = [s23_board 0 (1 + b) 0 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
Lemma s31_c19_R (b : nat) : rmoves (s31_board 0 (2 + b) 0 0) = [s2_board 0 (2 + b)].
Proof. unfold s2_board, s31_board. tf_options. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==0 *)
Lemma s31_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 0 0 -> fst (s31_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q10] in Hc |- *.
  rewrite tf_game_eq, (s31_c19_L b), (s31_c19_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s31_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 0 (2 + b) (opt_r _ _ _ (s31_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s23_p7 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s31_c19_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 0 0 -> fst (s31_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q11] in Hc |- *.
  rewrite tf_game_eq, (s31_c19_L b), (s31_c19_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s31_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 0 (2 + b) (opt_r _ _ _ (s31_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s23_p12 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s31_c19_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 0 0 -> fst (s31_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q12] in Hc |- *.
  rewrite tf_game_eq, (s31_c19_L b), (s31_c19_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s31_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 0 (2 + b) (opt_r _ _ _ (s31_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s23_p16 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s31_c19_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 0 0 -> fst (s31_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s31_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s31_q13] in Hc |- *.
  rewrite tf_game_eq, (s31_c19_L b), (s31_c19_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s31_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 0 (2 + b) (opt_r _ _ _ (s31_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s23_p19 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s31_c20_L (b : nat) : lmoves (s31_board 0 (2 + b) 0 1) = [s23_board 0 (1 + b) 0 2; strip [] (E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s23_board, s31_board, strip. tf_options. Qed.
Lemma s31_c20_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]) (s33_board 0 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s31_c20_R (b : nat) : rmoves (s31_board 0 (2 + b) 0 1) = [strip [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]].
Proof. unfold s31_board, strip. tf_options. Qed.
Lemma s31_c20_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]) (s2_board 0 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s31 = T^a _ T^b F T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==1 *)
Lemma s31_c20_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s31_board 0 (2 + b) 0 1 -> fst (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s31_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s31_q6] in Hc |- *.
  rewrite tf_game_eq, (s31_c20_L b), (s31_c20_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s31_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s31_c20_L2 b)).
  pose proof (use_s33 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s31_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s31_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game (s31_c20_R1 b)).
  pose proof (use_s2 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s31_c20_R b) ltac:(cbn [In]; left; reflexivity) (s31_c20_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s23_p7 Ho0 ltac:(zlia)).
    rewrite (s33_p12 Ho1 ltac:(zlia)).
    rewrite (s2_p2 Ho2 ltac:(zlia)).
    rewrite (s2_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s23_p12 Ho0 ltac:(zlia)).
    rewrite (s33_p16 Ho1 ltac:(zlia)).
    rewrite (s2_p2 Ho2 ltac:(zlia)).
    rewrite (s2_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s23_p16 Ho0 ltac:(zlia)).
    rewrite (s33_p18 Ho1 ltac:(zlia)).
    rewrite (s2_p2 Ho2 ltac:(zlia)).
    rewrite (s2_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s23_p19 Ho0 ltac:(zlia)).
    rewrite (s33_p18 Ho1 ltac:(zlia)).
    rewrite (s2_p2 Ho2 ltac:(zlia)).
    rewrite (s2_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

