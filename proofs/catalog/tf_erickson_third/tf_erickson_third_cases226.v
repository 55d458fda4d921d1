(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s181_c74_L (a b : nat) : lmoves (s181_board (2 + a) (2 + b) 0 1) = [s147_board (2 + a) (3 + b) 0 1; s166_board (2 + a) (1 + b) 0 2; s187_board (2 + a) (2 + b) 0].
Proof. unfold s147_board, s166_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c74_R (a b : nat) : rmoves (s181_board (2 + a) (2 + b) 0 1) = [s198_board (2 + a) (2 + b) 0 1].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s181_c74_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s181_board (2 + a) (2 + b) 0 1 -> fst (s181_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q13] in Hc |- *.
  rewrite tf_game_eq, (s181_c74_L a b), (s181_c74_R a b); cbn [map].
  pose proof (use_s147 IH (2 + a) (3 + b) 0 1 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s181_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s147_p26 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s166_p61 Ho1 ltac:(zlia)).
      rewrite (s187_p5 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p65 Ho1 ltac:(zlia)).
      rewrite (s187_p5 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s147_p69 Ho0 ltac:(zlia)).
    rewrite (s166_p68 Ho1 ltac:(zlia)).
    rewrite (s187_p5 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s181_c74_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s181_board (2 + a) (2 + b) 0 1 -> fst (s181_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q20] in Hc |- *.
  rewrite tf_game_eq, (s181_c74_L a b), (s181_c74_R a b); cbn [map].
  pose proof (use_s147 IH (2 + a) (3 + b) 0 1 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s181_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p25 Ho0 ltac:(zlia)).
  rewrite (s166_p40 Ho1 ltac:(zlia)).
  rewrite (s187_p7 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c74_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s181_board (2 + a) (2 + b) 0 1 -> fst (s181_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q21] in Hc |- *.
  rewrite tf_game_eq, (s181_c74_L a b), (s181_c74_R a b); cbn [map].
  pose proof (use_s147 IH (2 + a) (3 + b) 0 1 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s181_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p25 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s166_p40 Ho1 ltac:(zlia)).
    rewrite (s187_p8 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p41 Ho1 ltac:(zlia)).
    rewrite (s187_p8 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s181_c74_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s181_board (2 + a) (2 + b) 0 1 -> fst (s181_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s181_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q40] in Hc |- *.
  rewrite tf_game_eq, (s181_c74_L a b), (s181_c74_R a b); cbn [map].
  pose proof (use_s147 IH (2 + a) (3 + b) 0 1 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s181_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s181_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p25 Ho0 ltac:(zlia)).
  rewrite (s166_p43 Ho1 ltac:(zlia)).
  rewrite (s187_p13 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c75_L (a b d : nat) : lmoves (s181_board (2 + a) (2 + b) 0 (2 + d)) = [s147_board (2 + a) (3 + b) 0 (2 + d); s166_board (2 + a) (1 + b) 0 (3 + d); s201_board (2 + a) (2 + b) 0 (1 + d)].
Proof. unfold s147_board, s166_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c75_R (a b d : nat) : rmoves (s181_board (2 + a) (2 + b) 0 (2 + d)) = [s198_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s181_c75_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s181_board (2 + a) (2 + b) 0 (2 + d) -> fst (s181_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q17] in Hc |- *.
  rewrite tf_game_eq, (s181_c75_L a b d), (s181_c75_R a b d); cbn [map].
  pose proof (use_s147 IH (2 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s181_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s166 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s181_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s201 IH (2 + a) (2 + b) 0 (1 + d) (opt_l _ _ _ (s181_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s181_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p18 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s166_p42 Ho1 ltac:(zlia)).
    rewrite (s201_p11 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p61 Ho1 ltac:(zlia)).
    rewrite (s201_p11 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p65 Ho1 ltac:(zlia)).
    rewrite (s201_p11 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p68 Ho1 ltac:(zlia)).
    rewrite (s201_p11 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c==1 && d==0: the board of s136 *)
Lemma s181_c76_p10 x (Hs136 : s136_claim x) (a b : nat) :
  x = s181_board (2 + a) (2 + b) 1 0 -> fst (s181_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s181_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q10] in Hc |- *.
  pose proof (Hs136 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c77_L (a b : nat) : lmoves (s181_board (2 + a) (2 + b) 1 1) = [s147_board (2 + a) (3 + b) 1 1; s181_board (2 + a) (2 + b) 0 2; s187_board (2 + a) (2 + b) 1].
Proof. unfold s147_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c77_R (a b : nat) : rmoves (s181_board (2 + a) (2 + b) 1 1) = [s198_board (2 + a) (2 + b) 1 1].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s181_c77_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s181_board (2 + a) (2 + b) 1 1 -> fst (s181_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s181_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q12] in Hc |- *.
  rewrite tf_game_eq, (s181_c77_L a b), (s181_c77_R a b); cbn [map].
  pose proof (use_s147 IH (2 + a) (3 + b) 1 1 (opt_l _ _ _ (s181_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s181_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s181_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s181_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p22 Ho0 ltac:(zlia)).
  rewrite (s181_p17 Ho1 ltac:(zlia)).
  rewrite (s187_p4 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c78_L (a b d : nat) : lmoves (s181_board (2 + a) (2 + b) 1 (2 + d)) = [s147_board (2 + a) (3 + b) 1 (2 + d); s181_board (2 + a) (2 + b) 0 (3 + d); s201_board (2 + a) (2 + b) 1 (1 + d)].
Proof. unfold s147_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c78_R (a b d : nat) : rmoves (s181_board (2 + a) (2 + b) 1 (2 + d)) = [s198_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s181_c78_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s181_board (2 + a) (2 + b) 1 (2 + d) -> fst (s181_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q17] in Hc |- *.
  rewrite tf_game_eq, (s181_c78_L a b d), (s181_c78_R a b d); cbn [map].
  pose proof (use_s147 IH (2 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s181_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s181_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s201 IH (2 + a) (2 + b) 1 (1 + d) (opt_l _ _ _ (s181_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s181_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p18 Ho0 ltac:(zlia)).
  rewrite (s181_p17 Ho1 ltac:(zlia)).
  rewrite (s201_p11 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c>=2 && d==0: the board of s136 *)
Lemma s181_c79_p10 x (Hs136 : s136_claim x) (a b c : nat) :
  x = s181_board (2 + a) (2 + b) (2 + c) 0 -> fst (s181_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s181_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s181_q10] in Hc |- *.
  pose proof (Hs136 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s181_board, s136_board; board_eq)) as Ho0.
  rewrite (s136_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s181_c80_L (a b c : nat) : lmoves (s181_board (2 + a) (2 + b) (2 + c) 1) = [s147_board (2 + a) (3 + b) (2 + c) 1; s181_board (2 + a) (2 + b) (1 + c) 2; s187_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s147_board, s181_board, s187_board. tf_options. Qed.
Lemma s181_c80_R (a b c : nat) : rmoves (s181_board (2 + a) (2 + b) (2 + c) 1) = [s198_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s181_c80_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s181_board (2 + a) (2 + b) (2 + c) 1 -> fst (s181_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s181_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s181_q12] in Hc |- *.
  rewrite tf_game_eq, (s181_c80_L a b c), (s181_c80_R a b c); cbn [map].
  pose proof (use_s147 IH (2 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s181_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s181_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH (2 + a) (2 + b) (2 + c) (opt_l _ _ _ (s181_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s181_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p22 Ho0 ltac:(zlia)).
  rewrite (s181_p17 Ho1 ltac:(zlia)).
  rewrite (s187_p4 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s181_c81_L (a b c d : nat) : lmoves (s181_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s147_board (2 + a) (3 + b) (2 + c) (2 + d); s181_board (2 + a) (2 + b) (1 + c) (3 + d); s201_board (2 + a) (2 + b) (2 + c) (1 + d)].
Proof. unfold s147_board, s181_board, s201_board. tf_options. Qed.
Lemma s181_c81_R (a b c d : nat) : rmoves (s181_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s198_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s181_board, s198_board. tf_options. Qed.
(* s181 = T^a F T _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s181_c81_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s181_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s181_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s181_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s181_q17] in Hc |- *.
  rewrite tf_game_eq, (s181_c81_L a b c d), (s181_c81_R a b c d); cbn [map].
  pose proof (use_s147 IH (2 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s181_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s181 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s181_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s201 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s181_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s181_c81_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p18 Ho0 ltac:(zlia)).
  rewrite (s181_p17 Ho1 ltac:(zlia)).
  rewrite (s201_p11 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s92 *)
Lemma s182_c1_p1 x (Hs92 : s92_claim x) :
  x = s182_board 0 0 0 0 0 -> fst (s182_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q1] in Hc |- *.
  pose proof (Hs92 0 0 0 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s125 *)
Lemma s182_c2_p2 x (Hs125 : s125_claim x) :
  x = s182_board 0 0 0 0 1 -> fst (s182_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q2] in Hc |- *.
  pose proof (Hs125 0 0 0 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s125 *)
Lemma s182_c3_p3 x (Hs125 : s125_claim x) (e : nat) :
  x = s182_board 0 0 0 0 (2 + e) -> fst (s182_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q3] in Hc |- *.
  pose proof (Hs125 0 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c3_p6 x (Hs125 : s125_claim x) (e : nat) :
  x = s182_board 0 0 0 0 (2 + e) -> fst (s182_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q6] in Hc |- *.
  pose proof (Hs125 0 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==0 && d==1 && e==0: the board of s92 *)
Lemma s182_c4_p7 x (Hs92 : s92_claim x) :
  x = s182_board 0 0 0 1 0 -> fst (s182_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q7] in Hc |- *.
  pose proof (Hs92 0 0 1 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==0 && d==1 && e==1: the board of s125 *)
Lemma s182_c5_p8 x (Hs125 : s125_claim x) :
  x = s182_board 0 0 0 1 1 -> fst (s182_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q8] in Hc |- *.
  pose proof (Hs125 0 0 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s125 *)
Lemma s182_c6_p6 x (Hs125 : s125_claim x) (e : nat) :
  x = s182_board 0 0 0 1 (2 + e) -> fst (s182_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q6] in Hc |- *.
  pose proof (Hs125 0 0 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s92 *)
Lemma s182_c7_p7 x (Hs92 : s92_claim x) (d : nat) :
  x = s182_board 0 0 0 (2 + d) 0 -> fst (s182_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q7] in Hc |- *.
  pose proof (Hs92 0 0 (2 + d) ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s125 *)
Lemma s182_c8_p6 x (Hs125 : s125_claim x) (d : nat) :
  x = s182_board 0 0 0 (2 + d) 1 -> fst (s182_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q6] in Hc |- *.
  pose proof (Hs125 0 0 (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s125 *)
Lemma s182_c9_p6 x (Hs125 : s125_claim x) (d e : nat) :
  x = s182_board 0 0 0 (2 + d) (2 + e) -> fst (s182_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q6] in Hc |- *.
  pose proof (Hs125 0 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s152 *)
Lemma s182_c10_p9 x (Hs152 : s152_claim x) :
  x = s182_board 0 0 1 0 0 -> fst (s182_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q9] in Hc |- *.
  pose proof (Hs152 0 0 1 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c11_L : lmoves (s182_board 0 0 1 0 1) = [strip [(1, 1); (1, 1)] ([T; T; E; T; F]) []; strip [(1, 1)] ([T; F; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c11_L1 : tf_norm (strip [(1, 1); (1, 1)] ([T; T; E; T; F]) []) (s64_board 0 2) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([T; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c11_L2 : tf_norm (strip [(1, 1)] ([T; F; E; E; T; T; F]) []) (s75_board 0 1) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] ([T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c11_R : rmoves (s182_board 0 0 1 0 1) = [strip [(0, 1)] ([E; T; F; E; T; E; T; F]) []; strip [(1, 1)] ([T; F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c11_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; E; T; F]) []) (s112_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c11_R2 : tf_norm (strip [(1, 1)] ([T; F; E; T; F]) [(1, 1)]) (s113_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==1 && d==0 && e==1 *)
Lemma s182_c11_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s182_board 0 0 1 0 1 -> fst (s182_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q10] in Hc |- *.
  rewrite tf_game_eq, (s182_c11_L), (s182_c11_R); cbn [map].
  rewrite (tf_norm_game (s182_c11_L1)).
  pose proof (use_s64 IH 0 2 (opt_norm_l _ _ _ _ _ (s182_c11_L) ltac:(cbn [In]; left; reflexivity) (s182_c11_L1))) as Ho0.
  rewrite (tf_norm_game (s182_c11_L2)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s182_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s182_c11_R1)).
  pose proof (use_s112 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c11_R) ltac:(cbn [In]; left; reflexivity) (s182_c11_R1))) as Ho2.
  rewrite (tf_norm_game0 (s182_c11_R2)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c11_R2))) as Ho3.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat 2) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p11 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s182_c12_L (e : nat) : lmoves (s182_board 0 0 1 0 (2 + e)) = [strip [(1, 1); (1, 1)] (repeat T (3 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c12_L1 (e : nat) : tf_norm (strip [(1, 1); (1, 1)] (repeat T (3 + e) ++ [E; T; F]) []) (s64_board 0 (3 + e)) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] (repeat T (3 + e) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c12_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s75_board 0 1) (Z.of_nat (2 + e) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c12_R (e : nat) : rmoves (s182_board 0 0 1 0 (2 + e)) = [strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c12_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 0 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c12_R2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s113_board 0 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==1 && d==0 && e>=2 *)
Lemma s182_c12_p11 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s182_board 0 0 1 0 (2 + e) -> fst (s182_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q11] in Hc |- *.
  rewrite tf_game_eq, (s182_c12_L e), (s182_c12_R e); cbn [map].
  rewrite (tf_norm_game (s182_c12_L1 e)).
  pose proof (use_s64 IH 0 (3 + e) (opt_norm_l _ _ _ _ _ (s182_c12_L e) ltac:(cbn [In]; left; reflexivity) (s182_c12_L1 e))) as Ho0.
  rewrite (tf_norm_game (s182_c12_L2 e)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s182_c12_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c12_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c12_R1 e)).
  pose proof (use_s112 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c12_R e) ltac:(cbn [In]; left; reflexivity) (s182_c12_R1 e))) as Ho2.
  rewrite (tf_norm_game0 (s182_c12_R2 e)).
  pose proof (use_s113 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c12_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c12_R2 e))) as Ho3.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (3 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p7 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c12_p14 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s182_board 0 0 1 0 (2 + e) -> fst (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q14] in Hc |- *.
  rewrite tf_game_eq, (s182_c12_L e), (s182_c12_R e); cbn [map].
  rewrite (tf_norm_game (s182_c12_L1 e)).
  pose proof (use_s64 IH 0 (3 + e) (opt_norm_l _ _ _ _ _ (s182_c12_L e) ltac:(cbn [In]; left; reflexivity) (s182_c12_L1 e))) as Ho0.
  rewrite (tf_norm_game (s182_c12_L2 e)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s182_c12_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c12_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c12_R1 e)).
  pose proof (use_s112 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c12_R e) ltac:(cbn [In]; left; reflexivity) (s182_c12_R1 e))) as Ho2.
  rewrite (tf_norm_game0 (s182_c12_R2 e)).
  pose proof (use_s113 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c12_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c12_R2 e))) as Ho3.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (3 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==1 && d==1 && e==0: the board of s152 *)
Lemma s182_c13_p15 x (Hs152 : s152_claim x) :
  x = s182_board 0 0 1 1 0 -> fst (s182_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q15] in Hc |- *.
  pose proof (Hs152 0 0 1 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c14_L : lmoves (s182_board 0 0 1 1 1) = [strip [(1, 1)] ([T; F; E; T; T; E; T; F]) []; strip [(1, 1)] ([T; F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c14_L1 : tf_norm (strip [(1, 1)] ([T; F; E; T; T; E; T; F]) []) (s112_board 0 1 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c14_L2 : tf_norm (strip [(1, 1)] ([T; F; T; E; E; T; T; F]) []) (s75_board 0 1) (1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] ([T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c14_R : rmoves (s182_board 0 0 1 1 1) = [strip [(0, 1)] ([E; T; F; T; E; T; E; T; F]) []; strip [(1, 1)] ([T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; T; E; T; F]) []) (s112_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c14_R2 : tf_norm (strip [(1, 1)] ([T; F; T; E; T; F]) [(1, 1)]) (s113_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==1 && d==1 && e==1 *)
Lemma s182_c14_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s182_board 0 0 1 1 1 -> fst (s182_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q16] in Hc |- *.
  rewrite tf_game_eq, (s182_c14_L), (s182_c14_R); cbn [map].
  rewrite (tf_norm_game (s182_c14_L1)).
  pose proof (use_s112 IH 0 1 0 2 (opt_norm_l _ _ _ _ _ (s182_c14_L) ltac:(cbn [In]; left; reflexivity) (s182_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s182_c14_L2)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s182_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s182_c14_R1)).
  pose proof (use_s112 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s182_c14_R) ltac:(cbn [In]; left; reflexivity) (s182_c14_R1))) as Ho2.
  rewrite (tf_norm_game0 (s182_c14_R2)).
  pose proof (use_s113 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s182_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c14_R2))) as Ho3.
  rewrite (s112_p7 Ho0 ltac:(zlia)).
  rewrite (s112_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p15 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c15_L (e : nat) : lmoves (s182_board 0 0 1 1 (2 + e)) = [strip [(1, 1)] (T :: F :: E :: repeat T (3 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c15_L1 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (3 + e) ++ [E; T; F]) []) (s112_board 0 1 0 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (3 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c15_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s75_board 0 1) (Z.of_nat (2 + e)).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c15_R (e : nat) : rmoves (s182_board 0 0 1 1 (2 + e)) = [strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c15_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 0 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c15_R2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s113_board 0 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s182_c15_p14 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s182_board 0 0 1 1 (2 + e) -> fst (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q14] in Hc |- *.
  rewrite tf_game_eq, (s182_c15_L e), (s182_c15_R e); cbn [map].
  rewrite (tf_norm_game (s182_c15_L1 e)).
  pose proof (use_s112 IH 0 1 0 (3 + e) (opt_norm_l _ _ _ _ _ (s182_c15_L e) ltac:(cbn [In]; left; reflexivity) (s182_c15_L1 e))) as Ho0.
  rewrite (tf_norm_game (s182_c15_L2 e)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s182_c15_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c15_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c15_R1 e)).
  pose proof (use_s112 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c15_R e) ltac:(cbn [In]; left; reflexivity) (s182_c15_R1 e))) as Ho2.
  rewrite (tf_norm_game0 (s182_c15_R2 e)).
  pose proof (use_s113 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c15_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c15_R2 e))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s152 *)
Lemma s182_c16_p15 x (Hs152 : s152_claim x) (d : nat) :
  x = s182_board 0 0 1 (2 + d) 0 -> fst (s182_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q15] in Hc |- *.
  pose proof (Hs152 0 0 1 (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c17_L (d : nat) : lmoves (s182_board 0 0 1 (2 + d) 1) = [strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; E; T; F]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c17_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; E; T; F]) []) (s112_board 0 1 (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c17_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s75_board 0 1) (2 * Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c17_R (d : nat) : rmoves (s182_board 0 0 1 (2 + d) 1) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; E; T; F]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c17_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; E; T; F]) []) (s112_board 0 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c17_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s113_board 0 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s182_c17_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s182_board 0 0 1 (2 + d) 1 -> fst (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q14] in Hc |- *.
  rewrite tf_game_eq, (s182_c17_L d), (s182_c17_R d); cbn [map].
  rewrite (tf_norm_game (s182_c17_L1 d)).
  pose proof (use_s112 IH 0 1 (1 + d) 2 (opt_norm_l _ _ _ _ _ (s182_c17_L d) ltac:(cbn [In]; left; reflexivity) (s182_c17_L1 d))) as Ho0.
  rewrite (tf_norm_game (s182_c17_L2 d)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s182_c17_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c17_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s182_c17_R1 d)).
  pose proof (use_s112 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c17_R d) ltac:(cbn [In]; left; reflexivity) (s182_c17_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s182_c17_R2 d)).
  pose proof (use_s113 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c17_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c17_R2 d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c18_L (d e : nat) : lmoves (s182_board 0 0 1 (2 + d) (2 + e)) = [strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c18_L1 (d e : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; T; F]) []) (s112_board 0 1 (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c18_L2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s75_board 0 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c18_R (d e : nat) : rmoves (s182_board 0 0 1 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c18_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 0 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c18_R2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s113_board 0 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s182_c18_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s182_board 0 0 1 (2 + d) (2 + e) -> fst (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q14] in Hc |- *.
  rewrite tf_game_eq, (s182_c18_L d e), (s182_c18_R d e); cbn [map].
  rewrite (tf_norm_game (s182_c18_L1 d e)).
  pose proof (use_s112 IH 0 1 (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s182_c18_L d e) ltac:(cbn [In]; left; reflexivity) (s182_c18_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s182_c18_L2 d e)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s182_c18_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c18_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c18_R1 d e)).
  pose proof (use_s112 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c18_R d e) ltac:(cbn [In]; left; reflexivity) (s182_c18_R1 d e))) as Ho2.
  rewrite (tf_norm_game0 (s182_c18_R2 d e)).
  pose proof (use_s113 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c18_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c18_R2 d e))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s152 *)
Lemma s182_c19_p10 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 0 0 (2 + c) 0 0 -> fst (s182_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q10] in Hc |- *.
  pose proof (Hs152 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c19_p11 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 0 0 (2 + c) 0 0 -> fst (s182_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q11] in Hc |- *.
  pose proof (Hs152 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c19_p19 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 0 0 (2 + c) 0 0 -> fst (s182_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q19] in Hc |- *.
  pose proof (Hs152 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c19_p20 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 0 0 (2 + c) 0 0 -> fst (s182_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q20] in Hc |- *.
  pose proof (Hs152 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c20_L (c : nat) : lmoves (s182_board 0 0 (2 + c) 0 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; F; T; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c20_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; F; T; T; E; T; F]) []) (s81_board 0 (1 + c) 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; F; T; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c20_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E; T; T; F]) []) (s75_board 0 (2 + c)) (-1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c20_R (c : nat) : rmoves (s182_board 0 0 (2 + c) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c20_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; T; E; T; F]) []) (s112_board 0 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c20_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]) (s113_board 0 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c>=2 && d==0 && e==1 *)
Lemma s182_c20_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s182_board 0 0 (2 + c) 0 1 -> fst (s182_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q11] in Hc |- *.
  rewrite tf_game_eq, (s182_c20_L c), (s182_c20_R c); cbn [map].
  rewrite (tf_norm_game (s182_c20_L1 c)).
  pose proof (use_s81 IH 0 (1 + c) 0 2 (opt_norm_l _ _ _ _ _ (s182_c20_L c) ltac:(cbn [In]; left; reflexivity) (s182_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s182_c20_L2 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s182_c20_R1 c)).
  pose proof (use_s112 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s182_c20_R c) ltac:(cbn [In]; left; reflexivity) (s182_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s182_c20_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s182_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c20_R2 c))) as Ho3.
  rewrite (s81_p15 Ho0 ltac:(zlia)).
  rewrite (s81_p15_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p7 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c20_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s182_board 0 0 (2 + c) 0 1 -> fst (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q14] in Hc |- *.
  rewrite tf_game_eq, (s182_c20_L c), (s182_c20_R c); cbn [map].
  rewrite (tf_norm_game (s182_c20_L1 c)).
  pose proof (use_s81 IH 0 (1 + c) 0 2 (opt_norm_l _ _ _ _ _ (s182_c20_L c) ltac:(cbn [In]; left; reflexivity) (s182_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s182_c20_L2 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s182_c20_R1 c)).
  pose proof (use_s112 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s182_c20_R c) ltac:(cbn [In]; left; reflexivity) (s182_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s182_c20_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s182_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c20_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s81_p26 Ho0 ltac:(zlia)).
    rewrite (s81_p26_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p32 Ho0 ltac:(zlia)).
    rewrite (s81_p32_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p36 Ho0 ltac:(zlia)).
    rewrite (s81_p36_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c21_L (c e : nat) : lmoves (s182_board 0 0 (2 + c) 0 (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: F :: repeat T (3 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c21_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: F :: repeat T (3 + e) ++ [E; T; F]) []) (s81_board 0 (1 + c) 0 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: F :: repeat T (3 + e) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c21_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s75_board 0 (2 + c)) (Z.of_nat (2 + e) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ [F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c21_R (c e : nat) : rmoves (s182_board 0 0 (2 + c) 0 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c21_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 0 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c21_R2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s113_board 0 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c>=2 && d==0 && e>=2 *)
Lemma s182_c21_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s182_board 0 0 (2 + c) 0 (2 + e) -> fst (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q14] in Hc |- *.
  rewrite tf_game_eq, (s182_c21_L c e), (s182_c21_R c e); cbn [map].
  rewrite (tf_norm_game (s182_c21_L1 c e)).
  pose proof (use_s81 IH 0 (1 + c) 0 (3 + e) (opt_norm_l _ _ _ _ _ (s182_c21_L c e) ltac:(cbn [In]; left; reflexivity) (s182_c21_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s182_c21_L2 c e)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c21_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c21_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c21_R1 c e)).
  pose proof (use_s112 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c21_R c e) ltac:(cbn [In]; left; reflexivity) (s182_c21_R1 c e))) as Ho2.
  rewrite (tf_norm_game0 (s182_c21_R2 c e)).
  pose proof (use_s113 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c21_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c21_R2 c e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s81_p15 Ho0 ltac:(zlia)).
    rewrite (s81_p15_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p26 Ho0 ltac:(zlia)).
    rewrite (s81_p26_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p32 Ho0 ltac:(zlia)).
    rewrite (s81_p32_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p36 Ho0 ltac:(zlia)).
    rewrite (s81_p36_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s152 *)
Lemma s182_c22_p15 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 0 0 (2 + c) 1 0 -> fst (s182_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q15] in Hc |- *.
  pose proof (Hs152 0 0 (2 + c) 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c23_L (c : nat) : lmoves (s182_board 0 0 (2 + c) 1 1) = [strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c23_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; T; E; T; F]) []) (s112_board 0 (2 + c) 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c23_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) (s75_board 0 (2 + c)) (1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c23_R (c : nat) : rmoves (s182_board 0 0 (2 + c) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c23_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; E; T; F]) []) (s112_board 0 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c23_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]) (s113_board 0 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s182_c23_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s182_board 0 0 (2 + c) 1 1 -> fst (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q14] in Hc |- *.
  rewrite tf_game_eq, (s182_c23_L c), (s182_c23_R c); cbn [map].
  rewrite (tf_norm_game (s182_c23_L1 c)).
  pose proof (use_s112 IH 0 (2 + c) 0 2 (opt_norm_l _ _ _ _ _ (s182_c23_L c) ltac:(cbn [In]; left; reflexivity) (s182_c23_L1 c))) as Ho0.
  rewrite (tf_norm_game (s182_c23_L2 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c23_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c23_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s182_c23_R1 c)).
  pose proof (use_s112 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s182_c23_R c) ltac:(cbn [In]; left; reflexivity) (s182_c23_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s182_c23_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s182_c23_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c23_R2 c))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c24_L (c e : nat) : lmoves (s182_board 0 0 (2 + c) 1 (2 + e)) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (3 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c24_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (3 + e) ++ [E; T; F]) []) (s112_board 0 (2 + c) 0 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (3 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c24_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s75_board 0 (2 + c)) (Z.of_nat (2 + e)).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ [F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c24_R (c e : nat) : rmoves (s182_board 0 0 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c24_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 0 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c24_R2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s113_board 0 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s182_c24_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s182_board 0 0 (2 + c) 1 (2 + e) -> fst (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q14] in Hc |- *.
  rewrite tf_game_eq, (s182_c24_L c e), (s182_c24_R c e); cbn [map].
  rewrite (tf_norm_game (s182_c24_L1 c e)).
  pose proof (use_s112 IH 0 (2 + c) 0 (3 + e) (opt_norm_l _ _ _ _ _ (s182_c24_L c e) ltac:(cbn [In]; left; reflexivity) (s182_c24_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s182_c24_L2 c e)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c24_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c24_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c24_R1 c e)).
  pose proof (use_s112 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c24_R c e) ltac:(cbn [In]; left; reflexivity) (s182_c24_R1 c e))) as Ho2.
  rewrite (tf_norm_game0 (s182_c24_R2 c e)).
  pose proof (use_s113 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c24_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c24_R2 c e))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + e)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s152 *)
Lemma s182_c25_p15 x (Hs152 : s152_claim x) (c d : nat) :
  x = s182_board 0 0 (2 + c) (2 + d) 0 -> fst (s182_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q15] in Hc |- *.
  pose proof (Hs152 0 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c26_L (c d : nat) : lmoves (s182_board 0 0 (2 + c) (2 + d) 1) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c26_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; E; T; F]) []) (s112_board 0 (2 + c) (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c26_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s75_board 0 (2 + c)) (2 * Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ [F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c26_R (c d : nat) : rmoves (s182_board 0 0 (2 + c) (2 + d) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c26_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; T; F]) []) (s112_board 0 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c26_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s113_board 0 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s182_c26_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s182_board 0 0 (2 + c) (2 + d) 1 -> fst (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q14] in Hc |- *.
  rewrite tf_game_eq, (s182_c26_L c d), (s182_c26_R c d); cbn [map].
  rewrite (tf_norm_game (s182_c26_L1 c d)).
  pose proof (use_s112 IH 0 (2 + c) (1 + d) 2 (opt_norm_l _ _ _ _ _ (s182_c26_L c d) ltac:(cbn [In]; left; reflexivity) (s182_c26_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s182_c26_L2 c d)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c26_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c26_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s182_c26_R1 c d)).
  pose proof (use_s112 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c26_R c d) ltac:(cbn [In]; left; reflexivity) (s182_c26_R1 c d))) as Ho2.
  rewrite (tf_norm_game0 (s182_c26_R2 c d)).
  pose proof (use_s113 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c26_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c26_R2 c d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c27_L (c d e : nat) : lmoves (s182_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c27_L1 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; T; F]) []) (s112_board 0 (2 + c) (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c27_L2 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s75_board 0 (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 2).
Proof.
  pose proof (tf_norm_strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + c) ++ [F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c27_R (c d e : nat) : rmoves (s182_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c27_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 0 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c27_R2 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s113_board 0 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s182_c27_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s182_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q14] in Hc |- *.
  rewrite tf_game_eq, (s182_c27_L c d e), (s182_c27_R c d e); cbn [map].
  rewrite (tf_norm_game (s182_c27_L1 c d e)).
  pose proof (use_s112 IH 0 (2 + c) (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s182_c27_L c d e) ltac:(cbn [In]; left; reflexivity) (s182_c27_L1 c d e))) as Ho0.
  rewrite (tf_norm_game (s182_c27_L2 c d e)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c27_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c27_L2 c d e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c27_R1 c d e)).
  pose proof (use_s112 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c27_R c d e) ltac:(cbn [In]; left; reflexivity) (s182_c27_R1 c d e))) as Ho2.
  rewrite (tf_norm_game0 (s182_c27_R2 c d e)).
  pose proof (use_s113 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c27_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c27_R2 c d e))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s92 *)
Lemma s182_c28_p21 x (Hs92 : s92_claim x) :
  x = s182_board 0 1 0 0 0 -> fst (s182_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q21] in Hc |- *.
  pose proof (Hs92 0 1 0 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s125 *)
Lemma s182_c29_p23 x (Hs125 : s125_claim x) :
  x = s182_board 0 1 0 0 1 -> fst (s182_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q23] in Hc |- *.
  pose proof (Hs125 0 1 0 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s125 *)
Lemma s182_c30_p17 x (Hs125 : s125_claim x) (e : nat) :
  x = s182_board 0 1 0 0 (2 + e) -> fst (s182_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q17] in Hc |- *.
  pose proof (Hs125 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c30_p25 x (Hs125 : s125_claim x) (e : nat) :
  x = s182_board 0 1 0 0 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q25] in Hc |- *.
  pose proof (Hs125 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==0 && d==1 && e==0: the board of s92 *)
Lemma s182_c31_p27 x (Hs92 : s92_claim x) :
  x = s182_board 0 1 0 1 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs92 0 1 1 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==0 && d==1 && e==1: the board of s125 *)
Lemma s182_c32_p30 x (Hs125 : s125_claim x) :
  x = s182_board 0 1 0 1 1 -> fst (s182_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q30] in Hc |- *.
  pose proof (Hs125 0 1 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==0 && d==1 && e>=2: the board of s125 *)
Lemma s182_c33_p25 x (Hs125 : s125_claim x) (e : nat) :
  x = s182_board 0 1 0 1 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q25] in Hc |- *.
  pose proof (Hs125 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s92 *)
Lemma s182_c34_p27 x (Hs92 : s92_claim x) (d : nat) :
  x = s182_board 0 1 0 (2 + d) 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs92 0 1 (2 + d) ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==0 && d>=2 && e==1: the board of s125 *)
Lemma s182_c35_p25 x (Hs125 : s125_claim x) (d : nat) :
  x = s182_board 0 1 0 (2 + d) 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q25] in Hc |- *.
  pose proof (Hs125 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==0 && d>=2 && e>=2: the board of s125 *)
Lemma s182_c36_p25 x (Hs125 : s125_claim x) (d e : nat) :
  x = s182_board 0 1 0 (2 + d) (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q25] in Hc |- *.
  pose proof (Hs125 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s152 *)
Lemma s182_c37_p32 x (Hs152 : s152_claim x) :
  x = s182_board 0 1 1 0 0 -> fst (s182_q32 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q32 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q32] in Hc |- *.
  pose proof (Hs152 0 1 1 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c38_L : lmoves (s182_board 0 1 1 0 1) = [s167_board 0 1 0 0 2; strip [] ([E; T; F; T; F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c38_L2 : tf_norm (strip [] ([E; T; F; T; F; E; E; T; T; F]) []) (s83_board 0 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c38_R : rmoves (s182_board 0 1 1 0 1) = [strip [(0, 1)] ([T; E; T; F; E; T; E; T; F]) []; strip [] ([E; T; F; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c38_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; E; T; F]) []) (s112_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c38_R2 : tf_norm (strip [] ([E; T; F; T; F; E; T; F]) [(1, 1)]) (s178_board 0 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==1 && d==0 && e==1 *)
Lemma s182_c38_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s182_board 0 1 1 0 1 -> fst (s182_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q17] in Hc |- *.
  rewrite tf_game_eq, (s182_c38_L), (s182_c38_R); cbn [map].
  pose proof (use_s167 IH 0 1 0 0 2 (opt_l _ _ _ (s182_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s182_c38_L2)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s182_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c38_L2))) as Ho1.
  rewrite (tf_norm_game0 (s182_c38_R1)).
  pose proof (use_s112 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c38_R) ltac:(cbn [In]; left; reflexivity) (s182_c38_R1))) as Ho2.
  rewrite (tf_norm_game (s182_c38_R2)).
  pose proof (use_s178 IH 0 1 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c38_R2))) as Ho3.
  rewrite (s167_p45 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s112_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c39_L (e : nat) : lmoves (s182_board 0 1 1 0 (2 + e)) = [s167_board 0 1 0 0 (3 + e); strip [] (E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c39_L2 (e : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 1 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; T; F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c39_R (e : nat) : rmoves (s182_board 0 1 1 0 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [] (E :: T :: F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c39_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 1 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c39_R2 (e : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 1 1 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s182_c39_p25 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s182_board 0 1 1 0 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c39_L e), (s182_c39_R e); cbn [map].
  pose proof (use_s167 IH 0 1 0 0 (3 + e) (opt_l _ _ _ (s182_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c39_L2 e)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s182_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c39_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c39_R1 e)).
  pose proof (use_s112 IH 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c39_R e) ltac:(cbn [In]; left; reflexivity) (s182_c39_R1 e))) as Ho2.
  rewrite (tf_norm_game (s182_c39_R2 e)).
  pose proof (use_s178 IH 0 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c39_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c39_R2 e))) as Ho3.
  rewrite (s167_p47 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==1 && d==1 && e==0: the board of s152 *)
Lemma s182_c40_p27 x (Hs152 : s152_claim x) :
  x = s182_board 0 1 1 1 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs152 0 1 1 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c41_L : lmoves (s182_board 0 1 1 1 1) = [s182_board 0 1 1 0 2; strip [] ([E; T; F; T; F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c41_L2 : tf_norm (strip [] ([E; T; F; T; F; T; E; E; T; T; F]) []) (s83_board 0 1 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([E; T; F; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c41_R : rmoves (s182_board 0 1 1 1 1) = [strip [(0, 1)] ([T; E; T; F; T; E; T; E; T; F]) []; strip [] ([E; T; F; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c41_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; T; E; T; F]) []) (s112_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c41_R2 : tf_norm (strip [] ([E; T; F; T; F; T; E; T; F]) [(1, 1)]) (s178_board 0 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s182_c41_p25 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s182_board 0 1 1 1 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c41_L), (s182_c41_R); cbn [map].
  pose proof (use_s182 IH 0 1 1 0 2 (opt_l _ _ _ (s182_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c41_L2)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s182_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c41_L2))) as Ho1.
  rewrite (tf_norm_game0 (s182_c41_R1)).
  pose proof (use_s112 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s182_c41_R) ltac:(cbn [In]; left; reflexivity) (s182_c41_R1))) as Ho2.
  rewrite (tf_norm_game (s182_c41_R2)).
  pose proof (use_s178 IH 0 1 1 1 1 (opt_norm_r _ _ _ _ _ (s182_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c41_R2))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c42_L (e : nat) : lmoves (s182_board 0 1 1 1 (2 + e)) = [s182_board 0 1 1 0 (3 + e); strip [] (E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c42_L2 (e : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 1 1) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; T; F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c42_R (e : nat) : rmoves (s182_board 0 1 1 1 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [] (E :: T :: F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c42_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 1 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c42_R2 (e : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 1 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s182_c42_p25 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s182_board 0 1 1 1 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c42_L e), (s182_c42_R e); cbn [map].
  pose proof (use_s182 IH 0 1 1 0 (3 + e) (opt_l _ _ _ (s182_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c42_L2 e)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s182_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c42_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c42_R1 e)).
  pose proof (use_s112 IH 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c42_R e) ltac:(cbn [In]; left; reflexivity) (s182_c42_R1 e))) as Ho2.
  rewrite (tf_norm_game (s182_c42_R2 e)).
  pose proof (use_s178 IH 0 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c42_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c42_R2 e))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==1 && d>=2 && e==0: the board of s152 *)
Lemma s182_c43_p27 x (Hs152 : s152_claim x) (d : nat) :
  x = s182_board 0 1 1 (2 + d) 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs152 0 1 1 (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c44_L (d : nat) : lmoves (s182_board 0 1 1 (2 + d) 1) = [s182_board 0 1 1 (1 + d) 2; strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c44_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board 0 1 1) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; T; F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c44_R (d : nat) : rmoves (s182_board 0 1 1 (2 + d) 1) = [strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; E; T; F]) []; strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c44_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; E; T; F]) []) (s112_board 1 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c44_R2 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board 0 1 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s182_c44_p25 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s182_board 0 1 1 (2 + d) 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c44_L d), (s182_c44_R d); cbn [map].
  pose proof (use_s182 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s182_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c44_L2 d)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s182_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c44_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s182_c44_R1 d)).
  pose proof (use_s112 IH 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c44_R d) ltac:(cbn [In]; left; reflexivity) (s182_c44_R1 d))) as Ho2.
  rewrite (tf_norm_game (s182_c44_R2 d)).
  pose proof (use_s178 IH 0 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c44_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c44_R2 d))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c45_L (d e : nat) : lmoves (s182_board 0 1 1 (2 + d) (2 + e)) = [s182_board 0 1 1 (1 + d) (3 + e); strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c45_L2 (d e : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 1 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; F; T; F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c45_R (d e : nat) : rmoves (s182_board 0 1 1 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []; strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c45_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 1 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c45_R2 (d e : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 1 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s182_c45_p25 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s182_board 0 1 1 (2 + d) (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c45_L d e), (s182_c45_R d e); cbn [map].
  pose proof (use_s182 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s182_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c45_L2 d e)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s182_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c45_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c45_R1 d e)).
  pose proof (use_s112 IH 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c45_R d e) ltac:(cbn [In]; left; reflexivity) (s182_c45_R1 d e))) as Ho2.
  rewrite (tf_norm_game (s182_c45_R2 d e)).
  pose proof (use_s178 IH 0 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c45_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c45_R2 d e))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s152 *)
Lemma s182_c46_p17 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 0 1 (2 + c) 0 0 -> fst (s182_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q17] in Hc |- *.
  pose proof (Hs152 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c46_p33 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 0 1 (2 + c) 0 0 -> fst (s182_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q33 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q33] in Hc |- *.
  pose proof (Hs152 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c46_p35 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 0 1 (2 + c) 0 0 -> fst (s182_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q35] in Hc |- *.
  pose proof (Hs152 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c46_p37 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 0 1 (2 + c) 0 0 -> fst (s182_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q37] in Hc |- *.
  pose proof (Hs152 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c47_L (c : nat) : lmoves (s182_board 0 1 (2 + c) 0 1) = [s167_board 0 1 (1 + c) 0 2; strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c47_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) (s83_board 0 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c47_R (c : nat) : rmoves (s182_board 0 1 (2 + c) 0 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c47_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; E; T; F]) []) (s112_board 1 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c47_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]) (s178_board 0 1 (2 + c) 0 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s182_c47_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s182_board 0 1 (2 + c) 0 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c47_L c), (s182_c47_R c); cbn [map].
  pose proof (use_s167 IH 0 1 (1 + c) 0 2 (opt_l _ _ _ (s182_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s182_c47_L2 c)).
  pose proof (use_s83 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c47_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s182_c47_R1 c)).
  pose proof (use_s112 IH 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s182_c47_R c) ltac:(cbn [In]; left; reflexivity) (s182_c47_R1 c))) as Ho2.
  rewrite (tf_norm_game (s182_c47_R2 c)).
  pose proof (use_s178 IH 0 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s182_c47_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c47_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s167_p63 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p72 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p78 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p84 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c48_L (c e : nat) : lmoves (s182_board 0 1 (2 + c) 0 (2 + e)) = [s167_board 0 1 (1 + c) 0 (3 + e); strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c48_L2 (c e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 1 (2 + c)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: F :: repeat T (2 + c) ++ [F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c48_R (c e : nat) : rmoves (s182_board 0 1 (2 + c) 0 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c48_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 1 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c48_R2 (c e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 1 (2 + c) 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s182_c48_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s182_board 0 1 (2 + c) 0 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c48_L c e), (s182_c48_R c e); cbn [map].
  pose proof (use_s167 IH 0 1 (1 + c) 0 (3 + e) (opt_l _ _ _ (s182_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c48_L2 c e)).
  pose proof (use_s83 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c48_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c48_R1 c e)).
  pose proof (use_s112 IH 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c48_R c e) ltac:(cbn [In]; left; reflexivity) (s182_c48_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s182_c48_R2 c e)).
  pose proof (use_s178 IH 0 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c48_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c48_R2 c e))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s167_p63 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p72 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p78 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p84 Ho0 ltac:(zlia)).
    rewrite (s83_p2 Ho1 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s178_p12 Ho3 ltac:(zlia)).
    rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c>=2 && d==1 && e==0: the board of s152 *)
Lemma s182_c49_p27 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 0 1 (2 + c) 1 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs152 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c50_L (c : nat) : lmoves (s182_board 0 1 (2 + c) 1 1) = [s182_board 0 1 (2 + c) 0 2; strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c50_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) (s83_board 0 1 (2 + c)) (2).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c50_R (c : nat) : rmoves (s182_board 0 1 (2 + c) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c50_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; E; T; F]) []) (s112_board 1 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c50_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]) (s178_board 0 1 (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s182_c50_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s182_board 0 1 (2 + c) 1 1 -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c50_L c), (s182_c50_R c); cbn [map].
  pose proof (use_s182 IH 0 1 (2 + c) 0 2 (opt_l _ _ _ (s182_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c50_L2 c)).
  pose proof (use_s83 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c50_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s182_c50_R1 c)).
  pose proof (use_s112 IH 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s182_c50_R c) ltac:(cbn [In]; left; reflexivity) (s182_c50_R1 c))) as Ho2.
  rewrite (tf_norm_game (s182_c50_R2 c)).
  pose proof (use_s178 IH 0 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s182_c50_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c50_R2 c))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c51_L (c e : nat) : lmoves (s182_board 0 1 (2 + c) 1 (2 + e)) = [s182_board 0 1 (2 + c) 0 (3 + e); strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c51_L2 (c e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 0 1 (2 + c)) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c51_R (c e : nat) : rmoves (s182_board 0 1 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c51_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []) (s112_board 1 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s182_c51_R2 (c e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 0 1 (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s182_c51_p25 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s182_board 0 1 (2 + c) 1 (2 + e) -> fst (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q25] in Hc |- *.
  rewrite tf_game_eq, (s182_c51_L c e), (s182_c51_R c e); cbn [map].
  pose proof (use_s182 IH 0 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s182_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s182_c51_L2 c e)).
  pose proof (use_s83 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c51_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s182_c51_R1 c e)).
  pose proof (use_s112 IH 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s182_c51_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s182_c51_R2 c e)).
  pose proof (use_s178 IH 0 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c51_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c51_R2 c e))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s83_p2 Ho1 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s178_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==0 && b==1 && c>=2 && d>=2 && e==0: the board of s152 *)
Lemma s182_c52_p27 x (Hs152 : s152_claim x) (c d : nat) :
  x = s182_board 0 1 (2 + c) (2 + d) 0 -> fst (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q27] in Hc |- *.
  pose proof (Hs152 0 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

