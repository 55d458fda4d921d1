(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s67_c73_L (a b : nat) : lmoves (s67_board (2 + a) (2 + b) 0 0) = [s67_board (1 + a) (3 + b) 0 0; s67_board (2 + a) (1 + b) 1 0].
Proof. unfold s67_board. tf_options. Qed.
Lemma s67_c73_R (a b : nat) : rmoves (s67_board (2 + a) (2 + b) 0 0) = [s71_board (2 + a) (2 + b) 0; s60_board (2 + a) (2 + b) 0 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b>=2 && c==0 && d==0 *)
Lemma s67_c73_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s67_board (2 + a) (2 + b) 0 0 -> fst (s67_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q26] in Hc |- *.
  rewrite tf_game_eq, (s67_c73_L a b), (s67_c73_R a b); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s67_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s67_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s71 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s67_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s67_c73_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s67_p25 Ho0 ltac:(zlia)).
    rewrite (s67_p17 Ho1 ltac:(zlia)).
    rewrite (s71_p17 Ho2 ltac:(zlia)).
    rewrite (s60_p42 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s67_p26 Ho0 ltac:(zlia)).
    rewrite (s67_p17 Ho1 ltac:(zlia)).
    rewrite (s71_p17 Ho2 ltac:(zlia)).
    rewrite (s60_p42 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s67_c73_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s67_board (2 + a) (2 + b) 0 0 -> fst (s67_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q48] in Hc |- *.
  rewrite tf_game_eq, (s67_c73_L a b), (s67_c73_R a b); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s67_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s67_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s71 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s67_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s67_c73_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s67_p25 Ho0 ltac:(zlia)).
    rewrite (s67_p46 Ho1 ltac:(zlia)).
    rewrite (s71_p11 Ho2 ltac:(zlia)).
    rewrite (s60_p79 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p50 Ho0 ltac:(zlia)).
    rewrite (s67_p46 Ho1 ltac:(zlia)).
    rewrite (s71_p11 Ho2 ltac:(zlia)).
    rewrite (s60_p80 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s67_p57 Ho0 ltac:(zlia)).
    rewrite (s67_p46 Ho1 ltac:(zlia)).
    rewrite (s71_p11 Ho2 ltac:(zlia)).
    rewrite (s60_p80 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s67_c73_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s67_board (2 + a) (2 + b) 0 0 -> fst (s67_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q50] in Hc |- *.
  rewrite tf_game_eq, (s67_c73_L a b), (s67_c73_R a b); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s67_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s67_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s71 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s67_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s67_c73_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p25 Ho0 ltac:(zlia)).
  rewrite (s67_p17 Ho1 ltac:(zlia)).
  rewrite (s71_p30 Ho2 ltac:(zlia)).
  rewrite (s60_p115 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c73_p57 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s67_board (2 + a) (2 + b) 0 0 -> fst (s67_q57 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s67_q57 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q57] in Hc |- *.
  rewrite tf_game_eq, (s67_c73_L a b), (s67_c73_R a b); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s67_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s67_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s71 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s67_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s60 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s67_c73_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s67_p26 Ho0 ltac:(zlia)).
  rewrite (s67_p17 Ho1 ltac:(zlia)).
  rewrite (s71_p36 Ho2 ltac:(zlia)).
  rewrite (s60_p134 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c74_L (a b : nat) : lmoves (s67_board (2 + a) (2 + b) 0 1) = [s67_board (1 + a) (3 + b) 0 1; s67_board (2 + a) (1 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; T; T; F; F]) []) (s73_board (2 + a) (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c74_R (a b : nat) : rmoves (s67_board (2 + a) (2 + b) 0 1) = [s100_board (2 + a) (2 + b) 0 1; s126_board (2 + a) (2 + b) 0 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s67_c74_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s67_board (2 + a) (2 + b) 0 1 -> fst (s67_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q22] in Hc |- *.
  rewrite tf_game_eq, (s67_c74_L a b), (s67_c74_R a b); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s67_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s67_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c74_L3 a b)).
  pose proof (use_s73 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c74_L3 a b))) as Ho2.
  pose proof (use_s100 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s67_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH (2 + a) (2 + b) 0 1 1 (opt_r _ _ _ (s67_c74_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s67_p22 Ho0 ltac:(zlia)).
    rewrite (s67_p18 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s100_p16 Ho3 ltac:(zlia)).
    rewrite (s126_p130 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s67_p41 Ho0 ltac:(zlia)).
    rewrite (s67_p18 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s100_p16 Ho3 ltac:(zlia)).
    rewrite (s126_p130 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s67_c74_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s67_board (2 + a) (2 + b) 0 1 -> fst (s67_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q49] in Hc |- *.
  rewrite tf_game_eq, (s67_c74_L a b), (s67_c74_R a b); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s67_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s67_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c74_L3 a b)).
  pose proof (use_s73 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c74_L3 a b))) as Ho2.
  pose proof (use_s100 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s67_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH (2 + a) (2 + b) 0 1 1 (opt_r _ _ _ (s67_c74_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p41 Ho0 ltac:(zlia)).
  rewrite (s67_p47 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s100_p16 Ho3 ltac:(zlia)).
  rewrite (s126_p318 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c74_p56 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s67_board (2 + a) (2 + b) 0 1 -> fst (s67_q56 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s67_q56 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q56] in Hc |- *.
  rewrite tf_game_eq, (s67_c74_L a b), (s67_c74_R a b); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s67_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s67_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c74_L3 a b)).
  pose proof (use_s73 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c74_L3 a b))) as Ho2.
  pose proof (use_s100 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s67_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH (2 + a) (2 + b) 0 1 1 (opt_r _ _ _ (s67_c74_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p22 Ho0 ltac:(zlia)).
  rewrite (s67_p55 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s100_p16 Ho3 ltac:(zlia)).
  rewrite (s126_p364 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c75_L (a b d : nat) : lmoves (s67_board (2 + a) (2 + b) 0 (2 + d)) = [s67_board (1 + a) (3 + b) 0 (2 + d); s67_board (2 + a) (1 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board (2 + a) (2 + b) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c75_R (a b d : nat) : rmoves (s67_board (2 + a) (2 + b) 0 (2 + d)) = [s100_board (2 + a) (2 + b) 0 (2 + d); s126_board (2 + a) (2 + b) 0 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s67_c75_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s67_board (2 + a) (2 + b) 0 (2 + d) -> fst (s67_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q27] in Hc |- *.
  rewrite tf_game_eq, (s67_c75_L a b d), (s67_c75_R a b d); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s67_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s67_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c75_L3 a b d)).
  pose proof (use_s73 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s67_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c75_L3 a b d))) as Ho2.
  pose proof (use_s100 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s67_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH (2 + a) (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s67_c75_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p27 Ho0 ltac:(zlia)).
  rewrite (s67_p24 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho3 ltac:(zlia)).
  rewrite (s126_p174 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c76_L (a b : nat) : lmoves (s67_board (2 + a) (2 + b) 1 0) = [s67_board (1 + a) (3 + b) 1 0; s67_board (2 + a) (1 + b) 2 0; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c76_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F; T; T; F; F]) []) (s28_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c76_R (a b : nat) : rmoves (s67_board (2 + a) (2 + b) 1 0) = [s71_board (2 + a) (2 + b) 1; s60_board (2 + a) (2 + b) 1 1].
Proof. unfold s60_board, s67_board, s71_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s67_c76_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s67_board (2 + a) (2 + b) 1 0 -> fst (s67_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s67_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q17] in Hc |- *.
  rewrite tf_game_eq, (s67_c76_L a b), (s67_c76_R a b); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s67_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s67_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c76_L3 a b)).
  pose proof (use_s28 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s67_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c76_L3 a b))) as Ho2.
  pose proof (use_s71 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s67_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s60 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s67_c76_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p17 Ho0 ltac:(zlia)).
  rewrite (s67_p6 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s71_p12 Ho3 ltac:(zlia)).
  rewrite (s60_p35 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c77_L (a b : nat) : lmoves (s67_board (2 + a) (2 + b) 1 1) = [s67_board (1 + a) (3 + b) 1 1; s67_board (2 + a) (1 + b) 2 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F; F]) []) (s73_board (2 + a) (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c77_R (a b : nat) : rmoves (s67_board (2 + a) (2 + b) 1 1) = [s100_board (2 + a) (2 + b) 1 1; s126_board (2 + a) (2 + b) 1 1 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s67_c77_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s67_board (2 + a) (2 + b) 1 1 -> fst (s67_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s67_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q18] in Hc |- *.
  rewrite tf_game_eq, (s67_c77_L a b), (s67_c77_R a b); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s67_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s67_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c77_L3 a b)).
  pose proof (use_s73 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s67_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c77_L3 a b))) as Ho2.
  pose proof (use_s100 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s67_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH (2 + a) (2 + b) 1 1 1 (opt_r _ _ _ (s67_c77_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p18 Ho0 ltac:(zlia)).
  rewrite (s67_p7 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s100_p19 Ho3 ltac:(zlia)).
  rewrite (s126_p108 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c78_L (a b d : nat) : lmoves (s67_board (2 + a) (2 + b) 1 (2 + d)) = [s67_board (1 + a) (3 + b) 1 (2 + d); s67_board (2 + a) (1 + b) 2 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board (2 + a) (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c78_R (a b d : nat) : rmoves (s67_board (2 + a) (2 + b) 1 (2 + d)) = [s100_board (2 + a) (2 + b) 1 (2 + d); s126_board (2 + a) (2 + b) 1 (2 + d) 1].
Proof. unfold s100_board, s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s67_c78_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s67_board (2 + a) (2 + b) 1 (2 + d) -> fst (s67_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q24] in Hc |- *.
  rewrite tf_game_eq, (s67_c78_L a b d), (s67_c78_R a b d); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s67_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s67_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c78_L3 a b d)).
  pose proof (use_s73 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s67_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c78_L3 a b d))) as Ho2.
  pose proof (use_s100 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s67_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s126 IH (2 + a) (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s67_c78_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s67_p24 Ho0 ltac:(zlia)).
  rewrite (s67_p8 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho3 ltac:(zlia)).
  rewrite (s126_p154 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s67_c79_L (a b c : nat) : lmoves (s67_board (2 + a) (2 + b) (2 + c) 0) = [s67_board (1 + a) (3 + b) (2 + c) 0; s67_board (2 + a) (1 + b) (3 + c) 0; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c79_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) (s43_board (2 + a) (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c79_R (a b c : nat) : rmoves (s67_board (2 + a) (2 + b) (2 + c) 0) = [s60_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s60_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s67_c79_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s67_board (2 + a) (2 + b) (2 + c) 0 -> fst (s67_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s67_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s67_q6] in Hc |- *.
  rewrite tf_game_eq, (s67_c79_L a b c), (s67_c79_R a b c); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s67_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s67_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c79_L3 a b c)).
  pose proof (use_s43 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s67_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c79_L3 a b c))) as Ho2.
  pose proof (use_s60 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s67_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p6 Ho0 ltac:(zlia)).
  rewrite (s67_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    rewrite (s60_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s60_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s67_c80_L (a b c : nat) : lmoves (s67_board (2 + a) (2 + b) (2 + c) 1) = [s67_board (1 + a) (3 + b) (2 + c) 1; s67_board (2 + a) (1 + b) (3 + c) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) (s73_board (2 + a) (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c80_R (a b c : nat) : rmoves (s67_board (2 + a) (2 + b) (2 + c) 1) = [s126_board (2 + a) (2 + b) (2 + c) 1 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s67_c80_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s67_board (2 + a) (2 + b) (2 + c) 1 -> fst (s67_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s67_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s67_q7] in Hc |- *.
  rewrite tf_game_eq, (s67_c80_L a b c), (s67_c80_R a b c); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s67_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s67_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s67_c80_L3 a b c)).
  pose proof (use_s73 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s67_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c80_L3 a b c))) as Ho2.
  pose proof (use_s126 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s67_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p7 Ho0 ltac:(zlia)).
  rewrite (s67_p7 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s126_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s67_c81_L (a b c d : nat) : lmoves (s67_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s67_board (1 + a) (3 + b) (2 + c) (2 + d); s67_board (2 + a) (1 + b) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []].
Proof. unfold s67_board, strip. tf_options. Qed.
Lemma s67_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) (s73_board (2 + a) (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s67_c81_R (a b c d : nat) : rmoves (s67_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s126_board (2 + a) (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s126_board, s67_board. tf_options. Qed.
(* s67 = T^a _ T^b _ T^c F T^d _ T F^2 on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s67_c81_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s67_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s67_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s67_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s67_q8] in Hc |- *.
  rewrite tf_game_eq, (s67_c81_L a b c d), (s67_c81_R a b c d); cbn [map].
  pose proof (use_s67 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s67_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s67 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s67_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s67_c81_L3 a b c d)).
  pose proof (use_s73 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s67_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s67_c81_L3 a b c d))) as Ho2.
  pose proof (use_s126 IH (2 + a) (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s67_c81_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s67_p8 Ho0 ltac:(zlia)).
  rewrite (s67_p8 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s126_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==0 && c==0 && d==0: the board of s27 *)
Lemma s68_c1_p1 x (Hs27 : s27_claim x) :
  x = s68_board 0 0 0 0 -> fst (s68_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s68_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q1] in Hc |- *.
  pose proof (Hs27 0 0 0 ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s68_c2_L : lmoves (s68_board 0 0 0 1) = [strip [(1, 1)] ([E; E; T; F; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c2_L1 : tf_norm (strip [(1, 1)] ([E; E; T; F; F]) []) (s19_board 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E; T; F; F]) []); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c2_R : rmoves (s68_board 0 0 0 1) = [strip [(0, 1)] ([E; E; T; E; F; F]) []; strip [(1, 1)] ([E; T; F; E; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; T; E; F; F]) []) (s14_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c2_R2 : tf_norm (strip [(1, 1)] ([E; T; F; E; F]) []) (s33_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==0 && c==0 && d==1 *)
Lemma s68_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s68_board 0 0 0 1 -> fst (s68_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s68_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s68_q2] in Hc |- *.
  rewrite tf_game_eq, (s68_c2_L), (s68_c2_R); cbn [map].
  rewrite (tf_norm_game (s68_c2_L1)).
  pose proof (use_s19 IH 0 (opt_norm_l _ _ _ _ _ (s68_c2_L) ltac:(cbn [In]; left; reflexivity) (s68_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s68_c2_R1)).
  pose proof (use_s14 IH 0 1 (opt_norm_r _ _ _ _ _ (s68_c2_R) ltac:(cbn [In]; left; reflexivity) (s68_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s68_c2_R2)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s68_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c2_R2))) as Ho2.
  rewrite (s19_p1 Ho0 ltac:(zlia)).
  rewrite (s19_p1_add (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p1 Ho1 ltac:(zlia)).
  rewrite (s33_p1 Ho2 ltac:(zlia)).
  rewrite (s33_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s68_c3_L (d : nat) : lmoves (s68_board 0 0 0 (2 + d)) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c3_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F; F]) []) (s20_board 0 (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s20_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c3_R (d : nat) : rmoves (s68_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F; F]) []; strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F; F]) []) (s14_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c3_R2 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; F]) []) (s33_board 0 (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==0 && c==0 && d>=2 *)
Lemma s68_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s68_board 0 0 0 (2 + d) -> fst (s68_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q3] in Hc |- *.
  rewrite tf_game_eq, (s68_c3_L d), (s68_c3_R d); cbn [map].
  rewrite (tf_norm_game (s68_c3_L1 d)).
  pose proof (use_s20 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s68_c3_L d) ltac:(cbn [In]; left; reflexivity) (s68_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s68_c3_R1 d)).
  pose proof (use_s14 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s68_c3_R d) ltac:(cbn [In]; left; reflexivity) (s68_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s68_c3_R2 d)).
  pose proof (use_s33 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s68_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c3_R2 d))) as Ho2.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  rewrite (s20_p2_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p10 Ho2 ltac:(zlia)).
  rewrite (s33_p10_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s68_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s68_board 0 0 0 (2 + d) -> fst (s68_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q4] in Hc |- *.
  rewrite tf_game_eq, (s68_c3_L d), (s68_c3_R d); cbn [map].
  rewrite (tf_norm_game (s68_c3_L1 d)).
  pose proof (use_s20 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s68_c3_L d) ltac:(cbn [In]; left; reflexivity) (s68_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s68_c3_R1 d)).
  pose proof (use_s14 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s68_c3_R d) ltac:(cbn [In]; left; reflexivity) (s68_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s68_c3_R2 d)).
  pose proof (use_s33 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s68_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c3_R2 d))) as Ho2.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  rewrite (s20_p3_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s14_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s33_p15 Ho2 ltac:(zlia)).
    rewrite (s33_p15_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s33_p16 Ho2 ltac:(zlia)).
    rewrite (s33_p16_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==0 && c==1 && d==0: the board of s27 *)
