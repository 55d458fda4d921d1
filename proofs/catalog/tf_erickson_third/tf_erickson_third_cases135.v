(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s135_c25_L (a b : nat) : lmoves (s135_board (2 + a) (2 + b) 0) = [s132_board (1 + a) 0 (3 + b) 0; s135_board (2 + a) (1 + b) 1].
Proof. unfold s132_board, s135_board. tf_options. Qed.
Lemma s135_c25_R (a b : nat) : rmoves (s135_board (2 + a) (2 + b) 0) = [s177_board (2 + a) (2 + b) 0 0].
Proof. unfold s135_board, s177_board. tf_options. Qed.
(* s135 = T^a F _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c==0 *)
Lemma s135_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s135_board (2 + a) (2 + b) 0 -> fst (s135_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s135_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s135_q9] in Hc |- *.
  rewrite tf_game_eq, (s135_c25_L a b), (s135_c25_R a b); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s135 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s135_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s132_p40 Ho0 ltac:(zlia)).
  rewrite (s135_p6 Ho1 ltac:(zlia)).
  rewrite (s177_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s135_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s135_board (2 + a) (2 + b) 0 -> fst (s135_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s135_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s135_q10] in Hc |- *.
  rewrite tf_game_eq, (s135_c25_L a b), (s135_c25_R a b); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s135 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s135_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]]].
  {
    rewrite (s132_p41 Ho0 ltac:(zlia)).
    rewrite (s135_p6 Ho1 ltac:(zlia)).
    rewrite (s177_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s132_p58 Ho0 ltac:(zlia)).
    rewrite (s135_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s177_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s177_p20 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s132_p72 Ho0 ltac:(zlia)).
    rewrite (s135_p6 Ho1 ltac:(zlia)).
    rewrite (s177_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s132_p81 Ho0 ltac:(zlia)).
    rewrite (s135_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s177_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s177_p20 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s132_p89 Ho0 ltac:(zlia)).
    rewrite (s135_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s177_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s177_p20 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s132_p90 Ho0 ltac:(zlia)).
    rewrite (s135_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s177_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s177_p19 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s135_c25_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s135_board (2 + a) (2 + b) 0 -> fst (s135_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s135_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s135_q14] in Hc |- *.
  rewrite tf_game_eq, (s135_c25_L a b), (s135_c25_R a b); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s135 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s135_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s132_p58 Ho0 ltac:(zlia)).
  rewrite (s135_p6 Ho1 ltac:(zlia)).
  rewrite (s177_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s135_c25_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s135_board (2 + a) (2 + b) 0 -> fst (s135_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s135_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s135_q18] in Hc |- *.
  rewrite tf_game_eq, (s135_c25_L a b), (s135_c25_R a b); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s135 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s135_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s132_p72 Ho0 ltac:(zlia)).
  rewrite (s135_p6 Ho1 ltac:(zlia)).
  rewrite (s177_p31 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s135_c25_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s135_board (2 + a) (2 + b) 0 -> fst (s135_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s135_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s135_q22] in Hc |- *.
  rewrite tf_game_eq, (s135_c25_L a b), (s135_c25_R a b); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s135 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s135_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s132_p81 Ho0 ltac:(zlia)).
  rewrite (s135_p6 Ho1 ltac:(zlia)).
  rewrite (s177_p36 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s135_c25_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s135_board (2 + a) (2 + b) 0 -> fst (s135_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s135_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s135_q24] in Hc |- *.
  rewrite tf_game_eq, (s135_c25_L a b), (s135_c25_R a b); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 (3 + b) 0 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s135 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s135_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s135_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s132_p88 Ho0 ltac:(zlia)).
  rewrite (s135_p6 Ho1 ltac:(zlia)).
  rewrite (s177_p39 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s135_c26_L (a b : nat) : lmoves (s135_board (2 + a) (2 + b) 1) = [s132_board (1 + a) 0 (3 + b) 1; s135_board (2 + a) (1 + b) 2].
Proof. unfold s132_board, s135_board. tf_options. Qed.
Lemma s135_c26_R (a b : nat) : rmoves (s135_board (2 + a) (2 + b) 1) = [s177_board (2 + a) (2 + b) 1 0].
Proof. unfold s135_board, s177_board. tf_options. Qed.
(* s135 = T^a F _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c==1 *)
Lemma s135_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s135_board (2 + a) (2 + b) 1 -> fst (s135_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s135_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s135_q6] in Hc |- *.
  rewrite tf_game_eq, (s135_c26_L a b), (s135_c26_R a b); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s135_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s135 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s135_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s177 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s135_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s132_p39 Ho0 ltac:(zlia)).
    rewrite (s135_p3 Ho1 ltac:(zlia)).
    rewrite (s177_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s132_p56 Ho0 ltac:(zlia)).
    rewrite (s135_p3 Ho1 ltac:(zlia)).
    rewrite (s177_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s132_p70 Ho0 ltac:(zlia)).
    rewrite (s135_p3 Ho1 ltac:(zlia)).
    rewrite (s177_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s132_p79 Ho0 ltac:(zlia)).
    rewrite (s135_p3 Ho1 ltac:(zlia)).
    rewrite (s177_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s135_c27_L (a b c : nat) : lmoves (s135_board (2 + a) (2 + b) (2 + c)) = [s132_board (1 + a) 0 (3 + b) (2 + c); s135_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s132_board, s135_board. tf_options. Qed.
Lemma s135_c27_R (a b c : nat) : rmoves (s135_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s135_board. tf_options. Qed.
(* s135 = T^a F _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c>=2 *)
Lemma s135_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s135_board (2 + a) (2 + b) (2 + c) -> fst (s135_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s135_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s135_q3] in Hc |- *.
  rewrite tf_game_eq, (s135_c27_L a b c), (s135_c27_R a b c); cbn [map].
  pose proof (use_s132 IH (1 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s135_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s135 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s135_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s132_p37 Ho0 ltac:(zlia)).
  rewrite (s135_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s136_c1_L : lmoves (s136_board 0 0 0) = [strip [(0, 1)] ([E; T; F; E; E; F]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; E; F]) []) (s32_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c1_R : rmoves (s136_board 0 0 0) = [strip [(0, 1)] ([T; F; E; E; E; F]) []; strip [(0, 1)] ([T; E; F; E; F; E]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; E; F]) []) (s18_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; E; F]) []); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c1_R2 : tf_norm (strip [(0, 1)] ([T; E; F; E; F; E]) []) (s113_board 1 0 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==0 && b==0 && c==0 *)
Lemma s136_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s136_board 0 0 0 -> fst (s136_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s136_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q1] in Hc |- *.
  rewrite tf_game_eq, (s136_c1_L), (s136_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s136_c1_L1)).
  pose proof (use_s32 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s136_c1_L) ltac:(cbn [In]; left; reflexivity) (s136_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s136_c1_R1)).
  pose proof (use_s18 IH 1 (opt_norm_r _ _ _ _ _ (s136_c1_R) ltac:(cbn [In]; left; reflexivity) (s136_c1_R1))) as Ho1.
  rewrite (tf_norm_game0 (s136_c1_R2)).
  pose proof (use_s113 IH 1 0 0 0 (opt_norm_r _ _ _ _ _ (s136_c1_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c1_R2))) as Ho2.
  rewrite (s32_p3 Ho0 ltac:(zlia)).
  rewrite (s18_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s136_c2_L : lmoves (s136_board 0 0 1) = [strip [(0, 1)] ([E; T; F; T; E; E; F]) []; strip [(0, 1)] ([T; E; F; E; T; E; F]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; E; F]) []) (s32_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; E; F]) []) (s79_board 1 0 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c2_R : rmoves (s136_board 0 0 1) = [strip [(0, 1)] ([T; F; E; T; E; E; F]) []; strip [(0, 1)] ([T; E; F; T; E; F; E]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; E; F]) []) (s46_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; E; F]) []); [reflexivity | unfold s46_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c2_R2 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; F; E]) []) (s113_board 1 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==0 && b==0 && c==1 *)
