(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s30_c154_L (b c : nat) : lmoves (s30_board 1 (2 + b) (2 + c) 0 0) = [s30_board 0 (3 + b) (2 + c) 0 0; s30_board 1 (1 + b) (3 + c) 0 0; s25_board 1 (2 + b) (1 + c) 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
Lemma s30_c154_R (b c : nat) : rmoves (s30_board 1 (2 + b) (2 + c) 0 0) = [s8_board 1 (2 + b) (2 + c)].
Proof. unfold s30_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==0 *)
Lemma s30_c154_p34 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 1 (2 + b) (2 + c) 0 0 -> fst (s30_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q34] in Hc |- *.
  rewrite tf_game_eq, (s30_c154_L b c), (s30_c154_R b c); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s30_c154_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s30_c154_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s30_c154_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s30_c154_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
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

Lemma s30_c154_p44 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 1 (2 + b) (2 + c) 0 0 -> fst (s30_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q44] in Hc |- *.
  rewrite tf_game_eq, (s30_c154_L b c), (s30_c154_R b c); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s30_c154_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s30_c154_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s30_c154_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s30_c154_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p44 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p78 Ho1 ltac:(zlia)).
    rewrite (s25_p73 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s30_p103 Ho1 ltac:(zlia)).
    rewrite (s25_p91 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s30_c154_p78 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 1 (2 + b) (2 + c) 0 0 -> fst (s30_q78 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q78 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q78] in Hc |- *.
  rewrite tf_game_eq, (s30_c154_L b c), (s30_c154_R b c); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s30_c154_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) 0 0 (opt_l _ _ _ (s30_c154_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s30_c154_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s30_c154_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
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

Lemma s30_c155_L (b c : nat) : lmoves (s30_board 1 (2 + b) (2 + c) 0 1) = [s30_board 0 (3 + b) (2 + c) 0 1; s30_board 1 (1 + b) (3 + c) 0 1; s25_board 1 (2 + b) (1 + c) 0 2].
Proof. unfold s25_board, s30_board. tf_options. Qed.
Lemma s30_c155_R (b c : nat) : rmoves (s30_board 1 (2 + b) (2 + c) 0 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c155_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s8_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s30_c155_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 1 (2 + b) (2 + c) 0 1 -> fst (s30_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q17] in Hc |- *.
  rewrite tf_game_eq, (s30_c155_L b c), (s30_c155_R b c); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s30_c155_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s30_c155_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) 0 2 (opt_l _ _ _ (s30_c155_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c155_R1 b c)).
  pose proof (use_s8 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s30_c155_R b c) ltac:(cbn [In]; left; reflexivity) (s30_c155_R1 b c))) as Ho3.
  rewrite (s30_p17 Ho0 ltac:(zlia)).
  rewrite (s30_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s25_p21 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    rewrite (s8_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s25_p38 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    rewrite (s8_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s30_c156_L (b c e : nat) : lmoves (s30_board 1 (2 + b) (2 + c) 0 (2 + e)) = [s30_board 0 (3 + b) (2 + c) 0 (2 + e); s30_board 1 (1 + b) (3 + c) 0 (2 + e); s25_board 1 (2 + b) (1 + c) 0 (3 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
Lemma s30_c156_R (b c e : nat) : rmoves (s30_board 1 (2 + b) (2 + c) 0 (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s30_c156_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s30_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s30_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c156_L b c e), (s30_c156_R b c e); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s30_c156_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s30_c156_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) 0 (3 + e) (opt_l _ _ _ (s30_c156_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
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

Lemma s30_c157_L (b c : nat) : lmoves (s30_board 1 (2 + b) (2 + c) 1 0) = [s30_board 0 (3 + b) (2 + c) 1 0; s30_board 1 (1 + b) (3 + c) 1 0; s30_board 1 (2 + b) (2 + c) 0 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c157_R (b c : nat) : rmoves (s30_board 1 (2 + b) (2 + c) 1 0) = [s23_board 1 (2 + b) (2 + c) 1].
Proof. unfold s23_board, s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s30_c157_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 1 (2 + b) (2 + c) 1 0 -> fst (s30_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q23] in Hc |- *.
  rewrite tf_game_eq, (s30_c157_L b c), (s30_c157_R b c); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s30_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s30_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s30_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s30_c157_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p23 Ho1 ltac:(zlia)).
  rewrite (s30_p17 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c158_L (b c : nat) : lmoves (s30_board 1 (2 + b) (2 + c) 1 1) = [s30_board 0 (3 + b) (2 + c) 1 1; s30_board 1 (1 + b) (3 + c) 1 1; s30_board 1 (2 + b) (2 + c) 0 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c158_R (b c : nat) : rmoves (s30_board 1 (2 + b) (2 + c) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c158_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s23_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s30_c158_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s30_board 1 (2 + b) (2 + c) 1 1 -> fst (s30_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q27] in Hc |- *.
  rewrite tf_game_eq, (s30_c158_L b c), (s30_c158_R b c); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s30_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s30_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 0 2 (opt_l _ _ _ (s30_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c158_R1 b c)).
  pose proof (use_s23 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s30_c158_R b c) ltac:(cbn [In]; left; reflexivity) (s30_c158_R1 b c))) as Ho3.
  rewrite (s30_p27 Ho0 ltac:(zlia)).
  rewrite (s30_p27 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c159_L (b c e : nat) : lmoves (s30_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s30_board 0 (3 + b) (2 + c) 1 (2 + e); s30_board 1 (1 + b) (3 + c) 1 (2 + e); s30_board 1 (2 + b) (2 + c) 0 (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c159_R (b c e : nat) : rmoves (s30_board 1 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s30_c159_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s30_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s30_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c159_L b c e), (s30_c159_R b c e); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s30_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s30_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 0 (3 + e) (opt_l _ _ _ (s30_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c160_L (b c d : nat) : lmoves (s30_board 1 (2 + b) (2 + c) (2 + d) 0) = [s30_board 0 (3 + b) (2 + c) (2 + d) 0; s30_board 1 (1 + b) (3 + c) (2 + d) 0; s30_board 1 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c160_R (b c d : nat) : rmoves (s30_board 1 (2 + b) (2 + c) (2 + d) 0) = [s23_board 1 (2 + b) (2 + c) (2 + d)].
Proof. unfold s23_board, s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s30_c160_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s30_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q28] in Hc |- *.
  rewrite tf_game_eq, (s30_c160_L b c d), (s30_c160_R b c d); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s30_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s30_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p28 Ho0 ltac:(zlia)).
  rewrite (s30_p28 Ho1 ltac:(zlia)).
  rewrite (s30_p27 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c160_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s30_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q29] in Hc |- *.
  rewrite tf_game_eq, (s30_c160_L b c d), (s30_c160_R b c d); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s30_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s30_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p29 Ho0 ltac:(zlia)).
  rewrite (s30_p29 Ho1 ltac:(zlia)).
  rewrite (s30_p23 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c160_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s30_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q31] in Hc |- *.
  rewrite tf_game_eq, (s30_c160_L b c d), (s30_c160_R b c d); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s30_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s30_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p31 Ho0 ltac:(zlia)).
  rewrite (s30_p31 Ho1 ltac:(zlia)).
  rewrite (s30_p30 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c161_L (b c d : nat) : lmoves (s30_board 1 (2 + b) (2 + c) (2 + d) 1) = [s30_board 0 (3 + b) (2 + c) (2 + d) 1; s30_board 1 (1 + b) (3 + c) (2 + d) 1; s30_board 1 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c161_R (b c d : nat) : rmoves (s30_board 1 (2 + b) (2 + c) (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c161_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s30_c161_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s30_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q23] in Hc |- *.
  rewrite tf_game_eq, (s30_c161_L b c d), (s30_c161_R b c d); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s30_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s30_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s30_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c161_R1 b c d)).
  pose proof (use_s23 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s30_c161_R b c d) ltac:(cbn [In]; left; reflexivity) (s30_c161_R1 b c d))) as Ho3.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s30_p23 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c161_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s30_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s30_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q30] in Hc |- *.
  rewrite tf_game_eq, (s30_c161_L b c d), (s30_c161_R b c d); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s30_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s30_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s30_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c161_R1 b c d)).
  pose proof (use_s23 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s30_c161_R b c d) ltac:(cbn [In]; left; reflexivity) (s30_c161_R1 b c d))) as Ho3.
  rewrite (s30_p30 Ho0 ltac:(zlia)).
  rewrite (s30_p30 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c162_L (b c d e : nat) : lmoves (s30_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s30_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s30_board 1 (1 + b) (3 + c) (2 + d) (2 + e); s30_board 1 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s30_board. tf_options. Qed.
Lemma s30_c162_R (b c d e : nat) : rmoves (s30_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s30_c162_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s30_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c162_L b c d e), (s30_c162_R b c d e); cbn [map].
  pose proof (use_s30 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s30_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s30_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s30_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s30_p16 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s28 *)
Lemma s30_c163_p85 x (Hs28 : s28_claim x) (a : nat) :
  x = s30_board (2 + a) 0 0 0 0 -> fst (s30_q85 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q85 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q85] in Hc |- *.
  pose proof (Hs28 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p50 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s28 *)
Lemma s30_c164_p108 x (Hs28 : s28_claim x) (a : nat) :
  x = s30_board (2 + a) 0 0 0 1 -> fst (s30_q108 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q108 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q108] in Hc |- *.
  pose proof (Hs28 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s28 *)
Lemma s30_c165_p5 x (Hs28 : s28_claim x) (a e : nat) :
  x = s30_board (2 + a) 0 0 0 (2 + e) -> fst (s30_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs28 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s28 *)
Lemma s30_c166_p18 x (Hs28 : s28_claim x) (a : nat) :
  x = s30_board (2 + a) 0 0 1 0 -> fst (s30_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q18] in Hc |- *.
  pose proof (Hs28 (2 + a) 0 1 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p51 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s28 *)
Lemma s30_c167_p90 x (Hs28 : s28_claim x) (a : nat) :
  x = s30_board (2 + a) 0 0 1 1 -> fst (s30_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q90] in Hc |- *.
  pose proof (Hs28 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c167_p109 x (Hs28 : s28_claim x) (a : nat) :
  x = s30_board (2 + a) 0 0 1 1 -> fst (s30_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q109] in Hc |- *.
  pose proof (Hs28 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s28 *)
Lemma s30_c168_p5 x (Hs28 : s28_claim x) (a e : nat) :
  x = s30_board (2 + a) 0 0 1 (2 + e) -> fst (s30_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs28 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s28 *)
Lemma s30_c169_p91 x (Hs28 : s28_claim x) (a d : nat) :
  x = s30_board (2 + a) 0 0 (2 + d) 0 -> fst (s30_q91 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q91 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q91] in Hc |- *.
  pose proof (Hs28 (2 + a) 0 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c169_p92 x (Hs28 : s28_claim x) (a d : nat) :
  x = s30_board (2 + a) 0 0 (2 + d) 0 -> fst (s30_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q92] in Hc |- *.
  pose proof (Hs28 (2 + a) 0 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s28 *)
Lemma s30_c170_p90 x (Hs28 : s28_claim x) (a d : nat) :
  x = s30_board (2 + a) 0 0 (2 + d) 1 -> fst (s30_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q90] in Hc |- *.
  pose proof (Hs28 (2 + a) 0 (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s28 *)
Lemma s30_c171_p5 x (Hs28 : s28_claim x) (a d e : nat) :
  x = s30_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s30_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q5] in Hc |- *.
  pose proof (Hs28 (2 + a) 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s28 *)
Lemma s30_c172_p108 x (Hs28 : s28_claim x) (a : nat) :
  x = s30_board (2 + a) 0 1 0 0 -> fst (s30_q108 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q108 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q108] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s28 *)
Lemma s30_c173_p4 x (Hs28 : s28_claim x) (a : nat) :
  x = s30_board (2 + a) 0 1 0 1 -> fst (s30_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q4] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c173_p111 x (Hs28 : s28_claim x) (a : nat) :
  x = s30_board (2 + a) 0 1 0 1 -> fst (s30_q111 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q111 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q111] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p52 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s28 *)
Lemma s30_c174_p16 x (Hs28 : s28_claim x) (a e : nat) :
  x = s30_board (2 + a) 0 1 0 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s28 *)
Lemma s30_c175_p109 x (Hs28 : s28_claim x) (a : nat) :
  x = s30_board (2 + a) 0 1 1 0 -> fst (s30_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q109] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c175_p112 x (Hs28 : s28_claim x) (a : nat) :
  x = s30_board (2 + a) 0 1 1 0 -> fst (s30_q112 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q112 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q112] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p53 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s28 *)
Lemma s30_c176_p93 x (Hs28 : s28_claim x) (a : nat) :
  x = s30_board (2 + a) 0 1 1 1 -> fst (s30_q93 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q93 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q93] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s28 *)
Lemma s30_c177_p16 x (Hs28 : s28_claim x) (a e : nat) :
  x = s30_board (2 + a) 0 1 1 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s28 *)
Lemma s30_c178_p94 x (Hs28 : s28_claim x) (a d : nat) :
  x = s30_board (2 + a) 0 1 (2 + d) 0 -> fst (s30_q94 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q94 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q94] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p44 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s28 *)
Lemma s30_c179_p93 x (Hs28 : s28_claim x) (a d : nat) :
  x = s30_board (2 + a) 0 1 (2 + d) 1 -> fst (s30_q93 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q93 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q93] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s28 *)
