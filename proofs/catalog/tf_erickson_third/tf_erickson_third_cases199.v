(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s167_c240_L (a b c e : nat) : lmoves (s167_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s167_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s167_board (2 + a) (2 + b) (1 + c) 2 (2 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c240_L3 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board (2 + a) (2 + b) (2 + c) 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c240_R (a b c e : nat) : rmoves (s167_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s182_board (2 + a) (2 + b) (2 + c) 1 (2 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s167_c240_R2 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s167_c240_p75 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s167_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s167_q75 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q75 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q75] in Hc |- *.
  rewrite tf_game_eq, (s167_c240_L a b c e), (s167_c240_R a b c e); cbn [map].
  pose proof (use_s167 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s167_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s167_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c240_L3 a b c e)).
  pose proof (use_s113 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c240_L3 a b c e))) as Ho2.
  pose proof (use_s182 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s167_c240_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c240_R2 a b c e)).
  pose proof (use_s165 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c240_R a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c240_R2 a b c e))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p75 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s167_p56 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s182_p26 Ho3 ltac:(zlia)).
      rewrite (s165_p44 Ho4 ltac:(zlia)).
      rewrite (s165_p44_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s167_p60 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s182_p26 Ho3 ltac:(zlia)).
      rewrite (s165_p44 Ho4 ltac:(zlia)).
      rewrite (s165_p44_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s167_p76 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s167_p56 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s182_p26 Ho3 ltac:(zlia)).
      rewrite (s165_p44 Ho4 ltac:(zlia)).
      rewrite (s165_p44_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s167_p60 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s182_p26 Ho3 ltac:(zlia)).
      rewrite (s165_p44 Ho4 ltac:(zlia)).
      rewrite (s165_p44_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s167_c240_p81 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s167_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s167_q81 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q81 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q81] in Hc |- *.
  rewrite tf_game_eq, (s167_c240_L a b c e), (s167_c240_R a b c e); cbn [map].
  pose proof (use_s167 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s167_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s167_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c240_L3 a b c e)).
  pose proof (use_s113 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s167_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c240_L3 a b c e))) as Ho2.
  pose proof (use_s182 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s167_c240_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s167_c240_R2 a b c e)).
  pose proof (use_s165 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s167_c240_R a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s167_c240_R2 a b c e))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s167_p81 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s167_p58 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s182_p26 Ho3 ltac:(zlia)).
      rewrite (s165_p50 Ho4 ltac:(zlia)).
      rewrite (s165_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s167_p62 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s182_p26 Ho3 ltac:(zlia)).
      rewrite (s165_p50 Ho4 ltac:(zlia)).
      rewrite (s165_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s167_p82 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s167_p58 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s182_p26 Ho3 ltac:(zlia)).
      rewrite (s165_p50 Ho4 ltac:(zlia)).
      rewrite (s165_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s167_p62 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s182_p26 Ho3 ltac:(zlia)).
      rewrite (s165_p50 Ho4 ltac:(zlia)).
      rewrite (s165_p50_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s167_c241_L (a b c d : nat) : lmoves (s167_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s167_board (1 + a) (3 + b) (2 + c) (2 + d) 0; s167_board (2 + a) (2 + b) (1 + c) (3 + d) 0; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c241_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) (s79_board (2 + a) (2 + b) (2 + c) (1 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s79_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c241_R (a b c d : nat) : rmoves (s167_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c241_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]) (s132_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s132_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s167_c241_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s167_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s167_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s167_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s167_q50] in Hc |- *.
  rewrite tf_game_eq, (s167_c241_L a b c d), (s167_c241_R a b c d); cbn [map].
  pose proof (use_s167 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s167_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s167_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c241_L3 a b c d)).
  pose proof (use_s79 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s167_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c241_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s167_c241_R1 a b c d)).
  pose proof (use_s132 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s167_c241_R a b c d) ltac:(cbn [In]; left; reflexivity) (s167_c241_R1 a b c d))) as Ho3.
  rewrite (s167_p50 Ho0 ltac:(zlia)).
  rewrite (s167_p50 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s79_p15 Ho2 ltac:(zlia)).
    rewrite (s132_p13 Ho3 ltac:(zlia)).
    rewrite (s132_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho2 ltac:(zlia)).
    rewrite (s132_p13 Ho3 ltac:(zlia)).
    rewrite (s132_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s167_c242_L (a b c d : nat) : lmoves (s167_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s167_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s167_board (2 + a) (2 + b) (1 + c) (3 + d) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c242_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) (s113_board (2 + a) (2 + b) (2 + c) (2 + d)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c242_R (a b c d : nat) : rmoves (s167_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c242_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]) (s165_board (2 + a) (2 + b) (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s167_c242_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s167_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s167_q53 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s167_q53 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s167_q53] in Hc |- *.
  rewrite tf_game_eq, (s167_c242_L a b c d), (s167_c242_R a b c d); cbn [map].
  pose proof (use_s167 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s167_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s167_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s167_c242_L3 a b c d)).
  pose proof (use_s113 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c242_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s167_c242_R1 a b c d)).
  pose proof (use_s165 IH (2 + a) (2 + b) (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s167_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s167_c242_R1 a b c d))) as Ho3.
  rewrite (s167_p53 Ho0 ltac:(zlia)).
  rewrite (s167_p53 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s165_p27 Ho3 ltac:(zlia)).
  rewrite (s165_p27_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s167_c243_L (a b c d e : nat) : lmoves (s167_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s167_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s167_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c243_L3 (a b c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) (s113_board (2 + a) (2 + b) (2 + c) (2 + d)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s113_board; strip_board_eq | strip_offset].
Qed.
Lemma s167_c243_R (a b c d e : nat) : rmoves (s167_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, strip. tf_options. Qed.
Lemma s167_c243_R1 (a b c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s165_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s165_board; strip_board_eq | strip_offset]. Qed.
(* s167 = T^a _ T^b F T^c _ T^d F T^e _ T F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s167_c243_p58 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s167_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s167_q58 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q58 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q58] in Hc |- *.
  rewrite tf_game_eq, (s167_c243_L a b c d e), (s167_c243_R a b c d e); cbn [map].
  pose proof (use_s167 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s167_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s167_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c243_L3 a b c d e)).
  pose proof (use_s113 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c243_L3 a b c d e))) as Ho2.
  rewrite (tf_norm_game (s167_c243_R1 a b c d e)).
  pose proof (use_s165 IH (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c243_R a b c d e) ltac:(cbn [In]; left; reflexivity) (s167_c243_R1 a b c d e))) as Ho3.
  rewrite (s167_p58 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s167_p56 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p58 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s167_c243_p62 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s167_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s167_q62 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s167_q62 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s167_q62] in Hc |- *.
  rewrite tf_game_eq, (s167_c243_L a b c d e), (s167_c243_R a b c d e); cbn [map].
  pose proof (use_s167 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s167_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s167_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s167_c243_L3 a b c d e)).
  pose proof (use_s113 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s167_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s167_c243_L3 a b c d e))) as Ho2.
  rewrite (tf_norm_game (s167_c243_R1 a b c d e)).
  pose proof (use_s165 IH (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s167_c243_R a b c d e) ltac:(cbn [In]; left; reflexivity) (s167_c243_R1 a b c d e))) as Ho3.
  rewrite (s167_p62 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s167_p60 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p62 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    rewrite (s165_p27_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s164 *)
Lemma s168_c1_p1 x (Hs164 : s164_claim x) :
  x = s168_board 0 0 0 0 0 -> fst (s168_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q1] in Hc |- *.
  pose proof (Hs164 0 0 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s164 *)
Lemma s168_c2_p2 x (Hs164 : s164_claim x) :
  x = s168_board 0 0 0 0 1 -> fst (s168_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q2] in Hc |- *.
  pose proof (Hs164 0 0 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s164 *)
Lemma s168_c3_p4 x (Hs164 : s164_claim x) (e : nat) :
  x = s168_board 0 0 0 0 (2 + e) -> fst (s168_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q4] in Hc |- *.
  pose proof (Hs164 0 0 0 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==0 && d==1 && e==0: the board of s164 *)
Lemma s168_c4_p5 x (Hs164 : s164_claim x) :
  x = s168_board 0 0 0 1 0 -> fst (s168_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q5] in Hc |- *.
  pose proof (Hs164 0 0 1 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==0 && d==1 && e==1: the board of s164 *)
Lemma s168_c5_p6 x (Hs164 : s164_claim x) :
  x = s168_board 0 0 0 1 1 -> fst (s168_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q6] in Hc |- *.
  pose proof (Hs164 0 0 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s164 *)
Lemma s168_c6_p4 x (Hs164 : s164_claim x) (e : nat) :
  x = s168_board 0 0 0 1 (2 + e) -> fst (s168_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q4] in Hc |- *.
  pose proof (Hs164 0 0 1 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s164 *)
Lemma s168_c7_p7 x (Hs164 : s164_claim x) (d : nat) :
  x = s168_board 0 0 0 (2 + d) 0 -> fst (s168_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q7] in Hc |- *.
  pose proof (Hs164 0 0 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c7_p9 x (Hs164 : s164_claim x) (d : nat) :
  x = s168_board 0 0 0 (2 + d) 0 -> fst (s168_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q9] in Hc |- *.
  pose proof (Hs164 0 0 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s164 *)
Lemma s168_c8_p8 x (Hs164 : s164_claim x) (d : nat) :
  x = s168_board 0 0 0 (2 + d) 1 -> fst (s168_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q8] in Hc |- *.
  pose proof (Hs164 0 0 (2 + d) 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s164 *)
Lemma s168_c9_p4 x (Hs164 : s164_claim x) (d e : nat) :
  x = s168_board 0 0 0 (2 + d) (2 + e) -> fst (s168_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q4] in Hc |- *.
  pose proof (Hs164 0 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s164 *)
Lemma s168_c10_p10 x (Hs164 : s164_claim x) :
  x = s168_board 0 0 1 0 0 -> fst (s168_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q10] in Hc |- *.
  pose proof (Hs164 0 1 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s164 *)
Lemma s168_c11_p12 x (Hs164 : s164_claim x) :
  x = s168_board 0 0 1 0 1 -> fst (s168_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q12] in Hc |- *.
  pose proof (Hs164 0 1 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s164 *)
Lemma s168_c12_p13 x (Hs164 : s164_claim x) (e : nat) :
  x = s168_board 0 0 1 0 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s164 *)
Lemma s168_c13_p15 x (Hs164 : s164_claim x) :
  x = s168_board 0 0 1 1 0 -> fst (s168_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q15] in Hc |- *.
  pose proof (Hs164 0 1 1 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==1 && d==1 && e==1: the board of s164 *)
Lemma s168_c14_p17 x (Hs164 : s164_claim x) :
  x = s168_board 0 0 1 1 1 -> fst (s168_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q17] in Hc |- *.
  pose proof (Hs164 0 1 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s164 *)
Lemma s168_c15_p13 x (Hs164 : s164_claim x) (e : nat) :
  x = s168_board 0 0 1 1 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s164 *)
