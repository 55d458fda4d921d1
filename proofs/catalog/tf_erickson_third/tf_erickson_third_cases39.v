(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s79_c74_L (a b : nat) : lmoves (s79_board (2 + a) (2 + b) 0 1) = [s79_board (1 + a) (3 + b) 0 1; s48_board (2 + a) (1 + b) 0 2; s84_board (2 + a) (2 + b) 0].
Proof. unfold s48_board, s79_board, s84_board. tf_options. Qed.
Lemma s79_c74_R (a b : nat) : rmoves (s79_board (2 + a) (2 + b) 0 1) = [s113_board (2 + a) (2 + b) 0 1].
Proof. unfold s113_board, s79_board. tf_options. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s79_c74_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s79_board (2 + a) (2 + b) 0 1 -> fst (s79_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s79_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q11] in Hc |- *.
  rewrite tf_game_eq, (s79_c74_L a b), (s79_c74_R a b); cbn [map].
  pose proof (use_s79 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s79_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s79_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s84 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s79_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s79_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p26 Ho0 ltac:(zlia)).
    rewrite (s48_p66 Ho1 ltac:(zlia)).
    rewrite (s84_p8 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p35 Ho0 ltac:(zlia)).
    rewrite (s48_p66 Ho1 ltac:(zlia)).
    rewrite (s84_p8 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s79_c74_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s79_board (2 + a) (2 + b) 0 1 -> fst (s79_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s79_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q26] in Hc |- *.
  rewrite tf_game_eq, (s79_c74_L a b), (s79_c74_R a b); cbn [map].
  pose proof (use_s79 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s79_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s79_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s84 IH (2 + a) (2 + b) 0 (opt_l _ _ _ (s79_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s79_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p26 Ho0 ltac:(zlia)).
  rewrite (s48_p52 Ho1 ltac:(zlia)).
  rewrite (s84_p10 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c75_L (a b d : nat) : lmoves (s79_board (2 + a) (2 + b) 0 (2 + d)) = [s79_board (1 + a) (3 + b) 0 (2 + d); s48_board (2 + a) (1 + b) 0 (3 + d); s112_board (2 + a) (2 + b) 0 (1 + d)].
Proof. unfold s112_board, s48_board, s79_board. tf_options. Qed.
Lemma s79_c75_R (a b d : nat) : rmoves (s79_board (2 + a) (2 + b) 0 (2 + d)) = [s113_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s113_board, s79_board. tf_options. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s79_c75_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s79_board (2 + a) (2 + b) 0 (2 + d) -> fst (s79_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q14] in Hc |- *.
  rewrite tf_game_eq, (s79_c75_L a b d), (s79_c75_R a b d); cbn [map].
  pose proof (use_s79 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s79_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s79_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s112 IH (2 + a) (2 + b) 0 (1 + d) (opt_l _ _ _ (s79_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s79_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p18 Ho0 ltac:(zlia)).
  rewrite (s48_p53 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c75_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s79_board (2 + a) (2 + b) 0 (2 + d) -> fst (s79_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q18] in Hc |- *.
  rewrite tf_game_eq, (s79_c75_L a b d), (s79_c75_R a b d); cbn [map].
  pose proof (use_s79 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s79_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s79_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s112 IH (2 + a) (2 + b) 0 (1 + d) (opt_l _ _ _ (s79_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s79_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p14 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s48_p53 Ho1 ltac:(zlia)).
      rewrite (s112_p12 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s48_p66 Ho1 ltac:(zlia)).
      rewrite (s112_p12 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s79_p19 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s48_p53 Ho1 ltac:(zlia)).
      rewrite (s112_p12 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s48_p66 Ho1 ltac:(zlia)).
      rewrite (s112_p12 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s79_c75_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s79_board (2 + a) (2 + b) 0 (2 + d) -> fst (s79_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q19] in Hc |- *.
  rewrite tf_game_eq, (s79_c75_L a b d), (s79_c75_R a b d); cbn [map].
  pose proof (use_s79 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s79_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s48 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s79_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s112 IH (2 + a) (2 + b) 0 (1 + d) (opt_l _ _ _ (s79_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s79_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p18 Ho0 ltac:(zlia)).
  rewrite (s48_p53 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s79 = T^a _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c==1 && d==0: the board of s32 *)
Lemma s79_c76_p21 x (Hs32 : s32_claim x) (a b : nat) :
  x = s79_board (2 + a) (2 + b) 1 0 -> fst (s79_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s79_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q21] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s79_c77_L (a b : nat) : lmoves (s79_board (2 + a) (2 + b) 1 1) = [s79_board (1 + a) (3 + b) 1 1; s79_board (2 + a) (2 + b) 0 2; s84_board (2 + a) (2 + b) 1].
Proof. unfold s79_board, s84_board. tf_options. Qed.
Lemma s79_c77_R (a b : nat) : rmoves (s79_board (2 + a) (2 + b) 1 1) = [s113_board (2 + a) (2 + b) 1 1].
Proof. unfold s113_board, s79_board. tf_options. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s79_c77_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s79_board (2 + a) (2 + b) 1 1 -> fst (s79_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s79_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q23] in Hc |- *.
  rewrite tf_game_eq, (s79_c77_L a b), (s79_c77_R a b); cbn [map].
  pose proof (use_s79 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s79_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s79_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s84 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s79_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s79_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  assert (Hp1 : ((Z.of_nat (2 + b)) mod 2 = 1)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 0)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p14 Ho1 ltac:(zlia)).
    rewrite (s84_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p18 Ho1 ltac:(zlia)).
    rewrite (s84_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s79_c78_L (a b d : nat) : lmoves (s79_board (2 + a) (2 + b) 1 (2 + d)) = [s79_board (1 + a) (3 + b) 1 (2 + d); s79_board (2 + a) (2 + b) 0 (3 + d); s112_board (2 + a) (2 + b) 1 (1 + d)].
Proof. unfold s112_board, s79_board. tf_options. Qed.
Lemma s79_c78_R (a b d : nat) : rmoves (s79_board (2 + a) (2 + b) 1 (2 + d)) = [s113_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s113_board, s79_board. tf_options. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s79_c78_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s79_board (2 + a) (2 + b) 1 (2 + d) -> fst (s79_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q15] in Hc |- *.
  rewrite tf_game_eq, (s79_c78_L a b d), (s79_c78_R a b d); cbn [map].
  pose proof (use_s79 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s79_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s79_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s112 IH (2 + a) (2 + b) 1 (1 + d) (opt_l _ _ _ (s79_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s79_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : ((Z.of_nat (2 + b)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + b)) mod 2 = 1)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p18 Ho1 ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p19 Ho1 ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s79 = T^a _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c>=2 && d==0: the board of s32 *)
Lemma s79_c79_p21 x (Hs32 : s32_claim x) (a b c : nat) :
  x = s79_board (2 + a) (2 + b) (2 + c) 0 -> fst (s79_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s79_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s79_q21] in Hc |- *.
  pose proof (Hs32 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s79_board, s32_board; board_eq)) as Ho0.
  rewrite (s32_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s79_c80_L (a b c : nat) : lmoves (s79_board (2 + a) (2 + b) (2 + c) 1) = [s79_board (1 + a) (3 + b) (2 + c) 1; s79_board (2 + a) (2 + b) (1 + c) 2; s84_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s79_board, s84_board. tf_options. Qed.
Lemma s79_c80_R (a b c : nat) : rmoves (s79_board (2 + a) (2 + b) (2 + c) 1) = [s113_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s113_board, s79_board. tf_options. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s79_c80_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s79_board (2 + a) (2 + b) (2 + c) 1 -> fst (s79_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s79_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s79_q23] in Hc |- *.
  rewrite tf_game_eq, (s79_c80_L a b c), (s79_c80_R a b c); cbn [map].
  pose proof (use_s79 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s79_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s79_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s84 IH (2 + a) (2 + b) (2 + c) (opt_l _ _ _ (s79_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s79_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p23 Ho0 ltac:(zlia)).
  rewrite (s79_p15 Ho1 ltac:(zlia)).
  rewrite (s84_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s79_c81_L (a b c d : nat) : lmoves (s79_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s79_board (1 + a) (3 + b) (2 + c) (2 + d); s79_board (2 + a) (2 + b) (1 + c) (3 + d); s112_board (2 + a) (2 + b) (2 + c) (1 + d)].
Proof. unfold s112_board, s79_board. tf_options. Qed.
Lemma s79_c81_R (a b c d : nat) : rmoves (s79_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s113_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s113_board, s79_board. tf_options. Qed.
(* s79 = T^a _ T^b F T^c _ T^d _ F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s79_c81_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s79_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s79_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s79_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s79_q15] in Hc |- *.
  rewrite tf_game_eq, (s79_c81_L a b c d), (s79_c81_R a b c d); cbn [map].
  pose proof (use_s79 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s79_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s79 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s79_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s112 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_l _ _ _ (s79_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s79_c81_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s79_p15 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s80 = T^a F T _^2 T^b _ F on a==0 && b==0: the board of s29 *)
Lemma s80_c1_p2 x (Hs29 : s29_claim x) :
  x = s80_board 0 0 -> fst (s80_q2 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s80_q2 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s80_q2] in Hc |- *.
  pose proof (Hs29 0 ltac:(rewrite Hx; unfold s80_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s80_c2_L : lmoves (s80_board 0 1) = [strip [(0, 1)] ([E; T; E; T; E; F]) []; strip [(0, 1)] ([T; E; E; E; T; F]) []].
Proof. unfold s80_board, strip. tf_options. Qed.
Lemma s80_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; F]) []) (s43_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s80_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; E; T; F]) []) (s62_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s80_c2_R : rmoves (s80_board 0 1) = [strip [(0, 1)] ([T; E; E; T; F; E]) []].
Proof. unfold s80_board, strip. tf_options. Qed.
Lemma s80_c2_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E]) []) (s63_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s80 = T^a F T _^2 T^b _ F on a==0 && b==1 *)
Lemma s80_c2_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s80_board 0 1 -> fst (s80_q3 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s80_q3 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s80_q3] in Hc |- *.
  rewrite tf_game_eq, (s80_c2_L), (s80_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s80_c2_L1)).
  pose proof (use_s43 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s80_c2_L) ltac:(cbn [In]; left; reflexivity) (s80_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s80_c2_L2)).
  pose proof (use_s62 IH 1 (opt_norm_l _ _ _ _ _ (s80_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s80_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s80_c2_R1)).
  pose proof (use_s63 IH 1 1 (opt_norm_r _ _ _ _ _ (s80_c2_R) ltac:(cbn [In]; left; reflexivity) (s80_c2_R1))) as Ho2.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s62_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s80_c3_L (b : nat) : lmoves (s80_board 0 (2 + b)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []].
Proof. unfold s80_board, strip. tf_options. Qed.
Lemma s80_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F]) []) (s43_board 0 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + b) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s80_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []) (s64_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (1 + b) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s80_c3_R (b : nat) : rmoves (s80_board 0 (2 + b)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E]) []].
Proof. unfold s80_board, strip. tf_options. Qed.
Lemma s80_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E]) []) (s63_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s80 = T^a F T _^2 T^b _ F on a==0 && b>=2 *)
Lemma s80_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s80_board 0 (2 + b) -> fst (s80_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s80_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s80_q4] in Hc |- *.
  rewrite tf_game_eq, (s80_c3_L b), (s80_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s80_c3_L1 b)).
  pose proof (use_s43 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s80_c3_L b) ltac:(cbn [In]; left; reflexivity) (s80_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s80_c3_L2 b)).
  pose proof (use_s64 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s80_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s80_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s80_c3_R1 b)).
  pose proof (use_s63 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s80_c3_R b) ltac:(cbn [In]; left; reflexivity) (s80_c3_R1 b))) as Ho2.
  rewrite (s43_p4 Ho0 ltac:(zlia)).
  rewrite (s64_p6 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s80_c3_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s80_board 0 (2 + b) -> fst (s80_q6 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s80_q6 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s80_q6] in Hc |- *.
  rewrite tf_game_eq, (s80_c3_L b), (s80_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s80_c3_L1 b)).
  pose proof (use_s43 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s80_c3_L b) ltac:(cbn [In]; left; reflexivity) (s80_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s80_c3_L2 b)).
  pose proof (use_s64 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s80_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s80_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s80_c3_R1 b)).
  pose proof (use_s63 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s80_c3_R b) ltac:(cbn [In]; left; reflexivity) (s80_c3_R1 b))) as Ho2.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s64_p5 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s80 = T^a F T _^2 T^b _ F on a==1 && b==0: the board of s29 *)