Lemma s30_c180_p16 x (Hs28 : s28_claim x) (a d e : nat) :
  x = s30_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s28 *)
Lemma s30_c181_p15 x (Hs28 : s28_claim x) (a c : nat) :
  x = s30_board (2 + a) 0 (2 + c) 0 0 -> fst (s30_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q15] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p45 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c181_p32 x (Hs28 : s28_claim x) (a c : nat) :
  x = s30_board (2 + a) 0 (2 + c) 0 0 -> fst (s30_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q32] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c181_p33 x (Hs28 : s28_claim x) (a c : nat) :
  x = s30_board (2 + a) 0 (2 + c) 0 0 -> fst (s30_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q33] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) 0 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s28 *)
Lemma s30_c182_p17 x (Hs28 : s28_claim x) (a c : nat) :
  x = s30_board (2 + a) 0 (2 + c) 0 1 -> fst (s30_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q17] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) 0 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s28 *)
Lemma s30_c183_p16 x (Hs28 : s28_claim x) (a c e : nat) :
  x = s30_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s28 *)
Lemma s30_c184_p23 x (Hs28 : s28_claim x) (a c : nat) :
  x = s30_board (2 + a) 0 (2 + c) 1 0 -> fst (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q23] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) 1 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s28 *)
Lemma s30_c185_p27 x (Hs28 : s28_claim x) (a c : nat) :
  x = s30_board (2 + a) 0 (2 + c) 1 1 -> fst (s30_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q27] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p47 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s28 *)