Lemma s136_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s136_board 0 0 1 -> fst (s136_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s136_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s136_q2] in Hc |- *.
  rewrite tf_game_eq, (s136_c2_L), (s136_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s136_c2_L1)).
  pose proof (use_s32 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s136_c2_L) ltac:(cbn [In]; left; reflexivity) (s136_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s136_c2_L2)).
  pose proof (use_s79 IH 1 0 0 1 (opt_norm_l _ _ _ _ _ (s136_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s136_c2_R1)).
  pose proof (use_s46 IH 1 1 (opt_norm_r _ _ _ _ _ (s136_c2_R) ltac:(cbn [In]; left; reflexivity) (s136_c2_R1))) as Ho2.
  rewrite (tf_norm_game0 (s136_c2_R2)).
  pose proof (use_s113 IH 1 0 1 0 (opt_norm_r _ _ _ _ _ (s136_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c2_R2))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p29 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c3_L (c : nat) : lmoves (s136_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; E; F]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c3_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) []) (s32_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c3_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; E; F]) []) (s79_board 1 0 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c3_R (c : nat) : rmoves (s136_board 0 0 (2 + c)) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; E; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; E; F]) []) (s46_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s46_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c3_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 1 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==0 && b==0 && c>=2 *)
Lemma s136_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s136_board 0 0 (2 + c) -> fst (s136_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s136_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s136_q2] in Hc |- *.
  rewrite tf_game_eq, (s136_c3_L c), (s136_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s136_c3_L1 c)).
  pose proof (use_s32 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s136_c3_L c) ltac:(cbn [In]; left; reflexivity) (s136_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s136_c3_L2 c)).
  pose proof (use_s79 IH 1 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s136_c3_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c3_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s136_c3_R1 c)).
  pose proof (use_s46 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s136_c3_R c) ltac:(cbn [In]; left; reflexivity) (s136_c3_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s136_c3_R2 c)).
  pose proof (use_s113 IH 1 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s136_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c3_R2 c))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p34 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c4_L : lmoves (s136_board 0 1 0) = [strip [(0, 1)] ([E; T; T; F; E; E; F]) []; strip [(0, 1)] ([T; E; E; F; T; E; F]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; E; E; F]) []) (s32_board 0 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; E; F]) []) (s33_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c4_R : rmoves (s136_board 0 1 0) = [strip [(0, 1)] ([T; F; T; E; E; E; F]) []; strip [(0, 1)] ([T; E; T; F; E; F; E]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c4_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; E; F]) []) (s29_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; E; F]) []); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c4_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; F; E]) []) (s113_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==0 && b==1 && c==0 *)
Lemma s136_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s136_board 0 1 0 -> fst (s136_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s136_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q3] in Hc |- *.
  rewrite tf_game_eq, (s136_c4_L), (s136_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s136_c4_L1)).
  pose proof (use_s32 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s136_c4_L) ltac:(cbn [In]; left; reflexivity) (s136_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s136_c4_L2)).
  pose proof (use_s33 IH 1 0 1 (opt_norm_l _ _ _ _ _ (s136_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s136_c4_R1)).
  pose proof (use_s29 IH 1 (opt_norm_r _ _ _ _ _ (s136_c4_R) ltac:(cbn [In]; left; reflexivity) (s136_c4_R1))) as Ho2.
  rewrite (tf_norm_game0 (s136_c4_R2)).
  pose proof (use_s113 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s136_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c4_R2))) as Ho3.
  rewrite (s32_p6 Ho0 ltac:(zlia)).
  rewrite (s33_p17 Ho1 ltac:(zlia)).
  rewrite (s29_p1 Ho2 I).
  rewrite (s113_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s136_c5_L : lmoves (s136_board 0 1 1) = [strip [(0, 1)] ([E; T; T; F; T; E; E; F]) []; strip [(0, 1)] ([T; E; T; F; E; T; E; F]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; T; E; E; F]) []) (s32_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; E; F]) []) (s79_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c5_R : rmoves (s136_board 0 1 1) = [strip [(0, 1)] ([T; F; T; E; T; E; E; F]) []; strip [(0, 1)] ([T; E; T; F; T; E; F; E]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; E; F]) []) (s51_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; E; F]) []); [reflexivity | unfold s51_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c5_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; F; E]) []) (s113_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==0 && b==1 && c==1 *)
Lemma s136_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s136_board 0 1 1 -> fst (s136_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s136_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s136_q3] in Hc |- *.
  rewrite tf_game_eq, (s136_c5_L), (s136_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s136_c5_L1)).
  pose proof (use_s32 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s136_c5_L) ltac:(cbn [In]; left; reflexivity) (s136_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s136_c5_L2)).
  pose proof (use_s79 IH 1 1 0 1 (opt_norm_l _ _ _ _ _ (s136_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s136_c5_R1)).
  pose proof (use_s51 IH 1 1 (opt_norm_r _ _ _ _ _ (s136_c5_R) ltac:(cbn [In]; left; reflexivity) (s136_c5_R1))) as Ho2.
  rewrite (tf_norm_game0 (s136_c5_R2)).
  pose proof (use_s113 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s136_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c5_R2))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p22 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s113_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c6_L (c : nat) : lmoves (s136_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; E; F]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; E; F]) []) (s32_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; E; F]) []) (s79_board 1 1 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c6_R (c : nat) : rmoves (s136_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; E; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; E; F]) []) (s51_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s51_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c6_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==0 && b==1 && c>=2 *)
Lemma s136_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s136_board 0 1 (2 + c) -> fst (s136_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s136_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s136_q3] in Hc |- *.
  rewrite tf_game_eq, (s136_c6_L c), (s136_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s136_c6_L1 c)).
  pose proof (use_s32 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s136_c6_L c) ltac:(cbn [In]; left; reflexivity) (s136_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s136_c6_L2 c)).
  pose proof (use_s79 IH 1 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s136_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s136_c6_R1 c)).
  pose proof (use_s51 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s136_c6_R c) ltac:(cbn [In]; left; reflexivity) (s136_c6_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s136_c6_R2 c)).
  pose proof (use_s113 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s136_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c6_R2 c))) as Ho3.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p23 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s113_p9 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c7_L (b : nat) : lmoves (s136_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; E; F]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E; F]) []) (s32_board 0 (3 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; E; F]) []) (s48_board 1 (1 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c7_R (b : nat) : rmoves (s136_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F; E]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F; E]) []) (s113_board 1 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==0 && b>=2 && c==0 *)