Lemma s68_c4_p6 x (Hs27 : s27_claim x) :
  x = s68_board 0 0 1 0 -> fst (s68_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s68_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q6] in Hc |- *.
  pose proof (Hs27 0 0 1 ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s68_c5_L : lmoves (s68_board 0 0 1 1) = [strip [(1, 1)] ([E; T; T; E; F; F]) []; strip [(1, 1)] ([T; E; E; T; F; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c5_L1 : tf_norm (strip [(1, 1)] ([E; T; T; E; F; F]) []) (s14_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c5_L2 : tf_norm (strip [(1, 1)] ([T; E; E; T; F; F]) []) (s21_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F; F]) []); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c5_R : rmoves (s68_board 0 0 1 1) = [strip [(0, 1)] ([E; T; E; T; E; F; F]) []; strip [(1, 1)] ([T; E; T; F; E; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; F; F]) []) (s15_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c5_R2 : tf_norm (strip [(1, 1)] ([T; E; T; F; E; F]) []) (s48_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==0 && c==1 && d==1 *)
Lemma s68_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s68_board 0 0 1 1 -> fst (s68_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s68_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s68_q7] in Hc |- *.
  rewrite tf_game_eq, (s68_c5_L), (s68_c5_R); cbn [map].
  rewrite (tf_norm_game (s68_c5_L1)).
  pose proof (use_s14 IH 0 2 (opt_norm_l _ _ _ _ _ (s68_c5_L) ltac:(cbn [In]; left; reflexivity) (s68_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s68_c5_L2)).
  pose proof (use_s21 IH 0 1 (opt_norm_l _ _ _ _ _ (s68_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s68_c5_R1)).
  pose proof (use_s15 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s68_c5_R) ltac:(cbn [In]; left; reflexivity) (s68_c5_R1))) as Ho2.
  rewrite (tf_norm_game (s68_c5_R2)).
  pose proof (use_s48 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s68_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c5_R2))) as Ho3.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s21_p2 Ho1 ltac:(zlia)).
  rewrite (s21_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p6 Ho2 ltac:(zlia)).
  rewrite (s48_p22 Ho3 ltac:(zlia)).
  rewrite (s48_p22_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s68_c6_L (d : nat) : lmoves (s68_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; F; F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c6_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; F; F]) []) (s14_board 0 (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c6_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F; F]) []) (s22_board 0 1 (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c6_R (d : nat) : rmoves (s68_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F; F]) []) (s15_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c6_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; F]) []) (s48_board 0 1 (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==0 && c==1 && d>=2 *)
Lemma s68_c6_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s68_board 0 0 1 (2 + d) -> fst (s68_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q8] in Hc |- *.
  rewrite tf_game_eq, (s68_c6_L d), (s68_c6_R d); cbn [map].
  rewrite (tf_norm_game (s68_c6_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s68_c6_L d) ltac:(cbn [In]; left; reflexivity) (s68_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s68_c6_L2 d)).
  pose proof (use_s22 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s68_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s68_c6_R1 d)).
  pose proof (use_s15 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s68_c6_R d) ltac:(cbn [In]; left; reflexivity) (s68_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game (s68_c6_R2 d)).
  pose proof (use_s48 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s68_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c6_R2 d))) as Ho3.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p2 Ho2 ltac:(zlia)).
  rewrite (s48_p22 Ho3 ltac:(zlia)).
  rewrite (s48_p22_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s68_c6_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s68_board 0 0 1 (2 + d) -> fst (s68_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q9] in Hc |- *.
  rewrite tf_game_eq, (s68_c6_L d), (s68_c6_R d); cbn [map].
  rewrite (tf_norm_game (s68_c6_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s68_c6_L d) ltac:(cbn [In]; left; reflexivity) (s68_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s68_c6_L2 d)).
  pose proof (use_s22 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s68_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s68_c6_R1 d)).
  pose proof (use_s15 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s68_c6_R d) ltac:(cbn [In]; left; reflexivity) (s68_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game (s68_c6_R2 d)).
  pose proof (use_s48 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s68_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c6_R2 d))) as Ho3.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s48_p33 Ho3 ltac:(zlia)).
    rewrite (s48_p33_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p34 Ho3 ltac:(zlia)).
    rewrite (s48_p34_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==0 && c>=2 && d==0: the board of s27 *)