Lemma s168_c16_p18 x (Hs164 : s164_claim x) (d : nat) :
  x = s168_board 0 0 1 (2 + d) 0 -> fst (s168_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q18] in Hc |- *.
  pose proof (Hs164 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s164 *)
Lemma s168_c17_p17 x (Hs164 : s164_claim x) (d : nat) :
  x = s168_board 0 0 1 (2 + d) 1 -> fst (s168_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q17] in Hc |- *.
  pose proof (Hs164 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s164 *)
Lemma s168_c18_p13 x (Hs164 : s164_claim x) (d e : nat) :
  x = s168_board 0 0 1 (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s164 *)
Lemma s168_c19_p12 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 0 0 (2 + c) 0 0 -> fst (s168_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q12] in Hc |- *.
  pose proof (Hs164 0 (2 + c) 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s168_c19_p26 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 0 0 (2 + c) 0 0 -> fst (s168_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q26] in Hc |- *.
  pose proof (Hs164 0 (2 + c) 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c19_p27 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 0 0 (2 + c) 0 0 -> fst (s168_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q27] in Hc |- *.
  pose proof (Hs164 0 (2 + c) 0 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s164 *)
Lemma s168_c20_p14 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 0 0 (2 + c) 0 1 -> fst (s168_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q14] in Hc |- *.
  pose proof (Hs164 0 (2 + c) 0 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s164 *)
Lemma s168_c21_p13 x (Hs164 : s164_claim x) (c e : nat) :
  x = s168_board 0 0 (2 + c) 0 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 0 (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s164 *)
Lemma s168_c22_p21 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 0 0 (2 + c) 1 0 -> fst (s168_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q21] in Hc |- *.
  pose proof (Hs164 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s164 *)
Lemma s168_c23_p22 x (Hs164 : s164_claim x) (c : nat) :
  x = s168_board 0 0 (2 + c) 1 1 -> fst (s168_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q22] in Hc |- *.
  pose proof (Hs164 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s164 *)
Lemma s168_c24_p13 x (Hs164 : s164_claim x) (c e : nat) :
  x = s168_board 0 0 (2 + c) 1 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s164 *)
Lemma s168_c25_p23 x (Hs164 : s164_claim x) (c d : nat) :
  x = s168_board 0 0 (2 + c) (2 + d) 0 -> fst (s168_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q23] in Hc |- *.
  pose proof (Hs164 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c25_p25 x (Hs164 : s164_claim x) (c d : nat) :
  x = s168_board 0 0 (2 + c) (2 + d) 0 -> fst (s168_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q25] in Hc |- *.
  pose proof (Hs164 0 (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s164 *)
Lemma s168_c26_p24 x (Hs164 : s164_claim x) (c d : nat) :
  x = s168_board 0 0 (2 + c) (2 + d) 1 -> fst (s168_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s168_q24] in Hc |- *.
  pose proof (Hs164 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s164 *)
Lemma s168_c27_p13 x (Hs164 : s164_claim x) (c d e : nat) :
  x = s168_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s168_q13] in Hc |- *.
  pose proof (Hs164 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s168_board, s164_board; board_eq)) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s168_c28_L : lmoves (s168_board 0 1 0 0 0) = [s164_board 0 1 0 0].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c28_R : rmoves (s168_board 0 1 0 0 0) = [s193_board 0 1 0 0; s90_board 0 1 0 0].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==0 && d==0 && e==0 *)
