(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s91_c18_L (b c : nat) : lmoves (s91_board 1 (2 + b) (2 + c)) = [s91_board 0 (3 + b) (2 + c); strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s91_board, strip. tf_options. Qed.
Lemma s91_c18_L2 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s124_board 1 (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
Lemma s91_c18_R (b c : nat) : rmoves (s91_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s91_board. tf_options. Qed.
(* s91 = T^a _ T^b F^2 T^c F _^2 on a==1 && b>=2 && c>=2 *)
Lemma s91_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s91_board 1 (2 + b) (2 + c) -> fst (s91_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s91_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s91_q3] in Hc |- *.
  rewrite tf_game_eq, (s91_c18_L b c), (s91_c18_R b c); cbn [map].
  pose proof (use_s91 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s91_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s91_c18_L2 b c)).
  pose proof (use_s124 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s91_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s91_c18_L2 b c))) as Ho1.
  rewrite (s91_p2 Ho0 ltac:(zlia)).
  rewrite (s124_p9 Ho1 ltac:(zlia)).
  rewrite (s124_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s91 = T^a _ T^b F^2 T^c F _^2 on a>=2 && b==0 && c==0: the board of s23 *)
Lemma s91_c19_p7 x (Hs23 : s23_claim x) (a : nat) :
  x = s91_board (2 + a) 0 0 -> fst (s91_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s91_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s91_q7] in Hc |- *.
  pose proof (Hs23 (2 + a) 0 ltac:(rewrite Hx; unfold s91_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s91_c20_L (a : nat) : lmoves (s91_board (2 + a) 0 1) = [s91_board (1 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; F; F; E; F]) [(1, 1)]].
Proof. unfold s91_board, strip. tf_options. Qed.
Lemma s91_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; F; E; F]) [(1, 1)]) (s124_board (2 + a) 0 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
Lemma s91_c20_R (a : nat) : rmoves (s91_board (2 + a) 0 1) = [s145_board (2 + a) 0 1].
Proof. unfold s145_board, s91_board. tf_options. Qed.
(* s91 = T^a _ T^b F^2 T^c F _^2 on a>=2 && b==0 && c==1 *)
Lemma s91_c20_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s91_board (2 + a) 0 1 -> fst (s91_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s91_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s91_q7] in Hc |- *.
  rewrite tf_game_eq, (s91_c20_L a), (s91_c20_R a); cbn [map].
  pose proof (use_s91 IH (1 + a) 1 1 (opt_l _ _ _ (s91_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s91_c20_L2 a)).
  pose proof (use_s124 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s91_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s91_c20_L2 a))) as Ho1.
  pose proof (use_s145 IH (2 + a) 0 1 (opt_r _ _ _ (s91_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s91_p5 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) = 7)%Z \/ (Z.of_nat (2 + a) >= 8)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]].
    {
      rewrite (s124_p24 Ho1 ltac:(zlia)).
      rewrite (s124_p24_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s145_p5 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s124_p28 Ho1 ltac:(zlia)).
      rewrite (s124_p28_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s145_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s124_p31 Ho1 ltac:(zlia)).
      rewrite (s124_p31_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s145_p7 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s124_p34 Ho1 ltac:(zlia)).
      rewrite (s124_p34_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s145_p7 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s124_p35 Ho1 ltac:(zlia)).
      rewrite (s124_p35_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s145_p7 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s124_p36 Ho1 ltac:(zlia)).
      rewrite (s124_p36_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s145_p7 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s91_p6 Ho0 ltac:(zlia)).
    rewrite (s124_p18 Ho1 ltac:(zlia)).
    rewrite (s124_p18_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s91_c21_L (a c : nat) : lmoves (s91_board (2 + a) 0 (2 + c)) = [s91_board (1 + a) 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s91_board, strip. tf_options. Qed.
Lemma s91_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s124_board (2 + a) 0 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
Lemma s91_c21_R (a c : nat) : rmoves (s91_board (2 + a) 0 (2 + c)) = [s145_board (2 + a) 0 (2 + c)].
Proof. unfold s145_board, s91_board. tf_options. Qed.
(* s91 = T^a _ T^b F^2 T^c F _^2 on a>=2 && b==0 && c>=2 *)
Lemma s91_c21_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s91_board (2 + a) 0 (2 + c) -> fst (s91_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s91_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s91_q7] in Hc |- *.
  rewrite tf_game_eq, (s91_c21_L a c), (s91_c21_R a c); cbn [map].
  pose proof (use_s91 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s91_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s91_c21_L2 a c)).
  pose proof (use_s124 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s91_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s91_c21_L2 a c))) as Ho1.
  pose proof (use_s145 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s91_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s91_p5 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s124_p26 Ho1 ltac:(zlia)).
      rewrite (s124_p26_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s145_p5 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s124_p30 Ho1 ltac:(zlia)).
      rewrite (s124_p30_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s145_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s124_p33 Ho1 ltac:(zlia)).
      rewrite (s124_p33_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s145_p7 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s91_p6 Ho0 ltac:(zlia)).
    rewrite (s124_p20 Ho1 ltac:(zlia)).
    rewrite (s124_p20_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s91 = T^a _ T^b F^2 T^c F _^2 on a>=2 && b==1 && c==0: the board of s23 *)