Lemma s80_c4_p2 x (Hs29 : s29_claim x) :
  x = s80_board 1 0 -> fst (s80_q2 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s80_q2 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s80_q2] in Hc |- *.
  pose proof (Hs29 1 ltac:(rewrite Hx; unfold s80_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s80_c5_L : lmoves (s80_board 1 1) = [s78_board 1 1 1; s117_board 1].
Proof. unfold s117_board, s78_board, s80_board. tf_options. Qed.
Lemma s80_c5_R : rmoves (s80_board 1 1) = [s116_board 1 1].
Proof. unfold s116_board, s80_board. tf_options. Qed.
(* s80 = T^a F T _^2 T^b _ F on a==1 && b==1 *)
Lemma s80_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s80_board 1 1 -> fst (s80_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s80_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s80_q3] in Hc |- *.
  rewrite tf_game_eq, (s80_c5_L), (s80_c5_R); cbn [map].
  pose proof (use_s78 IH 1 1 1 (opt_l _ _ _ (s80_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s117 IH 1 (opt_l _ _ _ (s80_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH 1 1 (opt_r _ _ _ (s80_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s78_p7 Ho0 ltac:(zlia)).
  rewrite (s117_p1 Ho1 I).
  rewrite (s116_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s80_c6_L (b : nat) : lmoves (s80_board 1 (2 + b)) = [s78_board 1 1 (2 + b); s118_board 1 (1 + b)].
Proof. unfold s118_board, s78_board, s80_board. tf_options. Qed.
Lemma s80_c6_R (b : nat) : rmoves (s80_board 1 (2 + b)) = [s116_board 1 (2 + b)].
Proof. unfold s116_board, s80_board. tf_options. Qed.
(* s80 = T^a F T _^2 T^b _ F on a==1 && b>=2 *)
Lemma s80_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s80_board 1 (2 + b) -> fst (s80_q5 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s80_q5 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s80_q5] in Hc |- *.
  rewrite tf_game_eq, (s80_c6_L b), (s80_c6_R b); cbn [map].
  pose proof (use_s78 IH 1 1 (2 + b) (opt_l _ _ _ (s80_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH 1 (1 + b) (opt_l _ _ _ (s80_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH 1 (2 + b) (opt_r _ _ _ (s80_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  rewrite (s118_p3 Ho1 ltac:(zlia)).
  rewrite (s116_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s80_c6_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s80_board 1 (2 + b) -> fst (s80_q6 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s80_q6 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s80_q6] in Hc |- *.
  rewrite tf_game_eq, (s80_c6_L b), (s80_c6_R b); cbn [map].
  pose proof (use_s78 IH 1 1 (2 + b) (opt_l _ _ _ (s80_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH 1 (1 + b) (opt_l _ _ _ (s80_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH 1 (2 + b) (opt_r _ _ _ (s80_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  rewrite (s118_p4 Ho1 ltac:(zlia)).
  rewrite (s116_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s80 = T^a F T _^2 T^b _ F on a>=2 && b==0: the board of s29 *)
Lemma s80_c7_p1 x (Hs29 : s29_claim x) (a : nat) :
  x = s80_board (2 + a) 0 -> fst (s80_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s80_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s80_q1] in Hc |- *.
  pose proof (Hs29 (2 + a) ltac:(rewrite Hx; unfold s80_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s80_c8_L (a : nat) : lmoves (s80_board (2 + a) 1) = [s78_board (2 + a) 1 1; s117_board (2 + a)].
Proof. unfold s117_board, s78_board, s80_board. tf_options. Qed.
Lemma s80_c8_R (a : nat) : rmoves (s80_board (2 + a) 1) = [s116_board (2 + a) 1].
Proof. unfold s116_board, s80_board. tf_options. Qed.
(* s80 = T^a F T _^2 T^b _ F on a>=2 && b==1 *)
Lemma s80_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s80_board (2 + a) 1 -> fst (s80_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s80_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s80_q3] in Hc |- *.
  rewrite tf_game_eq, (s80_c8_L a), (s80_c8_R a); cbn [map].
  pose proof (use_s78 IH (2 + a) 1 1 (opt_l _ _ _ (s80_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s117 IH (2 + a) (opt_l _ _ _ (s80_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH (2 + a) 1 (opt_r _ _ _ (s80_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s78_p9 Ho0 ltac:(zlia)).
  rewrite (s117_p1 Ho1 I).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s116_p1 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s116_p4 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s116_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s116_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s80_c9_L (a b : nat) : lmoves (s80_board (2 + a) (2 + b)) = [s78_board (2 + a) 1 (2 + b); s118_board (2 + a) (1 + b)].
Proof. unfold s118_board, s78_board, s80_board. tf_options. Qed.
Lemma s80_c9_R (a b : nat) : rmoves (s80_board (2 + a) (2 + b)) = [s116_board (2 + a) (2 + b)].
Proof. unfold s116_board, s80_board. tf_options. Qed.
(* s80 = T^a F T _^2 T^b _ F on a>=2 && b>=2 *)
Lemma s80_c9_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s80_board (2 + a) (2 + b) -> fst (s80_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s80_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s80_q1] in Hc |- *.
  rewrite tf_game_eq, (s80_c9_L a b), (s80_c9_R a b); cbn [map].
  pose proof (use_s78 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s80_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH (2 + a) (1 + b) (opt_l _ _ _ (s80_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH (2 + a) (2 + b) (opt_r _ _ _ (s80_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s118_p6 Ho1 ltac:(zlia)).
    rewrite (s116_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s118_p7 Ho1 ltac:(zlia)).
    rewrite (s116_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s80_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s80_board (2 + a) (2 + b) -> fst (s80_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s80_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s80_q5] in Hc |- *.
  rewrite tf_game_eq, (s80_c9_L a b), (s80_c9_R a b); cbn [map].
  pose proof (use_s78 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s80_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH (2 + a) (1 + b) (opt_l _ _ _ (s80_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH (2 + a) (2 + b) (opt_r _ _ _ (s80_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  rewrite (s118_p3 Ho1 ltac:(zlia)).
  rewrite (s116_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s80_c9_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s80_board (2 + a) (2 + b) -> fst (s80_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s80_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s80_q6] in Hc |- *.
  rewrite tf_game_eq, (s80_c9_L a b), (s80_c9_R a b); cbn [map].
  pose proof (use_s78 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s80_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH (2 + a) (1 + b) (opt_l _ _ _ (s80_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH (2 + a) (2 + b) (opt_r _ _ _ (s80_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  rewrite (s118_p4 Ho1 ltac:(zlia)).
  rewrite (s116_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s80_c9_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s80_board (2 + a) (2 + b) -> fst (s80_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s80_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s80_q7] in Hc |- *.
  rewrite tf_game_eq, (s80_c9_L a b), (s80_c9_R a b); cbn [map].
  pose proof (use_s78 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s80_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s118 IH (2 + a) (1 + b) (opt_l _ _ _ (s80_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s116 IH (2 + a) (2 + b) (opt_r _ _ _ (s80_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  rewrite (s118_p5 Ho1 ltac:(zlia)).
  rewrite (s116_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==0 && d==0: the board of s54 *)
Lemma s81_c1_p1 x (Hs54 : s54_claim x) :
  x = s81_board 0 0 0 0 -> fst (s81_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s81_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q1] in Hc |- *.
  pose proof (Hs54 0 0 0 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==0 && d==1: the board of s54 *)
Lemma s81_c2_p2 x (Hs54 : s54_claim x) :
  x = s81_board 0 0 0 1 -> fst (s81_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q2] in Hc |- *.
  pose proof (Hs54 0 0 1 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==0 && d>=2: the board of s54 *)
Lemma s81_c3_p3 x (Hs54 : s54_claim x) (d : nat) :
  x = s81_board 0 0 0 (2 + d) -> fst (s81_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q3] in Hc |- *.
  pose proof (Hs54 0 0 (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s81_c3_p5 x (Hs54 : s54_claim x) (d : nat) :
  x = s81_board 0 0 0 (2 + d) -> fst (s81_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q5] in Hc |- *.
  pose proof (Hs54 0 0 (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==1 && d==0: the board of s54 *)
Lemma s81_c4_p6 x (Hs54 : s54_claim x) :
  x = s81_board 0 0 1 0 -> fst (s81_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s81_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q6] in Hc |- *.
  pose proof (Hs54 0 1 0 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==1 && d==1: the board of s54 *)
Lemma s81_c5_p7 x (Hs54 : s54_claim x) :
  x = s81_board 0 0 1 1 -> fst (s81_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s81_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q7] in Hc |- *.
  pose proof (Hs54 0 1 1 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==1 && d>=2: the board of s54 *)
Lemma s81_c6_p9 x (Hs54 : s54_claim x) (d : nat) :
  x = s81_board 0 0 1 (2 + d) -> fst (s81_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q9] in Hc |- *.
  pose proof (Hs54 0 1 (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c>=2 && d==0: the board of s54 *)
Lemma s81_c7_p10 x (Hs54 : s54_claim x) (c : nat) :
  x = s81_board 0 0 (2 + c) 0 -> fst (s81_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s81_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q10] in Hc |- *.
  pose proof (Hs54 0 (2 + c) 0 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c>=2 && d==1: the board of s54 *)
Lemma s81_c8_p13 x (Hs54 : s54_claim x) (c : nat) :
  x = s81_board 0 0 (2 + c) 1 -> fst (s81_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s81_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q13] in Hc |- *.
  pose proof (Hs54 0 (2 + c) 1 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c>=2 && d>=2: the board of s54 *)
Lemma s81_c9_p8 x (Hs54 : s54_claim x) (c d : nat) :
  x = s81_board 0 0 (2 + c) (2 + d) -> fst (s81_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q8] in Hc |- *.
  pose proof (Hs54 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s81_c9_p14 x (Hs54 : s54_claim x) (c d : nat) :
  x = s81_board 0 0 (2 + c) (2 + d) -> fst (s81_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q14] in Hc |- *.
  pose proof (Hs54 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s81_c10_L : lmoves (s81_board 0 1 0 0) = [s54_board 0 1 0].
Proof. unfold s54_board, s81_board. tf_options. Qed.
Lemma s81_c10_R : rmoves (s81_board 0 1 0 0) = [s84_board 0 1 0; strip [] ([E; T; E; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c10_R2 : tf_norm (strip [] ([E; T; E; F; F]) [(1, 1)]) (s31_board 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==0 && d==0 *)
Lemma s81_c10_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s81_board 0 1 0 0 -> fst (s81_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s81_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q4] in Hc |- *.
  rewrite tf_game_eq, (s81_c10_L), (s81_c10_R); cbn [map].
  pose proof (use_s54 IH 0 1 0 (opt_l _ _ _ (s81_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH 0 1 0 (opt_r _ _ _ (s81_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c10_R2)).
  pose proof (use_s31 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s81_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c10_R2))) as Ho2.
  rewrite (s54_p1 Ho0 ltac:(zlia)).
  rewrite (s84_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s81_c11_L : lmoves (s81_board 0 1 0 1) = [s54_board 0 1 1; strip [] ([E; T; E; F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c11_L2 : tf_norm (strip [] ([E; T; E; F; E; T; T; F]) []) (s73_board 0 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c11_R : rmoves (s81_board 0 1 0 1) = [s112_board 0 1 0 1; strip [] ([E; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c11_R2 : tf_norm (strip [] ([E; T; E; F; T; F]) [(1, 1)]) (s82_board 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==0 && d==1 *)
Lemma s81_c11_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s81_board 0 1 0 1 -> fst (s81_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q11] in Hc |- *.
  rewrite tf_game_eq, (s81_c11_L), (s81_c11_R); cbn [map].
  pose proof (use_s54 IH 0 1 1 (opt_l _ _ _ (s81_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c11_L2)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s81_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c11_L2))) as Ho1.
  pose proof (use_s112 IH 0 1 0 1 (opt_r _ _ _ (s81_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c11_R2)).
  pose proof (use_s82 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s81_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c11_R2))) as Ho3.
  rewrite (s54_p6 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s112_p11 Ho2 ltac:(zlia)).
  rewrite (s82_p7 Ho3 ltac:(zlia)).
  rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s81_c12_L (d : nat) : lmoves (s81_board 0 1 0 (2 + d)) = [s54_board 0 1 (2 + d); strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c12_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 0 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c12_R (d : nat) : rmoves (s81_board 0 1 0 (2 + d)) = [s112_board 0 1 0 (2 + d); strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c12_R2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 0 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s81_c12_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s81_board 0 1 0 (2 + d) -> fst (s81_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q15] in Hc |- *.
  rewrite tf_game_eq, (s81_c12_L d), (s81_c12_R d); cbn [map].
  pose proof (use_s54 IH 0 1 (2 + d) (opt_l _ _ _ (s81_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s81_c12_L2 d)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s81_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c12_L2 d))) as Ho1.
  pose proof (use_s112 IH 0 1 0 (2 + d) (opt_r _ _ _ (s81_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c12_R2 d)).
  pose proof (use_s82 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c12_R2 d))) as Ho3.
  rewrite (s54_p5 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s112_p7 Ho2 ltac:(zlia)).
    rewrite (s82_p7 Ho3 ltac:(zlia)).
    rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s82_p7 Ho3 ltac:(zlia)).
    rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s81_c13_L : lmoves (s81_board 0 1 1 0) = [s54_board 0 2 0; strip [] ([E; T; E; E; F; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c13_L2 : tf_norm (strip [] ([E; T; E; E; F; T; T; F]) []) (s28_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c13_R : rmoves (s81_board 0 1 1 0) = [s84_board 0 1 1; strip [] ([E; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c13_R2 : tf_norm (strip [] ([E; T; E; T; F; F]) [(1, 1)]) (s31_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==1 && d==0 *)
Lemma s81_c13_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s81_board 0 1 1 0 -> fst (s81_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s81_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q16] in Hc |- *.
  rewrite tf_game_eq, (s81_c13_L), (s81_c13_R); cbn [map].
  pose proof (use_s54 IH 0 2 0 (opt_l _ _ _ (s81_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c13_L2)).
  pose proof (use_s28 IH 0 1 (opt_norm_l _ _ _ _ _ (s81_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c13_L2))) as Ho1.
  pose proof (use_s84 IH 0 1 1 (opt_r _ _ _ (s81_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c13_R2)).
  pose proof (use_s31 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s81_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c13_R2))) as Ho3.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s84_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p4 Ho3 ltac:(zlia)).
  rewrite (s31_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s81_c14_L : lmoves (s81_board 0 1 1 1) = [s54_board 0 2 1; strip [] ([E; T; E; T; F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c14_L2 : tf_norm (strip [] ([E; T; E; T; F; E; T; T; F]) []) (s73_board 0 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c14_R : rmoves (s81_board 0 1 1 1) = [s112_board 0 1 1 1; strip [] ([E; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c14_R2 : tf_norm (strip [] ([E; T; E; T; F; T; F]) [(1, 1)]) (s82_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s81_c14_p17 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s81_board 0 1 1 1 -> fst (s81_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s81_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q17] in Hc |- *.
  rewrite tf_game_eq, (s81_c14_L), (s81_c14_R); cbn [map].
  pose proof (use_s54 IH 0 2 1 (opt_l _ _ _ (s81_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c14_L2)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s81_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c14_L2))) as Ho1.
  pose proof (use_s112 IH 0 1 1 1 (opt_r _ _ _ (s81_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c14_R2)).
  pose proof (use_s82 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s81_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c14_R2))) as Ho3.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s112_p15 Ho2 ltac:(zlia)).
  rewrite (s82_p10 Ho3 ltac:(zlia)).
  rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s81_c15_L (d : nat) : lmoves (s81_board 0 1 1 (2 + d)) = [s54_board 0 2 (2 + d); strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c15_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 0 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c15_R (d : nat) : rmoves (s81_board 0 1 1 (2 + d)) = [s112_board 0 1 1 (2 + d); strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c15_R2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s81_c15_p18 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s81_board 0 1 1 (2 + d) -> fst (s81_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q18] in Hc |- *.
  rewrite tf_game_eq, (s81_c15_L d), (s81_c15_R d); cbn [map].
  pose proof (use_s54 IH 0 2 (2 + d) (opt_l _ _ _ (s81_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s81_c15_L2 d)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s81_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c15_L2 d))) as Ho1.
  pose proof (use_s112 IH 0 1 1 (2 + d) (opt_r _ _ _ (s81_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c15_R2 d)).
  pose proof (use_s82 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c15_R2 d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s54_p7 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s82_p10 Ho3 ltac:(zlia)).
    rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s54_p9 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s82_p10 Ho3 ltac:(zlia)).
    rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s81_c16_L (c : nat) : lmoves (s81_board 0 1 (2 + c) 0) = [s54_board 0 (3 + c) 0; strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c16_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s43_board 0 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c16_R (c : nat) : rmoves (s81_board 0 1 (2 + c) 0) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c16_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s31_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s81_c16_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s81_board 0 1 (2 + c) 0 -> fst (s81_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s81_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q19] in Hc |- *.
  rewrite tf_game_eq, (s81_c16_L c), (s81_c16_R c); cbn [map].
  pose proof (use_s54 IH 0 (3 + c) 0 (opt_l _ _ _ (s81_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c16_L2 c)).
  pose proof (use_s43 IH 0 1 (1 + c) (opt_norm_l _ _ _ _ _ (s81_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game (s81_c16_R1 c)).
  pose proof (use_s31 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s81_c16_R c) ltac:(cbn [In]; left; reflexivity) (s81_c16_R1 c))) as Ho2.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s43_p4 Ho1 ltac:(zlia)).
    rewrite (s31_p2 Ho2 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s31_p2 Ho2 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s31_p2 Ho2 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s81_c17_L (c : nat) : lmoves (s81_board 0 1 (2 + c) 1) = [s54_board 0 (3 + c) 1; strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c17_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s73_board 0 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c17_R (c : nat) : rmoves (s81_board 0 1 (2 + c) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c17_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s82_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s81_c17_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s81_board 0 1 (2 + c) 1 -> fst (s81_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s81_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q20] in Hc |- *.
  rewrite tf_game_eq, (s81_c17_L c), (s81_c17_R c); cbn [map].
  pose proof (use_s54 IH 0 (3 + c) 1 (opt_l _ _ _ (s81_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c17_L2 c)).
  pose proof (use_s73 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s81_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game (s81_c17_R1 c)).
  pose proof (use_s82 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s81_c17_R c) ltac:(cbn [In]; left; reflexivity) (s81_c17_R1 c))) as Ho2.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s81_c18_L (c d : nat) : lmoves (s81_board 0 1 (2 + c) (2 + d)) = [s54_board 0 (3 + c) (2 + d); strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c18_L2 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 0 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c18_R (c d : nat) : rmoves (s81_board 0 1 (2 + c) (2 + d)) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c18_R1 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s81_c18_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s81_board 0 1 (2 + c) (2 + d) -> fst (s81_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q22] in Hc |- *.
  rewrite tf_game_eq, (s81_c18_L c d), (s81_c18_R c d); cbn [map].
  pose proof (use_s54 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s81_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s81_c18_L2 c d)).
  pose proof (use_s73 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s81_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s81_c18_R1 c d)).
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s81_c18_R1 c d))) as Ho2.
  rewrite (s54_p7 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s81_c18_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s81_board 0 1 (2 + c) (2 + d) -> fst (s81_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q23] in Hc |- *.
  rewrite tf_game_eq, (s81_c18_L c d), (s81_c18_R c d); cbn [map].
  pose proof (use_s54 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s81_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s81_c18_L2 c d)).
  pose proof (use_s73 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s81_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s81_c18_R1 c d)).
  pose proof (use_s82 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s81_c18_R1 c d))) as Ho2.
  rewrite (s54_p9 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s81_c19_L (b : nat) : lmoves (s81_board 0 (2 + b) 0 0) = [s81_board 0 (1 + b) 1 0].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c19_R (b : nat) : rmoves (s81_board 0 (2 + b) 0 0) = [s84_board 0 (2 + b) 0; strip [] (E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c19_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]) (s31_board 0 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s81_c19_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 0 (2 + b) 0 0 -> fst (s81_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s81_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q24] in Hc |- *.
  rewrite tf_game_eq, (s81_c19_L b), (s81_c19_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s81_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_r _ _ _ (s81_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c19_R2 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s81_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c19_R2 b))) as Ho2.
  rewrite (s81_p16 Ho0 ltac:(zlia)).
  rewrite (s84_p6 Ho1 ltac:(zlia)).
  rewrite (s31_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s81_c19_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 0 (2 + b) 0 0 -> fst (s81_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s81_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q30] in Hc |- *.
  rewrite tf_game_eq, (s81_c19_L b), (s81_c19_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s81_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_r _ _ _ (s81_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c19_R2 b)).
  pose proof (use_s31 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s81_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c19_R2 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p27 Ho0 ltac:(zlia)).
    rewrite (s84_p7 Ho1 ltac:(zlia)).
    rewrite (s31_p7 Ho2 ltac:(zlia)).
    rewrite (s31_p7_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s81_p33 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s84_p9 Ho1 ltac:(zlia)).
      rewrite (s31_p8 Ho2 ltac:(zlia)).
      rewrite (s31_p8_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s84_p10 Ho1 ltac:(zlia)).
      rewrite (s31_p9 Ho2 ltac:(zlia)).
      rewrite (s31_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s81_c20_L (b : nat) : lmoves (s81_board 0 (2 + b) 0 1) = [s81_board 0 (1 + b) 1 1; strip [] (E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c20_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) (s73_board 0 (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c20_R (b : nat) : rmoves (s81_board 0 (2 + b) 0 1) = [s112_board 0 (2 + b) 0 1; strip [] (E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c20_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s82_board 0 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s81_c20_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 0 (2 + b) 0 1 -> fst (s81_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q25] in Hc |- *.
  rewrite tf_game_eq, (s81_c20_L b), (s81_c20_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s81_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c20_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c20_L2 b))) as Ho1.
  pose proof (use_s112 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s81_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c20_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s81_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c20_R2 b))) as Ho3.
  rewrite (s81_p17 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s112_p7 Ho2 ltac:(zlia)).
  rewrite (s82_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s81_c20_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 0 (2 + b) 0 1 -> fst (s81_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q31] in Hc |- *.
  rewrite tf_game_eq, (s81_c20_L b), (s81_c20_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s81_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c20_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c20_L2 b))) as Ho1.
  pose proof (use_s112 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s81_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c20_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s81_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c20_R2 b))) as Ho3.
  rewrite (s81_p28 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p16 Ho3 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c20_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 0 (2 + b) 0 1 -> fst (s81_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q35 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q35] in Hc |- *.
  rewrite tf_game_eq, (s81_c20_L b), (s81_c20_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s81_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c20_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c20_L2 b))) as Ho1.
  pose proof (use_s112 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s81_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c20_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s81_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c20_R2 b))) as Ho3.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p19 Ho3 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c21_L (b d : nat) : lmoves (s81_board 0 (2 + b) 0 (2 + d)) = [s81_board 0 (1 + b) 1 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c21_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 0 (2 + b) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c21_R (b d : nat) : rmoves (s81_board 0 (2 + b) 0 (2 + d)) = [s112_board 0 (2 + b) 0 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c21_R2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 0 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s81_c21_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s81_board 0 (2 + b) 0 (2 + d) -> fst (s81_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q26] in Hc |- *.
  rewrite tf_game_eq, (s81_c21_L b d), (s81_c21_R b d); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s81_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s81_c21_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c21_L2 b d))) as Ho1.
  pose proof (use_s112 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s81_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c21_R2 b d))) as Ho3.
  rewrite (s81_p18 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c21_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s81_board 0 (2 + b) 0 (2 + d) -> fst (s81_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q32] in Hc |- *.
  rewrite tf_game_eq, (s81_c21_L b d), (s81_c21_R b d); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s81_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s81_c21_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c21_L2 b d))) as Ho1.
  pose proof (use_s112 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s81_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c21_R2 b d))) as Ho3.
  rewrite (s81_p29 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p16 Ho3 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c21_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s81_board 0 (2 + b) 0 (2 + d) -> fst (s81_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q36] in Hc |- *.
  rewrite tf_game_eq, (s81_c21_L b d), (s81_c21_R b d); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s81_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s81_c21_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c21_L2 b d))) as Ho1.
  pose proof (use_s112 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s81_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c21_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c21_R2 b d))) as Ho3.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p19 Ho3 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c22_L (b : nat) : lmoves (s81_board 0 (2 + b) 1 0) = [s81_board 0 (1 + b) 2 0; strip [] (E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c22_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) (s28_board 0 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c22_R (b : nat) : rmoves (s81_board 0 (2 + b) 1 0) = [s84_board 0 (2 + b) 1; strip [] (E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c22_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]) (s31_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s81_c22_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 0 (2 + b) 1 0 -> fst (s81_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s81_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q27] in Hc |- *.
  rewrite tf_game_eq, (s81_c22_L b), (s81_c22_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s81_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c22_L2 b)).
  pose proof (use_s28 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s81_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c22_L2 b))) as Ho1.
  pose proof (use_s84 IH 0 (2 + b) 1 (opt_r _ _ _ (s81_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c22_R2 b)).
  pose proof (use_s31 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s81_c22_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c22_R2 b))) as Ho3.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s84_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s81_c22_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 0 (2 + b) 1 0 -> fst (s81_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s81_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q33] in Hc |- *.
  rewrite tf_game_eq, (s81_c22_L b), (s81_c22_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s81_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c22_L2 b)).
  pose proof (use_s28 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s81_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c22_L2 b))) as Ho1.
  pose proof (use_s84 IH 0 (2 + b) 1 (opt_r _ _ _ (s81_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c22_R2 b)).
  pose proof (use_s31 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s81_c22_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c22_R2 b))) as Ho3.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s84_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s81_c23_L (b : nat) : lmoves (s81_board 0 (2 + b) 1 1) = [s81_board 0 (1 + b) 2 1; strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c23_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) (s73_board 0 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c23_R (b : nat) : rmoves (s81_board 0 (2 + b) 1 1) = [s112_board 0 (2 + b) 1 1; strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c23_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]) (s82_board 0 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s81_c23_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 0 (2 + b) 1 1 -> fst (s81_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s81_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q28] in Hc |- *.
  rewrite tf_game_eq, (s81_c23_L b), (s81_c23_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s81_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c23_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s81_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c23_L2 b))) as Ho1.
  pose proof (use_s112 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s81_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c23_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s81_c23_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c23_R2 b))) as Ho3.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p14 Ho3 ltac:(zlia)).
  rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c23_p34 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 0 (2 + b) 1 1 -> fst (s81_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s81_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q34] in Hc |- *.
  rewrite tf_game_eq, (s81_c23_L b), (s81_c23_R b); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s81_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c23_L2 b)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s81_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c23_L2 b))) as Ho1.
  pose proof (use_s112 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s81_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c23_R2 b)).
  pose proof (use_s82 IH 0 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s81_c23_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c23_R2 b))) as Ho3.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s112_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p17 Ho3 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c24_L (b d : nat) : lmoves (s81_board 0 (2 + b) 1 (2 + d)) = [s81_board 0 (1 + b) 2 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c24_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 0 (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ [E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c24_R (b d : nat) : rmoves (s81_board 0 (2 + b) 1 (2 + d)) = [s112_board 0 (2 + b) 1 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c24_R2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 0 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s81_c24_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s81_board 0 (2 + b) 1 (2 + d) -> fst (s81_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q29] in Hc |- *.
  rewrite tf_game_eq, (s81_c24_L b d), (s81_c24_R b d); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s81_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s81_c24_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s81_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c24_L2 b d))) as Ho1.
  pose proof (use_s112 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s81_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c24_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c24_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c24_R2 b d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p22 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s82_p14 Ho3 ltac:(zlia)).
    rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s81_p23 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s82_p14 Ho3 ltac:(zlia)).
    rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s81_c24_p34 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s81_board 0 (2 + b) 1 (2 + d) -> fst (s81_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q34 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q34] in Hc |- *.
  rewrite tf_game_eq, (s81_c24_L b d), (s81_c24_R b d); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s81_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s81_c24_L2 b d)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s81_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c24_L2 b d))) as Ho1.
  pose proof (use_s112 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s81_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c24_R2 b d)).
  pose proof (use_s82 IH 0 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c24_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c24_R2 b d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p22 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s82_p17 Ho3 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s81_p23 Ho0 ltac:(zlia)).
    rewrite (s73_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho2 ltac:(zlia)).
    rewrite (s82_p17 Ho3 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s81_c25_L (b c : nat) : lmoves (s81_board 0 (2 + b) (2 + c) 0) = [s81_board 0 (1 + b) (3 + c) 0; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c25_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s43_board 0 (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c25_R (b c : nat) : rmoves (s81_board 0 (2 + b) (2 + c) 0) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c25_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s31_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s81_c25_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s81_board 0 (2 + b) (2 + c) 0 -> fst (s81_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s81_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q19] in Hc |- *.
  rewrite tf_game_eq, (s81_c25_L b c), (s81_c25_R b c); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s81_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c25_L2 b c)).
  pose proof (use_s43 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s81_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c25_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s81_c25_R1 b c)).
  pose proof (use_s31 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s81_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s81_c25_R1 b c))) as Ho2.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    rewrite (s31_p2 Ho2 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    rewrite (s31_p2 Ho2 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s81_c26_L (b c : nat) : lmoves (s81_board 0 (2 + b) (2 + c) 1) = [s81_board 0 (1 + b) (3 + c) 1; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c26_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s73_board 0 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c26_R (b c : nat) : rmoves (s81_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s82_board 0 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s81_c26_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s81_board 0 (2 + b) (2 + c) 1 -> fst (s81_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s81_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q20] in Hc |- *.
  rewrite tf_game_eq, (s81_c26_L b c), (s81_c26_R b c); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s81_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s81_c26_L2 b c)).
  pose proof (use_s73 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s81_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s81_c26_R1 b c)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s81_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s81_c26_R1 b c))) as Ho2.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s81_c27_L (b c d : nat) : lmoves (s81_board 0 (2 + b) (2 + c) (2 + d)) = [s81_board 0 (1 + b) (3 + c) (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c27_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 0 (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c27_R (b c d : nat) : rmoves (s81_board 0 (2 + b) (2 + c) (2 + d)) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c27_R1 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 0 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s81_c27_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s81_board 0 (2 + b) (2 + c) (2 + d) -> fst (s81_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q22] in Hc |- *.
  rewrite tf_game_eq, (s81_c27_L b c d), (s81_c27_R b c d); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s81_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s81_c27_L2 b c d)).
  pose proof (use_s73 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s81_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s81_c27_R1 b c d)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s81_c27_R1 b c d))) as Ho2.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s81_c27_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s81_board 0 (2 + b) (2 + c) (2 + d) -> fst (s81_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q23] in Hc |- *.
  rewrite tf_game_eq, (s81_c27_L b c d), (s81_c27_R b c d); cbn [map].
  pose proof (use_s81 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s81_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s81_c27_L2 b c d)).
  pose proof (use_s73 IH 0 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s81_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s81_c27_R1 b c d)).
  pose proof (use_s82 IH 0 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s81_c27_R1 b c d))) as Ho2.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho2 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==0 && d==0: the board of s54 *)
Lemma s81_c28_p6 x (Hs54 : s54_claim x) :
  x = s81_board 1 0 0 0 -> fst (s81_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s81_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q6] in Hc |- *.
  pose proof (Hs54 1 0 0 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==0 && d==1: the board of s54 *)
Lemma s81_c29_p21 x (Hs54 : s54_claim x) :
  x = s81_board 1 0 0 1 -> fst (s81_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q21] in Hc |- *.
  pose proof (Hs54 1 0 1 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==0 && d>=2: the board of s54 *)
Lemma s81_c30_p37 x (Hs54 : s54_claim x) (d : nat) :
  x = s81_board 1 0 0 (2 + d) -> fst (s81_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q37 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q37] in Hc |- *.
  pose proof (Hs54 1 0 (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s81_c30_p39 x (Hs54 : s54_claim x) (d : nat) :
  x = s81_board 1 0 0 (2 + d) -> fst (s81_q39 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q39 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q39] in Hc |- *.
  pose proof (Hs54 1 0 (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==1 && d==0: the board of s54 *)
Lemma s81_c31_p40 x (Hs54 : s54_claim x) :
  x = s81_board 1 0 1 0 -> fst (s81_q40 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s81_q40 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q40] in Hc |- *.
  pose proof (Hs54 1 1 0 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==1 && d==1: the board of s54 *)
Lemma s81_c32_p7 x (Hs54 : s54_claim x) :
  x = s81_board 1 0 1 1 -> fst (s81_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s81_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q7] in Hc |- *.
  pose proof (Hs54 1 1 1 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==1 && d>=2: the board of s54 *)
Lemma s81_c33_p41 x (Hs54 : s54_claim x) (d : nat) :
  x = s81_board 1 0 1 (2 + d) -> fst (s81_q41 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q41 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q41] in Hc |- *.
  pose proof (Hs54 1 1 (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c>=2 && d==0: the board of s54 *)
Lemma s81_c34_p42 x (Hs54 : s54_claim x) (c : nat) :
  x = s81_board 1 0 (2 + c) 0 -> fst (s81_q42 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s81_q42 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q42] in Hc |- *.
  pose proof (Hs54 1 (2 + c) 0 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c>=2 && d==1: the board of s54 *)
Lemma s81_c35_p13 x (Hs54 : s54_claim x) (c : nat) :
  x = s81_board 1 0 (2 + c) 1 -> fst (s81_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s81_q13 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q13] in Hc |- *.
  pose proof (Hs54 1 (2 + c) 1 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c>=2 && d>=2: the board of s54 *)
Lemma s81_c36_p8 x (Hs54 : s54_claim x) (c d : nat) :
  x = s81_board 1 0 (2 + c) (2 + d) -> fst (s81_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q8] in Hc |- *.
  pose proof (Hs54 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s81_c36_p43 x (Hs54 : s54_claim x) (c d : nat) :
  x = s81_board 1 0 (2 + c) (2 + d) -> fst (s81_q43 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q43 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q43] in Hc |- *.
  pose proof (Hs54 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s81_c37_L : lmoves (s81_board 1 1 0 0) = [s81_board 0 2 0 0; s54_board 1 1 0].
Proof. unfold s54_board, s81_board. tf_options. Qed.
Lemma s81_c37_R : rmoves (s81_board 1 1 0 0) = [s84_board 1 1 0; strip [] ([T; E; T; E; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c37_R2 : tf_norm (strip [] ([T; E; T; E; F; F]) [(1, 1)]) (s31_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==0 && d==0 *)
Lemma s81_c37_p38 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s81_board 1 1 0 0 -> fst (s81_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s81_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q38] in Hc |- *.
  rewrite tf_game_eq, (s81_c37_L), (s81_c37_R); cbn [map].
  pose proof (use_s81 IH 0 2 0 0 (opt_l _ _ _ (s81_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 1 0 (opt_l _ _ _ (s81_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s84 IH 1 1 0 (opt_r _ _ _ (s81_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c37_R2)).
  pose proof (use_s31 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s81_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c37_R2))) as Ho3.
  rewrite (s81_p24 Ho0 ltac:(zlia)).
  rewrite (s54_p12 Ho1 ltac:(zlia)).
  rewrite (s84_p4 Ho2 ltac:(zlia)).
  rewrite (s31_p12 Ho3 ltac:(zlia)).
  rewrite (s31_p12_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s81_c38_L : lmoves (s81_board 1 1 0 1) = [s81_board 0 2 0 1; s54_board 1 1 1; strip [] ([T; E; T; E; F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c38_L3 : tf_norm (strip [] ([T; E; T; E; F; E; T; T; F]) []) (s73_board 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c38_R : rmoves (s81_board 1 1 0 1) = [s112_board 1 1 0 1; strip [] ([T; E; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c38_R2 : tf_norm (strip [] ([T; E; T; E; F; T; F]) [(1, 1)]) (s82_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==0 && d==1 *)
Lemma s81_c38_p44 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s81_board 1 1 0 1 -> fst (s81_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q44 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q44] in Hc |- *.
  rewrite tf_game_eq, (s81_c38_L), (s81_c38_R); cbn [map].
  pose proof (use_s81 IH 0 2 0 1 (opt_l _ _ _ (s81_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 1 1 (opt_l _ _ _ (s81_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c38_L3)).
  pose proof (use_s73 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s81_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c38_L3))) as Ho2.
  pose proof (use_s112 IH 1 1 0 1 (opt_r _ _ _ (s81_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c38_R2)).
  pose proof (use_s82 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s81_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c38_R2))) as Ho4.
  rewrite (s81_p25 Ho0 ltac:(zlia)).
  rewrite (s54_p6 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s112_p15 Ho3 ltac:(zlia)).
  rewrite (s82_p24 Ho4 ltac:(zlia)).
  rewrite (s82_p24_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s81_c39_L (d : nat) : lmoves (s81_board 1 1 0 (2 + d)) = [s81_board 0 2 0 (2 + d); s54_board 1 1 (2 + d); strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c39_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c39_R (d : nat) : rmoves (s81_board 1 1 0 (2 + d)) = [s112_board 1 1 0 (2 + d); strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c39_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s81_c39_p45 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s81_board 1 1 0 (2 + d) -> fst (s81_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q45 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q45] in Hc |- *.
  rewrite tf_game_eq, (s81_c39_L d), (s81_c39_R d); cbn [map].
  pose proof (use_s81 IH 0 2 0 (2 + d) (opt_l _ _ _ (s81_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 1 (2 + d) (opt_l _ _ _ (s81_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c39_L3 d)).
  pose proof (use_s73 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s81_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c39_L3 d))) as Ho2.
  pose proof (use_s112 IH 1 1 0 (2 + d) (opt_r _ _ _ (s81_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c39_R2 d)).
  pose proof (use_s82 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c39_R2 d))) as Ho4.
  rewrite (s81_p26 Ho0 ltac:(zlia)).
  rewrite (s54_p11 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p24 Ho4 ltac:(zlia)).
  rewrite (s82_p24_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c40_L : lmoves (s81_board 1 1 1 0) = [s81_board 0 2 1 0; s54_board 1 2 0; strip [] ([T; E; T; E; E; F; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c40_L3 : tf_norm (strip [] ([T; E; T; E; E; F; T; T; F]) []) (s28_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c40_R : rmoves (s81_board 1 1 1 0) = [s84_board 1 1 1; strip [] ([T; E; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c40_R2 : tf_norm (strip [] ([T; E; T; E; T; F; F]) [(1, 1)]) (s31_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==1 && d==0 *)
Lemma s81_c40_p46 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s81_board 1 1 1 0 -> fst (s81_q46 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s81_q46 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q46] in Hc |- *.
  rewrite tf_game_eq, (s81_c40_L), (s81_c40_R); cbn [map].
  pose proof (use_s81 IH 0 2 1 0 (opt_l _ _ _ (s81_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 2 0 (opt_l _ _ _ (s81_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c40_L3)).
  pose proof (use_s28 IH 1 1 (opt_norm_l _ _ _ _ _ (s81_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c40_L3))) as Ho2.
  pose proof (use_s84 IH 1 1 1 (opt_r _ _ _ (s81_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c40_R2)).
  pose proof (use_s31 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s81_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c40_R2))) as Ho4.
  rewrite (s81_p27 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s84_p5 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