Lemma s168_c28_p28 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 0 1 0 0 0 -> fst (s168_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q28] in Hc |- *.
  rewrite tf_game_eq, (s168_c28_L), (s168_c28_R); cbn [map].
  pose proof (use_s164 IH 0 1 0 0 (opt_l _ _ _ (s168_c28_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 0 0 (opt_r _ _ _ (s168_c28_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 1 0 0 (opt_r _ _ _ (s168_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s164_p10 Ho0 ltac:(zlia)).
  rewrite (s193_p2 Ho1 ltac:(zlia)).
  rewrite (s90_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s168_c29_L : lmoves (s168_board 0 1 0 0 1) = [s164_board 0 1 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c29_R : rmoves (s168_board 0 1 0 0 1) = [s193_board 0 1 0 1; s90_board 0 1 0 1].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==0 && d==0 && e==1 *)
Lemma s168_c29_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 0 1 0 0 1 -> fst (s168_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q15] in Hc |- *.
  rewrite tf_game_eq, (s168_c29_L), (s168_c29_R); cbn [map].
  pose proof (use_s164 IH 0 1 0 1 (opt_l _ _ _ (s168_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 0 1 (opt_r _ _ _ (s168_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 1 0 1 (opt_r _ _ _ (s168_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s164_p11 Ho0 ltac:(zlia)).
  rewrite (s193_p14 Ho1 ltac:(zlia)).
  rewrite (s90_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c30_L (e : nat) : lmoves (s168_board 0 1 0 0 (2 + e)) = [s164_board 0 1 0 (2 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c30_R (e : nat) : rmoves (s168_board 0 1 0 0 (2 + e)) = [s193_board 0 1 0 (2 + e)].
Proof. unfold s168_board, s193_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==0 && d==0 && e>=2 *)
Lemma s168_c30_p20 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s168_board 0 1 0 0 (2 + e) -> fst (s168_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c30_L e), (s168_c30_R e); cbn [map].
  pose proof (use_s164 IH 0 1 0 (2 + e) (opt_l _ _ _ (s168_c30_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 0 (2 + e) (opt_r _ _ _ (s168_c30_R e) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c31_L : lmoves (s168_board 0 1 0 1 0) = [s164_board 0 1 1 0; s168_board 0 1 0 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c31_R : rmoves (s168_board 0 1 0 1 0) = [s194_board 0 1 0 1 0; s160_board 0 1 0 1 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==0 && d==1 && e==0 *)
Lemma s168_c31_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 0 1 0 1 0 -> fst (s168_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q3] in Hc |- *.
  rewrite tf_game_eq, (s168_c31_L), (s168_c31_R); cbn [map].
  pose proof (use_s164 IH 0 1 1 0 (opt_l _ _ _ (s168_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 0 0 1 (opt_l _ _ _ (s168_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 0 1 0 (opt_r _ _ _ (s168_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 1 0 1 0 (opt_r _ _ _ (s168_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p15 Ho0 ltac:(zlia)).
  rewrite (s168_p15 Ho1 ltac:(zlia)).
  rewrite (s194_p36 Ho2 ltac:(zlia)).
  rewrite (s160_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s168_c32_L : lmoves (s168_board 0 1 0 1 1) = [s164_board 0 1 1 1; s168_board 0 1 0 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c32_R : rmoves (s168_board 0 1 0 1 1) = [s194_board 0 1 0 1 1; s160_board 0 1 0 1 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==0 && d==1 && e==1 *)
Lemma s168_c32_p29 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 0 1 0 1 1 -> fst (s168_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q29] in Hc |- *.
  rewrite tf_game_eq, (s168_c32_L), (s168_c32_R); cbn [map].
  pose proof (use_s164 IH 0 1 1 1 (opt_l _ _ _ (s168_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 0 0 2 (opt_l _ _ _ (s168_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 0 1 1 (opt_r _ _ _ (s168_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 1 0 1 1 (opt_r _ _ _ (s168_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p16 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p21 Ho2 ltac:(zlia)).
  rewrite (s160_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c33_L (e : nat) : lmoves (s168_board 0 1 0 1 (2 + e)) = [s164_board 0 1 1 (2 + e); s168_board 0 1 0 0 (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c33_R (e : nat) : rmoves (s168_board 0 1 0 1 (2 + e)) = [s194_board 0 1 0 1 (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s168_c33_p20 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s168_board 0 1 0 1 (2 + e) -> fst (s168_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c33_L e), (s168_c33_R e); cbn [map].
  pose proof (use_s164 IH 0 1 1 (2 + e) (opt_l _ _ _ (s168_c33_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 0 0 (3 + e) (opt_l _ _ _ (s168_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 0 1 (2 + e) (opt_r _ _ _ (s168_c33_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c34_L (d : nat) : lmoves (s168_board 0 1 0 (2 + d) 0) = [s164_board 0 1 (2 + d) 0; s168_board 0 1 0 (1 + d) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c34_R (d : nat) : rmoves (s168_board 0 1 0 (2 + d) 0) = [s194_board 0 1 0 (2 + d) 0; s160_board 0 1 0 (2 + d) 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s168_c34_p30 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 0 1 0 (2 + d) 0 -> fst (s168_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q30] in Hc |- *.
  rewrite tf_game_eq, (s168_c34_L d), (s168_c34_R d); cbn [map].
  pose proof (use_s164 IH 0 1 (2 + d) 0 (opt_l _ _ _ (s168_c34_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 0 (1 + d) 1 (opt_l _ _ _ (s168_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s168_c34_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s168_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p17 Ho0 ltac:(zlia)).
  rewrite (s168_p29 Ho1 ltac:(zlia)).
  rewrite (s194_p38 Ho2 ltac:(zlia)).
  rewrite (s160_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c34_p32 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 0 1 0 (2 + d) 0 -> fst (s168_q32 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q32 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q32] in Hc |- *.
  rewrite tf_game_eq, (s168_c34_L d), (s168_c34_R d); cbn [map].
  pose proof (use_s164 IH 0 1 (2 + d) 0 (opt_l _ _ _ (s168_c34_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 0 (1 + d) 1 (opt_l _ _ _ (s168_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s168_c34_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s168_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p17 Ho0 ltac:(zlia)).
  rewrite (s168_p31 Ho1 ltac:(zlia)).
  rewrite (s194_p43 Ho2 ltac:(zlia)).
  rewrite (s160_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c35_L (d : nat) : lmoves (s168_board 0 1 0 (2 + d) 1) = [s164_board 0 1 (2 + d) 1; s168_board 0 1 0 (1 + d) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c35_R (d : nat) : rmoves (s168_board 0 1 0 (2 + d) 1) = [s194_board 0 1 0 (2 + d) 1; s160_board 0 1 0 (2 + d) 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s168_c35_p31 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 0 1 0 (2 + d) 1 -> fst (s168_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q31 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q31] in Hc |- *.
  rewrite tf_game_eq, (s168_c35_L d), (s168_c35_R d); cbn [map].
  pose proof (use_s164 IH 0 1 (2 + d) 1 (opt_l _ _ _ (s168_c35_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 0 (1 + d) 2 (opt_l _ _ _ (s168_c35_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 0 (2 + d) 1 (opt_r _ _ _ (s168_c35_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 1 0 (2 + d) 1 (opt_r _ _ _ (s168_c35_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p16 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p40 Ho2 ltac:(zlia)).
  rewrite (s160_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c36_L (d e : nat) : lmoves (s168_board 0 1 0 (2 + d) (2 + e)) = [s164_board 0 1 (2 + d) (2 + e); s168_board 0 1 0 (1 + d) (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c36_R (d e : nat) : rmoves (s168_board 0 1 0 (2 + d) (2 + e)) = [s194_board 0 1 0 (2 + d) (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s168_c36_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s168_board 0 1 0 (2 + d) (2 + e) -> fst (s168_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c36_L d e), (s168_c36_R d e); cbn [map].
  pose proof (use_s164 IH 0 1 (2 + d) (2 + e) (opt_l _ _ _ (s168_c36_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 0 (1 + d) (3 + e) (opt_l _ _ _ (s168_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s168_c36_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c37_L : lmoves (s168_board 0 1 1 0 0) = [s164_board 0 2 0 0; s173_board 0 1 0 1].
Proof. unfold s164_board, s168_board, s173_board. tf_options. Qed.
Lemma s168_c37_R : rmoves (s168_board 0 1 1 0 0) = [s193_board 0 1 1 0; s90_board 0 1 1 0].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==1 && d==0 && e==0 *)
Lemma s168_c37_p33 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 0 1 1 0 0 -> fst (s168_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q33] in Hc |- *.
  rewrite tf_game_eq, (s168_c37_L), (s168_c37_R); cbn [map].
  pose proof (use_s164 IH 0 2 0 0 (opt_l _ _ _ (s168_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 1 0 1 (opt_l _ _ _ (s168_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 0 1 1 0 (opt_r _ _ _ (s168_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 0 1 1 0 (opt_r _ _ _ (s168_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p12 Ho0 ltac:(zlia)).
  rewrite (s173_p9 Ho1 ltac:(zlia)).
  rewrite (s193_p14 Ho2 ltac:(zlia)).
  rewrite (s90_p15 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c38_L : lmoves (s168_board 0 1 1 0 1) = [s164_board 0 2 0 1; s173_board 0 1 0 2].
Proof. unfold s164_board, s168_board, s173_board. tf_options. Qed.
Lemma s168_c38_R : rmoves (s168_board 0 1 1 0 1) = [s193_board 0 1 1 1; s90_board 0 1 1 1].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==1 && d==0 && e==1 *)
Lemma s168_c38_p34 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 0 1 1 0 1 -> fst (s168_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q34] in Hc |- *.
  rewrite tf_game_eq, (s168_c38_L), (s168_c38_R); cbn [map].
  pose proof (use_s164 IH 0 2 0 1 (opt_l _ _ _ (s168_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 1 0 2 (opt_l _ _ _ (s168_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 0 1 1 1 (opt_r _ _ _ (s168_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 0 1 1 1 (opt_r _ _ _ (s168_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p14 Ho0 ltac:(zlia)).
  rewrite (s173_p10 Ho1 ltac:(zlia)).
  rewrite (s193_p19 Ho2 ltac:(zlia)).
  rewrite (s90_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s168_c39_L (e : nat) : lmoves (s168_board 0 1 1 0 (2 + e)) = [s164_board 0 2 0 (2 + e); s173_board 0 1 0 (3 + e)].
Proof. unfold s164_board, s168_board, s173_board. tf_options. Qed.
Lemma s168_c39_R (e : nat) : rmoves (s168_board 0 1 1 0 (2 + e)) = [s193_board 0 1 1 (2 + e)].
Proof. unfold s168_board, s193_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s168_c39_p13 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s168_board 0 1 1 0 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c39_L e), (s168_c39_R e); cbn [map].
  pose proof (use_s164 IH 0 2 0 (2 + e) (opt_l _ _ _ (s168_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 1 0 (3 + e) (opt_l _ _ _ (s168_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 0 1 1 (2 + e) (opt_r _ _ _ (s168_c39_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s173_p10 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c40_L : lmoves (s168_board 0 1 1 1 0) = [s164_board 0 2 1 0; s168_board 0 1 1 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c40_R : rmoves (s168_board 0 1 1 1 0) = [s194_board 0 1 1 1 0; s160_board 0 1 1 1 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s168_c40_p35 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 0 1 1 1 0 -> fst (s168_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q35] in Hc |- *.
  rewrite tf_game_eq, (s168_c40_L), (s168_c40_R); cbn [map].
  pose proof (use_s164 IH 0 2 1 0 (opt_l _ _ _ (s168_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 1 0 1 (opt_l _ _ _ (s168_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 1 1 0 (opt_r _ _ _ (s168_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 1 1 1 0 (opt_r _ _ _ (s168_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p18 Ho0 ltac:(zlia)).
  rewrite (s168_p34 Ho1 ltac:(zlia)).
  rewrite (s194_p54 Ho2 ltac:(zlia)).
  rewrite (s160_p48 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c41_L : lmoves (s168_board 0 1 1 1 1) = [s164_board 0 2 1 1; s168_board 0 1 1 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c41_R : rmoves (s168_board 0 1 1 1 1) = [s194_board 0 1 1 1 1; s160_board 0 1 1 1 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s168_c41_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s168_board 0 1 1 1 1 -> fst (s168_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q19] in Hc |- *.
  rewrite tf_game_eq, (s168_c41_L), (s168_c41_R); cbn [map].
  pose proof (use_s164 IH 0 2 1 1 (opt_l _ _ _ (s168_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 1 0 2 (opt_l _ _ _ (s168_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 1 1 1 (opt_r _ _ _ (s168_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 1 1 1 1 (opt_r _ _ _ (s168_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p19 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p56 Ho2 ltac:(zlia)).
  rewrite (s160_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c42_L (e : nat) : lmoves (s168_board 0 1 1 1 (2 + e)) = [s164_board 0 2 1 (2 + e); s168_board 0 1 1 0 (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c42_R (e : nat) : rmoves (s168_board 0 1 1 1 (2 + e)) = [s194_board 0 1 1 1 (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s168_c42_p13 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s168_board 0 1 1 1 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c42_L e), (s168_c42_R e); cbn [map].
  pose proof (use_s164 IH 0 2 1 (2 + e) (opt_l _ _ _ (s168_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 1 0 (3 + e) (opt_l _ _ _ (s168_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s168_c42_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c43_L (d : nat) : lmoves (s168_board 0 1 1 (2 + d) 0) = [s164_board 0 2 (2 + d) 0; s168_board 0 1 1 (1 + d) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c43_R (d : nat) : rmoves (s168_board 0 1 1 (2 + d) 0) = [s194_board 0 1 1 (2 + d) 0; s160_board 0 1 1 (2 + d) 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s168_c43_p36 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 0 1 1 (2 + d) 0 -> fst (s168_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q36] in Hc |- *.
  rewrite tf_game_eq, (s168_c43_L d), (s168_c43_R d); cbn [map].
  pose proof (use_s164 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s168_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s168_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s168_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s168_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p20 Ho0 ltac:(zlia)).
  rewrite (s168_p19 Ho1 ltac:(zlia)).
  rewrite (s194_p58 Ho2 ltac:(zlia)).
  rewrite (s160_p51 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c43_p38 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 0 1 1 (2 + d) 0 -> fst (s168_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q38] in Hc |- *.
  rewrite tf_game_eq, (s168_c43_L d), (s168_c43_R d); cbn [map].
  pose proof (use_s164 IH 0 2 (2 + d) 0 (opt_l _ _ _ (s168_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s168_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s168_c43_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s168_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p22 Ho0 ltac:(zlia)).
  rewrite (s168_p37 Ho1 ltac:(zlia)).
  rewrite (s194_p59 Ho2 ltac:(zlia)).
  rewrite (s160_p51 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c44_L (d : nat) : lmoves (s168_board 0 1 1 (2 + d) 1) = [s164_board 0 2 (2 + d) 1; s168_board 0 1 1 (1 + d) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c44_R (d : nat) : rmoves (s168_board 0 1 1 (2 + d) 1) = [s194_board 0 1 1 (2 + d) 1; s160_board 0 1 1 (2 + d) 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s168_c44_p37 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s168_board 0 1 1 (2 + d) 1 -> fst (s168_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q37] in Hc |- *.
  rewrite tf_game_eq, (s168_c44_L d), (s168_c44_R d); cbn [map].
  pose proof (use_s164 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s168_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s168_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s168_c44_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s168_c44_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s164_p21 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p40 Ho2 ltac:(zlia)).
  rewrite (s160_p34 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c45_L (d e : nat) : lmoves (s168_board 0 1 1 (2 + d) (2 + e)) = [s164_board 0 2 (2 + d) (2 + e); s168_board 0 1 1 (1 + d) (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c45_R (d e : nat) : rmoves (s168_board 0 1 1 (2 + d) (2 + e)) = [s194_board 0 1 1 (2 + d) (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s168_c45_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s168_board 0 1 1 (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c45_L d e), (s168_c45_R d e); cbn [map].
  pose proof (use_s164 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s168_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s168_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s168_c45_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c46_L (c : nat) : lmoves (s168_board 0 1 (2 + c) 0 0) = [s164_board 0 (3 + c) 0 0; s175_board 0 1 (1 + c) 0 1].
Proof. unfold s164_board, s168_board, s175_board. tf_options. Qed.
Lemma s168_c46_R (c : nat) : rmoves (s168_board 0 1 (2 + c) 0 0) = [s90_board 0 1 (2 + c) 0].
Proof. unfold s168_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==0 && e==0 *)
Lemma s168_c46_p26 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 0 1 (2 + c) 0 0 -> fst (s168_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q26] in Hc |- *.
  rewrite tf_game_eq, (s168_c46_L c), (s168_c46_R c); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) 0 0 (opt_l _ _ _ (s168_c46_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s168_c46_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s168_c46_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p24 Ho0 ltac:(zlia)).
  rewrite (s175_p25 Ho1 ltac:(zlia)).
  rewrite (s90_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c46_p27 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 0 1 (2 + c) 0 0 -> fst (s168_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q27] in Hc |- *.
  rewrite tf_game_eq, (s168_c46_L c), (s168_c46_R c); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) 0 0 (opt_l _ _ _ (s168_c46_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s168_c46_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s168_c46_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p24 Ho0 ltac:(zlia)).
  rewrite (s175_p53 Ho1 ltac:(zlia)).
  rewrite (s90_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c46_p39 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 0 1 (2 + c) 0 0 -> fst (s168_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q39 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q39] in Hc |- *.
  rewrite tf_game_eq, (s168_c46_L c), (s168_c46_R c); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) 0 0 (opt_l _ _ _ (s168_c46_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s168_c46_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s168_c46_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p23 Ho0 ltac:(zlia)).
  rewrite (s175_p44 Ho1 ltac:(zlia)).
  rewrite (s90_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c47_L (c : nat) : lmoves (s168_board 0 1 (2 + c) 0 1) = [s164_board 0 (3 + c) 0 1; s175_board 0 1 (1 + c) 0 2].
Proof. unfold s164_board, s168_board, s175_board. tf_options. Qed.
Lemma s168_c47_R (c : nat) : rmoves (s168_board 0 1 (2 + c) 0 1) = [s90_board 0 1 (2 + c) 1].
Proof. unfold s168_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s168_c47_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 0 1 (2 + c) 0 1 -> fst (s168_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q14] in Hc |- *.
  rewrite tf_game_eq, (s168_c47_L c), (s168_c47_R c); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) 0 1 (opt_l _ _ _ (s168_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) 0 2 (opt_l _ _ _ (s168_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s168_c47_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s175_p27 Ho1 ltac:(zlia)).
    rewrite (s90_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s175_p49 Ho1 ltac:(zlia)).
    rewrite (s90_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s175_p54 Ho1 ltac:(zlia)).
    rewrite (s90_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s168_c48_L (c e : nat) : lmoves (s168_board 0 1 (2 + c) 0 (2 + e)) = [s164_board 0 (3 + c) 0 (2 + e); s175_board 0 1 (1 + c) 0 (3 + e)].
Proof. unfold s164_board, s168_board, s175_board. tf_options. Qed.
Lemma s168_c48_R (c e : nat) : rmoves (s168_board 0 1 (2 + c) 0 (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s168_c48_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s168_board 0 1 (2 + c) 0 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c48_L c e), (s168_c48_R c e); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) 0 (2 + e) (opt_l _ _ _ (s168_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 0 1 (1 + c) 0 (3 + e) (opt_l _ _ _ (s168_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s175_p27 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s175_p49 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s175_p54 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s168_c49_L (c : nat) : lmoves (s168_board 0 1 (2 + c) 1 0) = [s164_board 0 (3 + c) 1 0; s168_board 0 1 (2 + c) 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c49_R (c : nat) : rmoves (s168_board 0 1 (2 + c) 1 0) = [s160_board 0 1 (2 + c) 1 0].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s168_c49_p21 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 0 1 (2 + c) 1 0 -> fst (s168_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q21] in Hc |- *.
  rewrite tf_game_eq, (s168_c49_L c), (s168_c49_R c); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) 1 0 (opt_l _ _ _ (s168_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 (2 + c) 0 1 (opt_l _ _ _ (s168_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH 0 1 (2 + c) 1 0 (opt_r _ _ _ (s168_c49_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p18 Ho0 ltac:(zlia)).
  rewrite (s168_p14 Ho1 ltac:(zlia)).
  rewrite (s160_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c50_L (c : nat) : lmoves (s168_board 0 1 (2 + c) 1 1) = [s164_board 0 (3 + c) 1 1; s168_board 0 1 (2 + c) 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c50_R (c : nat) : rmoves (s168_board 0 1 (2 + c) 1 1) = [s160_board 0 1 (2 + c) 1 1].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s168_c50_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s168_board 0 1 (2 + c) 1 1 -> fst (s168_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q22] in Hc |- *.
  rewrite tf_game_eq, (s168_c50_L c), (s168_c50_R c); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) 1 1 (opt_l _ _ _ (s168_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 (2 + c) 0 2 (opt_l _ _ _ (s168_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s168_c50_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p19 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s160_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s168_c51_L (c e : nat) : lmoves (s168_board 0 1 (2 + c) 1 (2 + e)) = [s164_board 0 (3 + c) 1 (2 + e); s168_board 0 1 (2 + c) 0 (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c51_R (c e : nat) : rmoves (s168_board 0 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s168_c51_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s168_board 0 1 (2 + c) 1 (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c51_L c e), (s168_c51_R c e); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s168_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s168_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s168_c52_L (c d : nat) : lmoves (s168_board 0 1 (2 + c) (2 + d) 0) = [s164_board 0 (3 + c) (2 + d) 0; s168_board 0 1 (2 + c) (1 + d) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c52_R (c d : nat) : rmoves (s168_board 0 1 (2 + c) (2 + d) 0) = [s160_board 0 1 (2 + c) (2 + d) 0].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s168_c52_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s168_board 0 1 (2 + c) (2 + d) 0 -> fst (s168_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q23] in Hc |- *.
  rewrite tf_game_eq, (s168_c52_L c d), (s168_c52_R c d); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) (2 + d) 0 (opt_l _ _ _ (s168_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s168_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH 0 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s168_c52_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p20 Ho0 ltac:(zlia)).
  rewrite (s168_p22 Ho1 ltac:(zlia)).
  rewrite (s160_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c52_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s168_board 0 1 (2 + c) (2 + d) 0 -> fst (s168_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q25] in Hc |- *.
  rewrite tf_game_eq, (s168_c52_L c d), (s168_c52_R c d); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) (2 + d) 0 (opt_l _ _ _ (s168_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s168_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH 0 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s168_c52_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p22 Ho0 ltac:(zlia)).
  rewrite (s168_p24 Ho1 ltac:(zlia)).
  rewrite (s160_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c53_L (c d : nat) : lmoves (s168_board 0 1 (2 + c) (2 + d) 1) = [s164_board 0 (3 + c) (2 + d) 1; s168_board 0 1 (2 + c) (1 + d) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c53_R (c d : nat) : rmoves (s168_board 0 1 (2 + c) (2 + d) 1) = [s160_board 0 1 (2 + c) (2 + d) 1].
Proof. unfold s160_board, s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s168_c53_p24 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s168_board 0 1 (2 + c) (2 + d) 1 -> fst (s168_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q24] in Hc |- *.
  rewrite tf_game_eq, (s168_c53_L c d), (s168_c53_R c d); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s168_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s168_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s160 IH 0 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s168_c53_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s164_p21 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  rewrite (s160_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c54_L (c d e : nat) : lmoves (s168_board 0 1 (2 + c) (2 + d) (2 + e)) = [s164_board 0 (3 + c) (2 + d) (2 + e); s168_board 0 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s168_c54_R (c d e : nat) : rmoves (s168_board 0 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s168_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s168_c54_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s168_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q13] in Hc |- *.
  rewrite tf_game_eq, (s168_c54_L c d e), (s168_c54_R c d e); cbn [map].
  pose proof (use_s164 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s168_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s168_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s168_c55_L (b : nat) : lmoves (s168_board 0 (2 + b) 0 0 0) = [s168_board 0 (1 + b) 1 0 0].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c55_R (b : nat) : rmoves (s168_board 0 (2 + b) 0 0 0) = [s193_board 0 (2 + b) 0 0; s90_board 0 (2 + b) 0 0].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==0 && e==0 *)
Lemma s168_c55_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 0 0 0 -> fst (s168_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q40] in Hc |- *.
  rewrite tf_game_eq, (s168_c55_L b), (s168_c55_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 0 0 (opt_l _ _ _ (s168_c55_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s168_c55_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s168_c55_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p33 Ho0 ltac:(zlia)).
  rewrite (s193_p20 Ho1 ltac:(zlia)).
  rewrite (s90_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]].
Qed.

Lemma s168_c55_p58 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 0 0 0 -> fst (s168_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q58 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q58] in Hc |- *.
  rewrite tf_game_eq, (s168_c55_L b), (s168_c55_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 0 0 (opt_l _ _ _ (s168_c55_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s168_c55_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s168_c55_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p51 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s193_p10 Ho1 ltac:(zlia)).
    rewrite (s90_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s193_p28 Ho1 ltac:(zlia)).
    rewrite (s90_p32 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s168_c56_L (b : nat) : lmoves (s168_board 0 (2 + b) 0 0 1) = [s168_board 0 (1 + b) 1 0 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c56_R (b : nat) : rmoves (s168_board 0 (2 + b) 0 0 1) = [s193_board 0 (2 + b) 0 1; s90_board 0 (2 + b) 0 1].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==0 && e==1 *)
Lemma s168_c56_p43 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 0 0 1 -> fst (s168_q43 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q43 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q43] in Hc |- *.
  rewrite tf_game_eq, (s168_c56_L b), (s168_c56_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 0 1 (opt_l _ _ _ (s168_c56_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s168_c56_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s168_c56_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p34 Ho0 ltac:(zlia)).
  rewrite (s193_p26 Ho1 ltac:(zlia)).
  rewrite (s90_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s168_c56_p60 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 0 0 1 -> fst (s168_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q60 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q60] in Hc |- *.
  rewrite tf_game_eq, (s168_c56_L b), (s168_c56_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 0 1 (opt_l _ _ _ (s168_c56_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s168_c56_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s90 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s168_c56_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p52 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s193_p27 Ho1 ltac:(zlia)).
    rewrite (s90_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s193_p30 Ho1 ltac:(zlia)).
    rewrite (s90_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s168_c57_L (b e : nat) : lmoves (s168_board 0 (2 + b) 0 0 (2 + e)) = [s168_board 0 (1 + b) 1 0 (2 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c57_R (b e : nat) : rmoves (s168_board 0 (2 + b) 0 0 (2 + e)) = [s193_board 0 (2 + b) 0 (2 + e)].
Proof. unfold s168_board, s193_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==0 && e>=2 *)
Lemma s168_c57_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s168_board 0 (2 + b) 0 0 (2 + e) -> fst (s168_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c57_L b e), (s168_c57_R b e); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 0 (2 + e) (opt_l _ _ _ (s168_c57_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 (2 + b) 0 (2 + e) (opt_r _ _ _ (s168_c57_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s168_c58_L (b : nat) : lmoves (s168_board 0 (2 + b) 0 1 0) = [s168_board 0 (1 + b) 1 1 0; s168_board 0 (2 + b) 0 0 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c58_R (b : nat) : rmoves (s168_board 0 (2 + b) 0 1 0) = [s194_board 0 (2 + b) 0 1 0; s160_board 0 (2 + b) 0 1 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s168_c58_p45 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 0 1 0 -> fst (s168_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q45] in Hc |- *.
  rewrite tf_game_eq, (s168_c58_L b), (s168_c58_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 1 0 (opt_l _ _ _ (s168_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 0 1 (opt_l _ _ _ (s168_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s168_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s168_c58_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p35 Ho0 ltac:(zlia)).
  rewrite (s168_p43 Ho1 ltac:(zlia)).
  rewrite (s194_p25 Ho2 ltac:(zlia)).
  rewrite (s160_p60 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c58_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 0 1 0 -> fst (s168_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s168_q61 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q61] in Hc |- *.
  rewrite tf_game_eq, (s168_c58_L b), (s168_c58_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 1 0 (opt_l _ _ _ (s168_c58_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 0 1 (opt_l _ _ _ (s168_c58_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s168_c58_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s168_c58_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p53 Ho0 ltac:(zlia)).
  rewrite (s168_p60 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s194_p44 Ho2 ltac:(zlia)).
    rewrite (s160_p85 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s194_p83 Ho2 ltac:(zlia)).
    rewrite (s160_p85 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s168_c59_L (b : nat) : lmoves (s168_board 0 (2 + b) 0 1 1) = [s168_board 0 (1 + b) 1 1 1; s168_board 0 (2 + b) 0 0 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c59_R (b : nat) : rmoves (s168_board 0 (2 + b) 0 1 1) = [s194_board 0 (2 + b) 0 1 1; s160_board 0 (2 + b) 0 1 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s168_c59_p46 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 0 1 1 -> fst (s168_q46 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q46 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q46] in Hc |- *.
  rewrite tf_game_eq, (s168_c59_L b), (s168_c59_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s168_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 0 2 (opt_l _ _ _ (s168_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s168_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s168_c59_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p19 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p41 Ho2 ltac:(zlia)).
  rewrite (s160_p61 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c59_p62 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 0 1 1 -> fst (s168_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s168_q62 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q62] in Hc |- *.
  rewrite tf_game_eq, (s168_c59_L b), (s168_c59_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s168_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 0 2 (opt_l _ _ _ (s168_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s168_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s168_c59_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p54 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p41 Ho2 ltac:(zlia)).
  rewrite (s160_p87 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c60_L (b e : nat) : lmoves (s168_board 0 (2 + b) 0 1 (2 + e)) = [s168_board 0 (1 + b) 1 1 (2 + e); s168_board 0 (2 + b) 0 0 (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c60_R (b e : nat) : rmoves (s168_board 0 (2 + b) 0 1 (2 + e)) = [s194_board 0 (2 + b) 0 1 (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s168_c60_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s168_board 0 (2 + b) 0 1 (2 + e) -> fst (s168_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c60_L b e), (s168_c60_R b e); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s168_c60_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 0 (3 + e) (opt_l _ _ _ (s168_c60_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s168_c60_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c61_L (b d : nat) : lmoves (s168_board 0 (2 + b) 0 (2 + d) 0) = [s168_board 0 (1 + b) 1 (2 + d) 0; s168_board 0 (2 + b) 0 (1 + d) 1].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c61_R (b d : nat) : rmoves (s168_board 0 (2 + b) 0 (2 + d) 0) = [s194_board 0 (2 + b) 0 (2 + d) 0; s160_board 0 (2 + b) 0 (2 + d) 0].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s168_c61_p48 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 0 (2 + d) 0 -> fst (s168_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q48 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q48] in Hc |- *.
  rewrite tf_game_eq, (s168_c61_L b d), (s168_c61_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p36 Ho0 ltac:(zlia)).
  rewrite (s168_p46 Ho1 ltac:(zlia)).
  rewrite (s194_p47 Ho2 ltac:(zlia)).
  rewrite (s160_p65 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c61_p50 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 0 (2 + d) 0 -> fst (s168_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q50] in Hc |- *.
  rewrite tf_game_eq, (s168_c61_L b d), (s168_c61_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p38 Ho0 ltac:(zlia)).
  rewrite (s168_p49 Ho1 ltac:(zlia)).
  rewrite (s194_p47 Ho2 ltac:(zlia)).
  rewrite (s160_p65 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c61_p64 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 0 (2 + d) 0 -> fst (s168_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q64 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q64] in Hc |- *.
  rewrite tf_game_eq, (s168_c61_L b d), (s168_c61_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p55 Ho0 ltac:(zlia)).
  rewrite (s168_p62 Ho1 ltac:(zlia)).
  rewrite (s194_p47 Ho2 ltac:(zlia)).
  rewrite (s160_p92 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c61_p66 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 0 (2 + d) 0 -> fst (s168_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q66 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q66] in Hc |- *.
  rewrite tf_game_eq, (s168_c61_L b d), (s168_c61_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p57 Ho0 ltac:(zlia)).
  rewrite (s168_p65 Ho1 ltac:(zlia)).
  rewrite (s194_p47 Ho2 ltac:(zlia)).
  rewrite (s160_p92 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c61_p70 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 0 (2 + d) 0 -> fst (s168_q70 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q70 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q70] in Hc |- *.
  rewrite tf_game_eq, (s168_c61_L b d), (s168_c61_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p67 Ho0 ltac:(zlia)).
  rewrite (s168_p62 Ho1 ltac:(zlia)).
  rewrite (s194_p47 Ho2 ltac:(zlia)).
  rewrite (s160_p113 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c61_p72 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 0 (2 + d) 0 -> fst (s168_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s168_q72 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q72] in Hc |- *.
  rewrite tf_game_eq, (s168_c61_L b d), (s168_c61_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 (2 + d) 0 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s168_c61_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s168_c61_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p69 Ho0 ltac:(zlia)).
  rewrite (s168_p71 Ho1 ltac:(zlia)).
  rewrite (s194_p47 Ho2 ltac:(zlia)).
  rewrite (s160_p113 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c62_L (b d : nat) : lmoves (s168_board 0 (2 + b) 0 (2 + d) 1) = [s168_board 0 (1 + b) 1 (2 + d) 1; s168_board 0 (2 + b) 0 (1 + d) 2].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c62_R (b d : nat) : rmoves (s168_board 0 (2 + b) 0 (2 + d) 1) = [s194_board 0 (2 + b) 0 (2 + d) 1; s160_board 0 (2 + b) 0 (2 + d) 1].
Proof. unfold s160_board, s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s168_c62_p49 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 0 (2 + d) 1 -> fst (s168_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q49] in Hc |- *.
  rewrite tf_game_eq, (s168_c62_L b d), (s168_c62_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s168_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s168_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c62_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p37 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p40 Ho2 ltac:(zlia)).
  rewrite (s160_p61 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c62_p65 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 0 (2 + d) 1 -> fst (s168_q65 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q65 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q65] in Hc |- *.
  rewrite tf_game_eq, (s168_c62_L b d), (s168_c62_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s168_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s168_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c62_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p56 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p40 Ho2 ltac:(zlia)).
  rewrite (s160_p93 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c62_p71 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s168_board 0 (2 + b) 0 (2 + d) 1 -> fst (s168_q71 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s168_q71 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q71] in Hc |- *.
  rewrite tf_game_eq, (s168_c62_L b d), (s168_c62_R b d); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s168_c62_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s168_c62_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c62_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s160 IH 0 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s168_c62_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p68 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p40 Ho2 ltac:(zlia)).
  rewrite (s160_p114 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s168_c63_L (b d e : nat) : lmoves (s168_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s168_board 0 (1 + b) 1 (2 + d) (2 + e); s168_board 0 (2 + b) 0 (1 + d) (3 + e)].
Proof. unfold s168_board. tf_options. Qed.
Lemma s168_c63_R (b d e : nat) : rmoves (s168_board 0 (2 + b) 0 (2 + d) (2 + e)) = [s194_board 0 (2 + b) 0 (2 + d) (2 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s168_c63_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s168_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s168_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s168_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s168_q20] in Hc |- *.
  rewrite tf_game_eq, (s168_c63_L b d e), (s168_c63_R b d e); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s168_c63_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 (1 + d) (3 + e) (opt_l _ _ _ (s168_c63_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 0 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s168_c63_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s168_c64_L (b : nat) : lmoves (s168_board 0 (2 + b) 1 0 0) = [s168_board 0 (1 + b) 2 0 0; s173_board 0 (2 + b) 0 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
Lemma s168_c64_R (b : nat) : rmoves (s168_board 0 (2 + b) 1 0 0) = [s193_board 0 (2 + b) 1 0; s90_board 0 (2 + b) 1 0].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==0 && e==0 *)
Lemma s168_c64_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 1 0 0 -> fst (s168_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s168_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s168_q51] in Hc |- *.
  rewrite tf_game_eq, (s168_c64_L b), (s168_c64_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 0 0 (opt_l _ _ _ (s168_c64_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s168_c64_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s168_c64_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s168_c64_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p39 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s173_p19 Ho1 ltac:(zlia)).
    rewrite (s193_p16 Ho2 ltac:(zlia)).
    rewrite (s90_p22 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s173_p22 Ho1 ltac:(zlia)).
    rewrite (s193_p16 Ho2 ltac:(zlia)).
    rewrite (s90_p22 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s168_c65_L (b : nat) : lmoves (s168_board 0 (2 + b) 1 0 1) = [s168_board 0 (1 + b) 2 0 1; s173_board 0 (2 + b) 0 2].
Proof. unfold s168_board, s173_board. tf_options. Qed.
Lemma s168_c65_R (b : nat) : rmoves (s168_board 0 (2 + b) 1 0 1) = [s193_board 0 (2 + b) 1 1; s90_board 0 (2 + b) 1 1].
Proof. unfold s168_board, s193_board, s90_board. tf_options. Qed.
(* s168 = T^a _ T^b _ T^c F T^d _ T^e F T F on a==0 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s168_c65_p52 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s168_board 0 (2 + b) 1 0 1 -> fst (s168_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s168_q52 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s168_q52] in Hc |- *.
  rewrite tf_game_eq, (s168_c65_L b), (s168_c65_R b); cbn [map].
  pose proof (use_s168 IH 0 (1 + b) 2 0 1 (opt_l _ _ _ (s168_c65_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s173 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s168_c65_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s168_c65_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s90 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s168_c65_R b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p14 Ho0 ltac:(zlia)).
  rewrite (s173_p10 Ho1 ltac:(zlia)).
  rewrite (s193_p19 Ho2 ltac:(zlia)).
  rewrite (s90_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