Lemma s91_c22_p5 x (Hs23 : s23_claim x) (a : nat) :
  x = s91_board (2 + a) 1 0 -> fst (s91_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s91_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s91_q5] in Hc |- *.
  pose proof (Hs23 (2 + a) 1 ltac:(rewrite Hx; unfold s91_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s91_c23_L (a : nat) : lmoves (s91_board (2 + a) 1 1) = [s91_board (1 + a) 2 1; strip [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) [(1, 1)]].
Proof. unfold s91_board, strip. tf_options. Qed.
Lemma s91_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) [(1, 1)]) (s124_board (2 + a) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
Lemma s91_c23_R (a : nat) : rmoves (s91_board (2 + a) 1 1) = [s163_board (2 + a) 0 1].
Proof. unfold s163_board, s91_board. tf_options. Qed.
(* s91 = T^a _ T^b F^2 T^c F _^2 on a>=2 && b==1 && c==1 *)
Lemma s91_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s91_board (2 + a) 1 1 -> fst (s91_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s91_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s91_q5] in Hc |- *.
  rewrite tf_game_eq, (s91_c23_L a), (s91_c23_R a); cbn [map].
  pose proof (use_s91 IH (1 + a) 2 1 (opt_l _ _ _ (s91_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s91_c23_L2 a)).
  pose proof (use_s124 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s91_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s91_c23_L2 a))) as Ho1.
  pose proof (use_s163 IH (2 + a) 0 1 (opt_r _ _ _ (s91_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s91_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s124_p21 Ho1 ltac:(zlia)).
    rewrite (s124_p21_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s124_p27 Ho1 ltac:(zlia)).
    rewrite (s124_p27_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s91_c24_L (a c : nat) : lmoves (s91_board (2 + a) 1 (2 + c)) = [s91_board (1 + a) 2 (2 + c); strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s91_board, strip. tf_options. Qed.
Lemma s91_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s124_board (2 + a) 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
Lemma s91_c24_R (a c : nat) : rmoves (s91_board (2 + a) 1 (2 + c)) = [s163_board (2 + a) 0 (2 + c)].
Proof. unfold s163_board, s91_board. tf_options. Qed.
(* s91 = T^a _ T^b F^2 T^c F _^2 on a>=2 && b==1 && c>=2 *)
Lemma s91_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s91_board (2 + a) 1 (2 + c) -> fst (s91_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s91_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s91_q5] in Hc |- *.
  rewrite tf_game_eq, (s91_c24_L a c), (s91_c24_R a c); cbn [map].
  pose proof (use_s91 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s91_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s91_c24_L2 a c)).
  pose proof (use_s124 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s91_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s91_c24_L2 a c))) as Ho1.
  pose proof (use_s163 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s91_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s91_p3 Ho0 ltac:(zlia)).
  rewrite (s124_p23 Ho1 ltac:(zlia)).
  rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s163_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s91 = T^a _ T^b F^2 T^c F _^2 on a>=2 && b>=2 && c==0: the board of s23 *)
Lemma s91_c25_p3 x (Hs23 : s23_claim x) (a b : nat) :
  x = s91_board (2 + a) (2 + b) 0 -> fst (s91_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s91_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s91_q3] in Hc |- *.
  pose proof (Hs23 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s91_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s91_c26_L (a b : nat) : lmoves (s91_board (2 + a) (2 + b) 1) = [s91_board (1 + a) (3 + b) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]].