Lemma s136_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s136_board 0 (2 + b) 0 -> fst (s136_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s136_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q5] in Hc |- *.
  rewrite tf_game_eq, (s136_c7_L b), (s136_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s136_c7_L1 b)).
  pose proof (use_s32 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s136_c7_L b) ltac:(cbn [In]; left; reflexivity) (s136_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s136_c7_L2 b)).
  pose proof (use_s48 IH 1 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s136_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s136_c7_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s136_c7_R b) ltac:(cbn [In]; left; reflexivity) (s136_c7_R1 b))) as Ho2.
  rewrite (s32_p7 Ho0 ltac:(zlia)).
  rewrite (s48_p45 Ho1 ltac:(zlia)).
  rewrite (s113_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s136_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s136_board 0 (2 + b) 0 -> fst (s136_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s136_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q6] in Hc |- *.
  rewrite tf_game_eq, (s136_c7_L b), (s136_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s136_c7_L1 b)).
  pose proof (use_s32 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s136_c7_L b) ltac:(cbn [In]; left; reflexivity) (s136_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s136_c7_L2 b)).
  pose proof (use_s48 IH 1 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s136_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s136_c7_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s136_c7_R b) ltac:(cbn [In]; left; reflexivity) (s136_c7_R1 b))) as Ho2.
  rewrite (s32_p8 Ho0 ltac:(zlia)).
  rewrite (s48_p46 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s113_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s113_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s136_c8_L (b : nat) : lmoves (s136_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; F]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; E; F]) []) (s32_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; F]) []) (s79_board 1 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c8_R (b : nat) : rmoves (s136_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; F; E]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; F; E]) []) (s113_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==0 && b>=2 && c==1 *)
