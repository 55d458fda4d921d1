(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s48_c75_L (a b d : nat) : lmoves (s48_board (2 + a) (2 + b) 0 (2 + d)) = [s48_board (1 + a) (3 + b) 0 (2 + d); s48_board (2 + a) (1 + b) 1 (2 + d); s81_board (2 + a) (2 + b) 0 (1 + d)].
Proof. unfold s48_board, s81_board. tf_options. Qed.
Lemma s48_c75_R (a b d : nat) : rmoves (s48_board (2 + a) (2 + b) 0 (2 + d)) = [s79_board (2 + a) (2 + b) 0 (2 + d); s82_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s48_board, s79_board, s82_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s48_c75_p52 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s48_board (2 + a) (2 + b) 0 (2 + d) -> fst (s48_q52 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q52 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q52] in Hc |- *.
  rewrite tf_game_eq, (s48_c75_L a b d), (s48_c75_R a b d); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s48_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s48_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) (2 + b) 0 (1 + d) (opt_l _ _ _ (s48_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s79 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s48_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s82 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s48_c75_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s48_p52 Ho0 ltac:(zlia)).
  rewrite (s48_p50 Ho1 ltac:(zlia)).
  rewrite (s81_p35 Ho2 ltac:(zlia)).
  assert (Hp3 : ((Z.of_nat (2 + b)) mod 2 = 1)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 0)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s79_p14 Ho3 ltac:(zlia)).
    rewrite (s82_p19 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s79_p18 Ho3 ltac:(zlia)).
    rewrite (s82_p19 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s48_c75_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s48_board (2 + a) (2 + b) 0 (2 + d) -> fst (s48_q53 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q53 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q53] in Hc |- *.
  rewrite tf_game_eq, (s48_c75_L a b d), (s48_c75_R a b d); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s48_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s48_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) (2 + b) 0 (1 + d) (opt_l _ _ _ (s48_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s79 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s48_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s82 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s48_c75_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s48_p53 Ho0 ltac:(zlia)).
  rewrite (s48_p50 Ho1 ltac:(zlia)).
  rewrite (s81_p36 Ho2 ltac:(zlia)).
  assert (Hp3 : ((Z.of_nat (2 + b)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s79_p18 Ho3 ltac:(zlia)).
    rewrite (s82_p19 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s79_p19 Ho3 ltac:(zlia)).
    rewrite (s82_p19 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s48_c76_L (a b : nat) : lmoves (s48_board (2 + a) (2 + b) 1 0) = [s48_board (1 + a) (3 + b) 1 0; s48_board (2 + a) (1 + b) 2 0; s52_board (2 + a) (2 + b) 0].
Proof. unfold s48_board, s52_board. tf_options. Qed.
Lemma s48_c76_R (a b : nat) : rmoves (s48_board (2 + a) (2 + b) 1 0) = [s32_board (2 + a) (2 + b) 1; s31_board (2 + a) (2 + b) 1].
Proof. unfold s31_board, s32_board, s48_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s48_c76_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s48_board (2 + a) (2 + b) 1 0 -> fst (s48_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s48_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s48_q39] in Hc |- *.
  rewrite tf_game_eq, (s48_c76_L a b), (s48_c76_R a b); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s48_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s48_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s52 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s48_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s32 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s48_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s48_c76_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s48_p39 Ho0 ltac:(zlia)).
  rewrite (s48_p70 Ho1 ltac:(zlia)).
  rewrite (s52_p10 Ho2 ltac:(zlia)).
  rewrite (s32_p5 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s48_c77_L (a b : nat) : lmoves (s48_board (2 + a) (2 + b) 1 1) = [s48_board (1 + a) (3 + b) 1 1; s48_board (2 + a) (1 + b) 2 1; s81_board (2 + a) (2 + b) 1 0].
Proof. unfold s48_board, s81_board. tf_options. Qed.
Lemma s48_c77_R (a b : nat) : rmoves (s48_board (2 + a) (2 + b) 1 1) = [s79_board (2 + a) (2 + b) 1 1; s82_board (2 + a) (2 + b) 1 1].
Proof. unfold s48_board, s79_board, s82_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s48_c77_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s48_board (2 + a) (2 + b) 1 1 -> fst (s48_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s48_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s48_q49] in Hc |- *.
  rewrite tf_game_eq, (s48_c77_L a b), (s48_c77_R a b); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s48_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s48_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) (2 + b) 1 0 (opt_l _ _ _ (s48_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s79 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s48_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s82 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s48_c77_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s48_p49 Ho0 ltac:(zlia)).
  rewrite (s48_p71 Ho1 ltac:(zlia)).
  rewrite (s81_p33 Ho2 ltac:(zlia)).
  rewrite (s79_p23 Ho3 ltac:(zlia)).
  rewrite (s82_p17 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s48_c78_L (a b d : nat) : lmoves (s48_board (2 + a) (2 + b) 1 (2 + d)) = [s48_board (1 + a) (3 + b) 1 (2 + d); s48_board (2 + a) (1 + b) 2 (2 + d); s81_board (2 + a) (2 + b) 1 (1 + d)].
Proof. unfold s48_board, s81_board. tf_options. Qed.
Lemma s48_c78_R (a b d : nat) : rmoves (s48_board (2 + a) (2 + b) 1 (2 + d)) = [s79_board (2 + a) (2 + b) 1 (2 + d); s82_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s48_board, s79_board, s82_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s48_c78_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s48_board (2 + a) (2 + b) 1 (2 + d) -> fst (s48_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q50] in Hc |- *.
  rewrite tf_game_eq, (s48_c78_L a b d), (s48_c78_R a b d); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s48_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s48_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) (2 + b) 1 (1 + d) (opt_l _ _ _ (s48_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s79 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s48_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s82 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s48_c78_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s48_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p12 Ho1 ltac:(zlia)).
    rewrite (s81_p34 Ho2 ltac:(zlia)).
    rewrite (s79_p15 Ho3 ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p31 Ho1 ltac:(zlia)).
    rewrite (s81_p34 Ho2 ltac:(zlia)).
    rewrite (s79_p15 Ho3 ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p72 Ho1 ltac:(zlia)).
    rewrite (s81_p34 Ho2 ltac:(zlia)).
    rewrite (s79_p15 Ho3 ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s48_c79_L (a b c : nat) : lmoves (s48_board (2 + a) (2 + b) (2 + c) 0) = [s48_board (1 + a) (3 + b) (2 + c) 0; s48_board (2 + a) (1 + b) (3 + c) 0; s53_board (2 + a) (2 + b) (1 + c) 0].
Proof. unfold s48_board, s53_board. tf_options. Qed.
Lemma s48_c79_R (a b c : nat) : rmoves (s48_board (2 + a) (2 + b) (2 + c) 0) = [s31_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s31_board, s48_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s48_c79_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s48_board (2 + a) (2 + b) (2 + c) 0 -> fst (s48_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s48_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s48_q16] in Hc |- *.
  rewrite tf_game_eq, (s48_c79_L a b c), (s48_c79_R a b c); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s48_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s48_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH (2 + a) (2 + b) (1 + c) 0 (opt_l _ _ _ (s48_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s48_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s48_p16 Ho0 ltac:(zlia)).
  rewrite (s48_p16 Ho1 ltac:(zlia)).
  rewrite (s53_p12 Ho2 ltac:(zlia)).
  rewrite (s31_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c79_p51 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s48_board (2 + a) (2 + b) (2 + c) 0 -> fst (s48_q51 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s48_q51 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s48_q51] in Hc |- *.
  rewrite tf_game_eq, (s48_c79_L a b c), (s48_c79_R a b c); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s48_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s48_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH (2 + a) (2 + b) (1 + c) 0 (opt_l _ _ _ (s48_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s48_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s48_p51 Ho0 ltac:(zlia)).
  rewrite (s48_p16 Ho1 ltac:(zlia)).
  rewrite (s53_p31 Ho2 ltac:(zlia)).
  rewrite (s31_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c79_p70 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s48_board (2 + a) (2 + b) (2 + c) 0 -> fst (s48_q70 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s48_q70 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s48_q70] in Hc |- *.
  rewrite tf_game_eq, (s48_c79_L a b c), (s48_c79_R a b c); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s48_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s48_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s53 IH (2 + a) (2 + b) (1 + c) 0 (opt_l _ _ _ (s48_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s48_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s48_p70 Ho0 ltac:(zlia)).
  rewrite (s48_p51 Ho1 ltac:(zlia)).
  rewrite (s53_p34 Ho2 ltac:(zlia)).
  rewrite (s31_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s48_c80_L (a b c : nat) : lmoves (s48_board (2 + a) (2 + b) (2 + c) 1) = [s48_board (1 + a) (3 + b) (2 + c) 1; s48_board (2 + a) (1 + b) (3 + c) 1; s81_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s48_board, s81_board. tf_options. Qed.
Lemma s48_c80_R (a b c : nat) : rmoves (s48_board (2 + a) (2 + b) (2 + c) 1) = [s82_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s48_board, s82_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s48_c80_p71 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s48_board (2 + a) (2 + b) (2 + c) 1 -> fst (s48_q71 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s48_q71 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s48_q71] in Hc |- *.
  rewrite tf_game_eq, (s48_c80_L a b c), (s48_c80_R a b c); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s48_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s48_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) (2 + b) (2 + c) 0 (opt_l _ _ _ (s48_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s82 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s48_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s48_p71 Ho0 ltac:(zlia)).
  rewrite (s48_p71 Ho1 ltac:(zlia)).
  rewrite (s81_p49 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c81_L (a b c d : nat) : lmoves (s48_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s48_board (1 + a) (3 + b) (2 + c) (2 + d); s48_board (2 + a) (1 + b) (3 + c) (2 + d); s81_board (2 + a) (2 + b) (2 + c) (1 + d)].
Proof. unfold s48_board, s81_board. tf_options. Qed.
Lemma s48_c81_R (a b c d : nat) : rmoves (s48_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s82_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s48_board, s82_board. tf_options. Qed.
(* s48 = T^a _ T^b _ T^c F T^d _ F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s48_c81_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s48_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s48_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q12] in Hc |- *.
  rewrite tf_game_eq, (s48_c81_L a b c d), (s48_c81_R a b c d); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s48_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s48_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s48_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s82 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s48_c81_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s48_p12 Ho0 ltac:(zlia)).
  rewrite (s48_p12 Ho1 ltac:(zlia)).
  rewrite (s81_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c81_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s48_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s48_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q31] in Hc |- *.
  rewrite tf_game_eq, (s48_c81_L a b c d), (s48_c81_R a b c d); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s48_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s48_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s48_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s82 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s48_c81_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s48_p31 Ho0 ltac:(zlia)).
  rewrite (s48_p31 Ho1 ltac:(zlia)).
  rewrite (s81_p22 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s48_c81_p72 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s48_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s48_q72 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s48_q72 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s48_q72] in Hc |- *.
  rewrite tf_game_eq, (s48_c81_L a b c d), (s48_c81_R a b c d); cbn [map].
  pose proof (use_s48 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s48_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s48_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s48_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s82 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s48_c81_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s48_p72 Ho0 ltac:(zlia)).
  rewrite (s48_p72 Ho1 ltac:(zlia)).
  rewrite (s81_p50 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s49_c1_L : lmoves (s49_board 0 0) = [].
Proof. unfold s49_board. tf_options. Qed.
Lemma s49_c1_R : rmoves (s49_board 0 0) = [strip [(2, 1)] ([E; T; F]) []].
Proof. unfold s49_board, strip. tf_options. Qed.
Lemma s49_c1_R1 : tf_norm (strip [(2, 1)] ([E; T; F]) []) (s62_board 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
(* s49 = T^a _^3 T^b F T F on a==0 && b==0 *)
Lemma s49_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s49_board 0 0 -> fst (s49_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s49_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s49_q1] in Hc |- *.
  rewrite tf_game_eq, (s49_c1_L), (s49_c1_R); cbn [map].
  rewrite (tf_norm_game (s49_c1_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s49_c1_R) ltac:(cbn [In]; left; reflexivity) (s49_c1_R1))) as Ho0.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s49_c2_L : lmoves (s49_board 0 1) = [].
Proof. unfold s49_board. tf_options. Qed.
Lemma s49_c2_R : rmoves (s49_board 0 1) = [strip [(2, 1)] ([T; E; T; F]) []].
Proof. unfold s49_board, strip. tf_options. Qed.
Lemma s49_c2_R1 : tf_norm (strip [(2, 1)] ([T; E; T; F]) []) (s64_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
(* s49 = T^a _^3 T^b F T F on a==0 && b==1 *)
Lemma s49_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s49_board 0 1 -> fst (s49_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s49_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s49_q1] in Hc |- *.
  rewrite tf_game_eq, (s49_c2_L), (s49_c2_R); cbn [map].
  rewrite (tf_norm_game (s49_c2_R1)).
  pose proof (use_s64 IH 0 1 (opt_norm_r _ _ _ _ _ (s49_c2_R) ltac:(cbn [In]; left; reflexivity) (s49_c2_R1))) as Ho0.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s49_c3_L (b : nat) : lmoves (s49_board 0 (2 + b)) = [].
Proof. unfold s49_board. tf_options. Qed.
Lemma s49_c3_R (b : nat) : rmoves (s49_board 0 (2 + b)) = [].
Proof. unfold s49_board. tf_options. Qed.
(* s49 = T^a _^3 T^b F T F on a==0 && b>=2 *)
Lemma s49_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s49_board 0 (2 + b) -> fst (s49_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s49_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s49_q3] in Hc |- *.
  rewrite tf_game_eq, (s49_c3_L b), (s49_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s49_c4_L : lmoves (s49_board 1 0) = [s52_board 0 1 0].
Proof. unfold s49_board, s52_board. tf_options. Qed.
Lemma s49_c4_R : rmoves (s49_board 1 0) = [s54_board 1 0 0].
Proof. unfold s49_board, s54_board. tf_options. Qed.
(* s49 = T^a _^3 T^b F T F on a==1 && b==0 *)
Lemma s49_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s49_board 1 0 -> fst (s49_q4 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s49_q4 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s49_q4] in Hc |- *.
  rewrite tf_game_eq, (s49_c4_L), (s49_c4_R); cbn [map].
  pose proof (use_s52 IH 0 1 0 (opt_l _ _ _ (s49_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 0 0 (opt_r _ _ _ (s49_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s52_p6 Ho0 ltac:(zlia)).
  rewrite (s54_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s49_c5_L : lmoves (s49_board 1 1) = [s52_board 0 1 1].
Proof. unfold s49_board, s52_board. tf_options. Qed.
Lemma s49_c5_R : rmoves (s49_board 1 1) = [s54_board 1 0 1].
Proof. unfold s49_board, s54_board. tf_options. Qed.
(* s49 = T^a _^3 T^b F T F on a==1 && b==1 *)
Lemma s49_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s49_board 1 1 -> fst (s49_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s49_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s49_q2] in Hc |- *.
  rewrite tf_game_eq, (s49_c5_L), (s49_c5_R); cbn [map].
  pose proof (use_s52 IH 0 1 1 (opt_l _ _ _ (s49_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 0 1 (opt_r _ _ _ (s49_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s52_p7 Ho0 ltac:(zlia)).
  rewrite (s54_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s49_c6_L (b : nat) : lmoves (s49_board 1 (2 + b)) = [s52_board 0 1 (2 + b)].
Proof. unfold s49_board, s52_board. tf_options. Qed.
Lemma s49_c6_R (b : nat) : rmoves (s49_board 1 (2 + b)) = [].
Proof. unfold s49_board. tf_options. Qed.
(* s49 = T^a _^3 T^b F T F on a==1 && b>=2 *)
Lemma s49_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s49_board 1 (2 + b) -> fst (s49_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s49_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s49_q3] in Hc |- *.
  rewrite tf_game_eq, (s49_c6_L b), (s49_c6_R b); cbn [map].
  pose proof (use_s52 IH 0 1 (2 + b) (opt_l _ _ _ (s49_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s49_c7_L (a : nat) : lmoves (s49_board (2 + a) 0) = [s52_board (1 + a) 1 0].
Proof. unfold s49_board, s52_board. tf_options. Qed.
Lemma s49_c7_R (a : nat) : rmoves (s49_board (2 + a) 0) = [s54_board (2 + a) 0 0].
Proof. unfold s49_board, s54_board. tf_options. Qed.
(* s49 = T^a _^3 T^b F T F on a>=2 && b==0 *)
Lemma s49_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s49_board (2 + a) 0 -> fst (s49_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s49_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s49_q5] in Hc |- *.
  rewrite tf_game_eq, (s49_c7_L a), (s49_c7_R a); cbn [map].
  pose proof (use_s52 IH (1 + a) 1 0 (opt_l _ _ _ (s49_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 0 0 (opt_r _ _ _ (s49_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s52_p2 Ho0 ltac:(zlia)).
  rewrite (s54_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s49_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s49_board (2 + a) 0 -> fst (s49_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s49_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s49_q6] in Hc |- *.
  rewrite tf_game_eq, (s49_c7_L a), (s49_c7_R a); cbn [map].
  pose proof (use_s52 IH (1 + a) 1 0 (opt_l _ _ _ (s49_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 0 0 (opt_r _ _ _ (s49_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s52_p15 Ho0 ltac:(zlia)).
  rewrite (s54_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s49_c8_L (a : nat) : lmoves (s49_board (2 + a) 1) = [s52_board (1 + a) 1 1].
Proof. unfold s49_board, s52_board. tf_options. Qed.
Lemma s49_c8_R (a : nat) : rmoves (s49_board (2 + a) 1) = [s54_board (2 + a) 0 1].
Proof. unfold s49_board, s54_board. tf_options. Qed.
(* s49 = T^a _^3 T^b F T F on a>=2 && b==1 *)
Lemma s49_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s49_board (2 + a) 1 -> fst (s49_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s49_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s49_q2] in Hc |- *.
  rewrite tf_game_eq, (s49_c8_L a), (s49_c8_R a); cbn [map].
  pose proof (use_s52 IH (1 + a) 1 1 (opt_l _ _ _ (s49_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 0 1 (opt_r _ _ _ (s49_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s52_p7 Ho0 ltac:(zlia)).
    rewrite (s54_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s52_p8 Ho0 ltac:(zlia)).
    rewrite (s54_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s52_p13 Ho0 ltac:(zlia)).
    rewrite (s54_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s52_p14 Ho0 ltac:(zlia)).
    rewrite (s54_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s49_c9_L (a b : nat) : lmoves (s49_board (2 + a) (2 + b)) = [s52_board (1 + a) 1 (2 + b)].
Proof. unfold s49_board, s52_board. tf_options. Qed.
Lemma s49_c9_R (a b : nat) : rmoves (s49_board (2 + a) (2 + b)) = [].
Proof. unfold s49_board. tf_options. Qed.
(* s49 = T^a _^3 T^b F T F on a>=2 && b>=2 *)
Lemma s49_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s49_board (2 + a) (2 + b) -> fst (s49_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s49_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s49_q3] in Hc |- *.
  rewrite tf_game_eq, (s49_c9_L a b), (s49_c9_R a b); cbn [map].
  pose proof (use_s52 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s49_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s50 = T^a _^2 T^b _ T^c F T F on a==0 && b==0 && c==0: the board of s49 *)
Lemma s50_c1_p1 x (Hs49 : s49_claim x) :
  x = s50_board 0 0 0 -> fst (s50_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s50_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s50_q1] in Hc |- *.
  pose proof (Hs49 0 0 ltac:(rewrite Hx; unfold s50_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s50 = T^a _^2 T^b _ T^c F T F on a==0 && b==0 && c==1: the board of s49 *)
Lemma s50_c2_p1 x (Hs49 : s49_claim x) :
  x = s50_board 0 0 1 -> fst (s50_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s50_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s50_q1] in Hc |- *.
  pose proof (Hs49 0 1 ltac:(rewrite Hx; unfold s50_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s50 = T^a _^2 T^b _ T^c F T F on a==0 && b==0 && c>=2: the board of s49 *)
Lemma s50_c3_p3 x (Hs49 : s49_claim x) (c : nat) :
  x = s50_board 0 0 (2 + c) -> fst (s50_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s50_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s50_q3] in Hc |- *.
  pose proof (Hs49 0 (2 + c) ltac:(rewrite Hx; unfold s50_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s50_c4_L : lmoves (s50_board 0 1 0) = [s49_board 0 1].
Proof. unfold s49_board, s50_board. tf_options. Qed.
Lemma s50_c4_R : rmoves (s50_board 0 1 0) = [s54_board 0 1 0].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==0 && b==1 && c==0 *)
Lemma s50_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s50_board 0 1 0 -> fst (s50_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s50_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s50_q4] in Hc |- *.
  rewrite tf_game_eq, (s50_c4_L), (s50_c4_R); cbn [map].
  pose proof (use_s49 IH 0 1 (opt_l _ _ _ (s50_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 0 1 0 (opt_r _ _ _ (s50_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  rewrite (s54_p1 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s50_c5_L : lmoves (s50_board 0 1 1) = [s49_board 0 2].
Proof. unfold s49_board, s50_board. tf_options. Qed.
Lemma s50_c5_R : rmoves (s50_board 0 1 1) = [s54_board 0 1 1].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==0 && b==1 && c==1 *)
Lemma s50_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s50_board 0 1 1 -> fst (s50_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s50_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s50_q5] in Hc |- *.
  rewrite tf_game_eq, (s50_c5_L), (s50_c5_R); cbn [map].
  pose proof (use_s49 IH 0 2 (opt_l _ _ _ (s50_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 0 1 1 (opt_r _ _ _ (s50_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  rewrite (s54_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s50_c6_L (c : nat) : lmoves (s50_board 0 1 (2 + c)) = [s49_board 0 (3 + c)].
Proof. unfold s49_board, s50_board. tf_options. Qed.
Lemma s50_c6_R (c : nat) : rmoves (s50_board 0 1 (2 + c)) = [].
Proof. unfold s50_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==0 && b==1 && c>=2 *)
Lemma s50_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s50_board 0 1 (2 + c) -> fst (s50_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s50_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s50_q3] in Hc |- *.
  rewrite tf_game_eq, (s50_c6_L c), (s50_c6_R c); cbn [map].
  pose proof (use_s49 IH 0 (3 + c) (opt_l _ _ _ (s50_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s50_c7_L (b : nat) : lmoves (s50_board 0 (2 + b) 0) = [s50_board 0 (1 + b) 1].
Proof. unfold s50_board. tf_options. Qed.
Lemma s50_c7_R (b : nat) : rmoves (s50_board 0 (2 + b) 0) = [s54_board 0 (2 + b) 0].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==0 && b>=2 && c==0 *)
Lemma s50_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s50_board 0 (2 + b) 0 -> fst (s50_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s50_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s50_q6] in Hc |- *.
  rewrite tf_game_eq, (s50_c7_L b), (s50_c7_R b); cbn [map].
  pose proof (use_s50 IH 0 (1 + b) 1 (opt_l _ _ _ (s50_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 0 (2 + b) 0 (opt_r _ _ _ (s50_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s50_p5 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s50_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s50_board 0 (2 + b) 0 -> fst (s50_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s50_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s50_q10] in Hc |- *.
  rewrite tf_game_eq, (s50_c7_L b), (s50_c7_R b); cbn [map].
  pose proof (use_s50 IH 0 (1 + b) 1 (opt_l _ _ _ (s50_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 0 (2 + b) 0 (opt_r _ _ _ (s50_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s50_c8_L (b : nat) : lmoves (s50_board 0 (2 + b) 1) = [s50_board 0 (1 + b) 2].
Proof. unfold s50_board. tf_options. Qed.
Lemma s50_c8_R (b : nat) : rmoves (s50_board 0 (2 + b) 1) = [s54_board 0 (2 + b) 1].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==0 && b>=2 && c==1 *)
Lemma s50_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s50_board 0 (2 + b) 1 -> fst (s50_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s50_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s50_q9] in Hc |- *.
  rewrite tf_game_eq, (s50_c8_L b), (s50_c8_R b); cbn [map].
  pose proof (use_s50 IH 0 (1 + b) 2 (opt_l _ _ _ (s50_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 0 (2 + b) 1 (opt_r _ _ _ (s50_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s50_c9_L (b c : nat) : lmoves (s50_board 0 (2 + b) (2 + c)) = [s50_board 0 (1 + b) (3 + c)].
Proof. unfold s50_board. tf_options. Qed.
Lemma s50_c9_R (b c : nat) : rmoves (s50_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s50_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==0 && b>=2 && c>=2 *)
Lemma s50_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s50_board 0 (2 + b) (2 + c) -> fst (s50_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s50_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s50_q3] in Hc |- *.
  rewrite tf_game_eq, (s50_c9_L b c), (s50_c9_R b c); cbn [map].
  pose proof (use_s50 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s50_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s50 = T^a _^2 T^b _ T^c F T F on a==1 && b==0 && c==0: the board of s49 *)
Lemma s50_c10_p11 x (Hs49 : s49_claim x) :
  x = s50_board 1 0 0 -> fst (s50_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s50_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s50_q11] in Hc |- *.
  pose proof (Hs49 1 0 ltac:(rewrite Hx; unfold s50_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s50 = T^a _^2 T^b _ T^c F T F on a==1 && b==0 && c==1: the board of s49 *)
Lemma s50_c11_p2 x (Hs49 : s49_claim x) :
  x = s50_board 1 0 1 -> fst (s50_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s50_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s50_q2] in Hc |- *.
  pose proof (Hs49 1 1 ltac:(rewrite Hx; unfold s50_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s50 = T^a _^2 T^b _ T^c F T F on a==1 && b==0 && c>=2: the board of s49 *)
Lemma s50_c12_p3 x (Hs49 : s49_claim x) (c : nat) :
  x = s50_board 1 0 (2 + c) -> fst (s50_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s50_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s50_q3] in Hc |- *.
  pose proof (Hs49 1 (2 + c) ltac:(rewrite Hx; unfold s50_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s50_c13_L : lmoves (s50_board 1 1 0) = [s53_board 0 1 1 0; s49_board 1 1].
Proof. unfold s49_board, s50_board, s53_board. tf_options. Qed.
Lemma s50_c13_R : rmoves (s50_board 1 1 0) = [s54_board 1 1 0].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==1 && b==1 && c==0 *)
Lemma s50_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s50_board 1 1 0 -> fst (s50_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s50_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s50_q4] in Hc |- *.
  rewrite tf_game_eq, (s50_c13_L), (s50_c13_R); cbn [map].
  pose proof (use_s53 IH 0 1 1 0 (opt_l _ _ _ (s50_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s49 IH 1 1 (opt_l _ _ _ (s50_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s54 IH 1 1 0 (opt_r _ _ _ (s50_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p16 Ho0 ltac:(zlia)).
  rewrite (s49_p2 Ho1 ltac:(zlia)).
  rewrite (s54_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s50_c14_L : lmoves (s50_board 1 1 1) = [s53_board 0 1 1 1; s49_board 1 2].
Proof. unfold s49_board, s50_board, s53_board. tf_options. Qed.
Lemma s50_c14_R : rmoves (s50_board 1 1 1) = [s54_board 1 1 1].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==1 && b==1 && c==1 *)
Lemma s50_c14_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s50_board 1 1 1 -> fst (s50_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s50_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s50_q12] in Hc |- *.
  rewrite tf_game_eq, (s50_c14_L), (s50_c14_R); cbn [map].
  pose proof (use_s53 IH 0 1 1 1 (opt_l _ _ _ (s50_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s49 IH 1 2 (opt_l _ _ _ (s50_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s54 IH 1 1 1 (opt_r _ _ _ (s50_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p17 Ho0 ltac:(zlia)).
  rewrite (s49_p3 Ho1 ltac:(zlia)).
  rewrite (s54_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s50_c15_L (c : nat) : lmoves (s50_board 1 1 (2 + c)) = [s53_board 0 1 1 (2 + c); s49_board 1 (3 + c)].
Proof. unfold s49_board, s50_board, s53_board. tf_options. Qed.
Lemma s50_c15_R (c : nat) : rmoves (s50_board 1 1 (2 + c)) = [].
Proof. unfold s50_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==1 && b==1 && c>=2 *)
Lemma s50_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s50_board 1 1 (2 + c) -> fst (s50_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s50_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s50_q3] in Hc |- *.
  rewrite tf_game_eq, (s50_c15_L c), (s50_c15_R c); cbn [map].
  pose proof (use_s53 IH 0 1 1 (2 + c) (opt_l _ _ _ (s50_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s49 IH 1 (3 + c) (opt_l _ _ _ (s50_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s49_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s50_c16_L (b : nat) : lmoves (s50_board 1 (2 + b) 0) = [s53_board 0 1 (2 + b) 0; s50_board 1 (1 + b) 1].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s50_c16_R (b : nat) : rmoves (s50_board 1 (2 + b) 0) = [s54_board 1 (2 + b) 0].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==1 && b>=2 && c==0 *)
Lemma s50_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s50_board 1 (2 + b) 0 -> fst (s50_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s50_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s50_q6] in Hc |- *.
  rewrite tf_game_eq, (s50_c16_L b), (s50_c16_R b); cbn [map].
  pose proof (use_s53 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s50_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 (1 + b) 1 (opt_l _ _ _ (s50_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s54 IH 1 (2 + b) 0 (opt_r _ _ _ (s50_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p18 Ho0 ltac:(zlia)).
  rewrite (s50_p12 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s50_c16_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s50_board 1 (2 + b) 0 -> fst (s50_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s50_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s50_q10] in Hc |- *.
  rewrite tf_game_eq, (s50_c16_L b), (s50_c16_R b); cbn [map].
  pose proof (use_s53 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s50_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 (1 + b) 1 (opt_l _ _ _ (s50_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s54 IH 1 (2 + b) 0 (opt_r _ _ _ (s50_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s50_p9 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s50_c17_L (b : nat) : lmoves (s50_board 1 (2 + b) 1) = [s53_board 0 1 (2 + b) 1; s50_board 1 (1 + b) 2].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s50_c17_R (b : nat) : rmoves (s50_board 1 (2 + b) 1) = [s54_board 1 (2 + b) 1].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==1 && b>=2 && c==1 *)
Lemma s50_c17_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s50_board 1 (2 + b) 1 -> fst (s50_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s50_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s50_q9] in Hc |- *.
  rewrite tf_game_eq, (s50_c17_L b), (s50_c17_R b); cbn [map].
  pose proof (use_s53 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s50_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 (1 + b) 2 (opt_l _ _ _ (s50_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s54 IH 1 (2 + b) 1 (opt_r _ _ _ (s50_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s50_c18_L (b c : nat) : lmoves (s50_board 1 (2 + b) (2 + c)) = [s53_board 0 1 (2 + b) (2 + c); s50_board 1 (1 + b) (3 + c)].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s50_c18_R (b c : nat) : rmoves (s50_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s50_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a==1 && b>=2 && c>=2 *)
Lemma s50_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s50_board 1 (2 + b) (2 + c) -> fst (s50_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s50_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s50_q3] in Hc |- *.
  rewrite tf_game_eq, (s50_c18_L b c), (s50_c18_R b c); cbn [map].
  pose proof (use_s53 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s50_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s50_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s50 = T^a _^2 T^b _ T^c F T F on a>=2 && b==0 && c==0: the board of s49 *)
Lemma s50_c19_p7 x (Hs49 : s49_claim x) (a : nat) :
  x = s50_board (2 + a) 0 0 -> fst (s50_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s50_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s50_q7] in Hc |- *.
  pose proof (Hs49 (2 + a) 0 ltac:(rewrite Hx; unfold s50_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s50_c19_p11 x (Hs49 : s49_claim x) (a : nat) :
  x = s50_board (2 + a) 0 0 -> fst (s50_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s50_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s50_q11] in Hc |- *.
  pose proof (Hs49 (2 + a) 0 ltac:(rewrite Hx; unfold s50_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s50_c19_p14 x (Hs49 : s49_claim x) (a : nat) :
  x = s50_board (2 + a) 0 0 -> fst (s50_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s50_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s50_q14] in Hc |- *.
  pose proof (Hs49 (2 + a) 0 ltac:(rewrite Hx; unfold s50_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s50 = T^a _^2 T^b _ T^c F T F on a>=2 && b==0 && c==1: the board of s49 *)
Lemma s50_c20_p2 x (Hs49 : s49_claim x) (a : nat) :
  x = s50_board (2 + a) 0 1 -> fst (s50_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s50_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s50_q2] in Hc |- *.
  pose proof (Hs49 (2 + a) 1 ltac:(rewrite Hx; unfold s50_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s50 = T^a _^2 T^b _ T^c F T F on a>=2 && b==0 && c>=2: the board of s49 *)
Lemma s50_c21_p3 x (Hs49 : s49_claim x) (a c : nat) :
  x = s50_board (2 + a) 0 (2 + c) -> fst (s50_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s50_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s50_q3] in Hc |- *.
  pose proof (Hs49 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s50_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s50_c22_L (a : nat) : lmoves (s50_board (2 + a) 1 0) = [s53_board (1 + a) 1 1 0; s49_board (2 + a) 1].
Proof. unfold s49_board, s50_board, s53_board. tf_options. Qed.
Lemma s50_c22_R (a : nat) : rmoves (s50_board (2 + a) 1 0) = [s54_board (2 + a) 1 0].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a>=2 && b==1 && c==0 *)
Lemma s50_c22_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s50_board (2 + a) 1 0 -> fst (s50_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s50_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s50_q8] in Hc |- *.
  rewrite tf_game_eq, (s50_c22_L a), (s50_c22_R a); cbn [map].
  pose proof (use_s53 IH (1 + a) 1 1 0 (opt_l _ _ _ (s50_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s49 IH (2 + a) 1 (opt_l _ _ _ (s50_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s54 IH (2 + a) 1 0 (opt_r _ _ _ (s50_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p16 Ho0 ltac:(zlia)).
  rewrite (s49_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s54_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s54_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s50_c23_L (a : nat) : lmoves (s50_board (2 + a) 1 1) = [s53_board (1 + a) 1 1 1; s49_board (2 + a) 2].
Proof. unfold s49_board, s50_board, s53_board. tf_options. Qed.
Lemma s50_c23_R (a : nat) : rmoves (s50_board (2 + a) 1 1) = [s54_board (2 + a) 1 1].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a>=2 && b==1 && c==1 *)
Lemma s50_c23_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s50_board (2 + a) 1 1 -> fst (s50_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s50_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s50_q13] in Hc |- *.
  rewrite tf_game_eq, (s50_c23_L a), (s50_c23_R a); cbn [map].
  pose proof (use_s53 IH (1 + a) 1 1 1 (opt_l _ _ _ (s50_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s49 IH (2 + a) 2 (opt_l _ _ _ (s50_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s54 IH (2 + a) 1 1 (opt_r _ _ _ (s50_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s53_p30 Ho0 ltac:(zlia)).
    rewrite (s49_p3 Ho1 ltac:(zlia)).
    rewrite (s54_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s53_p41 Ho0 ltac:(zlia)).
    rewrite (s49_p3 Ho1 ltac:(zlia)).
    rewrite (s54_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s50_c24_L (a c : nat) : lmoves (s50_board (2 + a) 1 (2 + c)) = [s53_board (1 + a) 1 1 (2 + c); s49_board (2 + a) (3 + c)].
Proof. unfold s49_board, s50_board, s53_board. tf_options. Qed.
Lemma s50_c24_R (a c : nat) : rmoves (s50_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s50_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a>=2 && b==1 && c>=2 *)
Lemma s50_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s50_board (2 + a) 1 (2 + c) -> fst (s50_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s50_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s50_q3] in Hc |- *.
  rewrite tf_game_eq, (s50_c24_L a c), (s50_c24_R a c); cbn [map].
  pose proof (use_s53 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s50_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s49 IH (2 + a) (3 + c) (opt_l _ _ _ (s50_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s49_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s50_c25_L (a b : nat) : lmoves (s50_board (2 + a) (2 + b) 0) = [s53_board (1 + a) 1 (2 + b) 0; s50_board (2 + a) (1 + b) 1].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s50_c25_R (a b : nat) : rmoves (s50_board (2 + a) (2 + b) 0) = [s54_board (2 + a) (2 + b) 0].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a>=2 && b>=2 && c==0 *)
Lemma s50_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s50_board (2 + a) (2 + b) 0 -> fst (s50_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s50_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s50_q8] in Hc |- *.
  rewrite tf_game_eq, (s50_c25_L a b), (s50_c25_R a b); cbn [map].
  pose proof (use_s53 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s50_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s50_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s54 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s50_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s53_p31 Ho0 ltac:(zlia)).
    rewrite (s50_p13 Ho1 ltac:(zlia)).
    rewrite (s54_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s53_p42 Ho0 ltac:(zlia)).
    rewrite (s50_p13 Ho1 ltac:(zlia)).
    rewrite (s54_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s50_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s50_board (2 + a) (2 + b) 0 -> fst (s50_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s50_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s50_q10] in Hc |- *.
  rewrite tf_game_eq, (s50_c25_L a b), (s50_c25_R a b); cbn [map].
  pose proof (use_s53 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s50_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s50_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s54 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s50_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p12 Ho0 ltac:(zlia)).
  rewrite (s50_p9 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s50_c26_L (a b : nat) : lmoves (s50_board (2 + a) (2 + b) 1) = [s53_board (1 + a) 1 (2 + b) 1; s50_board (2 + a) (1 + b) 2].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s50_c26_R (a b : nat) : rmoves (s50_board (2 + a) (2 + b) 1) = [s54_board (2 + a) (2 + b) 1].
Proof. unfold s50_board, s54_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a>=2 && b>=2 && c==1 *)
Lemma s50_c26_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s50_board (2 + a) (2 + b) 1 -> fst (s50_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s50_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s50_q9] in Hc |- *.
  rewrite tf_game_eq, (s50_c26_L a b), (s50_c26_R a b); cbn [map].
  pose proof (use_s53 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s50_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s50_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s54 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s50_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s53_p10 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s50_c27_L (a b c : nat) : lmoves (s50_board (2 + a) (2 + b) (2 + c)) = [s53_board (1 + a) 1 (2 + b) (2 + c); s50_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s50_board, s53_board. tf_options. Qed.
Lemma s50_c27_R (a b c : nat) : rmoves (s50_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s50_board. tf_options. Qed.
(* s50 = T^a _^2 T^b _ T^c F T F on a>=2 && b>=2 && c>=2 *)
Lemma s50_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s50_board (2 + a) (2 + b) (2 + c) -> fst (s50_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s50_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s50_q3] in Hc |- *.
  rewrite tf_game_eq, (s50_c27_L a b c), (s50_c27_R a b c); cbn [map].
  pose proof (use_s53 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s50_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s50_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s51 = T^a F T _ T^b _^2 F on a==0 && b==0: the board of s29 *)
Lemma s51_c1_p2 x (Hs29 : s29_claim x) :
  x = s51_board 0 0 -> fst (s51_q2 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s51_q2 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s51_q2] in Hc |- *.
  pose proof (Hs29 0 ltac:(rewrite Hx; unfold s51_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s51_c2_L : lmoves (s51_board 0 1) = [strip [(0, 1)] ([E; T; T; E; E; F]) []; strip [(0, 1)] ([T; E; E; T; E; F]) []].
Proof. unfold s51_board, strip. tf_options. Qed.
Lemma s51_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; E; F]) []) (s28_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s51_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; F]) []) (s37_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s51_c2_R : rmoves (s51_board 0 1) = [strip [(0, 1)] ([T; E; T; E; F; E]) []].
Proof. unfold s51_board, strip. tf_options. Qed.
Lemma s51_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; E]) []) (s73_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s51 = T^a F T _ T^b _^2 F on a==0 && b==1 *)
Lemma s51_c2_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s51_board 0 1 -> fst (s51_q3 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s51_q3 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s51_q3] in Hc |- *.
  rewrite tf_game_eq, (s51_c2_L), (s51_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s51_c2_L1)).
  pose proof (use_s28 IH 0 2 (opt_norm_l _ _ _ _ _ (s51_c2_L) ltac:(cbn [In]; left; reflexivity) (s51_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s51_c2_L2)).
  pose proof (use_s37 IH 1 1 (opt_norm_l _ _ _ _ _ (s51_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s51_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s51_c2_R1)).
  pose proof (use_s73 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s51_c2_R) ltac:(cbn [In]; left; reflexivity) (s51_c2_R1))) as Ho2.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s37_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s51_c3_L (b : nat) : lmoves (s51_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; F]) []].
Proof. unfold s51_board, strip. tf_options. Qed.
Lemma s51_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; F]) []) (s28_board 0 (3 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; E; F]) []); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s51_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; F]) []) (s43_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s51_c3_R (b : nat) : rmoves (s51_board 0 (2 + b)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E]) []].
Proof. unfold s51_board, strip. tf_options. Qed.
Lemma s51_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E]) []) (s73_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s51 = T^a F T _ T^b _^2 F on a==0 && b>=2 *)
Lemma s51_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s51_board 0 (2 + b) -> fst (s51_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s51_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s51_q3] in Hc |- *.
  rewrite tf_game_eq, (s51_c3_L b), (s51_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s51_c3_L1 b)).
  pose proof (use_s28 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s51_c3_L b) ltac:(cbn [In]; left; reflexivity) (s51_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s51_c3_L2 b)).
  pose proof (use_s43 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s51_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s51_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s51_c3_R1 b)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s51_c3_R b) ltac:(cbn [In]; left; reflexivity) (s51_c3_R1 b))) as Ho2.
  rewrite (s28_p2 Ho0 ltac:(zlia)).
  rewrite (s43_p9 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s51 = T^a F T _ T^b _^2 F on a==1 && b==0: the board of s29 *)
Lemma s51_c4_p2 x (Hs29 : s29_claim x) :
  x = s51_board 1 0 -> fst (s51_q2 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s51_q2 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s51_q2] in Hc |- *.
  pose proof (Hs29 1 ltac:(rewrite Hx; unfold s51_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s51_c5_L : lmoves (s51_board 1 1) = [s46_board 1 2; s80_board 1 1].
Proof. unfold s46_board, s51_board, s80_board. tf_options. Qed.
Lemma s51_c5_R : rmoves (s51_board 1 1) = [s138_board 1 1 0].
Proof. unfold s138_board, s51_board. tf_options. Qed.
(* s51 = T^a F T _ T^b _^2 F on a==1 && b==1 *)
Lemma s51_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s51_board 1 1 -> fst (s51_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s51_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s51_q3] in Hc |- *.
  rewrite tf_game_eq, (s51_c5_L), (s51_c5_R); cbn [map].
  pose proof (use_s46 IH 1 2 (opt_l _ _ _ (s51_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s80 IH 1 1 (opt_l _ _ _ (s51_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s138 IH 1 1 0 (opt_r _ _ _ (s51_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  rewrite (s80_p3 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s51_c6_L (b : nat) : lmoves (s51_board 1 (2 + b)) = [s46_board 1 (3 + b); s114_board 1 (1 + b) 1].
Proof. unfold s114_board, s46_board, s51_board. tf_options. Qed.
Lemma s51_c6_R (b : nat) : rmoves (s51_board 1 (2 + b)) = [s138_board 1 (2 + b) 0].
Proof. unfold s138_board, s51_board. tf_options. Qed.
(* s51 = T^a F T _ T^b _^2 F on a==1 && b>=2 *)
Lemma s51_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s51_board 1 (2 + b) -> fst (s51_q3 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s51_q3 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s51_q3] in Hc |- *.
  rewrite tf_game_eq, (s51_c6_L b), (s51_c6_R b); cbn [map].
  pose proof (use_s46 IH 1 (3 + b) (opt_l _ _ _ (s51_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s114 IH 1 (1 + b) 1 (opt_l _ _ _ (s51_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s138 IH 1 (2 + b) 0 (opt_r _ _ _ (s51_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  rewrite (s114_p10 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s51 = T^a F T _ T^b _^2 F on a>=2 && b==0: the board of s29 *)
Lemma s51_c7_p1 x (Hs29 : s29_claim x) (a : nat) :
  x = s51_board (2 + a) 0 -> fst (s51_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s51_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s51_q1] in Hc |- *.
  pose proof (Hs29 (2 + a) ltac:(rewrite Hx; unfold s51_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s51_c7_p2 x (Hs29 : s29_claim x) (a : nat) :
  x = s51_board (2 + a) 0 -> fst (s51_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s51_q2 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s51_q2] in Hc |- *.
  pose proof (Hs29 (2 + a) ltac:(rewrite Hx; unfold s51_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s51_c8_L (a : nat) : lmoves (s51_board (2 + a) 1) = [s46_board (2 + a) 2; s80_board (2 + a) 1].
Proof. unfold s46_board, s51_board, s80_board. tf_options. Qed.
Lemma s51_c8_R (a : nat) : rmoves (s51_board (2 + a) 1) = [s138_board (2 + a) 1 0].
Proof. unfold s138_board, s51_board. tf_options. Qed.
(* s51 = T^a F T _ T^b _^2 F on a>=2 && b==1 *)
Lemma s51_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s51_board (2 + a) 1 -> fst (s51_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s51_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s51_q1] in Hc |- *.
  rewrite tf_game_eq, (s51_c8_L a), (s51_c8_R a); cbn [map].
  pose proof (use_s46 IH (2 + a) 2 (opt_l _ _ _ (s51_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s80 IH (2 + a) 1 (opt_l _ _ _ (s51_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s138 IH (2 + a) 1 0 (opt_r _ _ _ (s51_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  rewrite (s80_p3 Ho1 ltac:(zlia)).
  rewrite (s138_p11 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s51_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s51_board (2 + a) 1 -> fst (s51_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s51_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s51_q3] in Hc |- *.
  rewrite tf_game_eq, (s51_c8_L a), (s51_c8_R a); cbn [map].
  pose proof (use_s46 IH (2 + a) 2 (opt_l _ _ _ (s51_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s80 IH (2 + a) 1 (opt_l _ _ _ (s51_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s138 IH (2 + a) 1 0 (opt_r _ _ _ (s51_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  rewrite (s80_p3 Ho1 ltac:(zlia)).
  rewrite (s138_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s51_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s51_board (2 + a) 1 -> fst (s51_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s51_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s51_q5] in Hc |- *.
  rewrite tf_game_eq, (s51_c8_L a), (s51_c8_R a); cbn [map].
  pose proof (use_s46 IH (2 + a) 2 (opt_l _ _ _ (s51_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s80 IH (2 + a) 1 (opt_l _ _ _ (s51_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s138 IH (2 + a) 1 0 (opt_r _ _ _ (s51_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  rewrite (s80_p3 Ho1 ltac:(zlia)).
  rewrite (s138_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s51_c9_L (a b : nat) : lmoves (s51_board (2 + a) (2 + b)) = [s46_board (2 + a) (3 + b); s114_board (2 + a) (1 + b) 1].
Proof. unfold s114_board, s46_board, s51_board. tf_options. Qed.
Lemma s51_c9_R (a b : nat) : rmoves (s51_board (2 + a) (2 + b)) = [s138_board (2 + a) (2 + b) 0].
Proof. unfold s138_board, s51_board. tf_options. Qed.
(* s51 = T^a F T _ T^b _^2 F on a>=2 && b>=2 *)
Lemma s51_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s51_board (2 + a) (2 + b) -> fst (s51_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s51_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s51_q3] in Hc |- *.
  rewrite tf_game_eq, (s51_c9_L a b), (s51_c9_R a b); cbn [map].
  pose proof (use_s46 IH (2 + a) (3 + b) (opt_l _ _ _ (s51_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s114 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s51_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s138 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s51_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  rewrite (s114_p10 Ho1 ltac:(zlia)).
  rewrite (s138_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s51_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s51_board (2 + a) (2 + b) -> fst (s51_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s51_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s51_q4] in Hc |- *.
  rewrite tf_game_eq, (s51_c9_L a b), (s51_c9_R a b); cbn [map].
  pose proof (use_s46 IH (2 + a) (3 + b) (opt_l _ _ _ (s51_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s114 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s51_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s138 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s51_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s114_p5 Ho1 ltac:(zlia)).
    rewrite (s138_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s114_p11 Ho1 ltac:(zlia)).
    rewrite (s138_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s114_p12 Ho1 ltac:(zlia)).
    rewrite (s138_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s52 = T^a _ T^b _^2 T^c F T F on a==0 && b==0 && c==0: the board of s49 *)
Lemma s52_c1_p1 x (Hs49 : s49_claim x) :
  x = s52_board 0 0 0 -> fst (s52_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s52_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s52_q1] in Hc |- *.
  pose proof (Hs49 0 0 ltac:(rewrite Hx; unfold s52_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s52 = T^a _ T^b _^2 T^c F T F on a==0 && b==0 && c==1: the board of s49 *)
Lemma s52_c2_p3 x (Hs49 : s49_claim x) :
  x = s52_board 0 0 1 -> fst (s52_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s52_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s52_q3] in Hc |- *.
  pose proof (Hs49 0 1 ltac:(rewrite Hx; unfold s52_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s52 = T^a _ T^b _^2 T^c F T F on a==0 && b==0 && c>=2: the board of s49 *)
Lemma s52_c3_p5 x (Hs49 : s49_claim x) (c : nat) :
  x = s52_board 0 0 (2 + c) -> fst (s52_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s52_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s52_q5] in Hc |- *.
  pose proof (Hs49 0 (2 + c) ltac:(rewrite Hx; unfold s52_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s52_c4_L : lmoves (s52_board 0 1 0) = [s50_board 0 1 0].
Proof. unfold s50_board, s52_board. tf_options. Qed.
Lemma s52_c4_R : rmoves (s52_board 0 1 0) = [s81_board 0 1 0 0].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==0 && b==1 && c==0 *)
Lemma s52_c4_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s52_board 0 1 0 -> fst (s52_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s52_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s52_q6] in Hc |- *.
  rewrite tf_game_eq, (s52_c4_L), (s52_c4_R); cbn [map].
  pose proof (use_s50 IH 0 1 0 (opt_l _ _ _ (s52_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 0 0 (opt_r _ _ _ (s52_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s50_p4 Ho0 ltac:(zlia)).
  rewrite (s81_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s52_c5_L : lmoves (s52_board 0 1 1) = [s50_board 0 1 1].
Proof. unfold s50_board, s52_board. tf_options. Qed.
Lemma s52_c5_R : rmoves (s52_board 0 1 1) = [s81_board 0 1 0 1].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==0 && b==1 && c==1 *)
Lemma s52_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s52_board 0 1 1 -> fst (s52_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s52_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s52_q7] in Hc |- *.
  rewrite tf_game_eq, (s52_c5_L), (s52_c5_R); cbn [map].
  pose proof (use_s50 IH 0 1 1 (opt_l _ _ _ (s52_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 1 0 1 (opt_r _ _ _ (s52_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s50_p5 Ho0 ltac:(zlia)).
  rewrite (s81_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s52_c6_L (c : nat) : lmoves (s52_board 0 1 (2 + c)) = [s50_board 0 1 (2 + c)].
Proof. unfold s50_board, s52_board. tf_options. Qed.
Lemma s52_c6_R (c : nat) : rmoves (s52_board 0 1 (2 + c)) = [].
Proof. unfold s52_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==0 && b==1 && c>=2 *)
Lemma s52_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s52_board 0 1 (2 + c) -> fst (s52_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s52_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s52_q5] in Hc |- *.
  rewrite tf_game_eq, (s52_c6_L c), (s52_c6_R c); cbn [map].
  pose proof (use_s50 IH 0 1 (2 + c) (opt_l _ _ _ (s52_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s52_c7_L (b : nat) : lmoves (s52_board 0 (2 + b) 0) = [s53_board 0 (1 + b) 1 0].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s52_c7_R (b : nat) : rmoves (s52_board 0 (2 + b) 0) = [s81_board 0 (2 + b) 0 0].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==0 && b>=2 && c==0 *)
Lemma s52_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s52_board 0 (2 + b) 0 -> fst (s52_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s52_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s52_q6] in Hc |- *.
  rewrite tf_game_eq, (s52_c7_L b), (s52_c7_R b); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s52_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s52_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s53_p16 Ho0 ltac:(zlia)).
  rewrite (s81_p24 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s52_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s52_board 0 (2 + b) 0 -> fst (s52_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s52_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s52_q7] in Hc |- *.
  rewrite tf_game_eq, (s52_c7_L b), (s52_c7_R b); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s52_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s52_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s53_p24 Ho0 ltac:(zlia)).
  rewrite (s81_p30 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s52_c7_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s52_board 0 (2 + b) 0 -> fst (s52_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s52_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s52_q10] in Hc |- *.
  rewrite tf_game_eq, (s52_c7_L b), (s52_c7_R b); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s52_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s52_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s53_p29 Ho0 ltac:(zlia)).
    rewrite (s81_p30 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s53_p34 Ho0 ltac:(zlia)).
    rewrite (s81_p30 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s52_c8_L (b : nat) : lmoves (s52_board 0 (2 + b) 1) = [s53_board 0 (1 + b) 1 1].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s52_c8_R (b : nat) : rmoves (s52_board 0 (2 + b) 1) = [s81_board 0 (2 + b) 0 1].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==0 && b>=2 && c==1 *)
Lemma s52_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s52_board 0 (2 + b) 1 -> fst (s52_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s52_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s52_q3] in Hc |- *.
  rewrite tf_game_eq, (s52_c8_L b), (s52_c8_R b); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s52_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s52_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s53_p17 Ho0 ltac:(zlia)).
  rewrite (s81_p25 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s52_c8_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s52_board 0 (2 + b) 1 -> fst (s52_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s52_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s52_q9] in Hc |- *.
  rewrite tf_game_eq, (s52_c8_L b), (s52_c8_R b); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s52_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s52_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s53_p25 Ho0 ltac:(zlia)).
  rewrite (s81_p31 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s52_c8_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s52_board 0 (2 + b) 1 -> fst (s52_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s52_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s52_q11] in Hc |- *.
  rewrite tf_game_eq, (s52_c8_L b), (s52_c8_R b); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s52_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s52_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s53_p30 Ho0 ltac:(zlia)).
  rewrite (s81_p35 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s52_c9_L (b c : nat) : lmoves (s52_board 0 (2 + b) (2 + c)) = [s53_board 0 (1 + b) 1 (2 + c)].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s52_c9_R (b c : nat) : rmoves (s52_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s52_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==0 && b>=2 && c>=2 *)
Lemma s52_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s52_board 0 (2 + b) (2 + c) -> fst (s52_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s52_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s52_q5] in Hc |- *.
  rewrite tf_game_eq, (s52_c9_L b c), (s52_c9_R b c); cbn [map].
  pose proof (use_s53 IH 0 (1 + b) 1 (2 + c) (opt_l _ _ _ (s52_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s52 = T^a _ T^b _^2 T^c F T F on a==1 && b==0 && c==0: the board of s49 *)
Lemma s52_c10_p12 x (Hs49 : s49_claim x) :
  x = s52_board 1 0 0 -> fst (s52_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s52_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s52_q12] in Hc |- *.
  pose proof (Hs49 1 0 ltac:(rewrite Hx; unfold s52_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s52 = T^a _ T^b _^2 T^c F T F on a==1 && b==0 && c==1: the board of s49 *)
Lemma s52_c11_p4 x (Hs49 : s49_claim x) :
  x = s52_board 1 0 1 -> fst (s52_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s52_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s52_q4] in Hc |- *.
  pose proof (Hs49 1 1 ltac:(rewrite Hx; unfold s52_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s52 = T^a _ T^b _^2 T^c F T F on a==1 && b==0 && c>=2: the board of s49 *)
Lemma s52_c12_p5 x (Hs49 : s49_claim x) (c : nat) :
  x = s52_board 1 0 (2 + c) -> fst (s52_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s52_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s52_q5] in Hc |- *.
  pose proof (Hs49 1 (2 + c) ltac:(rewrite Hx; unfold s52_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s52_c13_L : lmoves (s52_board 1 1 0) = [s52_board 0 2 0; s50_board 1 1 0].
Proof. unfold s50_board, s52_board. tf_options. Qed.
Lemma s52_c13_R : rmoves (s52_board 1 1 0) = [s81_board 1 1 0 0].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==1 && b==1 && c==0 *)
Lemma s52_c13_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s52_board 1 1 0 -> fst (s52_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s52_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s52_q2] in Hc |- *.
  rewrite tf_game_eq, (s52_c13_L), (s52_c13_R); cbn [map].
  pose proof (use_s52 IH 0 2 0 (opt_l _ _ _ (s52_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 1 0 (opt_l _ _ _ (s52_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 1 1 0 0 (opt_r _ _ _ (s52_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p4 Ho1 ltac:(zlia)).
  rewrite (s81_p38 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s52_c14_L : lmoves (s52_board 1 1 1) = [s52_board 0 2 1; s50_board 1 1 1].
Proof. unfold s50_board, s52_board. tf_options. Qed.
Lemma s52_c14_R : rmoves (s52_board 1 1 1) = [s81_board 1 1 0 1].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==1 && b==1 && c==1 *)
Lemma s52_c14_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s52_board 1 1 1 -> fst (s52_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s52_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s52_q8] in Hc |- *.
  rewrite tf_game_eq, (s52_c14_L), (s52_c14_R); cbn [map].
  pose proof (use_s52 IH 0 2 1 (opt_l _ _ _ (s52_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 1 1 (opt_l _ _ _ (s52_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 1 1 0 1 (opt_r _ _ _ (s52_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p12 Ho1 ltac:(zlia)).
  rewrite (s81_p44 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s52_c15_L (c : nat) : lmoves (s52_board 1 1 (2 + c)) = [s52_board 0 2 (2 + c); s50_board 1 1 (2 + c)].
Proof. unfold s50_board, s52_board. tf_options. Qed.
Lemma s52_c15_R (c : nat) : rmoves (s52_board 1 1 (2 + c)) = [].
Proof. unfold s52_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==1 && b==1 && c>=2 *)
Lemma s52_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s52_board 1 1 (2 + c) -> fst (s52_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s52_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s52_q5] in Hc |- *.
  rewrite tf_game_eq, (s52_c15_L c), (s52_c15_R c); cbn [map].
  pose proof (use_s52 IH 0 2 (2 + c) (opt_l _ _ _ (s52_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH 1 1 (2 + c) (opt_l _ _ _ (s52_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s52_c16_L (b : nat) : lmoves (s52_board 1 (2 + b) 0) = [s52_board 0 (3 + b) 0; s53_board 1 (1 + b) 1 0].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s52_c16_R (b : nat) : rmoves (s52_board 1 (2 + b) 0) = [s81_board 1 (2 + b) 0 0].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==1 && b>=2 && c==0 *)
Lemma s52_c16_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s52_board 1 (2 + b) 0 -> fst (s52_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s52_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s52_q7] in Hc |- *.
  rewrite tf_game_eq, (s52_c16_L b), (s52_c16_R b); cbn [map].
  pose proof (use_s52 IH 0 (3 + b) 0 (opt_l _ _ _ (s52_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s52_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s52_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p7 Ho0 ltac:(zlia)).
  rewrite (s53_p16 Ho1 ltac:(zlia)).
  rewrite (s81_p30 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s52_c16_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s52_board 1 (2 + b) 0 -> fst (s52_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s52_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s52_q10] in Hc |- *.
  rewrite tf_game_eq, (s52_c16_L b), (s52_c16_R b); cbn [map].
  pose proof (use_s52 IH 0 (3 + b) 0 (opt_l _ _ _ (s52_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s52_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s52_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
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

Lemma s52_c17_L (b : nat) : lmoves (s52_board 1 (2 + b) 1) = [s52_board 0 (3 + b) 1; s53_board 1 (1 + b) 1 1].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s52_c17_R (b : nat) : rmoves (s52_board 1 (2 + b) 1) = [s81_board 1 (2 + b) 0 1].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==1 && b>=2 && c==1 *)
Lemma s52_c17_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s52_board 1 (2 + b) 1 -> fst (s52_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s52_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s52_q9] in Hc |- *.
  rewrite tf_game_eq, (s52_c17_L b), (s52_c17_R b); cbn [map].
  pose proof (use_s52 IH 0 (3 + b) 1 (opt_l _ _ _ (s52_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s52_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s52_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p9 Ho0 ltac:(zlia)).
  rewrite (s53_p41 Ho1 ltac:(zlia)).
  rewrite (s81_p51 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s52_c17_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s52_board 1 (2 + b) 1 -> fst (s52_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s52_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s52_q11] in Hc |- *.
  rewrite tf_game_eq, (s52_c17_L b), (s52_c17_R b); cbn [map].
  pose proof (use_s52 IH 0 (3 + b) 1 (opt_l _ _ _ (s52_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s52_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s52_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p11 Ho0 ltac:(zlia)).
  rewrite (s53_p30 Ho1 ltac:(zlia)).
  rewrite (s81_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s52_c18_L (b c : nat) : lmoves (s52_board 1 (2 + b) (2 + c)) = [s52_board 0 (3 + b) (2 + c); s53_board 1 (1 + b) 1 (2 + c)].
Proof. unfold s52_board, s53_board. tf_options. Qed.
Lemma s52_c18_R (b c : nat) : rmoves (s52_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s52_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a==1 && b>=2 && c>=2 *)
Lemma s52_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s52_board 1 (2 + b) (2 + c) -> fst (s52_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s52_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s52_q5] in Hc |- *.
  rewrite tf_game_eq, (s52_c18_L b c), (s52_c18_R b c); cbn [map].
  pose proof (use_s52 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s52_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s53 IH 1 (1 + b) 1 (2 + c) (opt_l _ _ _ (s52_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s52_p5 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s52 = T^a _ T^b _^2 T^c F T F on a>=2 && b==0 && c==0: the board of s49 *)
Lemma s52_c19_p12 x (Hs49 : s49_claim x) (a : nat) :
  x = s52_board (2 + a) 0 0 -> fst (s52_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s52_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s52_q12] in Hc |- *.
  pose proof (Hs49 (2 + a) 0 ltac:(rewrite Hx; unfold s52_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s52_c19_p13 x (Hs49 : s49_claim x) (a : nat) :
  x = s52_board (2 + a) 0 0 -> fst (s52_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s52_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s52_q13] in Hc |- *.
  pose proof (Hs49 (2 + a) 0 ltac:(rewrite Hx; unfold s52_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s52_c19_p16 x (Hs49 : s49_claim x) (a : nat) :
  x = s52_board (2 + a) 0 0 -> fst (s52_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s52_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s52_q16] in Hc |- *.
  pose proof (Hs49 (2 + a) 0 ltac:(rewrite Hx; unfold s52_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s52 = T^a _ T^b _^2 T^c F T F on a>=2 && b==0 && c==1: the board of s49 *)
Lemma s52_c20_p4 x (Hs49 : s49_claim x) (a : nat) :
  x = s52_board (2 + a) 0 1 -> fst (s52_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s52_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s52_q4] in Hc |- *.
  pose proof (Hs49 (2 + a) 1 ltac:(rewrite Hx; unfold s52_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s52 = T^a _ T^b _^2 T^c F T F on a>=2 && b==0 && c>=2: the board of s49 *)
Lemma s52_c21_p5 x (Hs49 : s49_claim x) (a c : nat) :
  x = s52_board (2 + a) 0 (2 + c) -> fst (s52_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s52_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s52_q5] in Hc |- *.
  pose proof (Hs49 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s52_board, s49_board; board_eq)) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s52_c22_L (a : nat) : lmoves (s52_board (2 + a) 1 0) = [s52_board (1 + a) 2 0; s50_board (2 + a) 1 0].
Proof. unfold s50_board, s52_board. tf_options. Qed.
Lemma s52_c22_R (a : nat) : rmoves (s52_board (2 + a) 1 0) = [s81_board (2 + a) 1 0 0].
Proof. unfold s52_board, s81_board. tf_options. Qed.
(* s52 = T^a _ T^b _^2 T^c F T F on a>=2 && b==1 && c==0 *)
Lemma s52_c22_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s52_board (2 + a) 1 0 -> fst (s52_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s52_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s52_q2] in Hc |- *.
  rewrite tf_game_eq, (s52_c22_L a), (s52_c22_R a); cbn [map].
  pose proof (use_s52 IH (1 + a) 2 0 (opt_l _ _ _ (s52_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) 1 0 (opt_l _ _ _ (s52_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) 1 0 0 (opt_r _ _ _ (s52_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p7 Ho0 ltac:(zlia)).
  rewrite (s50_p8 Ho1 ltac:(zlia)).
  rewrite (s81_p38 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s52_c22_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s52_board (2 + a) 1 0 -> fst (s52_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s52_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s52_q15] in Hc |- *.
  rewrite tf_game_eq, (s52_c22_L a), (s52_c22_R a); cbn [map].
  pose proof (use_s52 IH (1 + a) 2 0 (opt_l _ _ _ (s52_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s50 IH (2 + a) 1 0 (opt_l _ _ _ (s52_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s81 IH (2 + a) 1 0 0 (opt_r _ _ _ (s52_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s52_p10 Ho0 ltac:(zlia)).
  rewrite (s50_p8 Ho1 ltac:(zlia)).
  rewrite (s81_p55 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