Proof. unfold s91_board, strip. tf_options. Qed.
Lemma s91_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]) (s124_board (2 + a) (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
Lemma s91_c26_R (a b : nat) : rmoves (s91_board (2 + a) (2 + b) 1) = [].
Proof. unfold s91_board. tf_options. Qed.
(* s91 = T^a _ T^b F^2 T^c F _^2 on a>=2 && b>=2 && c==1 *)
Lemma s91_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s91_board (2 + a) (2 + b) 1 -> fst (s91_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s91_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s91_q3] in Hc |- *.
  rewrite tf_game_eq, (s91_c26_L a b), (s91_c26_R a b); cbn [map].
  pose proof (use_s91 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s91_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s91_c26_L2 a b)).
  pose proof (use_s124 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s91_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s91_c26_L2 a b))) as Ho1.
  rewrite (s91_p3 Ho0 ltac:(zlia)).
  rewrite (s124_p5 Ho1 ltac:(zlia)).
  rewrite (s124_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s91_c27_L (a b c : nat) : lmoves (s91_board (2 + a) (2 + b) (2 + c)) = [s91_board (1 + a) (3 + b) (2 + c); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s91_board, strip. tf_options. Qed.
Lemma s91_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s124_board (2 + a) (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
Lemma s91_c27_R (a b c : nat) : rmoves (s91_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s91_board. tf_options. Qed.
(* s91 = T^a _ T^b F^2 T^c F _^2 on a>=2 && b>=2 && c>=2 *)
Lemma s91_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s91_board (2 + a) (2 + b) (2 + c) -> fst (s91_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s91_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s91_q3] in Hc |- *.
  rewrite tf_game_eq, (s91_c27_L a b c), (s91_c27_R a b c); cbn [map].
  pose proof (use_s91 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s91_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s91_c27_L2 a b c)).
  pose proof (use_s124 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s91_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s91_c27_L2 a b c))) as Ho1.
  rewrite (s91_p3 Ho0 ltac:(zlia)).
  rewrite (s124_p9 Ho1 ltac:(zlia)).
  rewrite (s124_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s92_c1_L : lmoves (s92_board 0 0 0) = [].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c1_R : rmoves (s92_board 0 0 0) = [strip [(0, 1); (1, 1)] ([E; E; T; F]) []; strip [(1, 2); (1, 1)] ([]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c1_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E; E; T; F]) []) (s62_board 0) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s92_c1_R2 : tf_norm (strip [(1, 2); (1, 1)] ([]) [(1, 1)]) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(1, 2); (1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==0 && b==0 && c==0 *)
Lemma s92_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s92_board 0 0 0 -> fst (s92_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s92_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q1] in Hc |- *.
  rewrite tf_game_eq, (s92_c1_L), (s92_c1_R); cbn [map].
  rewrite (tf_norm_game (s92_c1_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s92_c1_R) ltac:(cbn [In]; left; reflexivity) (s92_c1_R1))) as Ho0.
  rewrite (tf_norm_blank (s92_c1_R2)).
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s92_c2_L : lmoves (s92_board 0 0 1) = [strip [(1, 2)] ([E; T; E; T; F]) []].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c2_L1 : tf_norm (strip [(1, 2)] ([E; T; E; T; F]) []) (s64_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s92_c2_R : rmoves (s92_board 0 0 1) = [strip [(0, 1); (1, 1)] ([T; E; E; T; F]) []; strip [(1, 2)] ([T; E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c2_R1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; E; T; F]) []) (s72_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s92_c2_R2 : tf_norm (strip [(1, 2)] ([T; E; F]) [(1, 1)]) (s73_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 2)] ([T; E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==0 && b==0 && c==1 *)
Lemma s92_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s92_board 0 0 1 -> fst (s92_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s92_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q2] in Hc |- *.
  rewrite tf_game_eq, (s92_c2_L), (s92_c2_R); cbn [map].
  rewrite (tf_norm_game (s92_c2_L1)).
  pose proof (use_s64 IH 0 1 (opt_norm_l _ _ _ _ _ (s92_c2_L) ltac:(cbn [In]; left; reflexivity) (s92_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s92_c2_R1)).
  pose proof (use_s72 IH 0 1 (opt_norm_r _ _ _ _ _ (s92_c2_R) ltac:(cbn [In]; left; reflexivity) (s92_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s92_c2_R2)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s92_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c2_R2))) as Ho2.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s92_c3_L (c : nat) : lmoves (s92_board 0 0 (2 + c)) = [strip [(1, 2)] (repeat T (1 + c) ++ [E; T; E; T; F]) []].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c3_L1 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (1 + c) ++ [E; T; E; T; F]) []) (s74_board 0 (1 + c) 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (1 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s92_c3_R (c : nat) : rmoves (s92_board 0 0 (2 + c)) = [strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []; strip [(1, 2)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c3_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s92_c3_R2 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s73_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==0 && b==0 && c>=2 *)
Lemma s92_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s92_board 0 0 (2 + c) -> fst (s92_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q4] in Hc |- *.
  rewrite tf_game_eq, (s92_c3_L c), (s92_c3_R c); cbn [map].
  rewrite (tf_norm_game (s92_c3_L1 c)).
  pose proof (use_s74 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s92_c3_L c) ltac:(cbn [In]; left; reflexivity) (s92_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s92_c3_R1 c)).
  pose proof (use_s72 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s92_c3_R c) ltac:(cbn [In]; left; reflexivity) (s92_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s92_c3_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c3_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s74_p3 Ho0 ltac:(zlia)).
    rewrite (s74_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s74_p5 Ho0 ltac:(zlia)).
    rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s92_c4_L : lmoves (s92_board 0 1 0) = [].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c4_R : rmoves (s92_board 0 1 0) = [strip [(0, 1)] ([T; E; F; E; E; T; F]) []; strip [] ([E; T; F; F; E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; E; T; F]) []) (s84_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s92_c4_R2 : tf_norm (strip [] ([E; T; F; F; E; F]) [(1, 1)]) (s124_board 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; F; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==0 && b==1 && c==0 *)
Lemma s92_c4_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s92_board 0 1 0 -> fst (s92_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s92_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q2] in Hc |- *.
  rewrite tf_game_eq, (s92_c4_L), (s92_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s92_c4_R1)).
  pose proof (use_s84 IH 1 0 0 (opt_norm_r _ _ _ _ _ (s92_c4_R) ltac:(cbn [In]; left; reflexivity) (s92_c4_R1))) as Ho0.
  rewrite (tf_norm_game (s92_c4_R2)).
  pose proof (use_s124 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s92_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c4_R2))) as Ho1.
  rewrite (s84_p1 Ho0 ltac:(zlia)).
  rewrite (s124_p4 Ho1 ltac:(zlia)).
  rewrite (s124_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s92_c5_L : lmoves (s92_board 0 1 1) = [s125_board 0 1 0 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c5_R : rmoves (s92_board 0 1 1) = [strip [(0, 1)] ([T; E; F; T; E; E; T; F]) []; strip [] ([E; T; F; F; T; E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; E; T; F]) []) (s84_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s92_c5_R2 : tf_norm (strip [] ([E; T; F; F; T; E; F]) [(1, 1)]) (s124_board 0 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==0 && b==1 && c==1 *)
Lemma s92_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s92_board 0 1 1 -> fst (s92_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s92_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q5] in Hc |- *.
  rewrite tf_game_eq, (s92_c5_L), (s92_c5_R); cbn [map].
  pose proof (use_s125 IH 0 1 0 1 (opt_l _ _ _ (s92_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s92_c5_R1)).
  pose proof (use_s84 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s92_c5_R) ltac:(cbn [In]; left; reflexivity) (s92_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s92_c5_R2)).
  pose proof (use_s124 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s92_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c5_R2))) as Ho2.
  rewrite (s125_p10 Ho0 ltac:(zlia)).
  rewrite (s84_p11 Ho1 ltac:(zlia)).
  rewrite (s124_p8 Ho2 ltac:(zlia)).
  rewrite (s124_p8_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s92_c6_L (c : nat) : lmoves (s92_board 0 1 (2 + c)) = [s125_board 0 1 (1 + c) 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c6_R (c : nat) : rmoves (s92_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s92_c6_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s124_board 0 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==0 && b==1 && c>=2 *)
Lemma s92_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s92_board 0 1 (2 + c) -> fst (s92_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q5] in Hc |- *.
  rewrite tf_game_eq, (s92_c6_L c), (s92_c6_R c); cbn [map].
  pose proof (use_s125 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s92_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s92_c6_R1 c)).
  pose proof (use_s84 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s92_c6_R c) ltac:(cbn [In]; left; reflexivity) (s92_c6_R1 c))) as Ho1.
  rewrite (tf_norm_game (s92_c6_R2 c)).
  pose proof (use_s124 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c6_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s125_p14 Ho0 ltac:(zlia)).
    rewrite (s84_p11 Ho1 ltac:(zlia)).
    rewrite (s124_p8 Ho2 ltac:(zlia)).
    rewrite (s124_p8_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s125_p18 Ho0 ltac:(zlia)).
    rewrite (s84_p11 Ho1 ltac:(zlia)).
    rewrite (s124_p8 Ho2 ltac:(zlia)).
    rewrite (s124_p8_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s92_c7_L (b : nat) : lmoves (s92_board 0 (2 + b) 0) = [].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c7_R (b : nat) : rmoves (s92_board 0 (2 + b) 0) = [strip [] (E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c7_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]) (s124_board 0 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==0 && b>=2 && c==0 *)
Lemma s92_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s92_board 0 (2 + b) 0 -> fst (s92_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s92_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q3] in Hc |- *.
  rewrite tf_game_eq, (s92_c7_L b), (s92_c7_R b); cbn [map].
  rewrite (tf_norm_game (s92_c7_R1 b)).
  pose proof (use_s124 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s92_c7_R b) ltac:(cbn [In]; left; reflexivity) (s92_c7_R1 b))) as Ho0.
  rewrite (s124_p4 Ho0 ltac:(zlia)).
  rewrite (s124_p4_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s92_c8_L (b : nat) : lmoves (s92_board 0 (2 + b) 1) = [s125_board 0 (2 + b) 0 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c8_R (b : nat) : rmoves (s92_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [F; F; T; E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c8_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; F; T; E; F]) [(1, 1)]) (s124_board 0 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==0 && b>=2 && c==1 *)
Lemma s92_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s92_board 0 (2 + b) 1 -> fst (s92_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s92_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q5] in Hc |- *.
  rewrite tf_game_eq, (s92_c8_L b), (s92_c8_R b); cbn [map].
  pose proof (use_s125 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s92_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s92_c8_R1 b)).
  pose proof (use_s124 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s92_c8_R b) ltac:(cbn [In]; left; reflexivity) (s92_c8_R1 b))) as Ho1.
  rewrite (s125_p10 Ho0 ltac:(zlia)).
  rewrite (s124_p8 Ho1 ltac:(zlia)).
  rewrite (s124_p8_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s92_c9_L (b c : nat) : lmoves (s92_board 0 (2 + b) (2 + c)) = [s125_board 0 (2 + b) (1 + c) 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c9_R (b c : nat) : rmoves (s92_board 0 (2 + b) (2 + c)) = [strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c9_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s124_board 0 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==0 && b>=2 && c>=2 *)
Lemma s92_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s92_board 0 (2 + b) (2 + c) -> fst (s92_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q5] in Hc |- *.
  rewrite tf_game_eq, (s92_c9_L b c), (s92_c9_R b c); cbn [map].
  pose proof (use_s125 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s92_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s92_c9_R1 b c)).
  pose proof (use_s124 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s92_c9_R1 b c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s125_p14 Ho0 ltac:(zlia)).
    rewrite (s124_p8 Ho1 ltac:(zlia)).
    rewrite (s124_p8_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s125_p18 Ho0 ltac:(zlia)).
    rewrite (s124_p8 Ho1 ltac:(zlia)).
    rewrite (s124_p8_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s92_c10_L : lmoves (s92_board 1 0 0) = [s92_board 0 1 0].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c10_R : rmoves (s92_board 1 0 0) = [s150_board 1 0 0; strip [] ([T; E; F; F; E; F]) [(1, 1)]].
Proof. unfold s150_board, s92_board, strip. tf_options. Qed.
Lemma s92_c10_R2 : tf_norm (strip [] ([T; E; F; F; E; F]) [(1, 1)]) (s124_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; F; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==1 && b==0 && c==0 *)
Lemma s92_c10_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s92_board 1 0 0 -> fst (s92_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s92_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q7] in Hc |- *.
  rewrite tf_game_eq, (s92_c10_L), (s92_c10_R); cbn [map].
  pose proof (use_s92 IH 0 1 0 (opt_l _ _ _ (s92_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s150 IH 1 0 0 (opt_r _ _ _ (s92_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c10_R2)).
  pose proof (use_s124 IH 1 0 0 0 (opt_norm_r _ _ _ _ _ (s92_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c10_R2))) as Ho2.
  rewrite (s92_p2 Ho0 ltac:(zlia)).
  rewrite (s150_p5 Ho1 ltac:(zlia)).
  rewrite (s124_p10 Ho2 ltac:(zlia)).
  rewrite (s124_p10_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s92_c11_L : lmoves (s92_board 1 0 1) = [s92_board 0 1 1; s125_board 1 0 0 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c11_R : rmoves (s92_board 1 0 1) = [s150_board 1 0 1; strip [] ([T; E; F; F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, s92_board, strip. tf_options. Qed.
Lemma s92_c11_R2 : tf_norm (strip [] ([T; E; F; F; T; E; F]) [(1, 1)]) (s124_board 1 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==1 && b==0 && c==1 *)
Lemma s92_c11_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s92_board 1 0 1 -> fst (s92_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s92_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q8] in Hc |- *.
  rewrite tf_game_eq, (s92_c11_L), (s92_c11_R); cbn [map].
  pose proof (use_s92 IH 0 1 1 (opt_l _ _ _ (s92_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 0 0 1 (opt_l _ _ _ (s92_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 0 1 (opt_r _ _ _ (s92_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c11_R2)).
  pose proof (use_s124 IH 1 0 1 0 (opt_norm_r _ _ _ _ _ (s92_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c11_R2))) as Ho3.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  rewrite (s125_p21 Ho1 ltac:(zlia)).
  rewrite (s150_p2 Ho2 ltac:(zlia)).
  rewrite (s124_p12 Ho3 ltac:(zlia)).
  rewrite (s124_p12_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s92_c12_L (c : nat) : lmoves (s92_board 1 0 (2 + c)) = [s92_board 0 1 (2 + c); s125_board 1 0 (1 + c) 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c12_R (c : nat) : rmoves (s92_board 1 0 (2 + c)) = [s150_board 1 0 (2 + c); strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, s92_board, strip. tf_options. Qed.
Lemma s92_c12_R2 (c : nat) : tf_norm (strip [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s124_board 1 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==1 && b==0 && c>=2 *)
Lemma s92_c12_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s92_board 1 0 (2 + c) -> fst (s92_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q8] in Hc |- *.
  rewrite tf_game_eq, (s92_c12_L c), (s92_c12_R c); cbn [map].
  pose proof (use_s92 IH 0 1 (2 + c) (opt_l _ _ _ (s92_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s92_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH 1 0 (2 + c) (opt_r _ _ _ (s92_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c12_R2 c)).
  pose proof (use_s124 IH 1 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c12_R2 c))) as Ho3.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s125_p23 Ho1 ltac:(zlia)).
    rewrite (s150_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p12 Ho3 ltac:(zlia)).
    rewrite (s124_p12_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p25 Ho1 ltac:(zlia)).
    rewrite (s150_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p12 Ho3 ltac:(zlia)).
    rewrite (s124_p12_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s92_c13_L : lmoves (s92_board 1 1 0) = [s92_board 0 2 0].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c13_R : rmoves (s92_board 1 1 0) = [s187_board 1 0 0; strip [] ([T; E; T; F; F; E; F]) [(1, 1)]].
Proof. unfold s187_board, s92_board, strip. tf_options. Qed.
Lemma s92_c13_R2 : tf_norm (strip [] ([T; E; T; F; F; E; F]) [(1, 1)]) (s124_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; F; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==1 && b==1 && c==0 *)
Lemma s92_c13_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s92_board 1 1 0 -> fst (s92_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s92_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q2] in Hc |- *.
  rewrite tf_game_eq, (s92_c13_L), (s92_c13_R); cbn [map].
  pose proof (use_s92 IH 0 2 0 (opt_l _ _ _ (s92_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s187 IH 1 0 0 (opt_r _ _ _ (s92_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c13_R2)).
  pose proof (use_s124 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s92_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c13_R2))) as Ho2.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  rewrite (s187_p9 Ho1 ltac:(zlia)).
  rewrite (s124_p13 Ho2 ltac:(zlia)).
  rewrite (s124_p13_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s92_c14_L : lmoves (s92_board 1 1 1) = [s92_board 0 2 1; s125_board 1 1 0 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c14_R : rmoves (s92_board 1 1 1) = [s187_board 1 0 1; strip [] ([T; E; T; F; F; T; E; F]) [(1, 1)]].
Proof. unfold s187_board, s92_board, strip. tf_options. Qed.
Lemma s92_c14_R2 : tf_norm (strip [] ([T; E; T; F; F; T; E; F]) [(1, 1)]) (s124_board 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==1 && b==1 && c==1 *)
Lemma s92_c14_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s92_board 1 1 1 -> fst (s92_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s92_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q10] in Hc |- *.
  rewrite tf_game_eq, (s92_c14_L), (s92_c14_R); cbn [map].
  pose proof (use_s92 IH 0 2 1 (opt_l _ _ _ (s92_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 1 0 1 (opt_l _ _ _ (s92_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 0 1 (opt_r _ _ _ (s92_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c14_R2)).
  pose proof (use_s124 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s92_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c14_R2))) as Ho3.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  rewrite (s125_p27 Ho1 ltac:(zlia)).
  rewrite (s187_p2 Ho2 ltac:(zlia)).
  rewrite (s124_p15 Ho3 ltac:(zlia)).
  rewrite (s124_p15_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s92_c15_L (c : nat) : lmoves (s92_board 1 1 (2 + c)) = [s92_board 0 2 (2 + c); s125_board 1 1 (1 + c) 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c15_R (c : nat) : rmoves (s92_board 1 1 (2 + c)) = [s187_board 1 0 (2 + c); strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s187_board, s92_board, strip. tf_options. Qed.
Lemma s92_c15_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s124_board 1 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==1 && b==1 && c>=2 *)
Lemma s92_c15_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s92_board 1 1 (2 + c) -> fst (s92_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q10] in Hc |- *.
  rewrite tf_game_eq, (s92_c15_L c), (s92_c15_R c); cbn [map].
  pose proof (use_s92 IH 0 2 (2 + c) (opt_l _ _ _ (s92_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s92_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 0 (2 + c) (opt_r _ _ _ (s92_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c15_R2 c)).
  pose proof (use_s124 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c15_R2 c))) as Ho3.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  rewrite (s125_p31 Ho1 ltac:(zlia)).
  rewrite (s187_p2 Ho2 ltac:(zlia)).
  rewrite (s124_p15 Ho3 ltac:(zlia)).
  rewrite (s124_p15_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s92_c16_L (b : nat) : lmoves (s92_board 1 (2 + b) 0) = [s92_board 0 (3 + b) 0].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c16_R (b : nat) : rmoves (s92_board 1 (2 + b) 0) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c16_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]) (s124_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==1 && b>=2 && c==0 *)
Lemma s92_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s92_board 1 (2 + b) 0 -> fst (s92_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s92_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q3] in Hc |- *.
  rewrite tf_game_eq, (s92_c16_L b), (s92_c16_R b); cbn [map].
  pose proof (use_s92 IH 0 (3 + b) 0 (opt_l _ _ _ (s92_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s92_c16_R1 b)).
  pose proof (use_s124 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s92_c16_R b) ltac:(cbn [In]; left; reflexivity) (s92_c16_R1 b))) as Ho1.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  rewrite (s124_p5 Ho1 ltac:(zlia)).
  rewrite (s124_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s92_c17_L (b : nat) : lmoves (s92_board 1 (2 + b) 1) = [s92_board 0 (3 + b) 1; s125_board 1 (2 + b) 0 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c17_R (b : nat) : rmoves (s92_board 1 (2 + b) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; F]) [(1, 1)]) (s124_board 1 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==1 && b>=2 && c==1 *)
Lemma s92_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s92_board 1 (2 + b) 1 -> fst (s92_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s92_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q6] in Hc |- *.
  rewrite tf_game_eq, (s92_c17_L b), (s92_c17_R b); cbn [map].
  pose proof (use_s92 IH 0 (3 + b) 1 (opt_l _ _ _ (s92_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s92_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c17_R1 b)).
  pose proof (use_s124 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s92_c17_R b) ltac:(cbn [In]; left; reflexivity) (s92_c17_R1 b))) as Ho2.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  rewrite (s125_p11 Ho1 ltac:(zlia)).
  rewrite (s124_p9 Ho2 ltac:(zlia)).
  rewrite (s124_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s92_c18_L (b c : nat) : lmoves (s92_board 1 (2 + b) (2 + c)) = [s92_board 0 (3 + b) (2 + c); s125_board 1 (2 + b) (1 + c) 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c18_R (b c : nat) : rmoves (s92_board 1 (2 + b) (2 + c)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c18_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s124_board 1 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a==1 && b>=2 && c>=2 *)
Lemma s92_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s92_board 1 (2 + b) (2 + c) -> fst (s92_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q6] in Hc |- *.
  rewrite tf_game_eq, (s92_c18_L b c), (s92_c18_R b c); cbn [map].
  pose proof (use_s92 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s92_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s92_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c18_R1 b c)).
  pose proof (use_s124 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s92_c18_R1 b c))) as Ho2.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s125_p15 Ho1 ltac:(zlia)).
    rewrite (s124_p9 Ho2 ltac:(zlia)).
    rewrite (s124_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s125_p19 Ho1 ltac:(zlia)).
    rewrite (s124_p9 Ho2 ltac:(zlia)).
    rewrite (s124_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s92_c19_L (a : nat) : lmoves (s92_board (2 + a) 0 0) = [s92_board (1 + a) 1 0].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c19_R (a : nat) : rmoves (s92_board (2 + a) 0 0) = [s150_board (2 + a) 0 0; strip [] (repeat T (2 + a) ++ [E; F; F; E; F]) [(1, 1)]].
Proof. unfold s150_board, s92_board, strip. tf_options. Qed.
Lemma s92_c19_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; F; E; F]) [(1, 1)]) (s124_board (2 + a) 0 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a>=2 && b==0 && c==0 *)
Lemma s92_c19_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 0 0 -> fst (s92_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s92_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q11] in Hc |- *.
  rewrite tf_game_eq, (s92_c19_L a), (s92_c19_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 0 (opt_l _ _ _ (s92_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s150 IH (2 + a) 0 0 (opt_r _ _ _ (s92_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c19_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s92_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c19_R2 a))) as Ho2.
  rewrite (s92_p2 Ho0 ltac:(zlia)).
  rewrite (s150_p10 Ho1 ltac:(zlia)).
  rewrite (s124_p18 Ho2 ltac:(zlia)).
  rewrite (s124_p18_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s92_c19_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 0 0 -> fst (s92_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s92_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q14] in Hc |- *.
  rewrite tf_game_eq, (s92_c19_L a), (s92_c19_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 0 (opt_l _ _ _ (s92_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s150 IH (2 + a) 0 0 (opt_r _ _ _ (s92_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c19_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s92_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c19_R2 a))) as Ho2.
  rewrite (s92_p13 Ho0 ltac:(zlia)).
  rewrite (s150_p13 Ho1 ltac:(zlia)).
  rewrite (s124_p24 Ho2 ltac:(zlia)).
  rewrite (s124_p24_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s92_c19_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 0 0 -> fst (s92_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s92_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q17] in Hc |- *.
  rewrite tf_game_eq, (s92_c19_L a), (s92_c19_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 0 (opt_l _ _ _ (s92_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s150 IH (2 + a) 0 0 (opt_r _ _ _ (s92_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c19_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s92_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c19_R2 a))) as Ho2.
  rewrite (s92_p16 Ho0 ltac:(zlia)).
  rewrite (s150_p13 Ho1 ltac:(zlia)).
  rewrite (s124_p28 Ho2 ltac:(zlia)).
  rewrite (s124_p28_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s92_c19_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 0 0 -> fst (s92_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s92_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q20] in Hc |- *.
  rewrite tf_game_eq, (s92_c19_L a), (s92_c19_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 0 (opt_l _ _ _ (s92_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s150 IH (2 + a) 0 0 (opt_r _ _ _ (s92_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c19_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s92_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c19_R2 a))) as Ho2.
  rewrite (s92_p19 Ho0 ltac:(zlia)).
  rewrite (s150_p13 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) = 7)%Z \/ (Z.of_nat (2 + a) >= 8)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s124_p31 Ho2 ltac:(zlia)).
    rewrite (s124_p31_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s124_p34 Ho2 ltac:(zlia)).
    rewrite (s124_p34_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s124_p35 Ho2 ltac:(zlia)).
    rewrite (s124_p35_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s124_p36 Ho2 ltac:(zlia)).
    rewrite (s124_p36_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s92_c20_L (a : nat) : lmoves (s92_board (2 + a) 0 1) = [s92_board (1 + a) 1 1; s125_board (2 + a) 0 0 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c20_R (a : nat) : rmoves (s92_board (2 + a) 0 1) = [s150_board (2 + a) 0 1; strip [] (repeat T (2 + a) ++ [E; F; F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, s92_board, strip. tf_options. Qed.
Lemma s92_c20_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; F; T; E; F]) [(1, 1)]) (s124_board (2 + a) 0 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a>=2 && b==0 && c==1 *)
Lemma s92_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 0 1 -> fst (s92_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s92_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q12] in Hc |- *.
  rewrite tf_game_eq, (s92_c20_L a), (s92_c20_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 1 (opt_l _ _ _ (s92_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 0 0 1 (opt_l _ _ _ (s92_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 1 (opt_r _ _ _ (s92_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c20_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 1 0 (opt_norm_r _ _ _ _ _ (s92_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c20_R2 a))) as Ho3.
  rewrite (s92_p10 Ho0 ltac:(zlia)).
  rewrite (s125_p33 Ho1 ltac:(zlia)).
  rewrite (s150_p11 Ho2 ltac:(zlia)).
  rewrite (s124_p20 Ho3 ltac:(zlia)).
  rewrite (s124_p20_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s92_c20_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 0 1 -> fst (s92_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s92_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q15] in Hc |- *.
  rewrite tf_game_eq, (s92_c20_L a), (s92_c20_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 1 (opt_l _ _ _ (s92_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 0 0 1 (opt_l _ _ _ (s92_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 1 (opt_r _ _ _ (s92_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c20_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 1 0 (opt_norm_r _ _ _ _ _ (s92_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c20_R2 a))) as Ho3.
  rewrite (s92_p9 Ho0 ltac:(zlia)).
  rewrite (s125_p44 Ho1 ltac:(zlia)).
  rewrite (s150_p14 Ho2 ltac:(zlia)).
  rewrite (s124_p26 Ho3 ltac:(zlia)).
  rewrite (s124_p26_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s92_c20_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 0 1 -> fst (s92_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s92_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q18] in Hc |- *.
  rewrite tf_game_eq, (s92_c20_L a), (s92_c20_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 1 (opt_l _ _ _ (s92_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 0 0 1 (opt_l _ _ _ (s92_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 1 (opt_r _ _ _ (s92_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c20_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 1 0 (opt_norm_r _ _ _ _ _ (s92_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c20_R2 a))) as Ho3.
  rewrite (s92_p9 Ho0 ltac:(zlia)).
  rewrite (s125_p55 Ho1 ltac:(zlia)).
  rewrite (s150_p17 Ho2 ltac:(zlia)).
  rewrite (s124_p30 Ho3 ltac:(zlia)).
  rewrite (s124_p30_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s92_c20_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 0 1 -> fst (s92_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s92_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q21] in Hc |- *.
  rewrite tf_game_eq, (s92_c20_L a), (s92_c20_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 1 (opt_l _ _ _ (s92_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 0 0 1 (opt_l _ _ _ (s92_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 1 (opt_r _ _ _ (s92_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c20_R2 a)).
  pose proof (use_s124 IH (2 + a) 0 1 0 (opt_norm_r _ _ _ _ _ (s92_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c20_R2 a))) as Ho3.
  rewrite (s92_p9 Ho0 ltac:(zlia)).
  rewrite (s125_p69 Ho1 ltac:(zlia)).
  rewrite (s150_p21 Ho2 ltac:(zlia)).
  rewrite (s124_p33 Ho3 ltac:(zlia)).
  rewrite (s124_p33_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s92_c21_L (a c : nat) : lmoves (s92_board (2 + a) 0 (2 + c)) = [s92_board (1 + a) 1 (2 + c); s125_board (2 + a) 0 (1 + c) 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c21_R (a c : nat) : rmoves (s92_board (2 + a) 0 (2 + c)) = [s150_board (2 + a) 0 (2 + c); strip [] (repeat T (2 + a) ++ E :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, s92_board, strip. tf_options. Qed.
Lemma s92_c21_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s124_board (2 + a) 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a>=2 && b==0 && c>=2 *)
Lemma s92_c21_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s92_board (2 + a) 0 (2 + c) -> fst (s92_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q12] in Hc |- *.
  rewrite tf_game_eq, (s92_c21_L a c), (s92_c21_R a c); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s92_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s92_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s92_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c21_R2 a c)).
  pose proof (use_s124 IH (2 + a) 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c21_R2 a c))) as Ho3.
  rewrite (s92_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s125_p35 Ho1 ltac:(zlia)).
    rewrite (s150_p11 Ho2 ltac:(zlia)).
    rewrite (s124_p20 Ho3 ltac:(zlia)).
    rewrite (s124_p20_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p37 Ho1 ltac:(zlia)).
    rewrite (s150_p11 Ho2 ltac:(zlia)).
    rewrite (s124_p20 Ho3 ltac:(zlia)).
    rewrite (s124_p20_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s92_c21_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s92_board (2 + a) 0 (2 + c) -> fst (s92_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q15] in Hc |- *.
  rewrite tf_game_eq, (s92_c21_L a c), (s92_c21_R a c); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s92_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s92_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s92_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c21_R2 a c)).
  pose proof (use_s124 IH (2 + a) 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c21_R2 a c))) as Ho3.
  rewrite (s92_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s125_p46 Ho1 ltac:(zlia)).
    rewrite (s150_p14 Ho2 ltac:(zlia)).
    rewrite (s124_p26 Ho3 ltac:(zlia)).
    rewrite (s124_p26_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s125_p48 Ho1 ltac:(zlia)).
    rewrite (s150_p14 Ho2 ltac:(zlia)).
    rewrite (s124_p26 Ho3 ltac:(zlia)).
    rewrite (s124_p26_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s92_c21_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s92_board (2 + a) 0 (2 + c) -> fst (s92_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q18] in Hc |- *.
  rewrite tf_game_eq, (s92_c21_L a c), (s92_c21_R a c); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s92_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s92_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s92_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c21_R2 a c)).
  pose proof (use_s124 IH (2 + a) 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c21_R2 a c))) as Ho3.
  rewrite (s92_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s125_p57 Ho1 ltac:(zlia)).
    rewrite (s150_p17 Ho2 ltac:(zlia)).
    rewrite (s124_p30 Ho3 ltac:(zlia)).
    rewrite (s124_p30_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s125_p59 Ho1 ltac:(zlia)).
    rewrite (s150_p17 Ho2 ltac:(zlia)).
    rewrite (s124_p30 Ho3 ltac:(zlia)).
    rewrite (s124_p30_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s92_c21_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s92_board (2 + a) 0 (2 + c) -> fst (s92_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q21] in Hc |- *.
  rewrite tf_game_eq, (s92_c21_L a c), (s92_c21_R a c); cbn [map].
  pose proof (use_s92 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s92_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s92_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s150 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s92_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c21_R2 a c)).
  pose proof (use_s124 IH (2 + a) 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c21_R2 a c))) as Ho3.
  rewrite (s92_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) - Z.of_nat (2 + c) <= 2)%Z \/ (Z.of_nat (2 + a) = 5 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + a) >= 6)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s125_p71 Ho1 ltac:(zlia)).
    rewrite (s150_p21 Ho2 ltac:(zlia)).
    rewrite (s124_p33 Ho3 ltac:(zlia)).
    rewrite (s124_p33_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s125_p73 Ho1 ltac:(zlia)).
    rewrite (s150_p21 Ho2 ltac:(zlia)).
    rewrite (s124_p33 Ho3 ltac:(zlia)).
    rewrite (s124_p33_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s125_p79 Ho1 ltac:(zlia)).
    rewrite (s150_p21 Ho2 ltac:(zlia)).
    rewrite (s124_p33 Ho3 ltac:(zlia)).
    rewrite (s124_p33_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s92_c22_L (a : nat) : lmoves (s92_board (2 + a) 1 0) = [s92_board (1 + a) 2 0].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c22_R (a : nat) : rmoves (s92_board (2 + a) 1 0) = [s187_board (2 + a) 0 0; strip [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) [(1, 1)]].
Proof. unfold s187_board, s92_board, strip. tf_options. Qed.
Lemma s92_c22_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) [(1, 1)]) (s124_board (2 + a) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a>=2 && b==1 && c==0 *)
Lemma s92_c22_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 1 0 -> fst (s92_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s92_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q13] in Hc |- *.
  rewrite tf_game_eq, (s92_c22_L a), (s92_c22_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 2 0 (opt_l _ _ _ (s92_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s187 IH (2 + a) 0 0 (opt_r _ _ _ (s92_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c22_R2 a)).
  pose proof (use_s124 IH (2 + a) 1 0 0 (opt_norm_r _ _ _ _ _ (s92_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c22_R2 a))) as Ho2.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  rewrite (s187_p10 Ho1 ltac:(zlia)).
  rewrite (s124_p21 Ho2 ltac:(zlia)).
  rewrite (s124_p21_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s92_c22_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 1 0 -> fst (s92_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s92_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q16] in Hc |- *.
  rewrite tf_game_eq, (s92_c22_L a), (s92_c22_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 2 0 (opt_l _ _ _ (s92_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s187 IH (2 + a) 0 0 (opt_r _ _ _ (s92_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c22_R2 a)).
  pose proof (use_s124 IH (2 + a) 1 0 0 (opt_norm_r _ _ _ _ _ (s92_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c22_R2 a))) as Ho2.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  rewrite (s187_p11 Ho1 ltac:(zlia)).
  rewrite (s124_p27 Ho2 ltac:(zlia)).
  rewrite (s124_p27_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s92_c22_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 1 0 -> fst (s92_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s92_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q19] in Hc |- *.
  rewrite tf_game_eq, (s92_c22_L a), (s92_c22_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 2 0 (opt_l _ _ _ (s92_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s187 IH (2 + a) 0 0 (opt_r _ _ _ (s92_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c22_R2 a)).
  pose proof (use_s124 IH (2 + a) 1 0 0 (opt_norm_r _ _ _ _ _ (s92_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c22_R2 a))) as Ho2.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  rewrite (s187_p12 Ho1 ltac:(zlia)).
  rewrite (s124_p27 Ho2 ltac:(zlia)).
  rewrite (s124_p27_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s92_c23_L (a : nat) : lmoves (s92_board (2 + a) 1 1) = [s92_board (1 + a) 2 1; s125_board (2 + a) 1 0 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c23_R (a : nat) : rmoves (s92_board (2 + a) 1 1) = [s187_board (2 + a) 0 1; strip [] (repeat T (2 + a) ++ [E; T; F; F; T; E; F]) [(1, 1)]].
Proof. unfold s187_board, s92_board, strip. tf_options. Qed.
Lemma s92_c23_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; F; T; E; F]) [(1, 1)]) (s124_board (2 + a) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a>=2 && b==1 && c==1 *)
Lemma s92_c23_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s92_board (2 + a) 1 1 -> fst (s92_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s92_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q9] in Hc |- *.
  rewrite tf_game_eq, (s92_c23_L a), (s92_c23_R a); cbn [map].
  pose proof (use_s92 IH (1 + a) 2 1 (opt_l _ _ _ (s92_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 0 1 (opt_l _ _ _ (s92_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH (2 + a) 0 1 (opt_r _ _ _ (s92_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c23_R2 a)).
  pose proof (use_s124 IH (2 + a) 1 1 0 (opt_norm_r _ _ _ _ _ (s92_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c23_R2 a))) as Ho3.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s125_p29 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p39 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p61 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s92_c24_L (a c : nat) : lmoves (s92_board (2 + a) 1 (2 + c)) = [s92_board (1 + a) 2 (2 + c); s125_board (2 + a) 1 (1 + c) 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c24_R (a c : nat) : rmoves (s92_board (2 + a) 1 (2 + c)) = [s187_board (2 + a) 0 (2 + c); strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s187_board, s92_board, strip. tf_options. Qed.
Lemma s92_c24_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s124_board (2 + a) 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a>=2 && b==1 && c>=2 *)
Lemma s92_c24_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s92_board (2 + a) 1 (2 + c) -> fst (s92_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q9] in Hc |- *.
  rewrite tf_game_eq, (s92_c24_L a c), (s92_c24_R a c); cbn [map].
  pose proof (use_s92 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s92_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s92_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s92_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s92_c24_R2 a c)).
  pose proof (use_s124 IH (2 + a) 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s92_c24_R2 a c))) as Ho3.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + a) >= 5)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) = 1 /\ Z.of_nat (2 + a) >= 5)%Z \/ (Z.of_nat (2 + a) >= 5 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 0)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]]]]]].
  {
    rewrite (s125_p42 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p52 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p53 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p64 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p65 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p66 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p75 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p76 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p77 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p78 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s125_p80 Ho1 ltac:(zlia)).
    rewrite (s187_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    rewrite (s124_p23_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s92_c25_L (a b : nat) : lmoves (s92_board (2 + a) (2 + b) 0) = [s92_board (1 + a) (3 + b) 0].
Proof. unfold s92_board. tf_options. Qed.
Lemma s92_c25_R (a b : nat) : rmoves (s92_board (2 + a) (2 + b) 0) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c25_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]) (s124_board (2 + a) (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a>=2 && b>=2 && c==0 *)
Lemma s92_c25_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s92_board (2 + a) (2 + b) 0 -> fst (s92_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s92_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s92_q3] in Hc |- *.
  rewrite tf_game_eq, (s92_c25_L a b), (s92_c25_R a b); cbn [map].
  pose proof (use_s92 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s92_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s92_c25_R1 a b)).
  pose proof (use_s124 IH (2 + a) (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s92_c25_R a b) ltac:(cbn [In]; left; reflexivity) (s92_c25_R1 a b))) as Ho1.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  rewrite (s124_p5 Ho1 ltac:(zlia)).
  rewrite (s124_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s92_c26_L (a b : nat) : lmoves (s92_board (2 + a) (2 + b) 1) = [s92_board (1 + a) (3 + b) 1; s125_board (2 + a) (2 + b) 0 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c26_R (a b : nat) : rmoves (s92_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; F]) [(1, 1)]) (s124_board (2 + a) (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a>=2 && b>=2 && c==1 *)
Lemma s92_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s92_board (2 + a) (2 + b) 1 -> fst (s92_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s92_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s92_q6] in Hc |- *.
  rewrite tf_game_eq, (s92_c26_L a b), (s92_c26_R a b); cbn [map].
  pose proof (use_s92 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s92_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s92_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c26_R1 a b)).
  pose proof (use_s124 IH (2 + a) (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s92_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s92_c26_R1 a b))) as Ho2.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  rewrite (s125_p11 Ho1 ltac:(zlia)).
  rewrite (s124_p9 Ho2 ltac:(zlia)).
  rewrite (s124_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s92_c27_L (a b c : nat) : lmoves (s92_board (2 + a) (2 + b) (2 + c)) = [s92_board (1 + a) (3 + b) (2 + c); s125_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s125_board, s92_board. tf_options. Qed.
Lemma s92_c27_R (a b c : nat) : rmoves (s92_board (2 + a) (2 + b) (2 + c)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s92_board, strip. tf_options. Qed.
Lemma s92_c27_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s124_board (2 + a) (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s124_board; strip_board_eq | strip_offset]. Qed.
(* s92 = T^a _ T^b F^2 T^c _^2 T F on a>=2 && b>=2 && c>=2 *)
Lemma s92_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s92_board (2 + a) (2 + b) (2 + c) -> fst (s92_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s92_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s92_q6] in Hc |- *.
  rewrite tf_game_eq, (s92_c27_L a b c), (s92_c27_R a b c); cbn [map].
  pose proof (use_s92 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s92_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s125 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s92_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s92_c27_R1 a b c)).
  pose proof (use_s124 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s92_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s92_c27_R1 a b c))) as Ho2.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s125_p15 Ho1 ltac:(zlia)).
    rewrite (s124_p9 Ho2 ltac:(zlia)).
    rewrite (s124_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s125_p19 Ho1 ltac:(zlia)).
    rewrite (s124_p9 Ho2 ltac:(zlia)).
    rewrite (s124_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s93 = T^a _ T^b F^2 T^c _ T^d _ F on a==0 && b==0 && c==0 && d==0: the board of s36 *)
Lemma s93_c1_p1 x (Hs36 : s36_claim x) :
  x = s93_board 0 0 0 0 -> fst (s93_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s93_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s93_q1] in Hc |- *.
  pose proof (Hs36 0 0 0 ltac:(rewrite Hx; unfold s93_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