Lemma s136_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s136_board 0 (2 + b) 1 -> fst (s136_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s136_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s136_q4] in Hc |- *.
  rewrite tf_game_eq, (s136_c8_L b), (s136_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s136_c8_L1 b)).
  pose proof (use_s32 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s136_c8_L b) ltac:(cbn [In]; left; reflexivity) (s136_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s136_c8_L2 b)).
  pose proof (use_s79 IH 1 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s136_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s136_c8_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s136_c8_R b) ltac:(cbn [In]; left; reflexivity) (s136_c8_R1 b))) as Ho2.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s79_p8 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p26 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p35 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s136_c9_L (b c : nat) : lmoves (s136_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; F]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) []) (s32_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; F]) []) (s79_board 1 (2 + b) (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s136_c9_R (b c : nat) : rmoves (s136_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []].
Proof. unfold s136_board, strip. tf_options. Qed.
Lemma s136_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []) (s113_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==0 && b>=2 && c>=2 *)
Lemma s136_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s136_board 0 (2 + b) (2 + c) -> fst (s136_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s136_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s136_q4] in Hc |- *.
  rewrite tf_game_eq, (s136_c9_L b c), (s136_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s136_c9_L1 b c)).
  pose proof (use_s32 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s136_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s136_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s136_c9_L2 b c)).
  pose proof (use_s79 IH 1 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s136_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s136_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s136_c9_R1 b c)).
  pose proof (use_s113 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s136_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s136_c9_R1 b c))) as Ho2.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  rewrite (s79_p23 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s136_c10_L : lmoves (s136_board 1 0 0) = [s103_board 1 1 0].
Proof. unfold s103_board, s136_board. tf_options. Qed.
Lemma s136_c10_R : rmoves (s136_board 1 0 0) = [s24_board 1; s198_board 1 0 0 0].
Proof. unfold s136_board, s198_board, s24_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==1 && b==0 && c==0 *)
Lemma s136_c10_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s136_board 1 0 0 -> fst (s136_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s136_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q7] in Hc |- *.
  rewrite tf_game_eq, (s136_c10_L), (s136_c10_R); cbn [map].
  pose proof (use_s103 IH 1 1 0 (opt_l _ _ _ (s136_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH 1 (opt_r _ _ _ (s136_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 0 0 0 (opt_r _ _ _ (s136_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s103_p3 Ho0 ltac:(zlia)).
  rewrite (s24_p2 Ho1 ltac:(zlia)).
  rewrite (s198_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c11_L : lmoves (s136_board 1 0 1) = [s103_board 1 1 1; s181_board 1 0 0 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c11_R : rmoves (s136_board 1 0 1) = [s94_board 1 1; s198_board 1 0 1 0].
Proof. unfold s136_board, s198_board, s94_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==1 && b==0 && c==1 *)
Lemma s136_c11_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s136_board 1 0 1 -> fst (s136_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s136_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s136_q2] in Hc |- *.
  rewrite tf_game_eq, (s136_c11_L), (s136_c11_R); cbn [map].
  pose proof (use_s103 IH 1 1 1 (opt_l _ _ _ (s136_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 0 0 1 (opt_l _ _ _ (s136_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s94 IH 1 1 (opt_r _ _ _ (s136_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 0 1 0 (opt_r _ _ _ (s136_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  rewrite (s181_p7 Ho1 ltac:(zlia)).
  rewrite (s94_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c12_L (c : nat) : lmoves (s136_board 1 0 (2 + c)) = [s103_board 1 1 (2 + c); s181_board 1 0 (1 + c) 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c12_R (c : nat) : rmoves (s136_board 1 0 (2 + c)) = [s94_board 1 (2 + c); s198_board 1 0 (2 + c) 0].
Proof. unfold s136_board, s198_board, s94_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==1 && b==0 && c>=2 *)
Lemma s136_c12_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s136_board 1 0 (2 + c) -> fst (s136_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s136_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s136_q2] in Hc |- *.
  rewrite tf_game_eq, (s136_c12_L c), (s136_c12_R c); cbn [map].
  pose proof (use_s103 IH 1 1 (2 + c) (opt_l _ _ _ (s136_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s136_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s94 IH 1 (2 + c) (opt_r _ _ _ (s136_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s136_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  rewrite (s181_p8 Ho1 ltac:(zlia)).
  rewrite (s94_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c13_L : lmoves (s136_board 1 1 0) = [s103_board 1 2 0; s127_board 1 0 1].
Proof. unfold s103_board, s127_board, s136_board. tf_options. Qed.
Lemma s136_c13_R : rmoves (s136_board 1 1 0) = [s57_board 1; s198_board 1 1 0 0].
Proof. unfold s136_board, s198_board, s57_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==1 && b==1 && c==0 *)
Lemma s136_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s136_board 1 1 0 -> fst (s136_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s136_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q3] in Hc |- *.
  rewrite tf_game_eq, (s136_c13_L), (s136_c13_R); cbn [map].
  pose proof (use_s103 IH 1 2 0 (opt_l _ _ _ (s136_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s127 IH 1 0 1 (opt_l _ _ _ (s136_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s57 IH 1 (opt_r _ _ _ (s136_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 1 0 0 (opt_r _ _ _ (s136_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s103_p9 Ho0 ltac:(zlia)).
  rewrite (s127_p12 Ho1 ltac:(zlia)).
  rewrite (s57_p1 Ho2 I).
  rewrite (s198_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s136_c14_L : lmoves (s136_board 1 1 1) = [s103_board 1 2 1; s181_board 1 1 0 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c14_R : rmoves (s136_board 1 1 1) = [s154_board 1 1; s198_board 1 1 1 0].
Proof. unfold s136_board, s154_board, s198_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==1 && b==1 && c==1 *)
Lemma s136_c14_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s136_board 1 1 1 -> fst (s136_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s136_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s136_q3] in Hc |- *.
  rewrite tf_game_eq, (s136_c14_L), (s136_c14_R); cbn [map].
  pose proof (use_s103 IH 1 2 1 (opt_l _ _ _ (s136_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 1 0 1 (opt_l _ _ _ (s136_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s154 IH 1 1 (opt_r _ _ _ (s136_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 1 1 0 (opt_r _ _ _ (s136_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  rewrite (s181_p11 Ho1 ltac:(zlia)).
  rewrite (s154_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c15_L (c : nat) : lmoves (s136_board 1 1 (2 + c)) = [s103_board 1 2 (2 + c); s181_board 1 1 (1 + c) 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c15_R (c : nat) : rmoves (s136_board 1 1 (2 + c)) = [s154_board 1 (2 + c); s198_board 1 1 (2 + c) 0].
Proof. unfold s136_board, s154_board, s198_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==1 && b==1 && c>=2 *)
Lemma s136_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s136_board 1 1 (2 + c) -> fst (s136_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s136_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s136_q3] in Hc |- *.
  rewrite tf_game_eq, (s136_c15_L c), (s136_c15_R c); cbn [map].
  pose proof (use_s103 IH 1 2 (2 + c) (opt_l _ _ _ (s136_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s136_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s154 IH 1 (2 + c) (opt_r _ _ _ (s136_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s136_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  rewrite (s181_p12 Ho1 ltac:(zlia)).
  rewrite (s154_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c16_L (b : nat) : lmoves (s136_board 1 (2 + b) 0) = [s103_board 1 (3 + b) 0; s166_board 1 (1 + b) 0 1].
Proof. unfold s103_board, s136_board, s166_board. tf_options. Qed.
Lemma s136_c16_R (b : nat) : rmoves (s136_board 1 (2 + b) 0) = [s198_board 1 (2 + b) 0 0].
Proof. unfold s136_board, s198_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==1 && b>=2 && c==0 *)
Lemma s136_c16_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s136_board 1 (2 + b) 0 -> fst (s136_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s136_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q5] in Hc |- *.
  rewrite tf_game_eq, (s136_c16_L b), (s136_c16_R b); cbn [map].
  pose proof (use_s103 IH 1 (3 + b) 0 (opt_l _ _ _ (s136_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s136_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s136_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s103_p6 Ho0 ltac:(zlia)).
  rewrite (s166_p48 Ho1 ltac:(zlia)).
  rewrite (s198_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s136_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s136_board 1 (2 + b) 0 -> fst (s136_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s136_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q6] in Hc |- *.
  rewrite tf_game_eq, (s136_c16_L b), (s136_c16_R b); cbn [map].
  pose proof (use_s103 IH 1 (3 + b) 0 (opt_l _ _ _ (s136_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s136_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s136_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s103_p6 Ho0 ltac:(zlia)).
  rewrite (s166_p31 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s136_c17_L (b : nat) : lmoves (s136_board 1 (2 + b) 1) = [s103_board 1 (3 + b) 1; s181_board 1 (2 + b) 0 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c17_R (b : nat) : rmoves (s136_board 1 (2 + b) 1) = [s198_board 1 (2 + b) 1 0].
Proof. unfold s136_board, s198_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==1 && b>=2 && c==1 *)
Lemma s136_c17_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s136_board 1 (2 + b) 1 -> fst (s136_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s136_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s136_q4] in Hc |- *.
  rewrite tf_game_eq, (s136_c17_L b), (s136_c17_R b); cbn [map].
  pose proof (use_s103 IH 1 (3 + b) 1 (opt_l _ _ _ (s136_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s136_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s136_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s181_p14 Ho1 ltac:(zlia)).
    rewrite (s198_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p19 Ho1 ltac:(zlia)).
    rewrite (s198_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s136_c18_L (b c : nat) : lmoves (s136_board 1 (2 + b) (2 + c)) = [s103_board 1 (3 + b) (2 + c); s181_board 1 (2 + b) (1 + c) 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c18_R (b c : nat) : rmoves (s136_board 1 (2 + b) (2 + c)) = [s198_board 1 (2 + b) (2 + c) 0].
Proof. unfold s136_board, s198_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a==1 && b>=2 && c>=2 *)
Lemma s136_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s136_board 1 (2 + b) (2 + c) -> fst (s136_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s136_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s136_q4] in Hc |- *.
  rewrite tf_game_eq, (s136_c18_L b c), (s136_c18_R b c); cbn [map].
  pose proof (use_s103 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s136_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s136_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s136_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  rewrite (s181_p12 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s136_c19_L (a : nat) : lmoves (s136_board (2 + a) 0 0) = [s103_board (2 + a) 1 0].
Proof. unfold s103_board, s136_board. tf_options. Qed.
Lemma s136_c19_R (a : nat) : rmoves (s136_board (2 + a) 0 0) = [s24_board (2 + a); s198_board (2 + a) 0 0 0].
Proof. unfold s136_board, s198_board, s24_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a>=2 && b==0 && c==0 *)
Lemma s136_c19_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s136_board (2 + a) 0 0 -> fst (s136_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s136_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q8] in Hc |- *.
  rewrite tf_game_eq, (s136_c19_L a), (s136_c19_R a); cbn [map].
  pose proof (use_s103 IH (2 + a) 1 0 (opt_l _ _ _ (s136_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH (2 + a) (opt_r _ _ _ (s136_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_r _ _ _ (s136_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s103_p12 Ho0 ltac:(zlia)).
  rewrite (s24_p2 Ho1 ltac:(zlia)).
  rewrite (s198_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s136_c19_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s136_board (2 + a) 0 0 -> fst (s136_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s136_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q9] in Hc |- *.
  rewrite tf_game_eq, (s136_c19_L a), (s136_c19_R a); cbn [map].
  pose proof (use_s103 IH (2 + a) 1 0 (opt_l _ _ _ (s136_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH (2 + a) (opt_r _ _ _ (s136_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_r _ _ _ (s136_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s103_p16 Ho0 ltac:(zlia)).
  rewrite (s24_p2 Ho1 ltac:(zlia)).
  rewrite (s198_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s136_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s136_board (2 + a) 0 0 -> fst (s136_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s136_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q10] in Hc |- *.
  rewrite tf_game_eq, (s136_c19_L a), (s136_c19_R a); cbn [map].
  pose proof (use_s103 IH (2 + a) 1 0 (opt_l _ _ _ (s136_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH (2 + a) (opt_r _ _ _ (s136_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_r _ _ _ (s136_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s103_p19 Ho0 ltac:(zlia)).
  rewrite (s24_p2 Ho1 ltac:(zlia)).
  rewrite (s198_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s136_c19_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s136_board (2 + a) 0 0 -> fst (s136_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s136_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q11] in Hc |- *.
  rewrite tf_game_eq, (s136_c19_L a), (s136_c19_R a); cbn [map].
  pose proof (use_s103 IH (2 + a) 1 0 (opt_l _ _ _ (s136_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s24 IH (2 + a) (opt_r _ _ _ (s136_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_r _ _ _ (s136_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s103_p21 Ho0 ltac:(zlia)).
  rewrite (s24_p2 Ho1 ltac:(zlia)).
  rewrite (s198_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s136_c20_L (a : nat) : lmoves (s136_board (2 + a) 0 1) = [s103_board (2 + a) 1 1; s181_board (2 + a) 0 0 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c20_R (a : nat) : rmoves (s136_board (2 + a) 0 1) = [s94_board (2 + a) 1; s198_board (2 + a) 0 1 0].
Proof. unfold s136_board, s198_board, s94_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a>=2 && b==0 && c==1 *)
Lemma s136_c20_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s136_board (2 + a) 0 1 -> fst (s136_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s136_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s136_q2] in Hc |- *.
  rewrite tf_game_eq, (s136_c20_L a), (s136_c20_R a); cbn [map].
  pose proof (use_s103 IH (2 + a) 1 1 (opt_l _ _ _ (s136_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH (2 + a) 0 0 1 (opt_l _ _ _ (s136_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s94 IH (2 + a) 1 (opt_r _ _ _ (s136_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) 0 1 0 (opt_r _ _ _ (s136_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s181_p25 Ho1 ltac:(zlia)).
    rewrite (s94_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p5 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s181_p31 Ho1 ltac:(zlia)).
    rewrite (s94_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p5 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s181_p37 Ho1 ltac:(zlia)).
    rewrite (s94_p2 Ho2 ltac:(zlia)).
    rewrite (s198_p5 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s136_c21_L (a c : nat) : lmoves (s136_board (2 + a) 0 (2 + c)) = [s103_board (2 + a) 1 (2 + c); s181_board (2 + a) 0 (1 + c) 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c21_R (a c : nat) : rmoves (s136_board (2 + a) 0 (2 + c)) = [s94_board (2 + a) (2 + c); s198_board (2 + a) 0 (2 + c) 0].
Proof. unfold s136_board, s198_board, s94_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a>=2 && b==0 && c>=2 *)
Lemma s136_c21_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s136_board (2 + a) 0 (2 + c) -> fst (s136_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s136_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s136_q2] in Hc |- *.
  rewrite tf_game_eq, (s136_c21_L a c), (s136_c21_R a c); cbn [map].
  pose proof (use_s103 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s136_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s136_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s94 IH (2 + a) (2 + c) (opt_r _ _ _ (s136_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s136_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  rewrite (s181_p8 Ho1 ltac:(zlia)).
  rewrite (s94_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c22_L (a : nat) : lmoves (s136_board (2 + a) 1 0) = [s103_board (2 + a) 2 0; s127_board (2 + a) 0 1].
Proof. unfold s103_board, s127_board, s136_board. tf_options. Qed.
Lemma s136_c22_R (a : nat) : rmoves (s136_board (2 + a) 1 0) = [s57_board (2 + a); s198_board (2 + a) 1 0 0].
Proof. unfold s136_board, s198_board, s57_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a>=2 && b==1 && c==0 *)
Lemma s136_c22_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s136_board (2 + a) 1 0 -> fst (s136_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s136_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q3] in Hc |- *.
  rewrite tf_game_eq, (s136_c22_L a), (s136_c22_R a); cbn [map].
  pose proof (use_s103 IH (2 + a) 2 0 (opt_l _ _ _ (s136_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s127 IH (2 + a) 0 1 (opt_l _ _ _ (s136_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s57 IH (2 + a) (opt_r _ _ _ (s136_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) 1 0 0 (opt_r _ _ _ (s136_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s103_p7 Ho0 ltac:(zlia)).
    rewrite (s127_p6 Ho1 ltac:(zlia)).
    rewrite (s57_p1 Ho2 I).
    rewrite (s198_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s103_p13 Ho0 ltac:(zlia)).
    rewrite (s127_p21 Ho1 ltac:(zlia)).
    rewrite (s57_p1 Ho2 I).
    rewrite (s198_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s103_p17 Ho0 ltac:(zlia)).
    rewrite (s127_p24 Ho1 ltac:(zlia)).
    rewrite (s57_p1 Ho2 I).
    rewrite (s198_p3 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
Qed.

Lemma s136_c23_L (a : nat) : lmoves (s136_board (2 + a) 1 1) = [s103_board (2 + a) 2 1; s181_board (2 + a) 1 0 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c23_R (a : nat) : rmoves (s136_board (2 + a) 1 1) = [s154_board (2 + a) 1; s198_board (2 + a) 1 1 0].
Proof. unfold s136_board, s154_board, s198_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a>=2 && b==1 && c==1 *)
Lemma s136_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s136_board (2 + a) 1 1 -> fst (s136_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s136_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s136_q3] in Hc |- *.
  rewrite tf_game_eq, (s136_c23_L a), (s136_c23_R a); cbn [map].
  pose proof (use_s103 IH (2 + a) 2 1 (opt_l _ _ _ (s136_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH (2 + a) 1 0 1 (opt_l _ _ _ (s136_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s154 IH (2 + a) 1 (opt_r _ _ _ (s136_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) 1 1 0 (opt_r _ _ _ (s136_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  rewrite (s181_p11 Ho1 ltac:(zlia)).
  rewrite (s154_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c24_L (a c : nat) : lmoves (s136_board (2 + a) 1 (2 + c)) = [s103_board (2 + a) 2 (2 + c); s181_board (2 + a) 1 (1 + c) 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c24_R (a c : nat) : rmoves (s136_board (2 + a) 1 (2 + c)) = [s154_board (2 + a) (2 + c); s198_board (2 + a) 1 (2 + c) 0].
Proof. unfold s136_board, s154_board, s198_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a>=2 && b==1 && c>=2 *)
Lemma s136_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s136_board (2 + a) 1 (2 + c) -> fst (s136_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s136_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s136_q3] in Hc |- *.
  rewrite tf_game_eq, (s136_c24_L a c), (s136_c24_R a c); cbn [map].
  pose proof (use_s103 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s136_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s136_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s154 IH (2 + a) (2 + c) (opt_r _ _ _ (s136_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s136_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  rewrite (s181_p12 Ho1 ltac:(zlia)).
  rewrite (s154_p2 Ho2 ltac:(zlia)).
  rewrite (s198_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s136_c25_L (a b : nat) : lmoves (s136_board (2 + a) (2 + b) 0) = [s103_board (2 + a) (3 + b) 0; s166_board (2 + a) (1 + b) 0 1].
Proof. unfold s103_board, s136_board, s166_board. tf_options. Qed.
Lemma s136_c25_R (a b : nat) : rmoves (s136_board (2 + a) (2 + b) 0) = [s198_board (2 + a) (2 + b) 0 0].
Proof. unfold s136_board, s198_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a>=2 && b>=2 && c==0 *)
Lemma s136_c25_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s136_board (2 + a) (2 + b) 0 -> fst (s136_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s136_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q5] in Hc |- *.
  rewrite tf_game_eq, (s136_c25_L a b), (s136_c25_R a b); cbn [map].
  pose proof (use_s103 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s136_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s136_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s136_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s103_p6 Ho0 ltac:(zlia)).
    rewrite (s166_p22 Ho1 ltac:(zlia)).
    rewrite (s198_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s103_p7 Ho0 ltac:(zlia)).
    rewrite (s166_p22 Ho1 ltac:(zlia)).
    rewrite (s198_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s136_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s136_board (2 + a) (2 + b) 0 -> fst (s136_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s136_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s136_q6] in Hc |- *.
  rewrite tf_game_eq, (s136_c25_L a b), (s136_c25_R a b); cbn [map].
  pose proof (use_s103 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s136_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s136_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s136_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s103_p6 Ho0 ltac:(zlia)).
    rewrite (s166_p31 Ho1 ltac:(zlia)).
    rewrite (s198_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s103_p7 Ho0 ltac:(zlia)).
    rewrite (s166_p31 Ho1 ltac:(zlia)).
    rewrite (s198_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s136_c26_L (a b : nat) : lmoves (s136_board (2 + a) (2 + b) 1) = [s103_board (2 + a) (3 + b) 1; s181_board (2 + a) (2 + b) 0 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c26_R (a b : nat) : rmoves (s136_board (2 + a) (2 + b) 1) = [s198_board (2 + a) (2 + b) 1 0].
Proof. unfold s136_board, s198_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a>=2 && b>=2 && c==1 *)
Lemma s136_c26_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s136_board (2 + a) (2 + b) 1 -> fst (s136_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s136_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s136_q4] in Hc |- *.
  rewrite tf_game_eq, (s136_c26_L a b), (s136_c26_R a b); cbn [map].
  pose proof (use_s103 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s136_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s136_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s136_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s181_p13 Ho1 ltac:(zlia)).
    rewrite (s198_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p20 Ho1 ltac:(zlia)).
    rewrite (s198_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p21 Ho1 ltac:(zlia)).
    rewrite (s198_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p40 Ho1 ltac:(zlia)).
    rewrite (s198_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s136_c27_L (a b c : nat) : lmoves (s136_board (2 + a) (2 + b) (2 + c)) = [s103_board (2 + a) (3 + b) (2 + c); s181_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s103_board, s136_board, s181_board. tf_options. Qed.
Lemma s136_c27_R (a b c : nat) : rmoves (s136_board (2 + a) (2 + b) (2 + c)) = [s198_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s136_board, s198_board. tf_options. Qed.
(* s136 = T^a F T _ T^b F T^c _^2 F on a>=2 && b>=2 && c>=2 *)
Lemma s136_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s136_board (2 + a) (2 + b) (2 + c) -> fst (s136_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s136_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s136_q4] in Hc |- *.
  rewrite tf_game_eq, (s136_c27_L a b c), (s136_c27_R a b c); cbn [map].
  pose proof (use_s103 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s136_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s136_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s136_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  rewrite (s181_p12 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a==0 && b==0 && c==0: the board of s117 *)
Lemma s137_c1_p2 x (Hs117 : s117_claim x) :
  x = s137_board 0 0 0 -> fst (s137_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s137_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q2] in Hc |- *.
  pose proof (Hs117 0 ltac:(rewrite Hx; unfold s137_board, s117_board; board_eq)) as Ho0.
  rewrite (s117_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a==0 && b==0 && c==1: the board of s118 *)
Lemma s137_c2_p2 x (Hs118 : s118_claim x) :
  x = s137_board 0 0 1 -> fst (s137_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s137_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q2] in Hc |- *.
  pose proof (Hs118 0 1 ltac:(rewrite Hx; unfold s137_board, s118_board; board_eq)) as Ho0.
  rewrite (s118_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a==0 && b==0 && c>=2: the board of s118 *)
Lemma s137_c3_p5 x (Hs118 : s118_claim x) (c : nat) :
  x = s137_board 0 0 (2 + c) -> fst (s137_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s137_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s137_q5] in Hc |- *.
  pose proof (Hs118 0 (2 + c) ltac:(rewrite Hx; unfold s137_board, s118_board; board_eq)) as Ho0.
  rewrite (s118_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a==0 && b==1 && c==0: the board of s120 *)
Lemma s137_c4_p6 x (Hs120 : s120_claim x) :
  x = s137_board 0 1 0 -> fst (s137_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s137_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q6] in Hc |- *.
  pose proof (Hs120 0 1 ltac:(rewrite Hx; unfold s137_board, s120_board; board_eq)) as Ho0.
  rewrite (s120_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s137_c5_L : lmoves (s137_board 0 1 1) = [strip [(0, 1)] ([E; T; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; T; E; T; F]) []; strip [(0, 1)] ([T; E; T; E; E; T; T; F]) []].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; E; T; F]) []) (s74_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s137_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; E; T; F]) []) (s64_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s137_c5_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; T; T; F]) []) (repeat E 3) (5).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 1); (1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s137_c5_R : rmoves (s137_board 0 1 1) = [strip [(0, 1)] ([T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F]) [(1, 1)]) (s73_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a==0 && b==1 && c==1 *)
Lemma s137_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s137_board 0 1 1 -> fst (s137_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s137_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c5_L), (s137_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s137_c5_L1)).
  pose proof (use_s74 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s137_c5_L) ltac:(cbn [In]; left; reflexivity) (s137_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s137_c5_L2)).
  pose proof (use_s64 IH 1 2 (opt_norm_l _ _ _ _ _ (s137_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s137_c5_L2))) as Ho1.
  rewrite (tf_norm_blank (s137_c5_L3)).
  rewrite (tf_norm_game (s137_c5_R1)).
  pose proof (use_s73 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s137_c5_R) ltac:(cbn [In]; left; reflexivity) (s137_c5_R1))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s137_c6_L (c : nat) : lmoves (s137_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s74_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s137_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []) (s64_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s137_c6_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + c) + 4).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 1); (1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s137_c6_R (c : nat) : rmoves (s137_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s73_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a==0 && b==1 && c>=2 *)
Lemma s137_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s137_board 0 1 (2 + c) -> fst (s137_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s137_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c6_L c), (s137_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s137_c6_L1 c)).
  pose proof (use_s74 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s137_c6_L c) ltac:(cbn [In]; left; reflexivity) (s137_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s137_c6_L2 c)).
  pose proof (use_s64 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s137_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s137_c6_L2 c))) as Ho1.
  rewrite (tf_norm_blank (s137_c6_L3 c)).
  rewrite (tf_norm_game (s137_c6_R1 c)).
  pose proof (use_s73 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s137_c6_R c) ltac:(cbn [In]; left; reflexivity) (s137_c6_R1 c))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a==0 && b>=2 && c==0: the board of s120 *)
Lemma s137_c7_p6 x (Hs120 : s120_claim x) (b : nat) :
  x = s137_board 0 (2 + b) 0 -> fst (s137_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s137_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q6] in Hc |- *.
  pose proof (Hs120 0 (2 + b) ltac:(rewrite Hx; unfold s137_board, s120_board; board_eq)) as Ho0.
  rewrite (s120_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s137_c8_L (b : nat) : lmoves (s137_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; T; F]) []) (s74_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s137_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []) (s74_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s137_c8_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (repeat E 3) (2 * Z.of_nat (2 + b) + 3).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 1); (2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s137_c8_R (b : nat) : rmoves (s137_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s73_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a==0 && b>=2 && c==1 *)
Lemma s137_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s137_board 0 (2 + b) 1 -> fst (s137_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s137_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c8_L b), (s137_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s137_c8_L1 b)).
  pose proof (use_s74 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s137_c8_L b) ltac:(cbn [In]; left; reflexivity) (s137_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s137_c8_L2 b)).
  pose proof (use_s74 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s137_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s137_c8_L2 b))) as Ho1.
  rewrite (tf_norm_blank (s137_c8_L3 b)).
  rewrite (tf_norm_game (s137_c8_R1 b)).
  pose proof (use_s73 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s137_c8_R b) ltac:(cbn [In]; left; reflexivity) (s137_c8_R1 b))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s137_c9_L (b c : nat) : lmoves (s137_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []) (s74_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s137_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []) (s74_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s137_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (repeat E 3) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 1); (2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s137_c9_R (b c : nat) : rmoves (s137_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s73_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a==0 && b>=2 && c>=2 *)
Lemma s137_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s137_board 0 (2 + b) (2 + c) -> fst (s137_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s137_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c9_L b c), (s137_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s137_c9_L1 b c)).
  pose proof (use_s74 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s137_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s137_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s137_c9_L2 b c)).
  pose proof (use_s74 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s137_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s137_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_blank (s137_c9_L3 b c)).
  rewrite (tf_norm_game (s137_c9_R1 b c)).
  pose proof (use_s73 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s137_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s137_c9_R1 b c))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a==1 && b==0 && c==0: the board of s117 *)
Lemma s137_c10_p3 x (Hs117 : s117_claim x) :
  x = s137_board 1 0 0 -> fst (s137_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s137_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q3] in Hc |- *.
  pose proof (Hs117 1 ltac:(rewrite Hx; unfold s137_board, s117_board; board_eq)) as Ho0.
  rewrite (s117_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a==1 && b==0 && c==1: the board of s118 *)
Lemma s137_c11_p4 x (Hs118 : s118_claim x) :
  x = s137_board 1 0 1 -> fst (s137_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s137_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q4] in Hc |- *.
  pose proof (Hs118 1 1 ltac:(rewrite Hx; unfold s137_board, s118_board; board_eq)) as Ho0.
  rewrite (s118_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a==1 && b==0 && c>=2: the board of s118 *)
Lemma s137_c12_p5 x (Hs118 : s118_claim x) (c : nat) :
  x = s137_board 1 0 (2 + c) -> fst (s137_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s137_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s137_q5] in Hc |- *.
  pose proof (Hs118 1 (2 + c) ltac:(rewrite Hx; unfold s137_board, s118_board; board_eq)) as Ho0.
  rewrite (s118_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a==1 && b==1 && c==0: the board of s120 *)
Lemma s137_c13_p6 x (Hs120 : s120_claim x) :
  x = s137_board 1 1 0 -> fst (s137_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s137_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q6] in Hc |- *.
  pose proof (Hs120 1 1 ltac:(rewrite Hx; unfold s137_board, s120_board; board_eq)) as Ho0.
  rewrite (s120_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s137_c14_L : lmoves (s137_board 1 1 1) = [s110_board 1 2 1; s118_board 1 2; strip [] ([T; F; T; E; T; E; E; T; T; F]) []].
Proof. unfold s110_board, s118_board, s137_board, strip. tf_options. Qed.
Lemma s137_c14_L3 : tf_norm (strip [] ([T; F; T; E; T; E; E; T; T; F]) []) (s76_board 1) (5).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s137_c14_R : rmoves (s137_board 1 1 1) = [strip [] ([T; F; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c14_R1 : tf_norm (strip [] ([T; F; T; E; T; E; T; F]) [(1, 1)]) (s138_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a==1 && b==1 && c==1 *)
Lemma s137_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s137_board 1 1 1 -> fst (s137_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s137_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c14_L), (s137_c14_R); cbn [map].
  pose proof (use_s110 IH 1 2 1 (opt_l _ _ _ (s137_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH 1 2 (opt_l _ _ _ (s137_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s137_c14_L3)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s137_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s137_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s137_c14_R1)).
  pose proof (use_s138 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s137_c14_R) ltac:(cbn [In]; left; reflexivity) (s137_c14_R1))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s118_p4 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (5) (Nat2Z.is_nonneg _) I).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s137_c15_L (c : nat) : lmoves (s137_board 1 1 (2 + c)) = [s110_board 1 2 (2 + c); s118_board 1 (3 + c); strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s110_board, s118_board, s137_board, strip. tf_options. Qed.
Lemma s137_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board 1) (Z.of_nat (2 + c) + 4).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s137_c15_R (c : nat) : rmoves (s137_board 1 1 (2 + c)) = [strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c15_R1 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s138_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a==1 && b==1 && c>=2 *)
Lemma s137_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s137_board 1 1 (2 + c) -> fst (s137_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s137_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c15_L c), (s137_c15_R c); cbn [map].
  pose proof (use_s110 IH 1 2 (2 + c) (opt_l _ _ _ (s137_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH 1 (3 + c) (opt_l _ _ _ (s137_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s137_c15_L3 c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s137_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s137_c15_L3 c))) as Ho2.
  rewrite (tf_norm_game (s137_c15_R1 c)).
  pose proof (use_s138 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s137_c15_R c) ltac:(cbn [In]; left; reflexivity) (s137_c15_R1 c))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s118_p4 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + c) + 4) (Nat2Z.is_nonneg _) I).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a==1 && b>=2 && c==0: the board of s120 *)
Lemma s137_c16_p6 x (Hs120 : s120_claim x) (b : nat) :
  x = s137_board 1 (2 + b) 0 -> fst (s137_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s137_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q6] in Hc |- *.
  pose proof (Hs120 1 (2 + b) ltac:(rewrite Hx; unfold s137_board, s120_board; board_eq)) as Ho0.
  rewrite (s120_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s137_c17_L (b : nat) : lmoves (s137_board 1 (2 + b) 1) = [s110_board 1 (3 + b) 1; s137_board 1 (1 + b) 2; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s110_board, s137_board, strip. tf_options. Qed.
Lemma s137_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b) + 3).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s137_c17_R (b : nat) : rmoves (s137_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s138_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a==1 && b>=2 && c==1 *)
Lemma s137_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s137_board 1 (2 + b) 1 -> fst (s137_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s137_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c17_L b), (s137_c17_R b); cbn [map].
  pose proof (use_s110 IH 1 (3 + b) 1 (opt_l _ _ _ (s137_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s137 IH 1 (1 + b) 2 (opt_l _ _ _ (s137_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s137_c17_L3 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s137_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s137_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s137_c17_R1 b)).
  pose proof (use_s138 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s137_c17_R b) ltac:(cbn [In]; left; reflexivity) (s137_c17_R1 b))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s137_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + 3) (Nat2Z.is_nonneg _) I).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s137_c18_L (b c : nat) : lmoves (s137_board 1 (2 + b) (2 + c)) = [s110_board 1 (3 + b) (2 + c); s137_board 1 (1 + b) (3 + c); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s110_board, s137_board, strip. tf_options. Qed.
Lemma s137_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 1); (2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s137_c18_R (b c : nat) : rmoves (s137_board 1 (2 + b) (2 + c)) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c18_R1 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s138_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a==1 && b>=2 && c>=2 *)
Lemma s137_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s137_board 1 (2 + b) (2 + c) -> fst (s137_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s137_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c18_L b c), (s137_c18_R b c); cbn [map].
  pose proof (use_s110 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s137_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s137 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s137_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s137_c18_L3 b c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s137_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s137_c18_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s137_c18_R1 b c)).
  pose proof (use_s138 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s137_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s137_c18_R1 b c))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s137_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a>=2 && b==0 && c==0: the board of s117 *)
Lemma s137_c19_p1 x (Hs117 : s117_claim x) (a : nat) :
  x = s137_board (2 + a) 0 0 -> fst (s137_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s137_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q1] in Hc |- *.
  pose proof (Hs117 (2 + a) ltac:(rewrite Hx; unfold s137_board, s117_board; board_eq)) as Ho0.
  rewrite (s117_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s137_c19_p3 x (Hs117 : s117_claim x) (a : nat) :
  x = s137_board (2 + a) 0 0 -> fst (s137_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s137_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q3] in Hc |- *.
  pose proof (Hs117 (2 + a) ltac:(rewrite Hx; unfold s137_board, s117_board; board_eq)) as Ho0.
  rewrite (s117_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a>=2 && b==0 && c==1: the board of s118 *)
Lemma s137_c20_p4 x (Hs118 : s118_claim x) (a : nat) :
  x = s137_board (2 + a) 0 1 -> fst (s137_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s137_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q4] in Hc |- *.
  pose proof (Hs118 (2 + a) 1 ltac:(rewrite Hx; unfold s137_board, s118_board; board_eq)) as Ho0.
  rewrite (s118_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s137_c20_p8 x (Hs118 : s118_claim x) (a : nat) :
  x = s137_board (2 + a) 0 1 -> fst (s137_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s137_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q8] in Hc |- *.
  pose proof (Hs118 (2 + a) 1 ltac:(rewrite Hx; unfold s137_board, s118_board; board_eq)) as Ho0.
  rewrite (s118_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s137_c20_p10 x (Hs118 : s118_claim x) (a : nat) :
  x = s137_board (2 + a) 0 1 -> fst (s137_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s137_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q10] in Hc |- *.
  pose proof (Hs118 (2 + a) 1 ltac:(rewrite Hx; unfold s137_board, s118_board; board_eq)) as Ho0.
  rewrite (s118_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s137_c20_p11 x (Hs118 : s118_claim x) (a : nat) :
  x = s137_board (2 + a) 0 1 -> fst (s137_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s137_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q11] in Hc |- *.
  pose proof (Hs118 (2 + a) 1 ltac:(rewrite Hx; unfold s137_board, s118_board; board_eq)) as Ho0.
  rewrite (s118_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a>=2 && b==0 && c>=2: the board of s118 *)
Lemma s137_c21_p5 x (Hs118 : s118_claim x) (a c : nat) :
  x = s137_board (2 + a) 0 (2 + c) -> fst (s137_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s137_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s137_q5] in Hc |- *.
  pose proof (Hs118 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s137_board, s118_board; board_eq)) as Ho0.
  rewrite (s118_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a>=2 && b==1 && c==0: the board of s120 *)
Lemma s137_c22_p1 x (Hs120 : s120_claim x) (a : nat) :
  x = s137_board (2 + a) 1 0 -> fst (s137_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s137_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q1] in Hc |- *.
  pose proof (Hs120 (2 + a) 1 ltac:(rewrite Hx; unfold s137_board, s120_board; board_eq)) as Ho0.
  rewrite (s120_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s137_c22_p6 x (Hs120 : s120_claim x) (a : nat) :
  x = s137_board (2 + a) 1 0 -> fst (s137_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s137_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q6] in Hc |- *.
  pose proof (Hs120 (2 + a) 1 ltac:(rewrite Hx; unfold s137_board, s120_board; board_eq)) as Ho0.
  rewrite (s120_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s137_c22_p9 x (Hs120 : s120_claim x) (a : nat) :
  x = s137_board (2 + a) 1 0 -> fst (s137_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s137_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q9] in Hc |- *.
  pose proof (Hs120 (2 + a) 1 ltac:(rewrite Hx; unfold s137_board, s120_board; board_eq)) as Ho0.
  rewrite (s120_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s137_c23_L (a : nat) : lmoves (s137_board (2 + a) 1 1) = [s110_board (2 + a) 2 1; s118_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; T; T; F]) []].
Proof. unfold s110_board, s118_board, s137_board, strip. tf_options. Qed.
Lemma s137_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; T; T; F]) []) (s76_board (2 + a)) (5).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 1); (1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s137_c23_R (a : nat) : rmoves (s137_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F]) [(1, 1)]) (s138_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a>=2 && b==1 && c==1 *)
Lemma s137_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s137_board (2 + a) 1 1 -> fst (s137_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s137_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c23_L a), (s137_c23_R a); cbn [map].
  pose proof (use_s110 IH (2 + a) 2 1 (opt_l _ _ _ (s137_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH (2 + a) 2 (opt_l _ _ _ (s137_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s137_c23_L3 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s137_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s137_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s137_c23_R1 a)).
  pose proof (use_s138 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s137_c23_R a) ltac:(cbn [In]; left; reflexivity) (s137_c23_R1 a))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s118_p4 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (5) (Nat2Z.is_nonneg _) I).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s138_p3 Ho3 ltac:(zlia)).
    rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s137_c24_L (a c : nat) : lmoves (s137_board (2 + a) 1 (2 + c)) = [s110_board (2 + a) 2 (2 + c); s118_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s110_board, s118_board, s137_board, strip. tf_options. Qed.
Lemma s137_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board (2 + a)) (Z.of_nat (2 + c) + 4).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 1); (1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s137_c24_R (a c : nat) : rmoves (s137_board (2 + a) 1 (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c24_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s138_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a>=2 && b==1 && c>=2 *)
Lemma s137_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s137_board (2 + a) 1 (2 + c) -> fst (s137_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s137_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c24_L a c), (s137_c24_R a c); cbn [map].
  pose proof (use_s110 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s137_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH (2 + a) (3 + c) (opt_l _ _ _ (s137_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s137_c24_L3 a c)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s137_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s137_c24_L3 a c))) as Ho2.
  rewrite (tf_norm_game (s137_c24_R1 a c)).
  pose proof (use_s138 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s137_c24_R a c) ltac:(cbn [In]; left; reflexivity) (s137_c24_R1 a c))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s118_p4 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + c) + 4) (Nat2Z.is_nonneg _) I).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s138_p3 Ho3 ltac:(zlia)).
    rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s137 = T^a F T _ T^b _ T^c _ T F on a>=2 && b>=2 && c==0: the board of s120 *)
Lemma s137_c25_p6 x (Hs120 : s120_claim x) (a b : nat) :
  x = s137_board (2 + a) (2 + b) 0 -> fst (s137_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s137_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q6] in Hc |- *.
  pose proof (Hs120 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s137_board, s120_board; board_eq)) as Ho0.
  rewrite (s120_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s137_c25_p7 x (Hs120 : s120_claim x) (a b : nat) :
  x = s137_board (2 + a) (2 + b) 0 -> fst (s137_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s137_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s137_q7] in Hc |- *.
  pose proof (Hs120 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s137_board, s120_board; board_eq)) as Ho0.
  rewrite (s120_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s137_c26_L (a b : nat) : lmoves (s137_board (2 + a) (2 + b) 1) = [s110_board (2 + a) (3 + b) 1; s137_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s110_board, s137_board, strip. tf_options. Qed.
Lemma s137_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s76_board (2 + a)) (2 * Z.of_nat (2 + b) + 3).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F]) [(1, 1); (2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s137_c26_R (a b : nat) : rmoves (s137_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s137_board, strip. tf_options. Qed.
Lemma s137_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s138_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s137 = T^a F T _ T^b _ T^c _ T F on a>=2 && b>=2 && c==1 *)
Lemma s137_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s137_board (2 + a) (2 + b) 1 -> fst (s137_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s137_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s137_q5] in Hc |- *.
  rewrite tf_game_eq, (s137_c26_L a b), (s137_c26_R a b); cbn [map].
  pose proof (use_s110 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s137_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s137 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s137_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s137_c26_L3 a b)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s137_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s137_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s137_c26_R1 a b)).
  pose proof (use_s138 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s137_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s137_c26_R1 a b))) as Ho3.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s137_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + 3) (Nat2Z.is_nonneg _) I).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s138_p2 Ho3 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s138_p3 Ho3 ltac:(zlia)).
    rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