Lemma s68_c7_p11 x (Hs27 : s27_claim x) (c : nat) :
  x = s68_board 0 0 (2 + c) 0 -> fst (s68_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s68_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q11] in Hc |- *.
  pose proof (Hs27 0 0 (2 + c) ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s68_c7_p19 x (Hs27 : s27_claim x) (c : nat) :
  x = s68_board 0 0 (2 + c) 0 -> fst (s68_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s68_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q19] in Hc |- *.
  pose proof (Hs27 0 0 (2 + c) ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s68_c8_L (c : nat) : lmoves (s68_board 0 0 (2 + c) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c8_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F; F]) []) (s15_board 0 (1 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c8_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F; F]) []) (s21_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F; F]) []); [reflexivity | unfold s21_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c8_R (c : nat) : rmoves (s68_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F; F]) []) (s15_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c8_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; F]) []) (s48_board 0 (2 + c) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==0 && c>=2 && d==1 *)
Lemma s68_c8_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s68_board 0 0 (2 + c) 1 -> fst (s68_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s68_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s68_q12] in Hc |- *.
  rewrite tf_game_eq, (s68_c8_L c), (s68_c8_R c); cbn [map].
  rewrite (tf_norm_game (s68_c8_L1 c)).
  pose proof (use_s15 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s68_c8_L c) ltac:(cbn [In]; left; reflexivity) (s68_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s68_c8_L2 c)).
  pose proof (use_s21 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s68_c8_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c8_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s68_c8_R1 c)).
  pose proof (use_s15 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s68_c8_R c) ltac:(cbn [In]; left; reflexivity) (s68_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game (s68_c8_R2 c)).
  pose proof (use_s48 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s68_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c8_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s15_p2 Ho0 ltac:(zlia)).
    rewrite (s15_p2_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s21_p3 Ho1 ltac:(zlia)).
    rewrite (s21_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s15_p8 Ho2 ltac:(zlia)).
    rewrite (s48_p39 Ho3 ltac:(zlia)).
    rewrite (s48_p39_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s15_p8 Ho0 ltac:(zlia)).
    rewrite (s15_p8_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s21_p4 Ho1 ltac:(zlia)).
      rewrite (s21_p4_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s15_p8 Ho2 ltac:(zlia)).
      rewrite (s48_p39 Ho3 ltac:(zlia)).
      rewrite (s48_p39_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s21_p5 Ho1 ltac:(zlia)).
      rewrite (s21_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s15_p8 Ho2 ltac:(zlia)).
      rewrite (s48_p39 Ho3 ltac:(zlia)).
      rewrite (s48_p39_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s68_c9_L (c d : nat) : lmoves (s68_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c9_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F; F]) []) (s15_board 0 (1 + c) (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c9_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F; F]) []) (s22_board 0 (2 + c) (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F; F]) []); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c9_R (c d : nat) : rmoves (s68_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) []].
