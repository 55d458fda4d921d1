(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s164_c61_L (a c : nat) : lmoves (s164_board (2 + a) 0 (2 + c) 0) = [s168_board (1 + a) 1 0 (2 + c) 0; s164_board (2 + a) 0 (1 + c) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c61_R (a c : nat) : rmoves (s164_board (2 + a) 0 (2 + c) 0) = [s194_board (2 + a) 0 0 (2 + c) 0; s130_board (2 + a) 0 (2 + c) 0].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d==0 *)
Lemma s164_c61_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s164_board (2 + a) 0 (2 + c) 0 -> fst (s164_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q31] in Hc |- *.
  rewrite tf_game_eq, (s164_c61_L a c), (s164_c61_R a c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 (2 + c) 0 (opt_l _ _ _ (s164_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s164_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 (2 + c) 0 (opt_r _ _ _ (s164_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s164_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p89 Ho0 ltac:(zlia)).
    rewrite (s164_p30 Ho1 ltac:(zlia)).
    rewrite (s194_p124 Ho2 ltac:(zlia)).
    rewrite (s130_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p117 Ho0 ltac:(zlia)).
    rewrite (s164_p30 Ho1 ltac:(zlia)).
    rewrite (s194_p124 Ho2 ltac:(zlia)).
    rewrite (s130_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s164_c61_p43 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s164_board (2 + a) 0 (2 + c) 0 -> fst (s164_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q43] in Hc |- *.
  rewrite tf_game_eq, (s164_c61_L a c), (s164_c61_R a c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 (2 + c) 0 (opt_l _ _ _ (s164_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s164_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 (2 + c) 0 (opt_r _ _ _ (s164_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s164_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p87 Ho0 ltac:(zlia)).
  rewrite (s164_p42 Ho1 ltac:(zlia)).
  rewrite (s194_p92 Ho2 ltac:(zlia)).
  rewrite (s130_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c61_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s164_board (2 + a) 0 (2 + c) 0 -> fst (s164_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q49] in Hc |- *.
  rewrite tf_game_eq, (s164_c61_L a c), (s164_c61_R a c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 (2 + c) 0 (opt_l _ _ _ (s164_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s164_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 (2 + c) 0 (opt_r _ _ _ (s164_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s164_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p116 Ho0 ltac:(zlia)).
  rewrite (s164_p48 Ho1 ltac:(zlia)).
  rewrite (s194_p101 Ho2 ltac:(zlia)).
  rewrite (s130_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c61_p55 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s164_board (2 + a) 0 (2 + c) 0 -> fst (s164_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q55] in Hc |- *.
  rewrite tf_game_eq, (s164_c61_L a c), (s164_c61_R a c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 (2 + c) 0 (opt_l _ _ _ (s164_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s164_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 (2 + c) 0 (opt_r _ _ _ (s164_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s164_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p134 Ho0 ltac:(zlia)).
  rewrite (s164_p54 Ho1 ltac:(zlia)).
  rewrite (s194_p101 Ho2 ltac:(zlia)).
  rewrite (s130_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c61_p59 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s164_board (2 + a) 0 (2 + c) 0 -> fst (s164_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q59] in Hc |- *.
  rewrite tf_game_eq, (s164_c61_L a c), (s164_c61_R a c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 (2 + c) 0 (opt_l _ _ _ (s164_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s164_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 (2 + c) 0 (opt_r _ _ _ (s164_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 (2 + c) 0 (opt_r _ _ _ (s164_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p151 Ho0 ltac:(zlia)).
  rewrite (s164_p58 Ho1 ltac:(zlia)).
  rewrite (s194_p14 Ho2 ltac:(zlia)).
  rewrite (s130_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c62_L (a c : nat) : lmoves (s164_board (2 + a) 0 (2 + c) 1) = [s168_board (1 + a) 1 0 (2 + c) 1; s164_board (2 + a) 0 (1 + c) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c62_R (a c : nat) : rmoves (s164_board (2 + a) 0 (2 + c) 1) = [s194_board (2 + a) 0 0 (2 + c) 1; s130_board (2 + a) 0 (2 + c) 1].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s164_c62_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s164_board (2 + a) 0 (2 + c) 1 -> fst (s164_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s164_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q30] in Hc |- *.
  rewrite tf_game_eq, (s164_c62_L a c), (s164_c62_R a c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 (2 + c) 1 (opt_l _ _ _ (s164_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 (1 + c) 2 (opt_l _ _ _ (s164_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 (2 + c) 1 (opt_r _ _ _ (s164_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 (2 + c) 1 (opt_r _ _ _ (s164_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p88 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s194_p87 Ho2 ltac:(zlia)).
  rewrite (s130_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c63_L (a c d : nat) : lmoves (s164_board (2 + a) 0 (2 + c) (2 + d)) = [s168_board (1 + a) 1 0 (2 + c) (2 + d); s164_board (2 + a) 0 (1 + c) (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c63_R (a c d : nat) : rmoves (s164_board (2 + a) 0 (2 + c) (2 + d)) = [s194_board (2 + a) 0 0 (2 + c) (2 + d)].
Proof. unfold s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s164_c63_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s164_board (2 + a) 0 (2 + c) (2 + d) -> fst (s164_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q4] in Hc |- *.
  rewrite tf_game_eq, (s164_c63_L a c d), (s164_c63_R a c d); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 (2 + c) (2 + d) (opt_l _ _ _ (s164_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 (1 + c) (3 + d) (opt_l _ _ _ (s164_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 (2 + c) (2 + d) (opt_r _ _ _ (s164_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c64_L (a : nat) : lmoves (s164_board (2 + a) 1 0 0) = [s168_board (1 + a) 1 1 0 0; s156_board (2 + a) 0 1].
Proof. unfold s156_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c64_R (a : nat) : rmoves (s164_board (2 + a) 1 0 0) = [s193_board (2 + a) 0 1 0; s59_board (2 + a) 1 0].
Proof. unfold s164_board, s193_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==1 && c==0 && d==0 *)
Lemma s164_c64_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 1 0 0 -> fst (s164_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q27 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q27] in Hc |- *.
  rewrite tf_game_eq, (s164_c64_L a), (s164_c64_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 0 0 (opt_l _ _ _ (s164_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH (2 + a) 0 1 (opt_l _ _ _ (s164_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 0 1 0 (opt_r _ _ _ (s164_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s59 IH (2 + a) 1 0 (opt_r _ _ _ (s164_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p90 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s156_p10 Ho1 ltac:(zlia)).
    rewrite (s193_p32 Ho2 ltac:(zlia)).
    rewrite (s59_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s156_p13 Ho1 ltac:(zlia)).
    rewrite (s193_p53 Ho2 ltac:(zlia)).
    rewrite (s59_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s156_p14 Ho1 ltac:(zlia)).
    rewrite (s193_p63 Ho2 ltac:(zlia)).
    rewrite (s59_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s164_c65_L (a : nat) : lmoves (s164_board (2 + a) 1 0 1) = [s168_board (1 + a) 1 1 0 1; s156_board (2 + a) 0 2].
Proof. unfold s156_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c65_R (a : nat) : rmoves (s164_board (2 + a) 1 0 1) = [s193_board (2 + a) 0 1 1; s59_board (2 + a) 1 1].
Proof. unfold s164_board, s193_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s164_c65_p44 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 1 0 1 -> fst (s164_q44 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q44 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q44] in Hc |- *.
  rewrite tf_game_eq, (s164_c65_L a), (s164_c65_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s164_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH (2 + a) 0 2 (opt_l _ _ _ (s164_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 0 1 1 (opt_r _ _ _ (s164_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s59 IH (2 + a) 1 1 (opt_r _ _ _ (s164_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p52 Ho0 ltac:(zlia)).
  rewrite (s156_p8 Ho1 ltac:(zlia)).
  rewrite (s193_p15 Ho2 ltac:(zlia)).
  rewrite (s59_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c65_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 1 0 1 -> fst (s164_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q50] in Hc |- *.
  rewrite tf_game_eq, (s164_c65_L a), (s164_c65_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s164_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH (2 + a) 0 2 (opt_l _ _ _ (s164_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 0 1 1 (opt_r _ _ _ (s164_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s59 IH (2 + a) 1 1 (opt_r _ _ _ (s164_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p52 Ho0 ltac:(zlia)).
  rewrite (s156_p8 Ho1 ltac:(zlia)).
  rewrite (s193_p15 Ho2 ltac:(zlia)).
  rewrite (s59_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s164_c65_p56 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 1 0 1 -> fst (s164_q56 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q56 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q56] in Hc |- *.
  rewrite tf_game_eq, (s164_c65_L a), (s164_c65_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s164_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH (2 + a) 0 2 (opt_l _ _ _ (s164_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 0 1 1 (opt_r _ _ _ (s164_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s59 IH (2 + a) 1 1 (opt_r _ _ _ (s164_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p52 Ho0 ltac:(zlia)).
  rewrite (s156_p8 Ho1 ltac:(zlia)).
  rewrite (s193_p15 Ho2 ltac:(zlia)).
  rewrite (s59_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s164_c66_L (a d : nat) : lmoves (s164_board (2 + a) 1 0 (2 + d)) = [s168_board (1 + a) 1 1 0 (2 + d); s156_board (2 + a) 0 (3 + d)].
Proof. unfold s156_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c66_R (a d : nat) : rmoves (s164_board (2 + a) 1 0 (2 + d)) = [s193_board (2 + a) 0 1 (2 + d)].
Proof. unfold s164_board, s193_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s164_c66_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s164_board (2 + a) 1 0 (2 + d) -> fst (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c66_L a d), (s164_c66_R a d); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 0 (2 + d) (opt_l _ _ _ (s164_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH (2 + a) 0 (3 + d) (opt_l _ _ _ (s164_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 0 1 (2 + d) (opt_r _ _ _ (s164_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s156_p8 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c67_L (a : nat) : lmoves (s164_board (2 + a) 1 1 0) = [s168_board (1 + a) 1 1 1 0; s164_board (2 + a) 1 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c67_R (a : nat) : rmoves (s164_board (2 + a) 1 1 0) = [s194_board (2 + a) 0 1 1 0; s130_board (2 + a) 1 1 0].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s164_c67_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 1 1 0 -> fst (s164_q35 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q35 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q35] in Hc |- *.
  rewrite tf_game_eq, (s164_c67_L a), (s164_c67_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s164_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 0 1 (opt_l _ _ _ (s164_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 1 1 0 (opt_r _ _ _ (s164_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 1 1 0 (opt_r _ _ _ (s164_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p118 Ho0 ltac:(zlia)).
    rewrite (s164_p50 Ho1 ltac:(zlia)).
    rewrite (s194_p151 Ho2 ltac:(zlia)).
    rewrite (s130_p23 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p135 Ho0 ltac:(zlia)).
    rewrite (s164_p56 Ho1 ltac:(zlia)).
    rewrite (s194_p169 Ho2 ltac:(zlia)).
    rewrite (s130_p23 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s164_c67_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 1 1 0 -> fst (s164_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q45] in Hc |- *.
  rewrite tf_game_eq, (s164_c67_L a), (s164_c67_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s164_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 0 1 (opt_l _ _ _ (s164_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 1 1 0 (opt_r _ _ _ (s164_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 1 1 0 (opt_r _ _ _ (s164_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p91 Ho0 ltac:(zlia)).
  rewrite (s164_p44 Ho1 ltac:(zlia)).
  rewrite (s194_p125 Ho2 ltac:(zlia)).
  rewrite (s130_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c68_L (a : nat) : lmoves (s164_board (2 + a) 1 1 1) = [s168_board (1 + a) 1 1 1 1; s164_board (2 + a) 1 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c68_R (a : nat) : rmoves (s164_board (2 + a) 1 1 1) = [s194_board (2 + a) 0 1 1 1; s130_board (2 + a) 1 1 1].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s164_c68_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 1 1 1 -> fst (s164_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q36] in Hc |- *.
  rewrite tf_game_eq, (s164_c68_L a), (s164_c68_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s164_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 0 2 (opt_l _ _ _ (s164_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s164_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 1 1 1 (opt_r _ _ _ (s164_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s168_p92 Ho0 ltac:(zlia)).
    rewrite (s164_p13 Ho1 ltac:(zlia)).
    rewrite (s194_p126 Ho2 ltac:(zlia)).
    rewrite (s130_p38 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p119 Ho0 ltac:(zlia)).
    rewrite (s164_p13 Ho1 ltac:(zlia)).
    rewrite (s194_p152 Ho2 ltac:(zlia)).
    rewrite (s130_p38 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p136 Ho0 ltac:(zlia)).
    rewrite (s164_p13 Ho1 ltac:(zlia)).
    rewrite (s194_p170 Ho2 ltac:(zlia)).
    rewrite (s130_p38 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s164_c69_L (a d : nat) : lmoves (s164_board (2 + a) 1 1 (2 + d)) = [s168_board (1 + a) 1 1 1 (2 + d); s164_board (2 + a) 1 0 (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c69_R (a d : nat) : rmoves (s164_board (2 + a) 1 1 (2 + d)) = [s194_board (2 + a) 0 1 1 (2 + d)].
Proof. unfold s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s164_c69_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s164_board (2 + a) 1 1 (2 + d) -> fst (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c69_L a d), (s164_c69_R a d); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 1 (2 + d) (opt_l _ _ _ (s164_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 0 (3 + d) (opt_l _ _ _ (s164_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 1 1 (2 + d) (opt_r _ _ _ (s164_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c70_L (a c : nat) : lmoves (s164_board (2 + a) 1 (2 + c) 0) = [s168_board (1 + a) 1 1 (2 + c) 0; s164_board (2 + a) 1 (1 + c) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c70_R (a c : nat) : rmoves (s164_board (2 + a) 1 (2 + c) 0) = [s194_board (2 + a) 0 1 (2 + c) 0; s130_board (2 + a) 1 (2 + c) 0].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s164_c70_p37 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s164_board (2 + a) 1 (2 + c) 0 -> fst (s164_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q37] in Hc |- *.
  rewrite tf_game_eq, (s164_c70_L a c), (s164_c70_R a c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 (2 + c) 0 (opt_l _ _ _ (s164_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s164_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 1 (2 + c) 0 (opt_r _ _ _ (s164_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s164_c70_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s168_p93 Ho0 ltac:(zlia)).
    rewrite (s164_p36 Ho1 ltac:(zlia)).
    rewrite (s194_p127 Ho2 ltac:(zlia)).
    rewrite (s130_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p120 Ho0 ltac:(zlia)).
    rewrite (s164_p36 Ho1 ltac:(zlia)).
    rewrite (s194_p153 Ho2 ltac:(zlia)).
    rewrite (s130_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p137 Ho0 ltac:(zlia)).
    rewrite (s164_p36 Ho1 ltac:(zlia)).
    rewrite (s194_p171 Ho2 ltac:(zlia)).
    rewrite (s130_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s164_c70_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s164_board (2 + a) 1 (2 + c) 0 -> fst (s164_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q39] in Hc |- *.
  rewrite tf_game_eq, (s164_c70_L a c), (s164_c70_R a c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 (2 + c) 0 (opt_l _ _ _ (s164_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s164_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 1 (2 + c) 0 (opt_r _ _ _ (s164_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 1 (2 + c) 0 (opt_r _ _ _ (s164_c70_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p95 Ho0 ltac:(zlia)).
    rewrite (s164_p38 Ho1 ltac:(zlia)).
    rewrite (s194_p88 Ho2 ltac:(zlia)).
    rewrite (s130_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p121 Ho0 ltac:(zlia)).
    rewrite (s164_p38 Ho1 ltac:(zlia)).
    rewrite (s194_p88 Ho2 ltac:(zlia)).
    rewrite (s130_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s164_c71_L (a c : nat) : lmoves (s164_board (2 + a) 1 (2 + c) 1) = [s168_board (1 + a) 1 1 (2 + c) 1; s164_board (2 + a) 1 (1 + c) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c71_R (a c : nat) : rmoves (s164_board (2 + a) 1 (2 + c) 1) = [s194_board (2 + a) 0 1 (2 + c) 1; s130_board (2 + a) 1 (2 + c) 1].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s164_c71_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s164_board (2 + a) 1 (2 + c) 1 -> fst (s164_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s164_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q38] in Hc |- *.
  rewrite tf_game_eq, (s164_c71_L a c), (s164_c71_R a c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 (2 + c) 1 (opt_l _ _ _ (s164_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s164_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 1 (2 + c) 1 (opt_r _ _ _ (s164_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s164_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s168_p68 Ho0 ltac:(zlia)).
    rewrite (s164_p13 Ho1 ltac:(zlia)).
    rewrite (s194_p87 Ho2 ltac:(zlia)).
    rewrite (s130_p40 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p94 Ho0 ltac:(zlia)).
    rewrite (s164_p13 Ho1 ltac:(zlia)).
    rewrite (s194_p87 Ho2 ltac:(zlia)).
    rewrite (s130_p40 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s164_c72_L (a c d : nat) : lmoves (s164_board (2 + a) 1 (2 + c) (2 + d)) = [s168_board (1 + a) 1 1 (2 + c) (2 + d); s164_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c72_R (a c d : nat) : rmoves (s164_board (2 + a) 1 (2 + c) (2 + d)) = [s194_board (2 + a) 0 1 (2 + c) (2 + d)].
Proof. unfold s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s164_c72_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s164_board (2 + a) 1 (2 + c) (2 + d) -> fst (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c72_L a c d), (s164_c72_R a c d); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s164_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s164_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s164_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c73_L (a b : nat) : lmoves (s164_board (2 + a) (2 + b) 0 0) = [s168_board (1 + a) 1 (2 + b) 0 0; s158_board (2 + a) (1 + b) 0 1].
Proof. unfold s158_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c73_R (a b : nat) : rmoves (s164_board (2 + a) (2 + b) 0 0) = [s59_board (2 + a) (2 + b) 0].
Proof. unfold s164_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d==0 *)
Lemma s164_c73_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s164_board (2 + a) (2 + b) 0 0 -> fst (s164_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q12] in Hc |- *.
  rewrite tf_game_eq, (s164_c73_L a b), (s164_c73_R a b); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) 0 0 (opt_l _ _ _ (s164_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s164_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s164_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p39 Ho0 ltac:(zlia)).
  rewrite (s158_p20 Ho1 ltac:(zlia)).
  rewrite (s59_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c73_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s164_board (2 + a) (2 + b) 0 0 -> fst (s164_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q23] in Hc |- *.
  rewrite tf_game_eq, (s164_c73_L a b), (s164_c73_R a b); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) 0 0 (opt_l _ _ _ (s164_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s164_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s164_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p26 Ho0 ltac:(zlia)).
  rewrite (s158_p20 Ho1 ltac:(zlia)).
  rewrite (s59_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c73_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s164_board (2 + a) (2 + b) 0 0 -> fst (s164_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q24] in Hc |- *.
  rewrite tf_game_eq, (s164_c73_L a b), (s164_c73_R a b); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) 0 0 (opt_l _ _ _ (s164_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s164_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s164_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p27 Ho0 ltac:(zlia)).
  rewrite (s158_p49 Ho1 ltac:(zlia)).
  rewrite (s59_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c74_L (a b : nat) : lmoves (s164_board (2 + a) (2 + b) 0 1) = [s168_board (1 + a) 1 (2 + b) 0 1; s158_board (2 + a) (1 + b) 0 2].
Proof. unfold s158_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c74_R (a b : nat) : rmoves (s164_board (2 + a) (2 + b) 0 1) = [s59_board (2 + a) (2 + b) 1].
Proof. unfold s164_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s164_c74_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s164_board (2 + a) (2 + b) 0 1 -> fst (s164_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q14] in Hc |- *.
  rewrite tf_game_eq, (s164_c74_L a b), (s164_c74_R a b); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) 0 1 (opt_l _ _ _ (s164_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s164_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s164_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s158_p38 Ho1 ltac:(zlia)).
    rewrite (s59_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s158_p50 Ho1 ltac:(zlia)).
    rewrite (s59_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s164_c75_L (a b d : nat) : lmoves (s164_board (2 + a) (2 + b) 0 (2 + d)) = [s168_board (1 + a) 1 (2 + b) 0 (2 + d); s158_board (2 + a) (1 + b) 0 (3 + d)].
Proof. unfold s158_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c75_R (a b d : nat) : rmoves (s164_board (2 + a) (2 + b) 0 (2 + d)) = [].
Proof. unfold s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s164_c75_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s164_board (2 + a) (2 + b) 0 (2 + d) -> fst (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c75_L a b d), (s164_c75_R a b d); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) 0 (2 + d) (opt_l _ _ _ (s164_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s164_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s158_p38 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s158_p50 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s164_c76_L (a b : nat) : lmoves (s164_board (2 + a) (2 + b) 1 0) = [s168_board (1 + a) 1 (2 + b) 1 0; s164_board (2 + a) (2 + b) 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c76_R (a b : nat) : rmoves (s164_board (2 + a) (2 + b) 1 0) = [s130_board (2 + a) (2 + b) 1 0].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s164_c76_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s164_board (2 + a) (2 + b) 1 0 -> fst (s164_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q18] in Hc |- *.
  rewrite tf_game_eq, (s164_c76_L a b), (s164_c76_R a b); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) 1 0 (opt_l _ _ _ (s164_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s164_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s130 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s164_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p21 Ho0 ltac:(zlia)).
  rewrite (s164_p14 Ho1 ltac:(zlia)).
  rewrite (s130_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c77_L (a b : nat) : lmoves (s164_board (2 + a) (2 + b) 1 1) = [s168_board (1 + a) 1 (2 + b) 1 1; s164_board (2 + a) (2 + b) 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c77_R (a b : nat) : rmoves (s164_board (2 + a) (2 + b) 1 1) = [s130_board (2 + a) (2 + b) 1 1].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s164_c77_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s164_board (2 + a) (2 + b) 1 1 -> fst (s164_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q19] in Hc |- *.
  rewrite tf_game_eq, (s164_c77_L a b), (s164_c77_R a b); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) 1 1 (opt_l _ _ _ (s164_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s164_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s130 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s164_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p22 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s130_p29 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c78_L (a b d : nat) : lmoves (s164_board (2 + a) (2 + b) 1 (2 + d)) = [s168_board (1 + a) 1 (2 + b) 1 (2 + d); s164_board (2 + a) (2 + b) 0 (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c78_R (a b d : nat) : rmoves (s164_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s164_c78_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s164_board (2 + a) (2 + b) 1 (2 + d) -> fst (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c78_L a b d), (s164_c78_R a b d); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s164_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s164_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s164_c79_L (a b c : nat) : lmoves (s164_board (2 + a) (2 + b) (2 + c) 0) = [s168_board (1 + a) 1 (2 + b) (2 + c) 0; s164_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c79_R (a b c : nat) : rmoves (s164_board (2 + a) (2 + b) (2 + c) 0) = [s130_board (2 + a) (2 + b) (2 + c) 0].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s164_c79_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s164_board (2 + a) (2 + b) (2 + c) 0 -> fst (s164_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q20] in Hc |- *.
  rewrite tf_game_eq, (s164_c79_L a b c), (s164_c79_R a b c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s164_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s164_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s130 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s164_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p23 Ho0 ltac:(zlia)).
  rewrite (s164_p19 Ho1 ltac:(zlia)).
  rewrite (s130_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c79_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s164_board (2 + a) (2 + b) (2 + c) 0 -> fst (s164_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q22] in Hc |- *.
  rewrite tf_game_eq, (s164_c79_L a b c), (s164_c79_R a b c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s164_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s164_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s130 IH (2 + a) (2 + b) (2 + c) 0 (opt_r _ _ _ (s164_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p25 Ho0 ltac:(zlia)).
  rewrite (s164_p21 Ho1 ltac:(zlia)).
  rewrite (s130_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c80_L (a b c : nat) : lmoves (s164_board (2 + a) (2 + b) (2 + c) 1) = [s168_board (1 + a) 1 (2 + b) (2 + c) 1; s164_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c80_R (a b c : nat) : rmoves (s164_board (2 + a) (2 + b) (2 + c) 1) = [s130_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s164_c80_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s164_board (2 + a) (2 + b) (2 + c) 1 -> fst (s164_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s164_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q21] in Hc |- *.
  rewrite tf_game_eq, (s164_c80_L a b c), (s164_c80_R a b c); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s164_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s164_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s130 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s164_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p24 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s130_p29 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c81_L (a b c d : nat) : lmoves (s164_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s168_board (1 + a) 1 (2 + b) (2 + c) (2 + d); s164_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c81_R (a b c d : nat) : rmoves (s164_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s164_c81_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s164_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c81_L a b c d), (s164_c81_R a b c d); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s164_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s164_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==0 && d==0 && e==0: the board of s132 *)
Lemma s165_c1_p1 x (Hs132 : s132_claim x) :
  x = s165_board 0 0 0 0 0 -> fst (s165_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q1] in Hc |- *.
  pose proof (Hs132 0 0 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c2_L : lmoves (s165_board 0 0 0 0 1) = [strip [(1, 1); (1, 1); (1, 1)] ([]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c2_L1 : tf_norm (strip [(1, 1); (1, 1); (1, 1)] ([]) [(1, 0)]) (repeat E 3) (-6).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1); (1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s165_c2_R : rmoves (s165_board 0 0 0 0 1) = [strip [(0, 1); (2, 1)] ([T; F; E]) []; strip [(1, 2)] ([E; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c2_R1 : tf_norm (strip [(0, 1); (2, 1)] ([T; F; E]) []) (s63_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c2_R2 : tf_norm (strip [(1, 2)] ([E; T; F; E]) []) (s63_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==0 && d==0 && e==1 *)
Lemma s165_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 0 0 0 0 1 -> fst (s165_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q2] in Hc |- *.
  rewrite tf_game_eq, (s165_c2_L), (s165_c2_R); cbn [map].
  rewrite (tf_norm_blank (s165_c2_L1)).
  rewrite (tf_norm_game (s165_c2_R1)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s165_c2_R) ltac:(cbn [In]; left; reflexivity) (s165_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s165_c2_R2)).
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s165_c3_L (e : nat) : lmoves (s165_board 0 0 0 0 (2 + e)) = [strip [(1, 1); (1, 1)] (repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c3_L1 (e : nat) : tf_norm (strip [(1, 1); (1, 1)] (repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s37_board 0 (1 + e)) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] (repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c3_R (e : nat) : rmoves (s165_board 0 0 0 0 (2 + e)) = [strip [(0, 1); (2, 1)] (repeat T (2 + e) ++ [F; E]) []; strip [(1, 2)] (E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c3_R1 (e : nat) : tf_norm (strip [(0, 1); (2, 1)] (repeat T (2 + e) ++ [F; E]) []) (s63_board 0 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] (repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c3_R2 (e : nat) : tf_norm (strip [(1, 2)] (E :: repeat T (2 + e) ++ [F; E]) []) (s63_board 0 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==0 && d==0 && e>=2 *)
Lemma s165_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 0 0 0 0 (2 + e) -> fst (s165_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q2] in Hc |- *.
  rewrite tf_game_eq, (s165_c3_L e), (s165_c3_R e); cbn [map].
  rewrite (tf_norm_game (s165_c3_L1 e)).
  pose proof (use_s37 IH 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c3_L e) ltac:(cbn [In]; left; reflexivity) (s165_c3_L1 e))) as Ho0.
  rewrite (tf_norm_game (s165_c3_R1 e)).
  pose proof (use_s63 IH 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c3_R e) ltac:(cbn [In]; left; reflexivity) (s165_c3_R1 e))) as Ho1.
  rewrite (tf_norm_game (s165_c3_R2 e)).
  assert (Hp0 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat (1 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat (1 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (1 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (1 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s63_p2 Ho1 ltac:(zlia)).
    rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==0 && d==1 && e==0: the board of s132 *)
Lemma s165_c4_p3 x (Hs132 : s132_claim x) :
  x = s165_board 0 0 0 1 0 -> fst (s165_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q3] in Hc |- *.
  pose proof (Hs132 0 0 0 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c5_L : lmoves (s165_board 0 0 0 1 1) = [strip [(1, 1)] ([E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c5_L1 : tf_norm (strip [(1, 1)] ([E; T; F; E; F]) [(1, 0)]) (s33_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c5_R : rmoves (s165_board 0 0 0 1 1) = [strip [(0, 1)] ([E; E; T; F; T; F; E]) []; strip [(1, 2)] ([T; E; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c5_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F; T; F; E]) []) (s55_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c5_R2 : tf_norm (strip [(1, 2)] ([T; E; T; F; E]) []) (s73_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==0 && d==1 && e==1 *)
Lemma s165_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 0 0 0 1 1 -> fst (s165_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q3] in Hc |- *.
  rewrite tf_game_eq, (s165_c5_L), (s165_c5_R); cbn [map].
  rewrite (tf_norm_game (s165_c5_L1)).
  pose proof (use_s33 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s165_c5_L) ltac:(cbn [In]; left; reflexivity) (s165_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s165_c5_R1)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s165_c5_R) ltac:(cbn [In]; left; reflexivity) (s165_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s165_c5_R2)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s165_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c5_R2))) as Ho2.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  rewrite (s33_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s55_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s165_c6_L (e : nat) : lmoves (s165_board 0 0 0 1 (2 + e)) = [strip [(1, 1)] (E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c6_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s33_board 0 1 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c6_R (e : nat) : rmoves (s165_board 0 0 0 1 (2 + e)) = [strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []; strip [(1, 2)] (T :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c6_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 0 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c6_R2 (e : nat) : tf_norm (strip [(1, 2)] (T :: E :: repeat T (2 + e) ++ [F; E]) []) (s73_board 0 1 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] (T :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==0 && d==1 && e>=2 *)
Lemma s165_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 0 0 0 1 (2 + e) -> fst (s165_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q3] in Hc |- *.
  rewrite tf_game_eq, (s165_c6_L e), (s165_c6_R e); cbn [map].
  rewrite (tf_norm_game (s165_c6_L1 e)).
  pose proof (use_s33 IH 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c6_L e) ltac:(cbn [In]; left; reflexivity) (s165_c6_L1 e))) as Ho0.
  rewrite (tf_norm_game0 (s165_c6_R1 e)).
  pose proof (use_s55 IH 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c6_R e) ltac:(cbn [In]; left; reflexivity) (s165_c6_R1 e))) as Ho1.
  rewrite (tf_norm_game (s165_c6_R2 e)).
  pose proof (use_s73 IH 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c6_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c6_R2 e))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s33_p6 Ho0 ltac:(zlia)).
    rewrite (s33_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p7 Ho0 ltac:(zlia)).
    rewrite (s33_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p8 Ho0 ltac:(zlia)).
    rewrite (s33_p8_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s132 *)
Lemma s165_c7_p6 x (Hs132 : s132_claim x) (d : nat) :
  x = s165_board 0 0 0 (2 + d) 0 -> fst (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q6] in Hc |- *.
  pose proof (Hs132 0 0 0 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c8_L (d : nat) : lmoves (s165_board 0 0 0 (2 + d) 1) = [strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c8_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s33_board 0 (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c8_R (d : nat) : rmoves (s165_board 0 0 0 (2 + d) 1) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c8_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; T; F; E]) []) (s55_board 0 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==0 && d>=2 && e==1 *)
Lemma s165_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s165_board 0 0 0 (2 + d) 1 -> fst (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q6] in Hc |- *.
  rewrite tf_game_eq, (s165_c8_L d), (s165_c8_R d); cbn [map].
  rewrite (tf_norm_game (s165_c8_L1 d)).
  pose proof (use_s33 IH 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c8_L d) ltac:(cbn [In]; left; reflexivity) (s165_c8_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s165_c8_R1 d)).
  pose proof (use_s55 IH 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s165_c8_R d) ltac:(cbn [In]; left; reflexivity) (s165_c8_R1 d))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s33_p10 Ho0 ltac:(zlia)).
    rewrite (s33_p10_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p15 Ho0 ltac:(zlia)).
    rewrite (s33_p15_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p16 Ho0 ltac:(zlia)).
    rewrite (s33_p16_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c9_L (d e : nat) : lmoves (s165_board 0 0 0 (2 + d) (2 + e)) = [strip [(1, 1)] (E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c9_L1 (d e : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s33_board 0 (2 + d) (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c9_R (d e : nat) : rmoves (s165_board 0 0 0 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c9_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 0 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==0 && d>=2 && e>=2 *)
Lemma s165_c9_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s165_board 0 0 0 (2 + d) (2 + e) -> fst (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q6] in Hc |- *.
  rewrite tf_game_eq, (s165_c9_L d e), (s165_c9_R d e); cbn [map].
  rewrite (tf_norm_game (s165_c9_L1 d e)).
  pose proof (use_s33 IH 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c9_L d e) ltac:(cbn [In]; left; reflexivity) (s165_c9_L1 d e))) as Ho0.
  rewrite (tf_norm_game0 (s165_c9_R1 d e)).
  pose proof (use_s55 IH 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s165_c9_R d e) ltac:(cbn [In]; left; reflexivity) (s165_c9_R1 d e))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s33_p9 Ho0 ltac:(zlia)).
    rewrite (s33_p9_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p12 Ho0 ltac:(zlia)).
    rewrite (s33_p12_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p13 Ho0 ltac:(zlia)).
    rewrite (s33_p13_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p14 Ho0 ltac:(zlia)).
    rewrite (s33_p14_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s55_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==1 && d==0 && e==0: the board of s132 *)
Lemma s165_c10_p7 x (Hs132 : s132_claim x) :
  x = s165_board 0 0 1 0 0 -> fst (s165_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q7] in Hc |- *.
  pose proof (Hs132 0 0 1 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c11_L : lmoves (s165_board 0 0 1 0 1) = [strip [(1, 1)] ([E; T; F; T; F; E]) []; strip [(1, 1)] ([T; E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c11_L1 : tf_norm (strip [(1, 1)] ([E; T; F; T; F; E]) []) (s55_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c11_L2 : tf_norm (strip [(1, 1)] ([T; E; F; E; F]) [(1, 0)]) (s48_board 0 1 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c11_R : rmoves (s165_board 0 0 1 0 1) = [strip [(0, 1)] ([E; T; E; F; T; F; E]) []; strip [(1, 1)] ([T; F; E; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c11_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F; T; F; E]) []) (s82_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c11_R2 : tf_norm (strip [(1, 1)] ([T; F; E; T; F; E]) []) (s113_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==1 && d==0 && e==1 *)
Lemma s165_c11_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 0 0 1 0 1 -> fst (s165_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q8] in Hc |- *.
  rewrite tf_game_eq, (s165_c11_L), (s165_c11_R); cbn [map].
  rewrite (tf_norm_game (s165_c11_L1)).
  pose proof (use_s55 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s165_c11_L) ltac:(cbn [In]; left; reflexivity) (s165_c11_L1))) as Ho0.
  rewrite (tf_norm_game (s165_c11_L2)).
  pose proof (use_s48 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s165_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s165_c11_R1)).
  pose proof (use_s82 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s165_c11_R) ltac:(cbn [In]; left; reflexivity) (s165_c11_R1))) as Ho2.
  rewrite (tf_norm_game (s165_c11_R2)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s165_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c11_R2))) as Ho3.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p18 Ho1 ltac:(zlia)).
  rewrite (s48_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p7 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s165_c12_L (e : nat) : lmoves (s165_board 0 0 1 0 (2 + e)) = [strip [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [F; E]) []; strip [(1, 1)] (T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c12_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 0 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c12_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s48_board 0 1 0 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c12_R (e : nat) : rmoves (s165_board 0 0 1 0 (2 + e)) = [strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + e) ++ [F; E]) []; strip [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c12_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c12_R2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 1 0 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==1 && d==0 && e>=2 *)
Lemma s165_c12_p8 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 0 0 1 0 (2 + e) -> fst (s165_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q8] in Hc |- *.
  rewrite tf_game_eq, (s165_c12_L e), (s165_c12_R e); cbn [map].
  rewrite (tf_norm_game (s165_c12_L1 e)).
  pose proof (use_s55 IH 0 1 (2 + e) (opt_norm_l _ _ _ _ _ (s165_c12_L e) ltac:(cbn [In]; left; reflexivity) (s165_c12_L1 e))) as Ho0.
  rewrite (tf_norm_game (s165_c12_L2 e)).
  pose proof (use_s48 IH 0 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c12_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c12_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c12_R1 e)).
  pose proof (use_s82 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c12_R e) ltac:(cbn [In]; left; reflexivity) (s165_c12_R1 e))) as Ho2.
  rewrite (tf_norm_game (s165_c12_R2 e)).
  pose proof (use_s113 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c12_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c12_R2 e))) as Ho3.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s55_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p19 Ho1 ltac:(zlia)).
    rewrite (s48_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p7 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s48_p20 Ho1 ltac:(zlia)).
    rewrite (s48_p20_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p7 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s48_p21 Ho1 ltac:(zlia)).
    rewrite (s48_p21_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p7 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==1 && d==1 && e==0: the board of s132 *)
Lemma s165_c13_p9 x (Hs132 : s132_claim x) :
  x = s165_board 0 0 1 1 0 -> fst (s165_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q9] in Hc |- *.
  pose proof (Hs132 0 0 1 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c14_L : lmoves (s165_board 0 0 1 1 1) = [strip [(1, 1)] ([E; T; T; F; T; F; E]) []; strip [(1, 1)] ([T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c14_L1 : tf_norm (strip [(1, 1)] ([E; T; T; F; T; F; E]) []) (s55_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c14_L2 : tf_norm (strip [(1, 1)] ([T; E; T; F; E; F]) [(1, 0)]) (s48_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c14_R : rmoves (s165_board 0 0 1 1 1) = [strip [(0, 1)] ([E; T; E; T; F; T; F; E]) []; strip [(1, 1)] ([T; F; T; E; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; T; F; E]) []) (s82_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c14_R2 : tf_norm (strip [(1, 1)] ([T; F; T; E; T; F; E]) []) (s113_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==1 && d==1 && e==1 *)
Lemma s165_c14_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 0 0 1 1 1 -> fst (s165_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q11] in Hc |- *.
  rewrite tf_game_eq, (s165_c14_L), (s165_c14_R); cbn [map].
  rewrite (tf_norm_game (s165_c14_L1)).
  pose proof (use_s55 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s165_c14_L) ltac:(cbn [In]; left; reflexivity) (s165_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s165_c14_L2)).
  pose proof (use_s48 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s165_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s165_c14_R1)).
  pose proof (use_s82 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s165_c14_R) ltac:(cbn [In]; left; reflexivity) (s165_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s165_c14_R2)).
  pose proof (use_s113 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s165_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c14_R2))) as Ho3.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p22 Ho1 ltac:(zlia)).
  rewrite (s48_p22_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p10 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s165_c15_L (e : nat) : lmoves (s165_board 0 0 1 1 (2 + e)) = [strip [(1, 1)] (E :: T :: T :: F :: repeat T (2 + e) ++ [F; E]) []; strip [(1, 1)] (T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c15_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: T :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 0 2 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c15_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s48_board 0 1 1 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c15_R (e : nat) : rmoves (s165_board 0 0 1 1 (2 + e)) = [strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []; strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c15_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c15_R2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 1 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s165_c15_p11 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 0 0 1 1 (2 + e) -> fst (s165_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q11] in Hc |- *.
  rewrite tf_game_eq, (s165_c15_L e), (s165_c15_R e); cbn [map].
  rewrite (tf_norm_game (s165_c15_L1 e)).
  pose proof (use_s55 IH 0 2 (2 + e) (opt_norm_l _ _ _ _ _ (s165_c15_L e) ltac:(cbn [In]; left; reflexivity) (s165_c15_L1 e))) as Ho0.
  rewrite (tf_norm_game (s165_c15_L2 e)).
  pose proof (use_s48 IH 0 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c15_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c15_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c15_R1 e)).
  pose proof (use_s82 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c15_R e) ltac:(cbn [In]; left; reflexivity) (s165_c15_R1 e))) as Ho2.
  rewrite (tf_norm_game (s165_c15_R2 e)).
  pose proof (use_s113 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c15_R e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c15_R2 e))) as Ho3.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p24 Ho1 ltac:(zlia)).
    rewrite (s48_p24_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p10 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s48_p25 Ho1 ltac:(zlia)).
    rewrite (s48_p25_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p10 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s48_p26 Ho1 ltac:(zlia)).
    rewrite (s48_p26_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p10 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s132 *)
Lemma s165_c16_p6 x (Hs132 : s132_claim x) (d : nat) :
  x = s165_board 0 0 1 (2 + d) 0 -> fst (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q6] in Hc |- *.
  pose proof (Hs132 0 0 1 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c17_L (d : nat) : lmoves (s165_board 0 0 1 (2 + d) 1) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; T; F; E]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c17_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [F; T; F; E]) []) (s55_board 0 (3 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [F; T; F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c17_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s48_board 0 1 (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c17_R (d : nat) : rmoves (s165_board 0 0 1 (2 + d) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c17_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; F; E]) []) (s82_board 0 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s165_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s165_board 0 0 1 (2 + d) 1 -> fst (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q6] in Hc |- *.
  rewrite tf_game_eq, (s165_c17_L d), (s165_c17_R d); cbn [map].
  rewrite (tf_norm_game (s165_c17_L1 d)).
  pose proof (use_s55 IH 0 (3 + d) 1 (opt_norm_l _ _ _ _ _ (s165_c17_L d) ltac:(cbn [In]; left; reflexivity) (s165_c17_L1 d))) as Ho0.
  rewrite (tf_norm_game (s165_c17_L2 d)).
  pose proof (use_s48 IH 0 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c17_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c17_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s165_c17_R1 d)).
  pose proof (use_s82 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s165_c17_R d) ltac:(cbn [In]; left; reflexivity) (s165_c17_R1 d))) as Ho2.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p22 Ho1 ltac:(zlia)).
    rewrite (s48_p22_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p33 Ho1 ltac:(zlia)).
    rewrite (s48_p33_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p34 Ho1 ltac:(zlia)).
    rewrite (s48_p34_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c18_L (d e : nat) : lmoves (s165_board 0 0 1 (2 + d) (2 + e)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c18_L1 (d e : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []) (s55_board 0 (3 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s55_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c18_L2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s48_board 0 1 (2 + d) (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c18_R (d e : nat) : rmoves (s165_board 0 0 1 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c18_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s165_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s165_board 0 0 1 (2 + d) (2 + e) -> fst (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q6] in Hc |- *.
  rewrite tf_game_eq, (s165_c18_L d e), (s165_c18_R d e); cbn [map].
  rewrite (tf_norm_game (s165_c18_L1 d e)).
  pose proof (use_s55 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s165_c18_L d e) ltac:(cbn [In]; left; reflexivity) (s165_c18_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s165_c18_L2 d e)).
  pose proof (use_s48 IH 0 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c18_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c18_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c18_R1 d e)).
  pose proof (use_s82 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s165_c18_R d e) ltac:(cbn [In]; left; reflexivity) (s165_c18_R1 d e))) as Ho2.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p27 Ho1 ltac:(zlia)).
    rewrite (s48_p27_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p29 Ho1 ltac:(zlia)).
    rewrite (s48_p29_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p31 Ho1 ltac:(zlia)).
    rewrite (s48_p31_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p32 Ho1 ltac:(zlia)).
    rewrite (s48_p32_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s132 *)
Lemma s165_c19_p12 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 0 0 (2 + c) 0 0 -> fst (s165_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q12] in Hc |- *.
  pose proof (Hs132 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c19_p19 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 0 0 (2 + c) 0 0 -> fst (s165_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q19 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q19] in Hc |- *.
  pose proof (Hs132 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c19_p23 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 0 0 (2 + c) 0 0 -> fst (s165_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q23] in Hc |- *.
  pose proof (Hs132 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c19_p25 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 0 0 (2 + c) 0 0 -> fst (s165_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q25 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q25] in Hc |- *.
  pose proof (Hs132 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c20_L (c : nat) : lmoves (s165_board 0 0 (2 + c) 0 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c20_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; F; T; F; E]) []) (s82_board 0 (1 + c) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c20_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]) (s48_board 0 (2 + c) 0 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c20_R (c : nat) : rmoves (s165_board 0 0 (2 + c) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c20_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; T; F; E]) []) (s82_board 0 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c20_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F; E]) []) (s113_board 0 (2 + c) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c>=2 && d==0 && e==1 *)
Lemma s165_c20_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 0 0 (2 + c) 0 1 -> fst (s165_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q13] in Hc |- *.
  rewrite tf_game_eq, (s165_c20_L c), (s165_c20_R c); cbn [map].
  rewrite (tf_norm_game (s165_c20_L1 c)).
  pose proof (use_s82 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s165_c20_L c) ltac:(cbn [In]; left; reflexivity) (s165_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s165_c20_L2 c)).
  pose proof (use_s48 IH 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s165_c20_R1 c)).
  pose proof (use_s82 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s165_c20_R c) ltac:(cbn [In]; left; reflexivity) (s165_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s165_c20_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s165_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c20_R2 c))) as Ho3.
  rewrite (s82_p10 Ho0 ltac:(zlia)).
  rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p35 Ho1 ltac:(zlia)).
  rewrite (s48_p35_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p12 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c20_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 0 0 (2 + c) 0 1 -> fst (s165_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q20] in Hc |- *.
  rewrite tf_game_eq, (s165_c20_L c), (s165_c20_R c); cbn [map].
  rewrite (tf_norm_game (s165_c20_L1 c)).
  pose proof (use_s82 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s165_c20_L c) ltac:(cbn [In]; left; reflexivity) (s165_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s165_c20_L2 c)).
  pose proof (use_s48 IH 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s165_c20_R1 c)).
  pose proof (use_s82 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s165_c20_R c) ltac:(cbn [In]; left; reflexivity) (s165_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s165_c20_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s165_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c20_R2 c))) as Ho3.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p44 Ho1 ltac:(zlia)).
  rewrite (s48_p44_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p16 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c20_p24 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 0 0 (2 + c) 0 1 -> fst (s165_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q24] in Hc |- *.
  rewrite tf_game_eq, (s165_c20_L c), (s165_c20_R c); cbn [map].
  rewrite (tf_norm_game (s165_c20_L1 c)).
  pose proof (use_s82 IH 0 (1 + c) 1 1 (opt_norm_l _ _ _ _ _ (s165_c20_L c) ltac:(cbn [In]; left; reflexivity) (s165_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s165_c20_L2 c)).
  pose proof (use_s48 IH 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s165_c20_R1 c)).
  pose proof (use_s82 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s165_c20_R c) ltac:(cbn [In]; left; reflexivity) (s165_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s165_c20_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s165_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c20_R2 c))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p44 Ho1 ltac:(zlia)).
  rewrite (s48_p44_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p19 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c21_L (c e : nat) : lmoves (s165_board 0 0 (2 + c) 0 (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c21_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 (1 + c) 1 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: T :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c21_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s48_board 0 (2 + c) 0 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c21_R (c e : nat) : rmoves (s165_board 0 0 (2 + c) 0 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c21_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F; E]) []) (s82_board 0 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: F :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c21_R2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 (2 + c) 0 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c>=2 && d==0 && e>=2 *)
Lemma s165_c21_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 0 0 (2 + c) 0 (2 + e) -> fst (s165_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q13] in Hc |- *.
  rewrite tf_game_eq, (s165_c21_L c e), (s165_c21_R c e); cbn [map].
  rewrite (tf_norm_game (s165_c21_L1 c e)).
  pose proof (use_s82 IH 0 (1 + c) 1 (2 + e) (opt_norm_l _ _ _ _ _ (s165_c21_L c e) ltac:(cbn [In]; left; reflexivity) (s165_c21_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s165_c21_L2 c e)).
  pose proof (use_s48 IH 0 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c21_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c21_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c21_R1 c e)).
  pose proof (use_s82 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c21_R c e) ltac:(cbn [In]; left; reflexivity) (s165_c21_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s165_c21_R2 c e)).
  pose proof (use_s113 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c21_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c21_R2 c e))) as Ho3.
  rewrite (s82_p10 Ho0 ltac:(zlia)).
  rewrite (s82_p10_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p36 Ho1 ltac:(zlia)).
    rewrite (s48_p36_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p37 Ho1 ltac:(zlia)).
    rewrite (s48_p37_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p38 Ho1 ltac:(zlia)).
    rewrite (s48_p38_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p12 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c21_p20 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 0 0 (2 + c) 0 (2 + e) -> fst (s165_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q20] in Hc |- *.
  rewrite tf_game_eq, (s165_c21_L c e), (s165_c21_R c e); cbn [map].
  rewrite (tf_norm_game (s165_c21_L1 c e)).
  pose proof (use_s82 IH 0 (1 + c) 1 (2 + e) (opt_norm_l _ _ _ _ _ (s165_c21_L c e) ltac:(cbn [In]; left; reflexivity) (s165_c21_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s165_c21_L2 c e)).
  pose proof (use_s48 IH 0 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c21_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c21_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c21_R1 c e)).
  pose proof (use_s82 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c21_R c e) ltac:(cbn [In]; left; reflexivity) (s165_c21_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s165_c21_R2 c e)).
  pose proof (use_s113 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c21_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c21_R2 c e))) as Ho3.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  rewrite (s82_p14_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p46 Ho1 ltac:(zlia)).
    rewrite (s48_p46_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p16 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p47 Ho1 ltac:(zlia)).
    rewrite (s48_p47_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p16 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p48 Ho1 ltac:(zlia)).
    rewrite (s48_p48_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p16 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c21_p24 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 0 0 (2 + c) 0 (2 + e) -> fst (s165_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q24] in Hc |- *.
  rewrite tf_game_eq, (s165_c21_L c e), (s165_c21_R c e); cbn [map].
  rewrite (tf_norm_game (s165_c21_L1 c e)).
  pose proof (use_s82 IH 0 (1 + c) 1 (2 + e) (opt_norm_l _ _ _ _ _ (s165_c21_L c e) ltac:(cbn [In]; left; reflexivity) (s165_c21_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s165_c21_L2 c e)).
  pose proof (use_s48 IH 0 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c21_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c21_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s165_c21_R1 c e)).
  pose proof (use_s82 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c21_R c e) ltac:(cbn [In]; left; reflexivity) (s165_c21_R1 c e))) as Ho2.
  rewrite (tf_norm_game (s165_c21_R2 c e)).
  pose proof (use_s113 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s165_c21_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c21_R2 c e))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p46 Ho1 ltac:(zlia)).
    rewrite (s48_p46_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p19 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p52 Ho1 ltac:(zlia)).
    rewrite (s48_p52_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p19 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p53 Ho1 ltac:(zlia)).
    rewrite (s48_p53_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s82_p19 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s132 *)
Lemma s165_c22_p15 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 0 0 (2 + c) 1 0 -> fst (s165_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q15] in Hc |- *.
  pose proof (Hs132 0 0 (2 + c) 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c23_L (c : nat) : lmoves (s165_board 0 0 (2 + c) 1 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c23_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; T; F; E]) []) (s82_board 0 (1 + c) 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c23_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]) (s48_board 0 (2 + c) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c23_R (c : nat) : rmoves (s165_board 0 0 (2 + c) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; F; E]) []].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c23_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; T; F; E]) []) (s82_board 0 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c23_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; F; E]) []) (s113_board 0 (2 + c) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s165_c23_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 0 0 (2 + c) 1 1 -> fst (s165_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q16] in Hc |- *.
  rewrite tf_game_eq, (s165_c23_L c), (s165_c23_R c); cbn [map].
  rewrite (tf_norm_game (s165_c23_L1 c)).
  pose proof (use_s82 IH 0 (1 + c) 2 1 (opt_norm_l _ _ _ _ _ (s165_c23_L c) ltac:(cbn [In]; left; reflexivity) (s165_c23_L1 c))) as Ho0.
  rewrite (tf_norm_game (s165_c23_L2 c)).
  pose proof (use_s48 IH 0 (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s165_c23_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c23_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s165_c23_R1 c)).
  pose proof (use_s82 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s165_c23_R c) ltac:(cbn [In]; left; reflexivity) (s165_c23_R1 c))) as Ho2.
  rewrite (tf_norm_game (s165_c23_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s165_c23_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c23_R2 c))) as Ho3.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p39 Ho1 ltac:(zlia)).
  rewrite (s48_p39_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p14 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c23_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 0 0 (2 + c) 1 1 -> fst (s165_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q22] in Hc |- *.
  rewrite tf_game_eq, (s165_c23_L c), (s165_c23_R c); cbn [map].
  rewrite (tf_norm_game (s165_c23_L1 c)).
  pose proof (use_s82 IH 0 (1 + c) 2 1 (opt_norm_l _ _ _ _ _ (s165_c23_L c) ltac:(cbn [In]; left; reflexivity) (s165_c23_L1 c))) as Ho0.
  rewrite (tf_norm_game (s165_c23_L2 c)).
  pose proof (use_s48 IH 0 (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s165_c23_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c23_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s165_c23_R1 c)).
  pose proof (use_s82 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s165_c23_R c) ltac:(cbn [In]; left; reflexivity) (s165_c23_R1 c))) as Ho2.
  rewrite (tf_norm_game (s165_c23_R2 c)).
  pose proof (use_s113 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s165_c23_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c23_R2 c))) as Ho3.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s48_p39 Ho1 ltac:(zlia)).
  rewrite (s48_p39_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p17 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

