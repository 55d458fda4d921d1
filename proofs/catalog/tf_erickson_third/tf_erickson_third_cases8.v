(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s35_c24_L (a c : nat) : lmoves (s35_board (2 + a) 1 (2 + c)) = [s60_board (1 + a) 1 1 (2 + c); s59_board (2 + a) 1 (1 + c)].
Proof. unfold s35_board, s59_board, s60_board. tf_options. Qed.
Lemma s35_c24_R (a c : nat) : rmoves (s35_board (2 + a) 1 (2 + c)) = [s131_board (2 + a) 0 1 0 (2 + c); s58_board (2 + a) 1 (2 + c)].
Proof. unfold s131_board, s35_board, s58_board. tf_options. Qed.
(* s35 = T^a _^2 T^b F^2 T^c _ F on a>=2 && b==1 && c>=2 *)
Lemma s35_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s35_board (2 + a) 1 (2 + c) -> fst (s35_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q2] in Hc |- *.
  rewrite tf_game_eq, (s35_c24_L a c), (s35_c24_R a c); cbn [map].
  pose proof (use_s60 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s35_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s59 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s35_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) 0 1 0 (2 + c) (opt_r _ _ _ (s35_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s58 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s35_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s60_p84 Ho0 ltac:(zlia)).
  rewrite (s59_p12 Ho1 ltac:(zlia)).
  rewrite (s131_p262 Ho2 ltac:(zlia)).
  rewrite (s58_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c24_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s35_board (2 + a) 1 (2 + c) -> fst (s35_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q19] in Hc |- *.
  rewrite tf_game_eq, (s35_c24_L a c), (s35_c24_R a c); cbn [map].
  pose proof (use_s60 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s35_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s59 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s35_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) 0 1 0 (2 + c) (opt_r _ _ _ (s35_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s58 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s35_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]]].
  {
    rewrite (s60_p85 Ho0 ltac:(zlia)).
    rewrite (s59_p13 Ho1 ltac:(zlia)).
    rewrite (s131_p263 Ho2 ltac:(zlia)).
    rewrite (s58_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s60_p86 Ho0 ltac:(zlia)).
    rewrite (s59_p13 Ho1 ltac:(zlia)).
    rewrite (s131_p263 Ho2 ltac:(zlia)).
    rewrite (s58_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s60_p108 Ho0 ltac:(zlia)).
    rewrite (s59_p13 Ho1 ltac:(zlia)).
    rewrite (s131_p280 Ho2 ltac:(zlia)).
    rewrite (s58_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s60_p109 Ho0 ltac:(zlia)).
    rewrite (s59_p13 Ho1 ltac:(zlia)).
    rewrite (s131_p280 Ho2 ltac:(zlia)).
    rewrite (s58_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s60_p110 Ho0 ltac:(zlia)).
    rewrite (s59_p13 Ho1 ltac:(zlia)).
    rewrite (s131_p280 Ho2 ltac:(zlia)).
    rewrite (s58_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s60_p111 Ho0 ltac:(zlia)).
    rewrite (s59_p13 Ho1 ltac:(zlia)).
    rewrite (s131_p280 Ho2 ltac:(zlia)).
    rewrite (s58_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s35_c24_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s35_board (2 + a) 1 (2 + c) -> fst (s35_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q29] in Hc |- *.
  rewrite tf_game_eq, (s35_c24_L a c), (s35_c24_R a c); cbn [map].
  pose proof (use_s60 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s35_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s59 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s35_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH (2 + a) 0 1 0 (2 + c) (opt_r _ _ _ (s35_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s58 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s35_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + c) >= 0 /\ Z.of_nat (2 + c) >= 4)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) = 1)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 2)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]].
  {
    rewrite (s60_p129 Ho0 ltac:(zlia)).
    rewrite (s59_p19 Ho1 ltac:(zlia)).
    rewrite (s131_p280 Ho2 ltac:(zlia)).
    rewrite (s58_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s60_p130 Ho0 ltac:(zlia)).
    rewrite (s59_p19 Ho1 ltac:(zlia)).
    rewrite (s131_p280 Ho2 ltac:(zlia)).
    rewrite (s58_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s60_p131 Ho0 ltac:(zlia)).
    rewrite (s59_p19 Ho1 ltac:(zlia)).
    rewrite (s131_p280 Ho2 ltac:(zlia)).
    rewrite (s58_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s60_p132 Ho0 ltac:(zlia)).
    rewrite (s59_p19 Ho1 ltac:(zlia)).
    rewrite (s131_p280 Ho2 ltac:(zlia)).
    rewrite (s58_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s60_p133 Ho0 ltac:(zlia)).
    rewrite (s59_p19 Ho1 ltac:(zlia)).
    rewrite (s131_p280 Ho2 ltac:(zlia)).
    rewrite (s58_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s35_c25_L (a b : nat) : lmoves (s35_board (2 + a) (2 + b) 0) = [s60_board (1 + a) 1 (2 + b) 0].
Proof. unfold s35_board, s60_board. tf_options. Qed.
Lemma s35_c25_R (a b : nat) : rmoves (s35_board (2 + a) (2 + b) 0) = [s11_board (2 + a) (2 + b)].
Proof. unfold s11_board, s35_board. tf_options. Qed.
(* s35 = T^a _^2 T^b F^2 T^c _ F on a>=2 && b>=2 && c==0 *)
Lemma s35_c25_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 0 -> fst (s35_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s35_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s35_q11] in Hc |- *.
  rewrite tf_game_eq, (s35_c25_L a b), (s35_c25_R a b); cbn [map].
  pose proof (use_s60 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s35_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) (2 + b) (opt_r _ _ _ (s35_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s60_p25 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s35_c26_L (a b : nat) : lmoves (s35_board (2 + a) (2 + b) 1) = [s60_board (1 + a) 1 (2 + b) 1; s59_board (2 + a) (2 + b) 0].
Proof. unfold s35_board, s59_board, s60_board. tf_options. Qed.
Lemma s35_c26_R (a b : nat) : rmoves (s35_board (2 + a) (2 + b) 1) = [s58_board (2 + a) (2 + b) 1].
Proof. unfold s35_board, s58_board. tf_options. Qed.
(* s35 = T^a _^2 T^b F^2 T^c _ F on a>=2 && b>=2 && c==1 *)
Lemma s35_c26_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s35_board (2 + a) (2 + b) 1 -> fst (s35_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s35_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s35_q12] in Hc |- *.
  rewrite tf_game_eq, (s35_c26_L a b), (s35_c26_R a b); cbn [map].
  pose proof (use_s60 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s35_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s59 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s35_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s58 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s35_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s60_p26 Ho0 ltac:(zlia)).
  rewrite (s59_p6 Ho1 ltac:(zlia)).
  rewrite (s58_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c27_L (a b c : nat) : lmoves (s35_board (2 + a) (2 + b) (2 + c)) = [s60_board (1 + a) 1 (2 + b) (2 + c); s59_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s35_board, s59_board, s60_board. tf_options. Qed.
Lemma s35_c27_R (a b c : nat) : rmoves (s35_board (2 + a) (2 + b) (2 + c)) = [s58_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s35_board, s58_board. tf_options. Qed.
(* s35 = T^a _^2 T^b F^2 T^c _ F on a>=2 && b>=2 && c>=2 *)
Lemma s35_c27_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) -> fst (s35_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q10] in Hc |- *.
  rewrite tf_game_eq, (s35_c27_L a b c), (s35_c27_R a b c); cbn [map].
  pose proof (use_s60 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s35_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s59 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s35_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s58 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s35_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s60_p27 Ho0 ltac:(zlia)).
  rewrite (s59_p5 Ho1 ltac:(zlia)).
  rewrite (s58_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c27_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) -> fst (s35_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q13] in Hc |- *.
  rewrite tf_game_eq, (s35_c27_L a b c), (s35_c27_R a b c); cbn [map].
  pose proof (use_s60 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s35_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s59 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s35_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s58 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s35_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s60_p15 Ho0 ltac:(zlia)).
  rewrite (s59_p6 Ho1 ltac:(zlia)).
  rewrite (s58_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s35_c27_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s35_board (2 + a) (2 + b) (2 + c) -> fst (s35_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s35_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s35_q14] in Hc |- *.
  rewrite tf_game_eq, (s35_c27_L a b c), (s35_c27_R a b c); cbn [map].
  pose proof (use_s60 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s35_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s59 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s35_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s58 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s35_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s60_p28 Ho0 ltac:(zlia)).
  rewrite (s59_p7 Ho1 ltac:(zlia)).
  rewrite (s58_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c1_L : lmoves (s36_board 0 0 0) = [].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c1_R : rmoves (s36_board 0 0 0) = [strip [(0, 1); (1, 1); (2, 1)] ([]) []; strip [(1, 2); (1, 1)] ([E]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c1_R1 : tf_norm (strip [(0, 1); (1, 1); (2, 1)] ([]) []) (repeat E 3) (-4).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1); (2, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s36_c1_R2 : tf_norm (strip [(1, 2); (1, 1)] ([E]) []) (repeat E 3) (-4).
Proof. apply (tf_norm_by _ [(1, 2); (1, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==0 && b==0 && c==0 *)
Lemma s36_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 0 0 0 -> fst (s36_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q1] in Hc |- *.
  rewrite tf_game_eq, (s36_c1_L), (s36_c1_R); cbn [map].
  rewrite (tf_norm_blank (s36_c1_R1)).
  rewrite (tf_norm_blank (s36_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s36_c2_L : lmoves (s36_board 0 0 1) = [strip [(1, 2)] ([E; T; E; F]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c2_L1 : tf_norm (strip [(1, 2)] ([E; T; E; F]) []) (s37_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c2_R : rmoves (s36_board 0 0 1) = [strip [(0, 1); (1, 1)] ([T; E; E; F]) []; strip [(1, 2)] ([T; E; F; E]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c2_R1 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; E; F]) []) (s28_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c2_R2 : tf_norm (strip [(1, 2)] ([T; E; F; E]) []) (s73_board 0 1 0) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==0 && b==0 && c==1 *)
Lemma s36_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 0 0 1 -> fst (s36_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q2] in Hc |- *.
  rewrite tf_game_eq, (s36_c2_L), (s36_c2_R); cbn [map].
  rewrite (tf_norm_game (s36_c2_L1)).
  pose proof (use_s37 IH 0 1 (opt_norm_l _ _ _ _ _ (s36_c2_L) ltac:(cbn [In]; left; reflexivity) (s36_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s36_c2_R1)).
  pose proof (use_s28 IH 0 1 (opt_norm_r _ _ _ _ _ (s36_c2_R) ltac:(cbn [In]; left; reflexivity) (s36_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s36_c2_R2)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s36_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s36_c2_R2))) as Ho2.
  rewrite (s37_p1 Ho0 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c3_L (c : nat) : lmoves (s36_board 0 0 (2 + c)) = [strip [(1, 2)] (repeat T (1 + c) ++ [E; T; E; F]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c3_L1 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (1 + c) ++ [E; T; E; F]) []) (s43_board 0 (1 + c) 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (1 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c3_R (c : nat) : rmoves (s36_board 0 0 (2 + c)) = [strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; F]) []; strip [(1, 2)] (repeat T (2 + c) ++ [E; F; E]) []].
Proof. unfold s36_board, strip. tf_options. Qed.
Lemma s36_c3_R1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; F]) []) (s28_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s36_c3_R2 (c : nat) : tf_norm (strip [(1, 2)] (repeat T (2 + c) ++ [E; F; E]) []) (s73_board 0 (2 + c) 0) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (repeat T (2 + c) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==0 && b==0 && c>=2 *)
Lemma s36_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s36_board 0 0 (2 + c) -> fst (s36_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q4] in Hc |- *.
  rewrite tf_game_eq, (s36_c3_L c), (s36_c3_R c); cbn [map].
  rewrite (tf_norm_game (s36_c3_L1 c)).
  pose proof (use_s43 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s36_c3_L c) ltac:(cbn [In]; left; reflexivity) (s36_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s36_c3_R1 c)).
  pose proof (use_s28 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s36_c3_R c) ltac:(cbn [In]; left; reflexivity) (s36_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s36_c3_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s36_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s36_c3_R2 c))) as Ho2.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s28_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c4_L : lmoves (s36_board 0 1 0) = [].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c4_R : rmoves (s36_board 0 1 0) = [strip [(0, 1)] ([T; E; F; E; E; F]) []; s124_board 0 1 0 0].
Proof. unfold s124_board, s36_board, strip. tf_options. Qed.
Lemma s36_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; F; E; E; F]) []) (s32_board 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==0 && b==1 && c==0 *)
Lemma s36_c4_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 0 1 0 -> fst (s36_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q2] in Hc |- *.
  rewrite tf_game_eq, (s36_c4_L), (s36_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s36_c4_R1)).
  pose proof (use_s32 IH 1 0 0 (opt_norm_r _ _ _ _ _ (s36_c4_R) ltac:(cbn [In]; left; reflexivity) (s36_c4_R1))) as Ho0.
  pose proof (use_s124 IH 0 1 0 0 (opt_r _ _ _ (s36_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s32_p1 Ho0 ltac:(zlia)).
  rewrite (s124_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s36_c5_L : lmoves (s36_board 0 1 1) = [s93_board 0 1 0 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c5_R : rmoves (s36_board 0 1 1) = [strip [(0, 1)] ([T; E; F; T; E; E; F]) []; s124_board 0 1 1 0].
Proof. unfold s124_board, s36_board, strip. tf_options. Qed.
Lemma s36_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; E; F]) []) (s32_board 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==0 && b==1 && c==1 *)
Lemma s36_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 0 1 1 -> fst (s36_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q5] in Hc |- *.
  rewrite tf_game_eq, (s36_c5_L), (s36_c5_R); cbn [map].
  pose proof (use_s93 IH 0 1 0 1 (opt_l _ _ _ (s36_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s36_c5_R1)).
  pose proof (use_s32 IH 1 0 1 (opt_norm_r _ _ _ _ _ (s36_c5_R) ltac:(cbn [In]; left; reflexivity) (s36_c5_R1))) as Ho1.
  pose proof (use_s124 IH 0 1 1 0 (opt_r _ _ _ (s36_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s93_p11 Ho0 ltac:(zlia)).
  rewrite (s32_p9 Ho1 ltac:(zlia)).
  rewrite (s124_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s36_c6_L (c : nat) : lmoves (s36_board 0 1 (2 + c)) = [s93_board 0 1 (1 + c) 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c6_R (c : nat) : rmoves (s36_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) []; s124_board 0 1 (2 + c) 0].
Proof. unfold s124_board, s36_board, strip. tf_options. Qed.
Lemma s36_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) []) (s32_board 1 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==0 && b==1 && c>=2 *)
Lemma s36_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s36_board 0 1 (2 + c) -> fst (s36_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q5] in Hc |- *.
  rewrite tf_game_eq, (s36_c6_L c), (s36_c6_R c); cbn [map].
  pose proof (use_s93 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s36_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s36_c6_R1 c)).
  pose proof (use_s32 IH 1 0 (2 + c) (opt_norm_r _ _ _ _ _ (s36_c6_R c) ltac:(cbn [In]; left; reflexivity) (s36_c6_R1 c))) as Ho1.
  pose proof (use_s124 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s36_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s93_p22 Ho0 ltac:(zlia)).
  rewrite (s32_p9 Ho1 ltac:(zlia)).
  rewrite (s124_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s36_c7_L (b : nat) : lmoves (s36_board 0 (2 + b) 0) = [].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c7_R (b : nat) : rmoves (s36_board 0 (2 + b) 0) = [s124_board 0 (2 + b) 0 0].
Proof. unfold s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==0 && b>=2 && c==0 *)
Lemma s36_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 0 (2 + b) 0 -> fst (s36_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s36_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q3] in Hc |- *.
  rewrite tf_game_eq, (s36_c7_L b), (s36_c7_R b); cbn [map].
  pose proof (use_s124 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s36_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s124_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c8_L (b : nat) : lmoves (s36_board 0 (2 + b) 1) = [s93_board 0 (2 + b) 0 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c8_R (b : nat) : rmoves (s36_board 0 (2 + b) 1) = [s124_board 0 (2 + b) 1 0].
Proof. unfold s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==0 && b>=2 && c==1 *)
Lemma s36_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 0 (2 + b) 1 -> fst (s36_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s36_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q5] in Hc |- *.
  rewrite tf_game_eq, (s36_c8_L b), (s36_c8_R b); cbn [map].
  pose proof (use_s93 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s36_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s36_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s93_p11 Ho0 ltac:(zlia)).
  rewrite (s124_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c9_L (b c : nat) : lmoves (s36_board 0 (2 + b) (2 + c)) = [s93_board 0 (2 + b) (1 + c) 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c9_R (b c : nat) : rmoves (s36_board 0 (2 + b) (2 + c)) = [s124_board 0 (2 + b) (2 + c) 0].
Proof. unfold s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==0 && b>=2 && c>=2 *)
Lemma s36_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s36_board 0 (2 + b) (2 + c) -> fst (s36_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q5] in Hc |- *.
  rewrite tf_game_eq, (s36_c9_L b c), (s36_c9_R b c); cbn [map].
  pose proof (use_s93 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s36_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s36_c9_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s93_p22 Ho0 ltac:(zlia)).
  rewrite (s124_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c10_L : lmoves (s36_board 1 0 0) = [s36_board 0 1 0].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c10_R : rmoves (s36_board 1 0 0) = [s103_board 1 0 0; s124_board 1 0 0 0].
Proof. unfold s103_board, s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==1 && b==0 && c==0 *)
Lemma s36_c10_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 1 0 0 -> fst (s36_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q7] in Hc |- *.
  rewrite tf_game_eq, (s36_c10_L), (s36_c10_R); cbn [map].
  pose proof (use_s36 IH 0 1 0 (opt_l _ _ _ (s36_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s103 IH 1 0 0 (opt_r _ _ _ (s36_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 1 0 0 0 (opt_r _ _ _ (s36_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  rewrite (s103_p8 Ho1 ltac:(zlia)).
  rewrite (s124_p10 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s36_c11_L : lmoves (s36_board 1 0 1) = [s36_board 0 1 1; s93_board 1 0 0 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c11_R : rmoves (s36_board 1 0 1) = [s103_board 1 0 1; s124_board 1 0 1 0].
Proof. unfold s103_board, s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==1 && b==0 && c==1 *)
Lemma s36_c11_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 1 0 1 -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c11_L), (s36_c11_R); cbn [map].
  pose proof (use_s36 IH 0 1 1 (opt_l _ _ _ (s36_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 0 0 1 (opt_l _ _ _ (s36_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH 1 0 1 (opt_r _ _ _ (s36_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 0 1 0 (opt_r _ _ _ (s36_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  rewrite (s93_p27 Ho1 ltac:(zlia)).
  rewrite (s103_p2 Ho2 ltac:(zlia)).
  rewrite (s124_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s36_c12_L (c : nat) : lmoves (s36_board 1 0 (2 + c)) = [s36_board 0 1 (2 + c); s93_board 1 0 (1 + c) 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c12_R (c : nat) : rmoves (s36_board 1 0 (2 + c)) = [s103_board 1 0 (2 + c); s124_board 1 0 (2 + c) 0].
Proof. unfold s103_board, s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==1 && b==0 && c>=2 *)
Lemma s36_c12_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s36_board 1 0 (2 + c) -> fst (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q8] in Hc |- *.
  rewrite tf_game_eq, (s36_c12_L c), (s36_c12_R c); cbn [map].
  pose proof (use_s36 IH 0 1 (2 + c) (opt_l _ _ _ (s36_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s36_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH 1 0 (2 + c) (opt_r _ _ _ (s36_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s36_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  rewrite (s93_p31 Ho1 ltac:(zlia)).
  rewrite (s103_p2 Ho2 ltac:(zlia)).
  rewrite (s124_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s36_c13_L : lmoves (s36_board 1 1 0) = [s36_board 0 2 0].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c13_R : rmoves (s36_board 1 1 0) = [s136_board 1 0 0; s124_board 1 1 0 0].
Proof. unfold s124_board, s136_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==1 && b==1 && c==0 *)
Lemma s36_c13_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 1 1 0 -> fst (s36_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q2] in Hc |- *.
  rewrite tf_game_eq, (s36_c13_L), (s36_c13_R); cbn [map].
  pose proof (use_s36 IH 0 2 0 (opt_l _ _ _ (s36_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s136 IH 1 0 0 (opt_r _ _ _ (s36_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 1 1 0 0 (opt_r _ _ _ (s36_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s136_p7 Ho1 ltac:(zlia)).
  rewrite (s124_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s36_c14_L : lmoves (s36_board 1 1 1) = [s36_board 0 2 1; s93_board 1 1 0 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c14_R : rmoves (s36_board 1 1 1) = [s136_board 1 0 1; s124_board 1 1 1 0].
Proof. unfold s124_board, s136_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==1 && b==1 && c==1 *)
Lemma s36_c14_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s36_board 1 1 1 -> fst (s36_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q10] in Hc |- *.
  rewrite tf_game_eq, (s36_c14_L), (s36_c14_R); cbn [map].
  pose proof (use_s36 IH 0 2 1 (opt_l _ _ _ (s36_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 1 0 1 (opt_l _ _ _ (s36_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH 1 0 1 (opt_r _ _ _ (s36_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 1 1 0 (opt_r _ _ _ (s36_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  rewrite (s93_p34 Ho1 ltac:(zlia)).
  rewrite (s136_p2 Ho2 ltac:(zlia)).
  rewrite (s124_p15 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s36_c15_L (c : nat) : lmoves (s36_board 1 1 (2 + c)) = [s36_board 0 2 (2 + c); s93_board 1 1 (1 + c) 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c15_R (c : nat) : rmoves (s36_board 1 1 (2 + c)) = [s136_board 1 0 (2 + c); s124_board 1 1 (2 + c) 0].
Proof. unfold s124_board, s136_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==1 && b==1 && c>=2 *)
Lemma s36_c15_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s36_board 1 1 (2 + c) -> fst (s36_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q10] in Hc |- *.
  rewrite tf_game_eq, (s36_c15_L c), (s36_c15_R c); cbn [map].
  pose proof (use_s36 IH 0 2 (2 + c) (opt_l _ _ _ (s36_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s36_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH 1 0 (2 + c) (opt_r _ _ _ (s36_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s36_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  rewrite (s93_p39 Ho1 ltac:(zlia)).
  rewrite (s136_p2 Ho2 ltac:(zlia)).
  rewrite (s124_p15 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s36_c16_L (b : nat) : lmoves (s36_board 1 (2 + b) 0) = [s36_board 0 (3 + b) 0].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c16_R (b : nat) : rmoves (s36_board 1 (2 + b) 0) = [s124_board 1 (2 + b) 0 0].
Proof. unfold s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==1 && b>=2 && c==0 *)
Lemma s36_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 1 (2 + b) 0 -> fst (s36_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s36_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q3] in Hc |- *.
  rewrite tf_game_eq, (s36_c16_L b), (s36_c16_R b); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) 0 (opt_l _ _ _ (s36_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s36_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s124_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c17_L (b : nat) : lmoves (s36_board 1 (2 + b) 1) = [s36_board 0 (3 + b) 1; s93_board 1 (2 + b) 0 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c17_R (b : nat) : rmoves (s36_board 1 (2 + b) 1) = [s124_board 1 (2 + b) 1 0].
Proof. unfold s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==1 && b>=2 && c==1 *)
Lemma s36_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s36_board 1 (2 + b) 1 -> fst (s36_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s36_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q6] in Hc |- *.
  rewrite tf_game_eq, (s36_c17_L b), (s36_c17_R b); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) 1 (opt_l _ _ _ (s36_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s36_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s36_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  rewrite (s93_p12 Ho1 ltac:(zlia)).
  rewrite (s124_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c18_L (b c : nat) : lmoves (s36_board 1 (2 + b) (2 + c)) = [s36_board 0 (3 + b) (2 + c); s93_board 1 (2 + b) (1 + c) 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c18_R (b c : nat) : rmoves (s36_board 1 (2 + b) (2 + c)) = [s124_board 1 (2 + b) (2 + c) 0].
Proof. unfold s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a==1 && b>=2 && c>=2 *)
Lemma s36_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s36_board 1 (2 + b) (2 + c) -> fst (s36_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q6] in Hc |- *.
  rewrite tf_game_eq, (s36_c18_L b c), (s36_c18_R b c); cbn [map].
  pose proof (use_s36 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s36_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s36_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s36_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p5 Ho0 ltac:(zlia)).
  rewrite (s93_p23 Ho1 ltac:(zlia)).
  rewrite (s124_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c19_L (a : nat) : lmoves (s36_board (2 + a) 0 0) = [s36_board (1 + a) 1 0].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c19_R (a : nat) : rmoves (s36_board (2 + a) 0 0) = [s103_board (2 + a) 0 0; s124_board (2 + a) 0 0 0].
Proof. unfold s103_board, s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a>=2 && b==0 && c==0 *)
Lemma s36_c19_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 0 0 -> fst (s36_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q11] in Hc |- *.
  rewrite tf_game_eq, (s36_c19_L a), (s36_c19_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 0 (opt_l _ _ _ (s36_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s103 IH (2 + a) 0 0 (opt_r _ _ _ (s36_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) 0 0 0 (opt_r _ _ _ (s36_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  rewrite (s103_p10 Ho1 ltac:(zlia)).
  rewrite (s124_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s36_c19_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 0 0 -> fst (s36_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q14] in Hc |- *.
  rewrite tf_game_eq, (s36_c19_L a), (s36_c19_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 0 (opt_l _ _ _ (s36_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s103 IH (2 + a) 0 0 (opt_r _ _ _ (s36_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) 0 0 0 (opt_r _ _ _ (s36_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s36_p13 Ho0 ltac:(zlia)).
  rewrite (s103_p14 Ho1 ltac:(zlia)).
  rewrite (s124_p24 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s36_c19_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 0 0 -> fst (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q17] in Hc |- *.
  rewrite tf_game_eq, (s36_c19_L a), (s36_c19_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 0 (opt_l _ _ _ (s36_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s103 IH (2 + a) 0 0 (opt_r _ _ _ (s36_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) 0 0 0 (opt_r _ _ _ (s36_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s36_p16 Ho0 ltac:(zlia)).
  rewrite (s103_p14 Ho1 ltac:(zlia)).
  rewrite (s124_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s36_c19_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 0 0 -> fst (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q20] in Hc |- *.
  rewrite tf_game_eq, (s36_c19_L a), (s36_c19_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 0 (opt_l _ _ _ (s36_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s103 IH (2 + a) 0 0 (opt_r _ _ _ (s36_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) 0 0 0 (opt_r _ _ _ (s36_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s36_p19 Ho0 ltac:(zlia)).
  rewrite (s103_p14 Ho1 ltac:(zlia)).
  rewrite (s124_p31 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s36_c19_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 0 0 -> fst (s36_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s36_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q23] in Hc |- *.
  rewrite tf_game_eq, (s36_c19_L a), (s36_c19_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 0 (opt_l _ _ _ (s36_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s103 IH (2 + a) 0 0 (opt_r _ _ _ (s36_c19_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) 0 0 0 (opt_r _ _ _ (s36_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s36_p22 Ho0 ltac:(zlia)).
  rewrite (s103_p14 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) = 7)%Z \/ (Z.of_nat (2 + a) >= 8)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s124_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s124_p35 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s124_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s36_c20_L (a : nat) : lmoves (s36_board (2 + a) 0 1) = [s36_board (1 + a) 1 1; s93_board (2 + a) 0 0 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c20_R (a : nat) : rmoves (s36_board (2 + a) 0 1) = [s103_board (2 + a) 0 1; s124_board (2 + a) 0 1 0].
Proof. unfold s103_board, s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a>=2 && b==0 && c==1 *)
Lemma s36_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 0 1 -> fst (s36_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q12] in Hc |- *.
  rewrite tf_game_eq, (s36_c20_L a), (s36_c20_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 1 (opt_l _ _ _ (s36_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 0 0 1 (opt_l _ _ _ (s36_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH (2 + a) 0 1 (opt_r _ _ _ (s36_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 1 0 (opt_r _ _ _ (s36_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p10 Ho0 ltac:(zlia)).
  rewrite (s93_p43 Ho1 ltac:(zlia)).
  rewrite (s103_p11 Ho2 ltac:(zlia)).
  rewrite (s124_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s36_c20_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 0 1 -> fst (s36_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q15] in Hc |- *.
  rewrite tf_game_eq, (s36_c20_L a), (s36_c20_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 1 (opt_l _ _ _ (s36_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 0 0 1 (opt_l _ _ _ (s36_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH (2 + a) 0 1 (opt_r _ _ _ (s36_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 1 0 (opt_r _ _ _ (s36_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p9 Ho0 ltac:(zlia)).
  rewrite (s93_p57 Ho1 ltac:(zlia)).
  rewrite (s103_p15 Ho2 ltac:(zlia)).
  rewrite (s124_p26 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s36_c20_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 0 1 -> fst (s36_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q18] in Hc |- *.
  rewrite tf_game_eq, (s36_c20_L a), (s36_c20_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 1 (opt_l _ _ _ (s36_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 0 0 1 (opt_l _ _ _ (s36_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH (2 + a) 0 1 (opt_r _ _ _ (s36_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 1 0 (opt_r _ _ _ (s36_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p9 Ho0 ltac:(zlia)).
  rewrite (s93_p70 Ho1 ltac:(zlia)).
  rewrite (s103_p18 Ho2 ltac:(zlia)).
  rewrite (s124_p30 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s36_c20_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 0 1 -> fst (s36_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s36_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q21] in Hc |- *.
  rewrite tf_game_eq, (s36_c20_L a), (s36_c20_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 1 (opt_l _ _ _ (s36_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 0 0 1 (opt_l _ _ _ (s36_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH (2 + a) 0 1 (opt_r _ _ _ (s36_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 1 0 (opt_r _ _ _ (s36_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p9 Ho0 ltac:(zlia)).
  rewrite (s93_p86 Ho1 ltac:(zlia)).
  rewrite (s103_p20 Ho2 ltac:(zlia)).
  rewrite (s124_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s36_c21_L (a c : nat) : lmoves (s36_board (2 + a) 0 (2 + c)) = [s36_board (1 + a) 1 (2 + c); s93_board (2 + a) 0 (1 + c) 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c21_R (a c : nat) : rmoves (s36_board (2 + a) 0 (2 + c)) = [s103_board (2 + a) 0 (2 + c); s124_board (2 + a) 0 (2 + c) 0].
Proof. unfold s103_board, s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a>=2 && b==0 && c>=2 *)
Lemma s36_c21_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s36_board (2 + a) 0 (2 + c) -> fst (s36_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q12] in Hc |- *.
  rewrite tf_game_eq, (s36_c21_L a c), (s36_c21_R a c); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s36_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s36_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s36_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s36_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p10 Ho0 ltac:(zlia)).
  rewrite (s93_p48 Ho1 ltac:(zlia)).
  rewrite (s103_p11 Ho2 ltac:(zlia)).
  rewrite (s124_p20 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s36_c21_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s36_board (2 + a) 0 (2 + c) -> fst (s36_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q15] in Hc |- *.
  rewrite tf_game_eq, (s36_c21_L a c), (s36_c21_R a c); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s36_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s36_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s36_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s36_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p9 Ho0 ltac:(zlia)).
  rewrite (s93_p62 Ho1 ltac:(zlia)).
  rewrite (s103_p15 Ho2 ltac:(zlia)).
  rewrite (s124_p26 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s36_c21_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s36_board (2 + a) 0 (2 + c) -> fst (s36_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q18] in Hc |- *.
  rewrite tf_game_eq, (s36_c21_L a c), (s36_c21_R a c); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s36_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s36_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s36_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s36_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p9 Ho0 ltac:(zlia)).
  rewrite (s93_p75 Ho1 ltac:(zlia)).
  rewrite (s103_p18 Ho2 ltac:(zlia)).
  rewrite (s124_p30 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s36_c21_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s36_board (2 + a) 0 (2 + c) -> fst (s36_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q21] in Hc |- *.
  rewrite tf_game_eq, (s36_c21_L a c), (s36_c21_R a c); cbn [map].
  pose proof (use_s36 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s36_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s36_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s103 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s36_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s36_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p9 Ho0 ltac:(zlia)).
  rewrite (s93_p92 Ho1 ltac:(zlia)).
  rewrite (s103_p20 Ho2 ltac:(zlia)).
  rewrite (s124_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s36_c22_L (a : nat) : lmoves (s36_board (2 + a) 1 0) = [s36_board (1 + a) 2 0].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c22_R (a : nat) : rmoves (s36_board (2 + a) 1 0) = [s136_board (2 + a) 0 0; s124_board (2 + a) 1 0 0].
Proof. unfold s124_board, s136_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a>=2 && b==1 && c==0 *)
Lemma s36_c22_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 1 0 -> fst (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q13] in Hc |- *.
  rewrite tf_game_eq, (s36_c22_L a), (s36_c22_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 0 (opt_l _ _ _ (s36_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s136 IH (2 + a) 0 0 (opt_r _ _ _ (s36_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) 1 0 0 (opt_r _ _ _ (s36_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s136_p8 Ho1 ltac:(zlia)).
  rewrite (s124_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s36_c22_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 1 0 -> fst (s36_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q16] in Hc |- *.
  rewrite tf_game_eq, (s36_c22_L a), (s36_c22_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 0 (opt_l _ _ _ (s36_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s136 IH (2 + a) 0 0 (opt_r _ _ _ (s36_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) 1 0 0 (opt_r _ _ _ (s36_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s136_p9 Ho1 ltac:(zlia)).
  rewrite (s124_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s36_c22_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 1 0 -> fst (s36_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q19] in Hc |- *.
  rewrite tf_game_eq, (s36_c22_L a), (s36_c22_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 0 (opt_l _ _ _ (s36_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s136 IH (2 + a) 0 0 (opt_r _ _ _ (s36_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) 1 0 0 (opt_r _ _ _ (s36_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s136_p10 Ho1 ltac:(zlia)).
  rewrite (s124_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s36_c22_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 1 0 -> fst (s36_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s36_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q22] in Hc |- *.
  rewrite tf_game_eq, (s36_c22_L a), (s36_c22_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 0 (opt_l _ _ _ (s36_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s136 IH (2 + a) 0 0 (opt_r _ _ _ (s36_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) 1 0 0 (opt_r _ _ _ (s36_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s136_p11 Ho1 ltac:(zlia)).
  rewrite (s124_p27 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s36_c23_L (a : nat) : lmoves (s36_board (2 + a) 1 1) = [s36_board (1 + a) 2 1; s93_board (2 + a) 1 0 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c23_R (a : nat) : rmoves (s36_board (2 + a) 1 1) = [s136_board (2 + a) 0 1; s124_board (2 + a) 1 1 0].
Proof. unfold s124_board, s136_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a>=2 && b==1 && c==1 *)
Lemma s36_c23_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s36_board (2 + a) 1 1 -> fst (s36_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s36_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q9] in Hc |- *.
  rewrite tf_game_eq, (s36_c23_L a), (s36_c23_R a); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 1 (opt_l _ _ _ (s36_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 1 0 1 (opt_l _ _ _ (s36_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH (2 + a) 0 1 (opt_r _ _ _ (s36_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 1 1 0 (opt_r _ _ _ (s36_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s93_p51 Ho1 ltac:(zlia)).
    rewrite (s136_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s93_p65 Ho1 ltac:(zlia)).
    rewrite (s136_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s93_p78 Ho1 ltac:(zlia)).
    rewrite (s136_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p23 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s36_c24_L (a c : nat) : lmoves (s36_board (2 + a) 1 (2 + c)) = [s36_board (1 + a) 2 (2 + c); s93_board (2 + a) 1 (1 + c) 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c24_R (a c : nat) : rmoves (s36_board (2 + a) 1 (2 + c)) = [s136_board (2 + a) 0 (2 + c); s124_board (2 + a) 1 (2 + c) 0].
Proof. unfold s124_board, s136_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a>=2 && b==1 && c>=2 *)
Lemma s36_c24_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s36_board (2 + a) 1 (2 + c) -> fst (s36_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q9] in Hc |- *.
  rewrite tf_game_eq, (s36_c24_L a c), (s36_c24_R a c); cbn [map].
  pose proof (use_s36 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s36_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s36_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s136 IH (2 + a) 0 (2 + c) (opt_r _ _ _ (s36_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s36_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  rewrite (s93_p55 Ho1 ltac:(zlia)).
  rewrite (s136_p2 Ho2 ltac:(zlia)).
  rewrite (s124_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s36_c25_L (a b : nat) : lmoves (s36_board (2 + a) (2 + b) 0) = [s36_board (1 + a) (3 + b) 0].
Proof. unfold s36_board. tf_options. Qed.
Lemma s36_c25_R (a b : nat) : rmoves (s36_board (2 + a) (2 + b) 0) = [s124_board (2 + a) (2 + b) 0 0].
Proof. unfold s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a>=2 && b>=2 && c==0 *)
Lemma s36_c25_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 0 -> fst (s36_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s36_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s36_q3] in Hc |- *.
  rewrite tf_game_eq, (s36_c25_L a b), (s36_c25_R a b); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s36_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s124 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s36_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  rewrite (s124_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c26_L (a b : nat) : lmoves (s36_board (2 + a) (2 + b) 1) = [s36_board (1 + a) (3 + b) 1; s93_board (2 + a) (2 + b) 0 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c26_R (a b : nat) : rmoves (s36_board (2 + a) (2 + b) 1) = [s124_board (2 + a) (2 + b) 1 0].
Proof. unfold s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a>=2 && b>=2 && c==1 *)
Lemma s36_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s36_board (2 + a) (2 + b) 1 -> fst (s36_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s36_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s36_q6] in Hc |- *.
  rewrite tf_game_eq, (s36_c26_L a b), (s36_c26_R a b); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s36_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s36_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s36_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  rewrite (s93_p12 Ho1 ltac:(zlia)).
  rewrite (s124_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s36_c27_L (a b c : nat) : lmoves (s36_board (2 + a) (2 + b) (2 + c)) = [s36_board (1 + a) (3 + b) (2 + c); s93_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s36_board, s93_board. tf_options. Qed.
Lemma s36_c27_R (a b c : nat) : rmoves (s36_board (2 + a) (2 + b) (2 + c)) = [s124_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s124_board, s36_board. tf_options. Qed.
(* s36 = T^a _ T^b F^2 T^c _^2 F on a>=2 && b>=2 && c>=2 *)
Lemma s36_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s36_board (2 + a) (2 + b) (2 + c) -> fst (s36_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s36_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s36_q6] in Hc |- *.
  rewrite tf_game_eq, (s36_c27_L a b c), (s36_c27_R a b c); cbn [map].
  pose proof (use_s36 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s36_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s93 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s36_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s124 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s36_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  rewrite (s93_p23 Ho1 ltac:(zlia)).
  rewrite (s124_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s37 = T^a _^2 T^b _ F on a==0 && b==0: the board of s17 *)
Lemma s37_c1_p1 x (Hs17 : s17_claim x) :
  x = s37_board 0 0 -> fst (s37_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s37_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q1] in Hc |- *.
  pose proof (Hs17 0 ltac:(rewrite Hx; unfold s37_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s37_c2_L : lmoves (s37_board 0 1) = [s62_board 0].
Proof. unfold s37_board, s62_board. tf_options. Qed.
Lemma s37_c2_R : rmoves (s37_board 0 1) = [s63_board 0 1].
Proof. unfold s37_board, s63_board. tf_options. Qed.
(* s37 = T^a _^2 T^b _ F on a==0 && b==1 *)
Lemma s37_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s37_board 0 1 -> fst (s37_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s37_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q1] in Hc |- *.
  rewrite tf_game_eq, (s37_c2_L), (s37_c2_R); cbn [map].
  pose proof (use_s62 IH 0 (opt_l _ _ _ (s37_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s63 IH 0 1 (opt_r _ _ _ (s37_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s37_c3_L (b : nat) : lmoves (s37_board 0 (2 + b)) = [s64_board 0 (1 + b)].
Proof. unfold s37_board, s64_board. tf_options. Qed.
Lemma s37_c3_R (b : nat) : rmoves (s37_board 0 (2 + b)) = [s63_board 0 (2 + b)].
Proof. unfold s37_board, s63_board. tf_options. Qed.
(* s37 = T^a _^2 T^b _ F on a==0 && b>=2 *)
Lemma s37_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s37_board 0 (2 + b) -> fst (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s37_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s37_q3] in Hc |- *.
  rewrite tf_game_eq, (s37_c3_L b), (s37_c3_R b); cbn [map].
  pose proof (use_s64 IH 0 (1 + b) (opt_l _ _ _ (s37_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s63 IH 0 (2 + b) (opt_r _ _ _ (s37_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s37_board 0 (2 + b) -> fst (s37_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s37_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s37_q4] in Hc |- *.
  rewrite tf_game_eq, (s37_c3_L b), (s37_c3_R b); cbn [map].
  pose proof (use_s64 IH 0 (1 + b) (opt_l _ _ _ (s37_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s63 IH 0 (2 + b) (opt_r _ _ _ (s37_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s37_board 0 (2 + b) -> fst (s37_q5 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s37_q5 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s37_q5] in Hc |- *.
  rewrite tf_game_eq, (s37_c3_L b), (s37_c3_R b); cbn [map].
  pose proof (use_s64 IH 0 (1 + b) (opt_l _ _ _ (s37_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s63 IH 0 (2 + b) (opt_r _ _ _ (s37_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s37 = T^a _^2 T^b _ F on a==1 && b==0: the board of s17 *)
Lemma s37_c4_p6 x (Hs17 : s17_claim x) :
  x = s37_board 1 0 -> fst (s37_q6 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s37_q6 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q6] in Hc |- *.
  pose proof (Hs17 1 ltac:(rewrite Hx; unfold s37_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c5_L : lmoves (s37_board 1 1) = [s43_board 0 1 1; s62_board 1].
Proof. unfold s37_board, s43_board, s62_board. tf_options. Qed.
Lemma s37_c5_R : rmoves (s37_board 1 1) = [s63_board 1 1].
Proof. unfold s37_board, s63_board. tf_options. Qed.
(* s37 = T^a _^2 T^b _ F on a==1 && b==1 *)
Lemma s37_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s37_board 1 1 -> fst (s37_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s37_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q2] in Hc |- *.
  rewrite tf_game_eq, (s37_c5_L), (s37_c5_R); cbn [map].
  pose proof (use_s43 IH 0 1 1 (opt_l _ _ _ (s37_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s62 IH 1 (opt_l _ _ _ (s37_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s63 IH 1 1 (opt_r _ _ _ (s37_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s62_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s37_c6_L (b : nat) : lmoves (s37_board 1 (2 + b)) = [s43_board 0 1 (2 + b); s64_board 1 (1 + b)].
Proof. unfold s37_board, s43_board, s64_board. tf_options. Qed.
Lemma s37_c6_R (b : nat) : rmoves (s37_board 1 (2 + b)) = [s63_board 1 (2 + b)].
Proof. unfold s37_board, s63_board. tf_options. Qed.
(* s37 = T^a _^2 T^b _ F on a==1 && b>=2 *)
Lemma s37_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s37_board 1 (2 + b) -> fst (s37_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s37_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s37_q4] in Hc |- *.
  rewrite tf_game_eq, (s37_c6_L b), (s37_c6_R b); cbn [map].
  pose proof (use_s43 IH 0 1 (2 + b) (opt_l _ _ _ (s37_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s64 IH 1 (1 + b) (opt_l _ _ _ (s37_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s63 IH 1 (2 + b) (opt_r _ _ _ (s37_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s43_p4 Ho0 ltac:(zlia)).
  rewrite (s64_p6 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s37_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s37_board 1 (2 + b) -> fst (s37_q5 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s37_q5 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s37_q5] in Hc |- *.
  rewrite tf_game_eq, (s37_c6_L b), (s37_c6_R b); cbn [map].
  pose proof (use_s43 IH 0 1 (2 + b) (opt_l _ _ _ (s37_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s64 IH 1 (1 + b) (opt_l _ _ _ (s37_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s63 IH 1 (2 + b) (opt_r _ _ _ (s37_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s37 = T^a _^2 T^b _ F on a>=2 && b==0: the board of s17 *)
Lemma s37_c7_p6 x (Hs17 : s17_claim x) (a : nat) :
  x = s37_board (2 + a) 0 -> fst (s37_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s37_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s37_q6] in Hc |- *.
  pose proof (Hs17 (2 + a) ltac:(rewrite Hx; unfold s37_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s37_c8_L (a : nat) : lmoves (s37_board (2 + a) 1) = [s43_board (1 + a) 1 1; s62_board (2 + a)].
Proof. unfold s37_board, s43_board, s62_board. tf_options. Qed.
Lemma s37_c8_R (a : nat) : rmoves (s37_board (2 + a) 1) = [s63_board (2 + a) 1].
Proof. unfold s37_board, s63_board. tf_options. Qed.
(* s37 = T^a _^2 T^b _ F on a>=2 && b==1 *)
Lemma s37_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s37_board (2 + a) 1 -> fst (s37_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s37_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s37_q2] in Hc |- *.
  rewrite tf_game_eq, (s37_c8_L a), (s37_c8_R a); cbn [map].
  pose proof (use_s43 IH (1 + a) 1 1 (opt_l _ _ _ (s37_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s62 IH (2 + a) (opt_l _ _ _ (s37_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s63 IH (2 + a) 1 (opt_r _ _ _ (s37_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s62_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s37_c9_L (a b : nat) : lmoves (s37_board (2 + a) (2 + b)) = [s43_board (1 + a) 1 (2 + b); s64_board (2 + a) (1 + b)].
Proof. unfold s37_board, s43_board, s64_board. tf_options. Qed.
Lemma s37_c9_R (a b : nat) : rmoves (s37_board (2 + a) (2 + b)) = [s63_board (2 + a) (2 + b)].
Proof. unfold s37_board, s63_board. tf_options. Qed.
(* s37 = T^a _^2 T^b _ F on a>=2 && b>=2 *)
Lemma s37_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s37_board (2 + a) (2 + b) -> fst (s37_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s37_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s37_q5] in Hc |- *.
  rewrite tf_game_eq, (s37_c9_L a b), (s37_c9_R a b); cbn [map].
  pose proof (use_s43 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s37_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s64 IH (2 + a) (1 + b) (opt_l _ _ _ (s37_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s63 IH (2 + a) (2 + b) (opt_r _ _ _ (s37_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c1_L : lmoves (s38_board 0 0 0) = [].
Proof. unfold s38_board. tf_options. Qed.
Lemma s38_c1_R : rmoves (s38_board 0 0 0) = [strip [(1, 1); (2, 2)] ([]) []; strip [(2, 2); (1, 1)] ([]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c1_R1 : tf_norm (strip [(1, 1); (2, 2)] ([]) []) (repeat E 3) (-7).
Proof. apply (tf_norm_by _ [(1, 1); (2, 2)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s38_c1_R2 : tf_norm (strip [(2, 2); (1, 1)] ([]) []) (repeat E 3) (-7).
Proof. apply (tf_norm_by _ [(2, 2); (1, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==0 && b==0 && c==0 *)
Lemma s38_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 0 0 0 -> fst (s38_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s38_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q1] in Hc |- *.
  rewrite tf_game_eq, (s38_c1_L), (s38_c1_R); cbn [map].
  rewrite (tf_norm_blank (s38_c1_R1)).
  rewrite (tf_norm_blank (s38_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s38_c2_L : lmoves (s38_board 0 0 1) = [strip [(2, 1)] ([E; T; F; F]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c2_L1 : tf_norm (strip [(2, 1)] ([E; T; F; F]) []) (s19_board 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E; T; F; F]) []); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c2_R : rmoves (s38_board 0 0 1) = [strip [(1, 1)] ([E; T; E; F; F]) []; strip [(2, 1)] ([T; F; E; F]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c2_R1 : tf_norm (strip [(1, 1)] ([E; T; E; F; F]) []) (s14_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c2_R2 : tf_norm (strip [(2, 1)] ([T; F; E; F]) []) (s33_board 0 1 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==0 && b==0 && c==1 *)
Lemma s38_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 0 0 1 -> fst (s38_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s38_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q1] in Hc |- *.
  rewrite tf_game_eq, (s38_c2_L), (s38_c2_R); cbn [map].
  rewrite (tf_norm_game (s38_c2_L1)).
  pose proof (use_s19 IH 0 (opt_norm_l _ _ _ _ _ (s38_c2_L) ltac:(cbn [In]; left; reflexivity) (s38_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s38_c2_R1)).
  pose proof (use_s14 IH 0 1 (opt_norm_r _ _ _ _ _ (s38_c2_R) ltac:(cbn [In]; left; reflexivity) (s38_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s38_c2_R2)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s38_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s38_c2_R2))) as Ho2.
  rewrite (s19_p1 Ho0 ltac:(zlia)).
  rewrite (s19_p1_add (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p1 Ho1 ltac:(zlia)).
  rewrite (s14_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p1 Ho2 ltac:(zlia)).
  rewrite (s33_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s38_c3_L (c : nat) : lmoves (s38_board 0 0 (2 + c)) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; T; F; F]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c3_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; T; F; F]) []) (s20_board 0 (1 + c)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (1 + c) ++ [E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c3_R (c : nat) : rmoves (s38_board 0 0 (2 + c)) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; F; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F; E; F]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c3_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; F; F]) []) (s14_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c3_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; E; F]) []) (s33_board 0 (2 + c) 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==0 && b==0 && c>=2 *)
Lemma s38_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 0 0 (2 + c) -> fst (s38_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q2] in Hc |- *.
  rewrite tf_game_eq, (s38_c3_L c), (s38_c3_R c); cbn [map].
  rewrite (tf_norm_game (s38_c3_L1 c)).
  pose proof (use_s20 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s38_c3_L c) ltac:(cbn [In]; left; reflexivity) (s38_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s38_c3_R1 c)).
  pose proof (use_s14 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s38_c3_R c) ltac:(cbn [In]; left; reflexivity) (s38_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s38_c3_R2 c)).
  pose proof (use_s33 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s38_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s38_c3_R2 c))) as Ho2.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  rewrite (s20_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s33_p10 Ho2 ltac:(zlia)).
  rewrite (s33_p10_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s38_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s38_board 0 0 (2 + c) -> fst (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s38_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s38_q3] in Hc |- *.
  rewrite tf_game_eq, (s38_c3_L c), (s38_c3_R c); cbn [map].
  rewrite (tf_norm_game (s38_c3_L1 c)).
  pose proof (use_s20 IH 0 (1 + c) (opt_norm_l _ _ _ _ _ (s38_c3_L c) ltac:(cbn [In]; left; reflexivity) (s38_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s38_c3_R1 c)).
  pose proof (use_s14 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s38_c3_R c) ltac:(cbn [In]; left; reflexivity) (s38_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game (s38_c3_R2 c)).
  pose proof (use_s33 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s38_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s38_c3_R2 c))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s33_p15 Ho2 ltac:(zlia)).
    rewrite (s33_p15_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s33_p16 Ho2 ltac:(zlia)).
    rewrite (s33_p16_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s38_c4_L : lmoves (s38_board 0 1 0) = [strip [(3, 1)] ([T; F; F]) []].
Proof. unfold s38_board, strip. tf_options. Qed.
Lemma s38_c4_L1 : tf_norm (strip [(3, 1)] ([T; F; F]) []) (s19_board 0) (-3).
Proof. apply (tf_norm_by _ [(3, 1)] ([T; F; F]) []); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
Lemma s38_c4_R : rmoves (s38_board 0 1 0) = [strip [(1, 1)] ([T; E; E; F; F]) []; s35_board 0 1 0].
Proof. unfold s35_board, s38_board, strip. tf_options. Qed.
Lemma s38_c4_R1 : tf_norm (strip [(1, 1)] ([T; E; E; F; F]) []) (s10_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; F; F]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==0 && b==1 && c==0 *)
Lemma s38_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 0 1 0 -> fst (s38_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s38_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s38_q4] in Hc |- *.
  rewrite tf_game_eq, (s38_c4_L), (s38_c4_R); cbn [map].
  rewrite (tf_norm_game (s38_c4_L1)).
  pose proof (use_s19 IH 0 (opt_norm_l _ _ _ _ _ (s38_c4_L) ltac:(cbn [In]; left; reflexivity) (s38_c4_L1))) as Ho0.
  rewrite (tf_norm_game (s38_c4_R1)).
  pose proof (use_s10 IH 0 1 (opt_norm_r _ _ _ _ _ (s38_c4_R) ltac:(cbn [In]; left; reflexivity) (s38_c4_R1))) as Ho1.
  pose proof (use_s35 IH 0 1 0 (opt_r _ _ _ (s38_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s19_p1 Ho0 ltac:(zlia)).
  rewrite (s19_p1_add (Z.of_nat 0) (-3) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s10_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p3_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s38_c5_L : lmoves (s38_board 0 1 1) = [s66_board 0 1 0].
Proof. unfold s38_board, s66_board. tf_options. Qed.
Lemma s38_c5_R : rmoves (s38_board 0 1 1) = [strip [(1, 1)] ([T; E; T; E; F; F]) []; s96_board 0 1 1 0].
Proof. unfold s38_board, s96_board, strip. tf_options. Qed.
Lemma s38_c5_R1 : tf_norm (strip [(1, 1)] ([T; E; T; E; F; F]) []) (s15_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s38 = T^a _^2 T^b F T^c _ F^2 on a==0 && b==1 && c==1 *)
Lemma s38_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s38_board 0 1 1 -> fst (s38_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s38_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s38_q5] in Hc |- *.
  rewrite tf_game_eq, (s38_c5_L), (s38_c5_R); cbn [map].
  pose proof (use_s66 IH 0 1 0 (opt_l _ _ _ (s38_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s38_c5_R1)).
  pose proof (use_s15 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s38_c5_R) ltac:(cbn [In]; left; reflexivity) (s38_c5_R1))) as Ho1.
  pose proof (use_s96 IH 0 1 1 0 (opt_r _ _ _ (s38_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s66_p1 Ho0 ltac:(zlia)).
  rewrite (s15_p6 Ho1 ltac:(zlia)).
  rewrite (s15_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s96_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