Proof. unfold s68_board, strip. tf_options. Qed.
Lemma s68_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; F]) []) (s15_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c9_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) []) (s48_board 0 (2 + c) (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s68_c9_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s68_board 0 0 (2 + c) (2 + d) -> fst (s68_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q16] in Hc |- *.
  rewrite tf_game_eq, (s68_c9_L c d), (s68_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s68_c9_L1 c d)).
  pose proof (use_s15 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s68_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s68_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s68_c9_L2 c d)).
  pose proof (use_s22 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s68_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s68_c9_R1 c d)).
  pose proof (use_s15 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s68_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s68_c9_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s68_c9_R2 c d)).
  pose proof (use_s48 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s68_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c9_R2 c d))) as Ho3.
  rewrite (s15_p5 Ho0 ltac:(zlia)).
  rewrite (s15_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s22_p7 Ho1 ltac:(zlia)).
    rewrite (s22_p7_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s15_p8 Ho2 ltac:(zlia)).
    rewrite (s48_p23 Ho3 ltac:(zlia)).
    rewrite (s48_p23_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s22_p9 Ho1 ltac:(zlia)).
    rewrite (s22_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s15_p8 Ho2 ltac:(zlia)).
    rewrite (s48_p23 Ho3 ltac:(zlia)).
    rewrite (s48_p23_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s68_c9_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s68_board 0 0 (2 + c) (2 + d) -> fst (s68_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q18] in Hc |- *.
  rewrite tf_game_eq, (s68_c9_L c d), (s68_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s68_c9_L1 c d)).
  pose proof (use_s15 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s68_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s68_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s68_c9_L2 c d)).
  pose proof (use_s22 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s68_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s68_c9_R1 c d)).
  pose proof (use_s15 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s68_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s68_c9_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s68_c9_R2 c d)).
  pose proof (use_s48 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s68_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s68_c9_R2 c d))) as Ho3.
  rewrite (s15_p5 Ho0 ltac:(zlia)).
  rewrite (s15_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s22_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s15_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|Hp3]].
  {
    rewrite (s48_p34 Ho3 ltac:(zlia)).
    rewrite (s48_p34_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p43 Ho3 ltac:(zlia)).
    rewrite (s48_p43_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s48_p51 Ho3 ltac:(zlia)).
    rewrite (s48_p51_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==1 && c==0 && d==0: the board of s27 *)
Lemma s68_c10_p2 x (Hs27 : s27_claim x) :
  x = s68_board 0 1 0 0 -> fst (s68_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s68_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q2] in Hc |- *.
  pose proof (Hs27 0 1 0 ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s68_c11_L : lmoves (s68_board 0 1 0 1) = [strip [(2, 1)] ([T; T; E; F; F]) []; s71_board 0 1 0].
Proof. unfold s68_board, s71_board, strip. tf_options. Qed.
Lemma s68_c11_L1 : tf_norm (strip [(2, 1)] ([T; T; E; F; F]) []) (s14_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c11_R : rmoves (s68_board 0 1 0 1) = [strip [(0, 1)] ([T; E; E; T; E; F; F]) []; s131_board 0 1 0 1 0].
Proof. unfold s131_board, s68_board, strip. tf_options. Qed.
Lemma s68_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; F; F]) []) (s14_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==1 && c==0 && d==1 *)
Lemma s68_c11_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s68_board 0 1 0 1 -> fst (s68_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s68_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s68_q21] in Hc |- *.
  rewrite tf_game_eq, (s68_c11_L), (s68_c11_R); cbn [map].
  rewrite (tf_norm_game (s68_c11_L1)).
  pose proof (use_s14 IH 0 2 (opt_norm_l _ _ _ _ _ (s68_c11_L) ltac:(cbn [In]; left; reflexivity) (s68_c11_L1))) as Ho0.
  pose proof (use_s71 IH 0 1 0 (opt_l _ _ _ (s68_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s68_c11_R1)).
  pose proof (use_s14 IH 1 1 (opt_norm_r _ _ _ _ _ (s68_c11_R) ltac:(cbn [In]; left; reflexivity) (s68_c11_R1))) as Ho2.
  pose proof (use_s131 IH 0 1 0 1 0 (opt_r _ _ _ (s68_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p3_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s71_p1 Ho1 ltac:(zlia)).
  rewrite (s14_p6 Ho2 ltac:(zlia)).
  rewrite (s131_p70 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s68_c12_L (d : nat) : lmoves (s68_board 0 1 0 (2 + d)) = [strip [(2, 1)] (repeat T (3 + d) ++ [E; F; F]) []; s100_board 0 1 0 (1 + d)].
Proof. unfold s100_board, s68_board, strip. tf_options. Qed.
Lemma s68_c12_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [E; F; F]) []) (s14_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s68_c12_R (d : nat) : rmoves (s68_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F; F]) []; s131_board 0 1 0 (2 + d) 0].
Proof. unfold s131_board, s68_board, strip. tf_options. Qed.
Lemma s68_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F; F]) []) (s14_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==1 && c==0 && d>=2 *)
Lemma s68_c12_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s68_board 0 1 0 (2 + d) -> fst (s68_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q27] in Hc |- *.
  rewrite tf_game_eq, (s68_c12_L d), (s68_c12_R d); cbn [map].
  rewrite (tf_norm_game (s68_c12_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s68_c12_L d) ltac:(cbn [In]; left; reflexivity) (s68_c12_L1 d))) as Ho0.
  pose proof (use_s100 IH 0 1 0 (1 + d) (opt_l _ _ _ (s68_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s68_c12_R1 d)).
  pose proof (use_s14 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s68_c12_R d) ltac:(cbn [In]; left; reflexivity) (s68_c12_R1 d))) as Ho2.
  pose proof (use_s131 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s68_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p14 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s131_p88 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s68_c12_p28 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s68_board 0 1 0 (2 + d) -> fst (s68_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q28] in Hc |- *.
  rewrite tf_game_eq, (s68_c12_L d), (s68_c12_R d); cbn [map].
  rewrite (tf_norm_game (s68_c12_L1 d)).
  pose proof (use_s14 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s68_c12_L d) ltac:(cbn [In]; left; reflexivity) (s68_c12_L1 d))) as Ho0.
  pose proof (use_s100 IH 0 1 0 (1 + d) (opt_l _ _ _ (s68_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s68_c12_R1 d)).
  pose proof (use_s14 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s68_c12_R d) ltac:(cbn [In]; left; reflexivity) (s68_c12_R1 d))) as Ho2.
  pose proof (use_s131 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s68_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p4_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s14_p4 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s131_p89 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p95 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==1 && c==1 && d==0: the board of s27 *)