Lemma s30_c186_p16 x (Hs28 : s28_claim x) (a c e : nat) :
  x = s30_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s28 *)
Lemma s30_c187_p28 x (Hs28 : s28_claim x) (a c d : nat) :
  x = s30_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s30_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q28 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q28] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c187_p29 x (Hs28 : s28_claim x) (a c d : nat) :
  x = s30_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s30_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q29] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c187_p31 x (Hs28 : s28_claim x) (a c d : nat) :
  x = s30_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s30_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q31] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p49 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s28 *)
Lemma s30_c188_p23 x (Hs28 : s28_claim x) (a c d : nat) :
  x = s30_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q23] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s30_c188_p30 x (Hs28 : s28_claim x) (a c d : nat) :
  x = s30_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s30_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s30_q30] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p48 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s28 *)
Lemma s30_c189_p16 x (Hs28 : s28_claim x) (a c d e : nat) :
  x = s30_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s30_q16] in Hc |- *.
  pose proof (Hs28 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s30_board, s28_board; board_eq)) as Ho0.
  rewrite (s28_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s30_c190_L (a : nat) : lmoves (s30_board (2 + a) 1 0 0 0) = [s30_board (1 + a) 2 0 0 0; s28_board (2 + a) 1 0 0].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c190_R (a : nat) : rmoves (s30_board (2 + a) 1 0 0 0) = [s33_board (2 + a) 1 0 0; s8_board (2 + a) 1 0].
Proof. unfold s30_board, s33_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==0 *)
Lemma s30_c190_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 0 0 0 -> fst (s30_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q18] in Hc |- *.
  rewrite tf_game_eq, (s30_c190_L a), (s30_c190_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 0 0 0 (opt_l _ _ _ (s30_c190_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 0 0 (opt_l _ _ _ (s30_c190_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 0 0 (opt_r _ _ _ (s30_c190_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) 1 0 (opt_r _ _ _ (s30_c190_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p14 Ho0 ltac:(zlia)).
    rewrite (s28_p39 Ho1 ltac:(zlia)).
    rewrite (s33_p8 Ho2 ltac:(zlia)).
    rewrite (s8_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s30_p39 Ho0 ltac:(zlia)).
    rewrite (s28_p39 Ho1 ltac:(zlia)).
    rewrite (s33_p8 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp3 as [Hp3|[Hp3|Hp3]].
    {
      rewrite (s8_p14 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s8_p16 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s8_p18 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s30_c191_L (a : nat) : lmoves (s30_board (2 + a) 1 0 0 1) = [s30_board (1 + a) 2 0 0 1; s28_board (2 + a) 1 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c191_R (a : nat) : rmoves (s30_board (2 + a) 1 0 0 1) = [s33_board (2 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; T; E; F; F]) [(1, 1)]].
Proof. unfold s30_board, s33_board, strip. tf_options. Qed.
Lemma s30_c191_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; F]) [(1, 1)]) (s8_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==1 *)
Lemma s30_c191_p109 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 0 0 1 -> fst (s30_q109 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q109 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q109] in Hc |- *.
  rewrite tf_game_eq, (s30_c191_L a), (s30_c191_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 0 0 1 (opt_l _ _ _ (s30_c191_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 0 1 (opt_l _ _ _ (s30_c191_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 0 1 (opt_r _ _ _ (s30_c191_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c191_R2 a)).
  pose proof (use_s8 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s30_c191_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c191_R2 a))) as Ho3.
  rewrite (s30_p63 Ho0 ltac:(zlia)).
  rewrite (s28_p40 Ho1 ltac:(zlia)).
  rewrite (s33_p10 Ho2 ltac:(zlia)).
  rewrite (s8_p12 Ho3 ltac:(zlia)).
  rewrite (s8_p12_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c191_p112 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 0 0 1 -> fst (s30_q112 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q112 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q112] in Hc |- *.
  rewrite tf_game_eq, (s30_c191_L a), (s30_c191_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 0 0 1 (opt_l _ _ _ (s30_c191_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 0 1 (opt_l _ _ _ (s30_c191_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 0 1 (opt_r _ _ _ (s30_c191_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c191_R2 a)).
  pose proof (use_s8 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s30_c191_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c191_R2 a))) as Ho3.
  rewrite (s30_p63 Ho0 ltac:(zlia)).
  rewrite (s28_p52 Ho1 ltac:(zlia)).
  rewrite (s33_p10 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|Hp3]].
  {
    rewrite (s8_p14 Ho3 ltac:(zlia)).
    rewrite (s8_p14_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s8_p16 Ho3 ltac:(zlia)).
    rewrite (s8_p16_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s8_p18 Ho3 ltac:(zlia)).
    rewrite (s8_p18_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c192_L (a e : nat) : lmoves (s30_board (2 + a) 1 0 0 (2 + e)) = [s30_board (1 + a) 2 0 0 (2 + e); s28_board (2 + a) 1 0 (2 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c192_R (a e : nat) : rmoves (s30_board (2 + a) 1 0 0 (2 + e)) = [s33_board (2 + a) 1 0 (2 + e)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e>=2 *)
Lemma s30_c192_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s30_board (2 + a) 1 0 0 (2 + e) -> fst (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c192_L a e), (s30_c192_R a e); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 0 0 (2 + e) (opt_l _ _ _ (s30_c192_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 0 (2 + e) (opt_l _ _ _ (s30_c192_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 0 (2 + e) (opt_r _ _ _ (s30_c192_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c193_L (a : nat) : lmoves (s30_board (2 + a) 1 0 1 0) = [s30_board (1 + a) 2 0 1 0; s28_board (2 + a) 1 1 0; s30_board (2 + a) 1 0 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c193_R (a : nat) : rmoves (s30_board (2 + a) 1 0 1 0) = [s39_board (2 + a) 1 0 1 0; s23_board (2 + a) 1 0 1].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==0 *)
Lemma s30_c193_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 0 1 0 -> fst (s30_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q38] in Hc |- *.
  rewrite tf_game_eq, (s30_c193_L a), (s30_c193_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 0 1 0 (opt_l _ _ _ (s30_c193_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 1 0 (opt_l _ _ _ (s30_c193_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 0 0 1 (opt_l _ _ _ (s30_c193_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 0 1 0 (opt_r _ _ _ (s30_c193_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) 1 0 1 (opt_r _ _ _ (s30_c193_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s30_p69 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s28_p35 Ho1 ltac:(zlia)).
    rewrite (s30_p109 Ho2 ltac:(zlia)).
    rewrite (s39_p11 Ho3 ltac:(zlia)).
    rewrite (s23_p24 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s28_p53 Ho1 ltac:(zlia)).
    rewrite (s30_p112 Ho2 ltac:(zlia)).
    rewrite (s39_p11 Ho3 ltac:(zlia)).
    rewrite (s23_p24 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s30_c194_L (a : nat) : lmoves (s30_board (2 + a) 1 0 1 1) = [s30_board (1 + a) 2 0 1 1; s28_board (2 + a) 1 1 1; s30_board (2 + a) 1 0 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c194_R (a : nat) : rmoves (s30_board (2 + a) 1 0 1 1) = [s39_board (2 + a) 1 0 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c194_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F]) [(1, 1)]) (s23_board (2 + a) 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==1 *)
Lemma s30_c194_p97 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 0 1 1 -> fst (s30_q97 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q97 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q97] in Hc |- *.
  rewrite tf_game_eq, (s30_c194_L a), (s30_c194_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 0 1 1 (opt_l _ _ _ (s30_c194_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 1 1 (opt_l _ _ _ (s30_c194_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 0 0 2 (opt_l _ _ _ (s30_c194_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s30_c194_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s30_c194_R2 a)).
  pose proof (use_s23 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s30_c194_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c194_R2 a))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p79 Ho0 ltac:(zlia)).
    rewrite (s28_p43 Ho1 ltac:(zlia)).
    rewrite (s30_p22 Ho2 ltac:(zlia)).
    rewrite (s39_p29 Ho3 ltac:(zlia)).
    rewrite (s23_p24 Ho4 ltac:(zlia)).
    rewrite (s23_p24_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p104 Ho0 ltac:(zlia)).
    rewrite (s28_p43 Ho1 ltac:(zlia)).
    rewrite (s30_p22 Ho2 ltac:(zlia)).
    rewrite (s39_p29 Ho3 ltac:(zlia)).
    rewrite (s23_p24 Ho4 ltac:(zlia)).
    rewrite (s23_p24_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c195_L (a e : nat) : lmoves (s30_board (2 + a) 1 0 1 (2 + e)) = [s30_board (1 + a) 2 0 1 (2 + e); s28_board (2 + a) 1 1 (2 + e); s30_board (2 + a) 1 0 0 (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c195_R (a e : nat) : rmoves (s30_board (2 + a) 1 0 1 (2 + e)) = [s39_board (2 + a) 1 0 1 (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s30_c195_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s30_board (2 + a) 1 0 1 (2 + e) -> fst (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c195_L a e), (s30_c195_R a e); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 0 1 (2 + e) (opt_l _ _ _ (s30_c195_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 1 (2 + e) (opt_l _ _ _ (s30_c195_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 0 0 (3 + e) (opt_l _ _ _ (s30_c195_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 0 1 (2 + e) (opt_r _ _ _ (s30_c195_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c196_L (a d : nat) : lmoves (s30_board (2 + a) 1 0 (2 + d) 0) = [s30_board (1 + a) 2 0 (2 + d) 0; s28_board (2 + a) 1 (2 + d) 0; s30_board (2 + a) 1 0 (1 + d) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c196_R (a d : nat) : rmoves (s30_board (2 + a) 1 0 (2 + d) 0) = [s39_board (2 + a) 1 0 (2 + d) 0; s23_board (2 + a) 1 0 (2 + d)].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s30_c196_p98 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s30_board (2 + a) 1 0 (2 + d) 0 -> fst (s30_q98 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q98 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q98] in Hc |- *.
  rewrite tf_game_eq, (s30_c196_L a d), (s30_c196_R a d); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 0 (2 + d) 0 (opt_l _ _ _ (s30_c196_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 (2 + d) 0 (opt_l _ _ _ (s30_c196_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 0 (1 + d) 1 (opt_l _ _ _ (s30_c196_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 0 (2 + d) 0 (opt_r _ _ _ (s30_c196_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s30_c196_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s30_p80 Ho0 ltac:(zlia)).
    rewrite (s28_p44 Ho1 ltac:(zlia)).
    rewrite (s30_p97 Ho2 ltac:(zlia)).
    rewrite (s39_p30 Ho3 ltac:(zlia)).
    rewrite (s23_p24 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p82 Ho0 ltac:(zlia)).
    rewrite (s28_p44 Ho1 ltac:(zlia)).
    rewrite (s30_p96 Ho2 ltac:(zlia)).
    rewrite (s39_p30 Ho3 ltac:(zlia)).
    rewrite (s23_p24 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p105 Ho0 ltac:(zlia)).
    rewrite (s28_p44 Ho1 ltac:(zlia)).
    rewrite (s30_p97 Ho2 ltac:(zlia)).
    rewrite (s39_p30 Ho3 ltac:(zlia)).
    rewrite (s23_p24 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p107 Ho0 ltac:(zlia)).
    rewrite (s28_p44 Ho1 ltac:(zlia)).
    rewrite (s30_p96 Ho2 ltac:(zlia)).
    rewrite (s39_p30 Ho3 ltac:(zlia)).
    rewrite (s23_p24 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c197_L (a d : nat) : lmoves (s30_board (2 + a) 1 0 (2 + d) 1) = [s30_board (1 + a) 2 0 (2 + d) 1; s28_board (2 + a) 1 (2 + d) 1; s30_board (2 + a) 1 0 (1 + d) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c197_R (a d : nat) : rmoves (s30_board (2 + a) 1 0 (2 + d) 1) = [s39_board (2 + a) 1 0 (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c197_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board (2 + a) 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s30_c197_p96 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s30_board (2 + a) 1 0 (2 + d) 1 -> fst (s30_q96 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q96 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q96] in Hc |- *.
  rewrite tf_game_eq, (s30_c197_L a d), (s30_c197_R a d); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 0 (2 + d) 1 (opt_l _ _ _ (s30_c197_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 (2 + d) 1 (opt_l _ _ _ (s30_c197_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 0 (1 + d) 2 (opt_l _ _ _ (s30_c197_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 0 (2 + d) 1 (opt_r _ _ _ (s30_c197_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s30_c197_R2 a d)).
  pose proof (use_s23 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s30_c197_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c197_R2 a d))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p81 Ho0 ltac:(zlia)).
    rewrite (s28_p43 Ho1 ltac:(zlia)).
    rewrite (s30_p22 Ho2 ltac:(zlia)).
    rewrite (s39_p29 Ho3 ltac:(zlia)).
    rewrite (s23_p24 Ho4 ltac:(zlia)).
    rewrite (s23_p24_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p106 Ho0 ltac:(zlia)).
    rewrite (s28_p43 Ho1 ltac:(zlia)).
    rewrite (s30_p22 Ho2 ltac:(zlia)).
    rewrite (s39_p29 Ho3 ltac:(zlia)).
    rewrite (s23_p24 Ho4 ltac:(zlia)).
    rewrite (s23_p24_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c198_L (a d e : nat) : lmoves (s30_board (2 + a) 1 0 (2 + d) (2 + e)) = [s30_board (1 + a) 2 0 (2 + d) (2 + e); s28_board (2 + a) 1 (2 + d) (2 + e); s30_board (2 + a) 1 0 (1 + d) (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c198_R (a d e : nat) : rmoves (s30_board (2 + a) 1 0 (2 + d) (2 + e)) = [s39_board (2 + a) 1 0 (2 + d) (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s30_c198_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s30_board (2 + a) 1 0 (2 + d) (2 + e) -> fst (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q22] in Hc |- *.
  rewrite tf_game_eq, (s30_c198_L a d e), (s30_c198_R a d e); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 0 (2 + d) (2 + e) (opt_l _ _ _ (s30_c198_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 1 (2 + d) (2 + e) (opt_l _ _ _ (s30_c198_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 0 (1 + d) (3 + e) (opt_l _ _ _ (s30_c198_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s30_c198_R a d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p22 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c199_L (a : nat) : lmoves (s30_board (2 + a) 1 1 0 0) = [s30_board (1 + a) 2 1 0 0; s28_board (2 + a) 2 0 0; s24_board (2 + a) 1 0 1].
Proof. unfold s24_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c199_R (a : nat) : rmoves (s30_board (2 + a) 1 1 0 0) = [s33_board (2 + a) 1 1 0; s8_board (2 + a) 1 1].
Proof. unfold s30_board, s33_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==0 *)
Lemma s30_c199_p110 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 1 0 0 -> fst (s30_q110 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q110 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q110] in Hc |- *.
  rewrite tf_game_eq, (s30_c199_L a), (s30_c199_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 1 0 0 (opt_l _ _ _ (s30_c199_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 2 0 0 (opt_l _ _ _ (s30_c199_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 0 1 (opt_l _ _ _ (s30_c199_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s33 IH (2 + a) 1 1 0 (opt_r _ _ _ (s30_c199_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s8 IH (2 + a) 1 1 (opt_r _ _ _ (s30_c199_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s30_p61 Ho0 ltac:(zlia)).
  rewrite (s28_p45 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s24_p37 Ho2 ltac:(zlia)).
    rewrite (s33_p9 Ho3 ltac:(zlia)).
    rewrite (s8_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s24_p40 Ho2 ltac:(zlia)).
    rewrite (s33_p9 Ho3 ltac:(zlia)).
    rewrite (s8_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s30_c200_L (a : nat) : lmoves (s30_board (2 + a) 1 1 0 1) = [s30_board (1 + a) 2 1 0 1; s28_board (2 + a) 2 0 1; s24_board (2 + a) 1 0 2].
Proof. unfold s24_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c200_R (a : nat) : rmoves (s30_board (2 + a) 1 1 0 1) = [s33_board (2 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s30_board, s33_board, strip. tf_options. Qed.
Lemma s30_c200_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F; F]) [(1, 1)]) (s8_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==1 *)
Lemma s30_c200_p74 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 1 0 1 -> fst (s30_q74 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q74 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q74] in Hc |- *.
  rewrite tf_game_eq, (s30_c200_L a), (s30_c200_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 1 0 1 (opt_l _ _ _ (s30_c200_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 2 0 1 (opt_l _ _ _ (s30_c200_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 0 2 (opt_l _ _ _ (s30_c200_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s33 IH (2 + a) 1 1 1 (opt_r _ _ _ (s30_c200_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s30_c200_R2 a)).
  pose proof (use_s8 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s30_c200_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c200_R2 a))) as Ho4.
  rewrite (s30_p74 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  rewrite (s24_p10 Ho2 ltac:(zlia)).
  rewrite (s33_p11 Ho3 ltac:(zlia)).
  rewrite (s8_p6 Ho4 ltac:(zlia)).
  rewrite (s8_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s30_c201_L (a e : nat) : lmoves (s30_board (2 + a) 1 1 0 (2 + e)) = [s30_board (1 + a) 2 1 0 (2 + e); s28_board (2 + a) 2 0 (2 + e); s24_board (2 + a) 1 0 (3 + e)].
Proof. unfold s24_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c201_R (a e : nat) : rmoves (s30_board (2 + a) 1 1 0 (2 + e)) = [s33_board (2 + a) 1 1 (2 + e)].
Proof. unfold s30_board, s33_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s30_c201_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s30_board (2 + a) 1 1 0 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c201_L a e), (s30_c201_R a e); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 1 0 (2 + e) (opt_l _ _ _ (s30_c201_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 2 0 (2 + e) (opt_l _ _ _ (s30_c201_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 0 (3 + e) (opt_l _ _ _ (s30_c201_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s33 IH (2 + a) 1 1 (2 + e) (opt_r _ _ _ (s30_c201_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  rewrite (s24_p10 Ho2 ltac:(zlia)).
  rewrite (s33_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c202_L (a : nat) : lmoves (s30_board (2 + a) 1 1 1 0) = [s30_board (1 + a) 2 1 1 0; s28_board (2 + a) 2 1 0; s30_board (2 + a) 1 1 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c202_R (a : nat) : rmoves (s30_board (2 + a) 1 1 1 0) = [s39_board (2 + a) 1 1 1 0; s23_board (2 + a) 1 1 1].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==0 *)
Lemma s30_c202_p97 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 1 1 0 -> fst (s30_q97 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q97 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q97] in Hc |- *.
  rewrite tf_game_eq, (s30_c202_L a), (s30_c202_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 1 1 0 (opt_l _ _ _ (s30_c202_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 2 1 0 (opt_l _ _ _ (s30_c202_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 1 0 1 (opt_l _ _ _ (s30_c202_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 1 1 0 (opt_r _ _ _ (s30_c202_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) 1 1 1 (opt_r _ _ _ (s30_c202_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s30_p75 Ho0 ltac:(zlia)).
  rewrite (s28_p46 Ho1 ltac:(zlia)).
  rewrite (s30_p74 Ho2 ltac:(zlia)).
  rewrite (s39_p12 Ho3 ltac:(zlia)).
  rewrite (s23_p17 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c203_L (a : nat) : lmoves (s30_board (2 + a) 1 1 1 1) = [s30_board (1 + a) 2 1 1 1; s28_board (2 + a) 2 1 1; s30_board (2 + a) 1 1 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c203_R (a : nat) : rmoves (s30_board (2 + a) 1 1 1 1) = [s39_board (2 + a) 1 1 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c203_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F; T; F]) [(1, 1)]) (s23_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==1 *)
Lemma s30_c203_p76 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s30_board (2 + a) 1 1 1 1 -> fst (s30_q76 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q76 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q76] in Hc |- *.
  rewrite tf_game_eq, (s30_c203_L a), (s30_c203_R a); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 1 1 1 (opt_l _ _ _ (s30_c203_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 2 1 1 (opt_l _ _ _ (s30_c203_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 1 0 2 (opt_l _ _ _ (s30_c203_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 1 1 1 (opt_r _ _ _ (s30_c203_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s30_c203_R2 a)).
  pose proof (use_s23 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s30_c203_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c203_R2 a))) as Ho4.
  rewrite (s30_p76 Ho0 ltac:(zlia)).
  rewrite (s28_p47 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s39_p29 Ho3 ltac:(zlia)).
  rewrite (s23_p17 Ho4 ltac:(zlia)).
  rewrite (s23_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s30_c204_L (a e : nat) : lmoves (s30_board (2 + a) 1 1 1 (2 + e)) = [s30_board (1 + a) 2 1 1 (2 + e); s28_board (2 + a) 2 1 (2 + e); s30_board (2 + a) 1 1 0 (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c204_R (a e : nat) : rmoves (s30_board (2 + a) 1 1 1 (2 + e)) = [s39_board (2 + a) 1 1 1 (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s30_c204_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s30_board (2 + a) 1 1 1 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c204_L a e), (s30_c204_R a e); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 1 1 (2 + e) (opt_l _ _ _ (s30_c204_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 2 1 (2 + e) (opt_l _ _ _ (s30_c204_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 1 0 (3 + e) (opt_l _ _ _ (s30_c204_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 1 1 (2 + e) (opt_r _ _ _ (s30_c204_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c205_L (a d : nat) : lmoves (s30_board (2 + a) 1 1 (2 + d) 0) = [s30_board (1 + a) 2 1 (2 + d) 0; s28_board (2 + a) 2 (2 + d) 0; s30_board (2 + a) 1 1 (1 + d) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c205_R (a d : nat) : rmoves (s30_board (2 + a) 1 1 (2 + d) 0) = [s39_board (2 + a) 1 1 (2 + d) 0; s23_board (2 + a) 1 1 (2 + d)].
Proof. unfold s23_board, s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s30_c205_p77 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s30_board (2 + a) 1 1 (2 + d) 0 -> fst (s30_q77 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q77 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q77] in Hc |- *.
  rewrite tf_game_eq, (s30_c205_L a d), (s30_c205_R a d); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 1 (2 + d) 0 (opt_l _ _ _ (s30_c205_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 2 (2 + d) 0 (opt_l _ _ _ (s30_c205_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 1 (1 + d) 1 (opt_l _ _ _ (s30_c205_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 1 (2 + d) 0 (opt_r _ _ _ (s30_c205_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s23 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s30_c205_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s30_p77 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s28_p20 Ho1 ltac:(zlia)).
    rewrite (s30_p76 Ho2 ltac:(zlia)).
    rewrite (s39_p30 Ho3 ltac:(zlia)).
    rewrite (s23_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s28_p26 Ho1 ltac:(zlia)).
    rewrite (s30_p76 Ho2 ltac:(zlia)).
    rewrite (s39_p30 Ho3 ltac:(zlia)).
    rewrite (s23_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s28_p49 Ho1 ltac:(zlia)).
    rewrite (s30_p76 Ho2 ltac:(zlia)).
    rewrite (s39_p30 Ho3 ltac:(zlia)).
    rewrite (s23_p17 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c206_L (a d : nat) : lmoves (s30_board (2 + a) 1 1 (2 + d) 1) = [s30_board (1 + a) 2 1 (2 + d) 1; s28_board (2 + a) 2 (2 + d) 1; s30_board (2 + a) 1 1 (1 + d) 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c206_R (a d : nat) : rmoves (s30_board (2 + a) 1 1 (2 + d) 1) = [s39_board (2 + a) 1 1 (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s30_board, s39_board, strip. tf_options. Qed.
Lemma s30_c206_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s23_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s30_c206_p76 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s30_board (2 + a) 1 1 (2 + d) 1 -> fst (s30_q76 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s30_q76 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q76] in Hc |- *.
  rewrite tf_game_eq, (s30_c206_L a d), (s30_c206_R a d); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 1 (2 + d) 1 (opt_l _ _ _ (s30_c206_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 2 (2 + d) 1 (opt_l _ _ _ (s30_c206_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 1 (1 + d) 2 (opt_l _ _ _ (s30_c206_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 1 (2 + d) 1 (opt_r _ _ _ (s30_c206_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s30_c206_R2 a d)).
  pose proof (use_s23 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s30_c206_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s30_c206_R2 a d))) as Ho4.
  rewrite (s30_p76 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s28_p17 Ho1 ltac:(zlia)).
    rewrite (s30_p16 Ho2 ltac:(zlia)).
    rewrite (s39_p29 Ho3 ltac:(zlia)).
    rewrite (s23_p17 Ho4 ltac:(zlia)).
    rewrite (s23_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s28_p48 Ho1 ltac:(zlia)).
    rewrite (s30_p16 Ho2 ltac:(zlia)).
    rewrite (s39_p29 Ho3 ltac:(zlia)).
    rewrite (s23_p17 Ho4 ltac:(zlia)).
    rewrite (s23_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s30_c207_L (a d e : nat) : lmoves (s30_board (2 + a) 1 1 (2 + d) (2 + e)) = [s30_board (1 + a) 2 1 (2 + d) (2 + e); s28_board (2 + a) 2 (2 + d) (2 + e); s30_board (2 + a) 1 1 (1 + d) (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c207_R (a d e : nat) : rmoves (s30_board (2 + a) 1 1 (2 + d) (2 + e)) = [s39_board (2 + a) 1 1 (2 + d) (2 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s30_c207_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s30_board (2 + a) 1 1 (2 + d) (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c207_L a d e), (s30_c207_R a d e); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s30_c207_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 2 (2 + d) (2 + e) (opt_l _ _ _ (s30_c207_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s30_c207_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s30_c207_R a d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c208_L (a c : nat) : lmoves (s30_board (2 + a) 1 (2 + c) 0 0) = [s30_board (1 + a) 2 (2 + c) 0 0; s28_board (2 + a) (3 + c) 0 0; s25_board (2 + a) 1 (1 + c) 0 1].
Proof. unfold s25_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c208_R (a c : nat) : rmoves (s30_board (2 + a) 1 (2 + c) 0 0) = [s8_board (2 + a) 1 (2 + c)].
Proof. unfold s30_board, s8_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==0 *)
Lemma s30_c208_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s30_board (2 + a) 1 (2 + c) 0 0 -> fst (s30_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q33] in Hc |- *.
  rewrite tf_game_eq, (s30_c208_L a c), (s30_c208_R a c); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) 0 0 (opt_l _ _ _ (s30_c208_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) 0 0 (opt_l _ _ _ (s30_c208_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) 0 1 (opt_l _ _ _ (s30_c208_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s30_c208_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p34 Ho0 ltac:(zlia)).
  rewrite (s28_p30 Ho1 ltac:(zlia)).
  rewrite (s25_p34 Ho2 ltac:(zlia)).
  rewrite (s8_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c208_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s30_board (2 + a) 1 (2 + c) 0 0 -> fst (s30_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q45] in Hc |- *.
  rewrite tf_game_eq, (s30_c208_L a c), (s30_c208_R a c); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) 0 0 (opt_l _ _ _ (s30_c208_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) 0 0 (opt_l _ _ _ (s30_c208_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) 0 1 (opt_l _ _ _ (s30_c208_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s30_c208_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s30_p44 Ho0 ltac:(zlia)).
    rewrite (s28_p29 Ho1 ltac:(zlia)).
    rewrite (s25_p13 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s30_p45 Ho0 ltac:(zlia)).
    rewrite (s28_p29 Ho1 ltac:(zlia)).
    rewrite (s25_p13 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s30_c208_p78 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s30_board (2 + a) 1 (2 + c) 0 0 -> fst (s30_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s30_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q78] in Hc |- *.
  rewrite tf_game_eq, (s30_c208_L a c), (s30_c208_R a c); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) 0 0 (opt_l _ _ _ (s30_c208_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) 0 0 (opt_l _ _ _ (s30_c208_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) 0 1 (opt_l _ _ _ (s30_c208_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s8 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s30_c208_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p78 Ho0 ltac:(zlia)).
  rewrite (s28_p30 Ho1 ltac:(zlia)).
  rewrite (s25_p69 Ho2 ltac:(zlia)).
  rewrite (s8_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c209_L (a c : nat) : lmoves (s30_board (2 + a) 1 (2 + c) 0 1) = [s30_board (1 + a) 2 (2 + c) 0 1; s28_board (2 + a) (3 + c) 0 1; s25_board (2 + a) 1 (1 + c) 0 2].
Proof. unfold s25_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c209_R (a c : nat) : rmoves (s30_board (2 + a) 1 (2 + c) 0 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c209_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s8_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s30_c209_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s30_board (2 + a) 1 (2 + c) 0 1 -> fst (s30_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s30_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q17] in Hc |- *.
  rewrite tf_game_eq, (s30_c209_L a c), (s30_c209_R a c); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) 0 1 (opt_l _ _ _ (s30_c209_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) 0 1 (opt_l _ _ _ (s30_c209_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) 0 2 (opt_l _ _ _ (s30_c209_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c209_R1 a c)).
  pose proof (use_s8 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s30_c209_R a c) ltac:(cbn [In]; left; reflexivity) (s30_c209_R1 a c))) as Ho3.
  rewrite (s30_p17 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s25_p21 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    rewrite (s8_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s25_p38 Ho2 ltac:(zlia)).
    rewrite (s8_p2 Ho3 ltac:(zlia)).
    rewrite (s8_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s30_c210_L (a c e : nat) : lmoves (s30_board (2 + a) 1 (2 + c) 0 (2 + e)) = [s30_board (1 + a) 2 (2 + c) 0 (2 + e); s28_board (2 + a) (3 + c) 0 (2 + e); s25_board (2 + a) 1 (1 + c) 0 (3 + e)].
Proof. unfold s25_board, s28_board, s30_board. tf_options. Qed.
Lemma s30_c210_R (a c e : nat) : rmoves (s30_board (2 + a) 1 (2 + c) 0 (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s30_c210_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s30_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c210_L a c e), (s30_c210_R a c e); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s30_c210_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) 0 (2 + e) (opt_l _ _ _ (s30_c210_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) 0 (3 + e) (opt_l _ _ _ (s30_c210_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p41 Ho1 ltac:(zlia)).
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

Lemma s30_c211_L (a c : nat) : lmoves (s30_board (2 + a) 1 (2 + c) 1 0) = [s30_board (1 + a) 2 (2 + c) 1 0; s28_board (2 + a) (3 + c) 1 0; s30_board (2 + a) 1 (2 + c) 0 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c211_R (a c : nat) : rmoves (s30_board (2 + a) 1 (2 + c) 1 0) = [s23_board (2 + a) 1 (2 + c) 1].
Proof. unfold s23_board, s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s30_c211_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s30_board (2 + a) 1 (2 + c) 1 0 -> fst (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s30_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q23] in Hc |- *.
  rewrite tf_game_eq, (s30_c211_L a c), (s30_c211_R a c); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) 1 0 (opt_l _ _ _ (s30_c211_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) 1 0 (opt_l _ _ _ (s30_c211_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 0 1 (opt_l _ _ _ (s30_c211_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s30_c211_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p23 Ho0 ltac:(zlia)).
  rewrite (s28_p46 Ho1 ltac:(zlia)).
  rewrite (s30_p17 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c212_L (a c : nat) : lmoves (s30_board (2 + a) 1 (2 + c) 1 1) = [s30_board (1 + a) 2 (2 + c) 1 1; s28_board (2 + a) (3 + c) 1 1; s30_board (2 + a) 1 (2 + c) 0 2].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c212_R (a c : nat) : rmoves (s30_board (2 + a) 1 (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s30_board, strip. tf_options. Qed.
Lemma s30_c212_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s23_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s23_board; strip_board_eq | strip_offset]. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s30_c212_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s30_board (2 + a) 1 (2 + c) 1 1 -> fst (s30_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s30_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s30_q27] in Hc |- *.
  rewrite tf_game_eq, (s30_c212_L a c), (s30_c212_R a c); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s30_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) 1 1 (opt_l _ _ _ (s30_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 0 2 (opt_l _ _ _ (s30_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s30_c212_R1 a c)).
  pose proof (use_s23 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s30_c212_R a c) ltac:(cbn [In]; left; reflexivity) (s30_c212_R1 a c))) as Ho3.
  rewrite (s30_p27 Ho0 ltac:(zlia)).
  rewrite (s28_p47 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  rewrite (s23_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s30_c213_L (a c e : nat) : lmoves (s30_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s30_board (1 + a) 2 (2 + c) 1 (2 + e); s28_board (2 + a) (3 + c) 1 (2 + e); s30_board (2 + a) 1 (2 + c) 0 (3 + e)].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c213_R (a c e : nat) : rmoves (s30_board (2 + a) 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s30_c213_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s30_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s30_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s30_q16] in Hc |- *.
  rewrite tf_game_eq, (s30_c213_L a c e), (s30_c213_R a c e); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s30_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) 1 (2 + e) (opt_l _ _ _ (s30_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s30_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  rewrite (s28_p42 Ho1 ltac:(zlia)).
  rewrite (s30_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s30_c214_L (a c d : nat) : lmoves (s30_board (2 + a) 1 (2 + c) (2 + d) 0) = [s30_board (1 + a) 2 (2 + c) (2 + d) 0; s28_board (2 + a) (3 + c) (2 + d) 0; s30_board (2 + a) 1 (2 + c) (1 + d) 1].
Proof. unfold s28_board, s30_board. tf_options. Qed.
Lemma s30_c214_R (a c d : nat) : rmoves (s30_board (2 + a) 1 (2 + c) (2 + d) 0) = [s23_board (2 + a) 1 (2 + c) (2 + d)].
Proof. unfold s23_board, s30_board. tf_options. Qed.
(* s30 = T^a _ T^b _ T^c F T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s30_c214_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s30_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s30_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q28] in Hc |- *.
  rewrite tf_game_eq, (s30_c214_L a c d), (s30_c214_R a c d); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s30_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c214_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s30_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p28 Ho0 ltac:(zlia)).
  rewrite (s28_p26 Ho1 ltac:(zlia)).
  rewrite (s30_p27 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c214_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s30_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s30_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q29] in Hc |- *.
  rewrite tf_game_eq, (s30_c214_L a c d), (s30_c214_R a c d); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s30_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c214_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s30_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p29 Ho0 ltac:(zlia)).
  rewrite (s28_p20 Ho1 ltac:(zlia)).
  rewrite (s30_p23 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s30_c214_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s30_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s30_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s30_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s30_q31] in Hc |- *.
  rewrite tf_game_eq, (s30_c214_L a c d), (s30_c214_R a c d); cbn [map].
  pose proof (use_s30 IH (1 + a) 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s30_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) (3 + c) (2 + d) 0 (opt_l _ _ _ (s30_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s30_c214_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s23 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s30_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s30_p31 Ho0 ltac:(zlia)).
  rewrite (s28_p49 Ho1 ltac:(zlia)).
  rewrite (s30_p30 Ho2 ltac:(zlia)).
  rewrite (s23_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