Lemma s68_c13_p14 x (Hs27 : s27_claim x) :
  x = s68_board 0 1 1 0 -> fst (s68_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s68_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q14] in Hc |- *.
  pose proof (Hs27 0 1 1 ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s68_c14_L : lmoves (s68_board 0 1 1 1) = [s68_board 0 1 0 2; s71_board 0 1 1].
Proof. unfold s68_board, s71_board. tf_options. Qed.
Lemma s68_c14_R : rmoves (s68_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; E; F; F]) []; s131_board 0 1 1 1 0].
Proof. unfold s131_board, s68_board, strip. tf_options. Qed.
Lemma s68_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; E; F; F]) []) (s15_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==1 && c==1 && d==1 *)
Lemma s68_c14_p34 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s68_board 0 1 1 1 -> fst (s68_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s68_q34 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s68_q34] in Hc |- *.
  rewrite tf_game_eq, (s68_c14_L), (s68_c14_R); cbn [map].
  pose proof (use_s68 IH 0 1 0 2 (opt_l _ _ _ (s68_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH 0 1 1 (opt_l _ _ _ (s68_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s68_c14_R1)).
  pose proof (use_s15 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s68_c14_R) ltac:(cbn [In]; left; reflexivity) (s68_c14_R1))) as Ho2.
  pose proof (use_s131 IH 0 1 1 1 0 (opt_r _ _ _ (s68_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s68_p27 Ho0 ltac:(zlia)).
  rewrite (s71_p8 Ho1 ltac:(zlia)).
  rewrite (s15_p6 Ho2 ltac:(zlia)).
  rewrite (s131_p33 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s68_c15_L (d : nat) : lmoves (s68_board 0 1 1 (2 + d)) = [s68_board 0 1 0 (3 + d); s100_board 0 1 1 (1 + d)].
Proof. unfold s100_board, s68_board. tf_options. Qed.
Lemma s68_c15_R (d : nat) : rmoves (s68_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F; F]) []; s131_board 0 1 1 (2 + d) 0].
Proof. unfold s131_board, s68_board, strip. tf_options. Qed.
Lemma s68_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F; F]) []) (s15_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==1 && c==1 && d>=2 *)
Lemma s68_c15_p36 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s68_board 0 1 1 (2 + d) -> fst (s68_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q36] in Hc |- *.
  rewrite tf_game_eq, (s68_c15_L d), (s68_c15_R d); cbn [map].
  pose proof (use_s68 IH 0 1 0 (3 + d) (opt_l _ _ _ (s68_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 0 1 1 (1 + d) (opt_l _ _ _ (s68_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s68_c15_R1 d)).
  pose proof (use_s15 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s68_c15_R d) ltac:(cbn [In]; left; reflexivity) (s68_c15_R1 d))) as Ho2.
  pose proof (use_s131 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s68_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s68_p28 Ho0 ltac:(zlia)).
  rewrite (s100_p18 Ho1 ltac:(zlia)).
  rewrite (s15_p8 Ho2 ltac:(zlia)).
  rewrite (s131_p109 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s68_c15_p38 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s68_board 0 1 1 (2 + d) -> fst (s68_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q38] in Hc |- *.
  rewrite tf_game_eq, (s68_c15_L d), (s68_c15_R d); cbn [map].
  pose proof (use_s68 IH 0 1 0 (3 + d) (opt_l _ _ _ (s68_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 0 1 1 (1 + d) (opt_l _ _ _ (s68_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s68_c15_R1 d)).
  pose proof (use_s15 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s68_c15_R d) ltac:(cbn [In]; left; reflexivity) (s68_c15_R1 d))) as Ho2.
  pose proof (use_s131 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s68_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s68_p28 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  rewrite (s15_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s131_p111 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p112 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==1 && c>=2 && d==0: the board of s27 *)
Lemma s68_c16_p45 x (Hs27 : s27_claim x) (c : nat) :
  x = s68_board 0 1 (2 + c) 0 -> fst (s68_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s68_q45 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q45] in Hc |- *.
  pose proof (Hs27 0 1 (2 + c) ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s68_c16_p49 x (Hs27 : s27_claim x) (c : nat) :
  x = s68_board 0 1 (2 + c) 0 -> fst (s68_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s68_q49 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q49] in Hc |- *.
  pose proof (Hs27 0 1 (2 + c) ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s68_c17_L (c : nat) : lmoves (s68_board 0 1 (2 + c) 1) = [s68_board 0 1 (1 + c) 2; s71_board 0 1 (2 + c)].
Proof. unfold s68_board, s71_board. tf_options. Qed.
Lemma s68_c17_R (c : nat) : rmoves (s68_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F; F]) []; s131_board 0 1 (2 + c) 1 0].
Proof. unfold s131_board, s68_board, strip. tf_options. Qed.
Lemma s68_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F; F]) []) (s15_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==1 && c>=2 && d==1 *)
Lemma s68_c17_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s68_board 0 1 (2 + c) 1 -> fst (s68_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s68_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s68_q20] in Hc |- *.
  rewrite tf_game_eq, (s68_c17_L c), (s68_c17_R c); cbn [map].
  pose proof (use_s68 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s68_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH 0 1 (2 + c) (opt_l _ _ _ (s68_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s68_c17_R1 c)).
  pose proof (use_s15 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s68_c17_R c) ltac:(cbn [In]; left; reflexivity) (s68_c17_R1 c))) as Ho2.
  pose proof (use_s131 IH 0 1 (2 + c) 1 0 (opt_r _ _ _ (s68_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s68_p35 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s71_p7 Ho1 ltac:(zlia)).
    rewrite (s15_p8 Ho2 ltac:(zlia)).
    rewrite (s131_p117 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s71_p13 Ho1 ltac:(zlia)).
    rewrite (s15_p8 Ho2 ltac:(zlia)).
    rewrite (s131_p117 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s68_c17_p47 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s68_board 0 1 (2 + c) 1 -> fst (s68_q47 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s68_q47 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s68_q47] in Hc |- *.
  rewrite tf_game_eq, (s68_c17_L c), (s68_c17_R c); cbn [map].
  pose proof (use_s68 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s68_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH 0 1 (2 + c) (opt_l _ _ _ (s68_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s68_c17_R1 c)).
  pose proof (use_s15 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s68_c17_R c) ltac:(cbn [In]; left; reflexivity) (s68_c17_R1 c))) as Ho2.
  pose proof (use_s131 IH 0 1 (2 + c) 1 0 (opt_r _ _ _ (s68_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s68_p36 Ho0 ltac:(zlia)).
  rewrite (s71_p10 Ho1 ltac:(zlia)).
  rewrite (s15_p8 Ho2 ltac:(zlia)).
  rewrite (s131_p117 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s68_c18_L (c d : nat) : lmoves (s68_board 0 1 (2 + c) (2 + d)) = [s68_board 0 1 (1 + c) (3 + d); s100_board 0 1 (2 + c) (1 + d)].
Proof. unfold s100_board, s68_board. tf_options. Qed.
Lemma s68_c18_R (c d : nat) : rmoves (s68_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; F]) []; s131_board 0 1 (2 + c) (2 + d) 0].
Proof. unfold s131_board, s68_board, strip. tf_options. Qed.
Lemma s68_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; F]) []) (s15_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s68_c18_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s68_board 0 1 (2 + c) (2 + d) -> fst (s68_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q29] in Hc |- *.
  rewrite tf_game_eq, (s68_c18_L c d), (s68_c18_R c d); cbn [map].
  pose proof (use_s68 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s68_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 0 1 (2 + c) (1 + d) (opt_l _ _ _ (s68_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s68_c18_R1 c d)).
  pose proof (use_s15 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s68_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s68_c18_R1 c d))) as Ho2.
  pose proof (use_s131 IH 0 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s68_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s68_p29 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s15_p5 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s131_p90 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s131_p136 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s68_p38 Ho0 ltac:(zlia)).
    rewrite (s100_p15 Ho1 ltac:(zlia)).
    rewrite (s15_p5 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s131_p90 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s131_p126 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s68_c18_p35 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s68_board 0 1 (2 + c) (2 + d) -> fst (s68_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q35 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q35] in Hc |- *.
  rewrite tf_game_eq, (s68_c18_L c d), (s68_c18_R c d); cbn [map].
  pose proof (use_s68 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s68_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 0 1 (2 + c) (1 + d) (opt_l _ _ _ (s68_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s68_c18_R1 c d)).
  pose proof (use_s15 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s68_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s68_c18_R1 c d))) as Ho2.
  pose proof (use_s131 IH 0 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s68_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s68_p29 Ho0 ltac:(zlia)).
    rewrite (s100_p25 Ho1 ltac:(zlia)).
    rewrite (s15_p8 Ho2 ltac:(zlia)).
    rewrite (s131_p110 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s68_p38 Ho0 ltac:(zlia)).
    rewrite (s100_p23 Ho1 ltac:(zlia)).
    rewrite (s15_p8 Ho2 ltac:(zlia)).
    rewrite (s131_p110 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b>=2 && c==0 && d==0: the board of s27 *)
Lemma s68_c19_p30 x (Hs27 : s27_claim x) (b : nat) :
  x = s68_board 0 (2 + b) 0 0 -> fst (s68_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s68_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q30] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 0 ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s68_c19_p50 x (Hs27 : s27_claim x) (b : nat) :
  x = s68_board 0 (2 + b) 0 0 -> fst (s68_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s68_q50 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q50] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 0 ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s27_p7 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s27_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Lemma s68_c20_L (b : nat) : lmoves (s68_board 0 (2 + b) 0 1) = [s39_board 0 (1 + b) 0 2; s71_board 0 (2 + b) 0].
Proof. unfold s39_board, s68_board, s71_board. tf_options. Qed.
Lemma s68_c20_R (b : nat) : rmoves (s68_board 0 (2 + b) 0 1) = [s131_board 0 (2 + b) 0 1 0].
Proof. unfold s131_board, s68_board. tf_options. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b>=2 && c==0 && d==1 *)
Lemma s68_c20_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s68_board 0 (2 + b) 0 1 -> fst (s68_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s68_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s68_q30] in Hc |- *.
  rewrite tf_game_eq, (s68_c20_L b), (s68_c20_R b); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s68_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH 0 (2 + b) 0 (opt_l _ _ _ (s68_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s68_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p35 Ho0 ltac:(zlia)).
    rewrite (s71_p16 Ho1 ltac:(zlia)).
    rewrite (s131_p154 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s39_p45 Ho0 ltac:(zlia)).
    rewrite (s71_p17 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) = 5)%Z \/ (Z.of_nat (2 + b) >= 6)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s131_p163 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s131_p171 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
    }
    {
      rewrite (s131_p176 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
    }
  }
Qed.

Lemma s68_c20_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s68_board 0 (2 + b) 0 1 -> fst (s68_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s68_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s68_q51] in Hc |- *.
  rewrite tf_game_eq, (s68_c20_L b), (s68_c20_R b); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s68_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH 0 (2 + b) 0 (opt_l _ _ _ (s68_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) 0 1 0 (opt_r _ _ _ (s68_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s39_p21 Ho0 ltac:(zlia)).
  rewrite (s71_p4 Ho1 ltac:(zlia)).
  rewrite (s131_p88 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s68_c21_L (b d : nat) : lmoves (s68_board 0 (2 + b) 0 (2 + d)) = [s39_board 0 (1 + b) 0 (3 + d); s100_board 0 (2 + b) 0 (1 + d)].
Proof. unfold s100_board, s39_board, s68_board. tf_options. Qed.
Lemma s68_c21_R (b d : nat) : rmoves (s68_board 0 (2 + b) 0 (2 + d)) = [s131_board 0 (2 + b) 0 (2 + d) 0].
Proof. unfold s131_board, s68_board. tf_options. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s68_c21_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s68_board 0 (2 + b) 0 (2 + d) -> fst (s68_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q33 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q33] in Hc |- *.
  rewrite tf_game_eq, (s68_c21_L b d), (s68_c21_R b d); cbn [map].
  pose proof (use_s39 IH 0 (1 + b) 0 (3 + d) (opt_l _ _ _ (s68_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 0 (2 + b) 0 (1 + d) (opt_l _ _ _ (s68_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s68_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s39_p22 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s100_p15 Ho1 ltac:(zlia)).
      rewrite (s131_p95 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s100_p16 Ho1 ltac:(zlia)).
      rewrite (s131_p144 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s39_p36 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s100_p15 Ho1 ltac:(zlia)).
      rewrite (s131_p95 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s100_p16 Ho1 ltac:(zlia)).
      rewrite (s131_p91 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s39_p46 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s100_p15 Ho1 ltac:(zlia)).
      rewrite (s131_p95 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s100_p16 Ho1 ltac:(zlia)).
      rewrite (s131_p164 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
    }
  }
  {
    rewrite (s39_p50 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s100_p15 Ho1 ltac:(zlia)).
      rewrite (s131_p95 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s100_p16 Ho1 ltac:(zlia)).
      rewrite (s131_p172 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
    }
  }
Qed.

(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b>=2 && c==1 && d==0: the board of s27 *)
Lemma s68_c22_p53 x (Hs27 : s27_claim x) (b : nat) :
  x = s68_board 0 (2 + b) 1 0 -> fst (s68_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s68_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q53] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 1 ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s68_c22_p55 x (Hs27 : s27_claim x) (b : nat) :
  x = s68_board 0 (2 + b) 1 0 -> fst (s68_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s68_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q55] in Hc |- *.
  pose proof (Hs27 0 (2 + b) 1 ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s68_c23_L (b : nat) : lmoves (s68_board 0 (2 + b) 1 1) = [s68_board 0 (2 + b) 0 2; s71_board 0 (2 + b) 1].
Proof. unfold s68_board, s71_board. tf_options. Qed.
Lemma s68_c23_R (b : nat) : rmoves (s68_board 0 (2 + b) 1 1) = [s131_board 0 (2 + b) 1 1 0].
Proof. unfold s131_board, s68_board. tf_options. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b>=2 && c==1 && d==1 *)
Lemma s68_c23_p54 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s68_board 0 (2 + b) 1 1 -> fst (s68_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s68_q54 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s68_q54] in Hc |- *.
  rewrite tf_game_eq, (s68_c23_L b), (s68_c23_R b); cbn [map].
  pose proof (use_s68 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s68_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s71 IH 0 (2 + b) 1 (opt_l _ _ _ (s68_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) 1 1 0 (opt_r _ _ _ (s68_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s68_p33 Ho0 ltac:(zlia)).
  rewrite (s71_p12 Ho1 ltac:(zlia)).
  rewrite (s131_p36 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s68_c24_L (b d : nat) : lmoves (s68_board 0 (2 + b) 1 (2 + d)) = [s68_board 0 (2 + b) 0 (3 + d); s100_board 0 (2 + b) 1 (1 + d)].
Proof. unfold s100_board, s68_board. tf_options. Qed.
Lemma s68_c24_R (b d : nat) : rmoves (s68_board 0 (2 + b) 1 (2 + d)) = [s131_board 0 (2 + b) 1 (2 + d) 0].
Proof. unfold s131_board, s68_board. tf_options. Qed.
(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s68_c24_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s68_board 0 (2 + b) 1 (2 + d) -> fst (s68_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q36] in Hc |- *.
  rewrite tf_game_eq, (s68_c24_L b d), (s68_c24_R b d); cbn [map].
  pose proof (use_s68 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s68_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 0 (2 + b) 1 (1 + d) (opt_l _ _ _ (s68_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s68_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s68_p33 Ho0 ltac:(zlia)).
  rewrite (s100_p19 Ho1 ltac:(zlia)).
  rewrite (s131_p110 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s68_c24_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s68_board 0 (2 + b) 1 (2 + d) -> fst (s68_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s68_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s68_q40] in Hc |- *.
  rewrite tf_game_eq, (s68_c24_L b d), (s68_c24_R b d); cbn [map].
  pose proof (use_s68 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s68_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s100 IH 0 (2 + b) 1 (1 + d) (opt_l _ _ _ (s68_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s131 IH 0 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s68_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s68_p33 Ho0 ltac:(zlia)).
  rewrite (s100_p15 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s131_p147 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p148 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s68 = T^a _ T^b F T^c _ T^d _ F^2 on a==0 && b>=2 && c>=2 && d==0: the board of s27 *)
Lemma s68_c25_p45 x (Hs27 : s27_claim x) (b c : nat) :
  x = s68_board 0 (2 + b) (2 + c) 0 -> fst (s68_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s68_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q45] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) <= 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s27_p11 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s27_p15 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s68_c25_p49 x (Hs27 : s27_claim x) (b c : nat) :
  x = s68_board 0 (2 + b) (2 + c) 0 -> fst (s68_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s68_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s68_q49] in Hc |- *.
  pose proof (Hs27 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s68_board, s27_board; board_eq)) as Ho0.
  rewrite (s27_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

