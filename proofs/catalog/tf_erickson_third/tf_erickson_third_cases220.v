(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s178_c208_L (a c : nat) : lmoves (s178_board (2 + a) 1 (2 + c) 0 0) = [s178_board (1 + a) 2 (2 + c) 0 0; s165_board (2 + a) 1 (1 + c) 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
Lemma s178_c208_R (a c : nat) : rmoves (s178_board (2 + a) 1 (2 + c) 0 0) = [s198_board (2 + a) (2 + c) 0 0; s56_board (2 + a) 1 (2 + c)].
Proof. unfold s178_board, s198_board, s56_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==0 && e==0 *)
Lemma s178_c208_p65 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 0 -> fst (s178_q65 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q65 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q65] in Hc |- *.
  rewrite tf_game_eq, (s178_c208_L a c), (s178_c208_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 0 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 0 (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p18 Ho0 ltac:(zlia)).
  rewrite (s165_p72 Ho1 ltac:(zlia)).
  rewrite (s198_p7 Ho2 ltac:(zlia)).
  rewrite (s56_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s178_c208_p66 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 0 -> fst (s178_q66 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q66 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q66] in Hc |- *.
  rewrite tf_game_eq, (s178_c208_L a c), (s178_c208_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 0 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 0 (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p20 Ho0 ltac:(zlia)).
  rewrite (s165_p115 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  rewrite (s56_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s178_c208_p67 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 0 -> fst (s178_q67 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q67 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q67] in Hc |- *.
  rewrite tf_game_eq, (s178_c208_L a c), (s178_c208_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 0 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 0 (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s178_p22 Ho0 ltac:(zlia)).
    rewrite (s165_p118 Ho1 ltac:(zlia)).
    rewrite (s198_p9 Ho2 ltac:(zlia)).
    rewrite (s56_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s178_p52 Ho0 ltac:(zlia)).
    rewrite (s165_p118 Ho1 ltac:(zlia)).
    rewrite (s198_p9 Ho2 ltac:(zlia)).
    rewrite (s56_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s178_c208_p80 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 0 -> fst (s178_q80 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q80 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q80] in Hc |- *.
  rewrite tf_game_eq, (s178_c208_L a c), (s178_c208_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 0 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 0 (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p18 Ho0 ltac:(zlia)).
  rewrite (s165_p130 Ho1 ltac:(zlia)).
  rewrite (s198_p7 Ho2 ltac:(zlia)).
  rewrite (s56_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s178_c208_p81 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 0 -> fst (s178_q81 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q81 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q81] in Hc |- *.
  rewrite tf_game_eq, (s178_c208_L a c), (s178_c208_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 0 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 0 (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s178_p20 Ho0 ltac:(zlia)).
    rewrite (s165_p134 Ho1 ltac:(zlia)).
    rewrite (s198_p9 Ho2 ltac:(zlia)).
    rewrite (s56_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s178_p22 Ho0 ltac:(zlia)).
    rewrite (s165_p134 Ho1 ltac:(zlia)).
    rewrite (s198_p9 Ho2 ltac:(zlia)).
    rewrite (s56_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s178_p52 Ho0 ltac:(zlia)).
    rewrite (s165_p134 Ho1 ltac:(zlia)).
    rewrite (s198_p9 Ho2 ltac:(zlia)).
    rewrite (s56_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s178_c208_p91 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 0 -> fst (s178_q91 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q91 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q91] in Hc |- *.
  rewrite tf_game_eq, (s178_c208_L a c), (s178_c208_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 0 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 0 (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p20 Ho0 ltac:(zlia)).
  rewrite (s165_p134 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  rewrite (s56_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s178_c208_p92 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 0 -> fst (s178_q92 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q92 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q92] in Hc |- *.
  rewrite tf_game_eq, (s178_c208_L a c), (s178_c208_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 0 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 0 (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p22 Ho0 ltac:(zlia)).
  rewrite (s165_p134 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  rewrite (s56_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s178_c208_p93 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 0 -> fst (s178_q93 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q93 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q93] in Hc |- *.
  rewrite tf_game_eq, (s178_c208_L a c), (s178_c208_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 0 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c208_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 0 (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s56 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s178_c208_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p52 Ho0 ltac:(zlia)).
  rewrite (s165_p134 Ho1 ltac:(zlia)).
  rewrite (s198_p9 Ho2 ltac:(zlia)).
  rewrite (s56_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s178_c209_L (a c : nat) : lmoves (s178_board (2 + a) 1 (2 + c) 0 1) = [s178_board (1 + a) 2 (2 + c) 0 1; s165_board (2 + a) 1 (1 + c) 0 2; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c209_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]) (s104_board (2 + a) 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c209_R (a c : nat) : rmoves (s178_board (2 + a) 1 (2 + c) 0 1) = [s198_board (2 + a) (2 + c) 0 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]].
Proof. unfold s178_board, s198_board, strip. tf_options. Qed.
Lemma s178_c209_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]) (s56_board (2 + a) 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s56_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s178_c209_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 1 -> fst (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q63] in Hc |- *.
  rewrite tf_game_eq, (s178_c209_L a c), (s178_c209_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 1 (opt_l _ _ _ (s178_c209_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 2 (opt_l _ _ _ (s178_c209_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c209_L3 a c)).
  pose proof (use_s104 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s178_c209_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c209_L3 a c))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 1 (opt_r _ _ _ (s178_c209_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c209_R2 a c)).
  pose proof (use_s56 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s178_c209_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c209_R2 a c))) as Ho4.
  rewrite (s178_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s165_p72 Ho1 ltac:(zlia)).
    rewrite (s104_p45 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s56_p6 Ho4 ltac:(zlia)).
    rewrite (s56_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s165_p115 Ho1 ltac:(zlia)).
    rewrite (s104_p46 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s56_p6 Ho4 ltac:(zlia)).
    rewrite (s56_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s165_p118 Ho1 ltac:(zlia)).
    rewrite (s104_p46 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s56_p6 Ho4 ltac:(zlia)).
    rewrite (s56_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s178_c209_p78 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 1 -> fst (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q78] in Hc |- *.
  rewrite tf_game_eq, (s178_c209_L a c), (s178_c209_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 1 (opt_l _ _ _ (s178_c209_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 2 (opt_l _ _ _ (s178_c209_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c209_L3 a c)).
  pose proof (use_s104 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s178_c209_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c209_L3 a c))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 1 (opt_r _ _ _ (s178_c209_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c209_R2 a c)).
  pose proof (use_s56 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s178_c209_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c209_R2 a c))) as Ho4.
  rewrite (s178_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s165_p130 Ho1 ltac:(zlia)).
    rewrite (s104_p54 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    rewrite (s56_p11 Ho4 ltac:(zlia)).
    rewrite (s56_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s165_p134 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + c) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
    {
      rewrite (s104_p55 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      rewrite (s56_p11 Ho4 ltac:(zlia)).
      rewrite (s56_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s104_p56 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      rewrite (s56_p11 Ho4 ltac:(zlia)).
      rewrite (s56_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s104_p63 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      rewrite (s56_p11 Ho4 ltac:(zlia)).
      rewrite (s56_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s104_p64 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      rewrite (s56_p11 Ho4 ltac:(zlia)).
      rewrite (s56_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s178_c210_L (a c e : nat) : lmoves (s178_board (2 + a) 1 (2 + c) 0 (2 + e)) = [s178_board (1 + a) 2 (2 + c) 0 (2 + e); s165_board (2 + a) 1 (1 + c) 0 (3 + e); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c210_L3 (a c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board (2 + a) 1 (2 + c) 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c210_R (a c e : nat) : rmoves (s178_board (2 + a) 1 (2 + c) 0 (2 + e)) = [s198_board (2 + a) (2 + c) 0 (2 + e)].
Proof. unfold s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s178_c210_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q63] in Hc |- *.
  rewrite tf_game_eq, (s178_c210_L a c e), (s178_c210_R a c e); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s178_c210_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 (3 + e) (opt_l _ _ _ (s178_c210_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c210_L3 a c e)).
  pose proof (use_s148 IH (2 + a) 1 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c210_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c210_L3 a c e))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 (2 + e) (opt_r _ _ _ (s178_c210_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s165_p72 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p108 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p109 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p115 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p108 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p111 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p118 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p108 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p112 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s178_c210_p78 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s178_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q78] in Hc |- *.
  rewrite tf_game_eq, (s178_c210_L a c e), (s178_c210_R a c e); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s178_c210_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) 1 (1 + c) 0 (3 + e) (opt_l _ _ _ (s178_c210_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c210_L3 a c e)).
  pose proof (use_s148 IH (2 + a) 1 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c210_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c210_L3 a c e))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) 0 (2 + e) (opt_r _ _ _ (s178_c210_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s165_p130 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s148_p135 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p139 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p167 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p134 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + c) = 3 /\ Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + c) = 4 /\ Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + c) >= 5 /\ Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]].
    {
      rewrite (s148_p135 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p142 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p170 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p192 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p193 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s148_p194 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s178_c211_L (a c : nat) : lmoves (s178_board (2 + a) 1 (2 + c) 1 0) = [s178_board (1 + a) 2 (2 + c) 1 0; s178_board (2 + a) 1 (2 + c) 0 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c211_R (a c : nat) : rmoves (s178_board (2 + a) 1 (2 + c) 1 0) = [s198_board (2 + a) (2 + c) 1 0; s146_board (2 + a) 1 (2 + c) 1].
Proof. unfold s146_board, s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s178_c211_p64 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 1 0 -> fst (s178_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q64] in Hc |- *.
  rewrite tf_game_eq, (s178_c211_L a c), (s178_c211_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 1 0 (opt_l _ _ _ (s178_c211_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 0 1 (opt_l _ _ _ (s178_c211_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) 1 0 (opt_r _ _ _ (s178_c211_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s178_c211_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p15 Ho0 ltac:(zlia)).
  rewrite (s178_p63 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s146_p15 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c211_p79 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 1 0 -> fst (s178_q79 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q79 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q79] in Hc |- *.
  rewrite tf_game_eq, (s178_c211_L a c), (s178_c211_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 1 0 (opt_l _ _ _ (s178_c211_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 0 1 (opt_l _ _ _ (s178_c211_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) 1 0 (opt_r _ _ _ (s178_c211_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s178_c211_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p15 Ho0 ltac:(zlia)).
  rewrite (s178_p78 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s146_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c212_L (a c : nat) : lmoves (s178_board (2 + a) 1 (2 + c) 1 1) = [s178_board (1 + a) 2 (2 + c) 1 1; s178_board (2 + a) 1 (2 + c) 0 2; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c212_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]) (s104_board (2 + a) 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c212_R (a c : nat) : rmoves (s178_board (2 + a) 1 (2 + c) 1 1) = [s198_board (2 + a) (2 + c) 1 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s178_board, s198_board, strip. tf_options. Qed.
Lemma s178_c212_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]) (s146_board (2 + a) 1 (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s178_c212_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 1 1 -> fst (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q63] in Hc |- *.
  rewrite tf_game_eq, (s178_c212_L a c), (s178_c212_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s178_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 0 2 (opt_l _ _ _ (s178_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c212_L3 a c)).
  pose proof (use_s104 IH (2 + a) 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s178_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c212_L3 a c))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) 1 1 (opt_r _ _ _ (s178_c212_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c212_R2 a c)).
  pose proof (use_s146 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s178_c212_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c212_R2 a c))) as Ho4.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p63 Ho1 ltac:(zlia)).
  rewrite (s104_p15 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p15 Ho4 ltac:(zlia)).
  rewrite (s146_p15_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c212_p78 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s178_board (2 + a) 1 (2 + c) 1 1 -> fst (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q78] in Hc |- *.
  rewrite tf_game_eq, (s178_c212_L a c), (s178_c212_R a c); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s178_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 0 2 (opt_l _ _ _ (s178_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c212_L3 a c)).
  pose proof (use_s104 IH (2 + a) 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s178_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c212_L3 a c))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) 1 1 (opt_r _ _ _ (s178_c212_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c212_R2 a c)).
  pose proof (use_s146 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s178_c212_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c212_R2 a c))) as Ho4.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p78 Ho1 ltac:(zlia)).
  rewrite (s104_p53 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p17 Ho4 ltac:(zlia)).
  rewrite (s146_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c213_L (a c e : nat) : lmoves (s178_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s178_board (1 + a) 2 (2 + c) 1 (2 + e); s178_board (2 + a) 1 (2 + c) 0 (3 + e); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c213_L3 (a c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board (2 + a) 1 (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c213_R (a c e : nat) : rmoves (s178_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s198_board (2 + a) (2 + c) 1 (2 + e)].
Proof. unfold s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s178_c213_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s178_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q63] in Hc |- *.
  rewrite tf_game_eq, (s178_c213_L a c e), (s178_c213_R a c e); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s178_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s178_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c213_L3 a c e)).
  pose proof (use_s148 IH (2 + a) 1 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c213_L3 a c e))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) 1 (2 + e) (opt_r _ _ _ (s178_c213_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p63 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p42 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s148_p108 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s178_c213_p78 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s178_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q78] in Hc |- *.
  rewrite tf_game_eq, (s178_c213_L a c e), (s178_c213_R a c e); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s178_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s178_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c213_L3 a c e)).
  pose proof (use_s148 IH (2 + a) 1 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c213_L3 a c e))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) 1 (2 + e) (opt_r _ _ _ (s178_c213_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p78 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p135 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s148_p138 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s178_c214_L (a c d : nat) : lmoves (s178_board (2 + a) 1 (2 + c) (2 + d) 0) = [s178_board (1 + a) 2 (2 + c) (2 + d) 0; s178_board (2 + a) 1 (2 + c) (1 + d) 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c214_R (a c d : nat) : rmoves (s178_board (2 + a) 1 (2 + c) (2 + d) 0) = [s198_board (2 + a) (2 + c) (2 + d) 0; s146_board (2 + a) 1 (2 + c) (2 + d)].
Proof. unfold s146_board, s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s178_c214_p64 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s178_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s178_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q64 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q64] in Hc |- *.
  rewrite tf_game_eq, (s178_c214_L a c d), (s178_c214_R a c d); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s178_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s178_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) (2 + d) 0 (opt_r _ _ _ (s178_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s178_c214_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p15 Ho0 ltac:(zlia)).
  rewrite (s178_p63 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s146_p15 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c214_p79 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s178_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s178_q79 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q79 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q79] in Hc |- *.
  rewrite tf_game_eq, (s178_c214_L a c d), (s178_c214_R a c d); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s178_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s178_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s198 IH (2 + a) (2 + c) (2 + d) 0 (opt_r _ _ _ (s178_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s146 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s178_c214_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s178_p15 Ho0 ltac:(zlia)).
  rewrite (s178_p78 Ho1 ltac:(zlia)).
  rewrite (s198_p4 Ho2 ltac:(zlia)).
  rewrite (s146_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c215_L (a c d : nat) : lmoves (s178_board (2 + a) 1 (2 + c) (2 + d) 1) = [s178_board (1 + a) 2 (2 + c) (2 + d) 1; s178_board (2 + a) 1 (2 + c) (1 + d) 2; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c215_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s104_board (2 + a) 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c215_R (a c d : nat) : rmoves (s178_board (2 + a) 1 (2 + c) (2 + d) 1) = [s198_board (2 + a) (2 + c) (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s178_board, s198_board, strip. tf_options. Qed.
Lemma s178_c215_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s146_board (2 + a) 1 (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s178_c215_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s178_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q63] in Hc |- *.
  rewrite tf_game_eq, (s178_c215_L a c d), (s178_c215_R a c d); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s178_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s178_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c215_L3 a c d)).
  pose proof (use_s104 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s178_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c215_L3 a c d))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) (2 + d) 1 (opt_r _ _ _ (s178_c215_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c215_R2 a c d)).
  pose proof (use_s146 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s178_c215_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c215_R2 a c d))) as Ho4.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p63 Ho1 ltac:(zlia)).
  rewrite (s104_p15 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p15 Ho4 ltac:(zlia)).
  rewrite (s146_p15_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c215_p78 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s178_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q78] in Hc |- *.
  rewrite tf_game_eq, (s178_c215_L a c d), (s178_c215_R a c d); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s178_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s178_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c215_L3 a c d)).
  pose proof (use_s104 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s178_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c215_L3 a c d))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) (2 + d) 1 (opt_r _ _ _ (s178_c215_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s178_c215_R2 a c d)).
  pose proof (use_s146 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s178_c215_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c215_R2 a c d))) as Ho4.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p78 Ho1 ltac:(zlia)).
  rewrite (s104_p53 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  rewrite (s146_p17 Ho4 ltac:(zlia)).
  rewrite (s146_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s178_c216_L (a c d e : nat) : lmoves (s178_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s178_board (1 + a) 2 (2 + c) (2 + d) (2 + e); s178_board (2 + a) 1 (2 + c) (1 + d) (3 + e); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c216_L3 (a c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board (2 + a) 1 (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c216_R (a c d e : nat) : rmoves (s178_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s198_board (2 + a) (2 + c) (2 + d) (2 + e)].
Proof. unfold s178_board, s198_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s178_c216_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s178_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q63 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q63] in Hc |- *.
  rewrite tf_game_eq, (s178_c216_L a c d e), (s178_c216_R a c d e); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s178_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s178_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c216_L3 a c d e)).
  pose proof (use_s148 IH (2 + a) 1 (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c216_L3 a c d e))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s178_c216_R a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p63 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p42 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s148_p108 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s178_c216_p78 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s178_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q78 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q78] in Hc |- *.
  rewrite tf_game_eq, (s178_c216_L a c d e), (s178_c216_R a c d e); cbn [map].
  pose proof (use_s178 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s178_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s178_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c216_L3 a c d e)).
  pose proof (use_s148 IH (2 + a) 1 (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c216_L3 a c d e))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s178_c216_R a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p78 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p135 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s148_p138 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==0 && e==0: the board of s124 *)
Lemma s178_c217_p49 x (Hs124 : s124_claim x) (a b : nat) :
  x = s178_board (2 + a) (2 + b) 0 0 0 -> fst (s178_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q49] in Hc |- *.
  pose proof (Hs124 (2 + a) (2 + b) 0 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==0 && e==1: the board of s124 *)
Lemma s178_c218_p50 x (Hs124 : s124_claim x) (a b : nat) :
  x = s178_board (2 + a) (2 + b) 0 0 1 -> fst (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q50] in Hc |- *.
  pose proof (Hs124 (2 + a) (2 + b) 0 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==0 && e>=2: the board of s124 *)
Lemma s178_c219_p50 x (Hs124 : s124_claim x) (a b e : nat) :
  x = s178_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q50] in Hc |- *.
  pose proof (Hs124 (2 + a) (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==1 && e==0: the board of s124 *)
Lemma s178_c220_p15 x (Hs124 : s124_claim x) (a b : nat) :
  x = s178_board (2 + a) (2 + b) 0 1 0 -> fst (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q15] in Hc |- *.
  pose proof (Hs124 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==1 && e==1: the board of s124 *)
Lemma s178_c221_p13 x (Hs124 : s124_claim x) (a b : nat) :
  x = s178_board (2 + a) (2 + b) 0 1 1 -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q13] in Hc |- *.
  pose proof (Hs124 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d==1 && e>=2: the board of s124 *)
Lemma s178_c222_p13 x (Hs124 : s124_claim x) (a b e : nat) :
  x = s178_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q13] in Hc |- *.
  pose proof (Hs124 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d>=2 && e==0: the board of s124 *)
Lemma s178_c223_p15 x (Hs124 : s124_claim x) (a b d : nat) :
  x = s178_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q15] in Hc |- *.
  pose proof (Hs124 (2 + a) (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d>=2 && e==1: the board of s124 *)
Lemma s178_c224_p13 x (Hs124 : s124_claim x) (a b d : nat) :
  x = s178_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q13] in Hc |- *.
  pose proof (Hs124 (2 + a) (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==0 && d>=2 && e>=2: the board of s124 *)
Lemma s178_c225_p13 x (Hs124 : s124_claim x) (a b d e : nat) :
  x = s178_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q13] in Hc |- *.
  pose proof (Hs124 (2 + a) (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s178_c226_L (a b : nat) : lmoves (s178_board (2 + a) (2 + b) 1 0 0) = [s178_board (1 + a) (3 + b) 1 0 0; s165_board (2 + a) (2 + b) 0 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
Lemma s178_c226_R (a b : nat) : rmoves (s178_board (2 + a) (2 + b) 1 0 0) = [s56_board (2 + a) (2 + b) 1].
Proof. unfold s178_board, s56_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==0 && e==0 *)
Lemma s178_c226_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s178_board (2 + a) (2 + b) 1 0 0 -> fst (s178_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q26] in Hc |- *.
  rewrite tf_game_eq, (s178_c226_L a b), (s178_c226_R a b); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 0 0 (opt_l _ _ _ (s178_c226_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 0 1 (opt_l _ _ _ (s178_c226_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s56 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s178_c226_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s178_p26 Ho0 ltac:(zlia)).
  rewrite (s165_p65 Ho1 ltac:(zlia)).
  rewrite (s56_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c226_p51 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s178_board (2 + a) (2 + b) 1 0 0 -> fst (s178_q51 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q51 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q51] in Hc |- *.
  rewrite tf_game_eq, (s178_c226_L a b), (s178_c226_R a b); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 0 0 (opt_l _ _ _ (s178_c226_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 0 1 (opt_l _ _ _ (s178_c226_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s56 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s178_c226_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s178_p53 Ho0 ltac:(zlia)).
    rewrite (s165_p35 Ho1 ltac:(zlia)).
    rewrite (s56_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p68 Ho0 ltac:(zlia)).
    rewrite (s165_p35 Ho1 ltac:(zlia)).
    rewrite (s56_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p82 Ho0 ltac:(zlia)).
    rewrite (s165_p35 Ho1 ltac:(zlia)).
    rewrite (s56_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c226_p68 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s178_board (2 + a) (2 + b) 1 0 0 -> fst (s178_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q68] in Hc |- *.
  rewrite tf_game_eq, (s178_c226_L a b), (s178_c226_R a b); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 0 0 (opt_l _ _ _ (s178_c226_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 0 1 (opt_l _ _ _ (s178_c226_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s56 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s178_c226_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s178_p26 Ho0 ltac:(zlia)).
  rewrite (s165_p120 Ho1 ltac:(zlia)).
  rewrite (s56_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c226_p82 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s178_board (2 + a) (2 + b) 1 0 0 -> fst (s178_q82 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q82 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q82] in Hc |- *.
  rewrite tf_game_eq, (s178_c226_L a b), (s178_c226_R a b); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 0 0 (opt_l _ _ _ (s178_c226_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 0 1 (opt_l _ _ _ (s178_c226_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s56 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s178_c226_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s178_p26 Ho0 ltac:(zlia)).
  rewrite (s165_p136 Ho1 ltac:(zlia)).
  rewrite (s56_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c227_L (a b : nat) : lmoves (s178_board (2 + a) (2 + b) 1 0 1) = [s178_board (1 + a) (3 + b) 1 0 1; s165_board (2 + a) (2 + b) 0 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c227_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; E; F]) [(1, 0)]) (s104_board (2 + a) (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c227_R (a b : nat) : rmoves (s178_board (2 + a) (2 + b) 1 0 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c227_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 2)]) (s56_board (2 + a) (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 2)]); [reflexivity | unfold s56_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s178_c227_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s178_board (2 + a) (2 + b) 1 0 1 -> fst (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q50] in Hc |- *.
  rewrite tf_game_eq, (s178_c227_L a b), (s178_c227_R a b); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 0 1 (opt_l _ _ _ (s178_c227_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 0 2 (opt_l _ _ _ (s178_c227_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c227_L3 a b)).
  pose proof (use_s104 IH (2 + a) (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s178_c227_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c227_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s178_c227_R1 a b)).
  pose proof (use_s56 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s178_c227_R a b) ltac:(cbn [In]; left; reflexivity) (s178_c227_R1 a b))) as Ho3.
  rewrite (s178_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s165_p35 Ho1 ltac:(zlia)).
    rewrite (s104_p40 Ho2 ltac:(zlia)).
    rewrite (s56_p3 Ho3 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s165_p65 Ho1 ltac:(zlia)).
    rewrite (s104_p40 Ho2 ltac:(zlia)).
    rewrite (s56_p3 Ho3 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s165_p120 Ho1 ltac:(zlia)).
    rewrite (s104_p40 Ho2 ltac:(zlia)).
    rewrite (s56_p3 Ho3 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s165_p136 Ho1 ltac:(zlia)).
    rewrite (s104_p40 Ho2 ltac:(zlia)).
    rewrite (s56_p3 Ho3 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c228_L (a b e : nat) : lmoves (s178_board (2 + a) (2 + b) 1 0 (2 + e)) = [s178_board (1 + a) (3 + b) 1 0 (2 + e); s165_board (2 + a) (2 + b) 0 0 (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c228_L3 (a b e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board (2 + a) (2 + b) 1 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c228_R (a b e : nat) : rmoves (s178_board (2 + a) (2 + b) 1 0 (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s178_c228_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s178_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q50] in Hc |- *.
  rewrite tf_game_eq, (s178_c228_L a b e), (s178_c228_R a b e); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 0 (2 + e) (opt_l _ _ _ (s178_c228_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 0 (3 + e) (opt_l _ _ _ (s178_c228_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c228_L3 a b e)).
  pose proof (use_s148 IH (2 + a) (2 + b) 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c228_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c228_L3 a b e))) as Ho2.
  rewrite (s178_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s165_p35 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s148_p26 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p36 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p38 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s165_p65 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s148_p26 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p36 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p38 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s165_p120 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s148_p26 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p36 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p38 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s165_p136 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s148_p26 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p36 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p38 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s178_c229_L (a b : nat) : lmoves (s178_board (2 + a) (2 + b) 1 1 0) = [s178_board (1 + a) (3 + b) 1 1 0; s178_board (2 + a) (2 + b) 1 0 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c229_R (a b : nat) : rmoves (s178_board (2 + a) (2 + b) 1 1 0) = [s146_board (2 + a) (2 + b) 1 1].
Proof. unfold s146_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s178_c229_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s178_board (2 + a) (2 + b) 1 1 0 -> fst (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q15] in Hc |- *.
  rewrite tf_game_eq, (s178_c229_L a b), (s178_c229_R a b); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 1 0 (opt_l _ _ _ (s178_c229_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) 1 0 1 (opt_l _ _ _ (s178_c229_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s146 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s178_c229_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s178_p15 Ho0 ltac:(zlia)).
  rewrite (s178_p50 Ho1 ltac:(zlia)).
  rewrite (s146_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c230_L (a b : nat) : lmoves (s178_board (2 + a) (2 + b) 1 1 1) = [s178_board (1 + a) (3 + b) 1 1 1; s178_board (2 + a) (2 + b) 1 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c230_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; E; F]) [(1, 0)]) (s104_board (2 + a) (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c230_R (a b : nat) : rmoves (s178_board (2 + a) (2 + b) 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c230_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 2)]) (s146_board (2 + a) (2 + b) 1 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s178_c230_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s178_board (2 + a) (2 + b) 1 1 1 -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q13] in Hc |- *.
  rewrite tf_game_eq, (s178_c230_L a b), (s178_c230_R a b); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s178_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) 1 0 2 (opt_l _ _ _ (s178_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c230_L3 a b)).
  pose proof (use_s104 IH (2 + a) (2 + b) 1 1 (opt_norm_l _ _ _ _ _ (s178_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c230_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s178_c230_R1 a b)).
  pose proof (use_s146 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s178_c230_R a b) ltac:(cbn [In]; left; reflexivity) (s178_c230_R1 a b))) as Ho3.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p50 Ho1 ltac:(zlia)).
  rewrite (s104_p12 Ho2 ltac:(zlia)).
  rewrite (s146_p5 Ho3 ltac:(zlia)).
  rewrite (s146_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c231_L (a b e : nat) : lmoves (s178_board (2 + a) (2 + b) 1 1 (2 + e)) = [s178_board (1 + a) (3 + b) 1 1 (2 + e); s178_board (2 + a) (2 + b) 1 0 (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c231_L3 (a b e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board (2 + a) (2 + b) 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c231_R (a b e : nat) : rmoves (s178_board (2 + a) (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s178_c231_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s178_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q13] in Hc |- *.
  rewrite tf_game_eq, (s178_c231_L a b e), (s178_c231_R a b e); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s178_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) 1 0 (3 + e) (opt_l _ _ _ (s178_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c231_L3 a b e)).
  pose proof (use_s148 IH (2 + a) (2 + b) 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c231_L3 a b e))) as Ho2.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p50 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p38 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s148_p48 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s178_c232_L (a b d : nat) : lmoves (s178_board (2 + a) (2 + b) 1 (2 + d) 0) = [s178_board (1 + a) (3 + b) 1 (2 + d) 0; s178_board (2 + a) (2 + b) 1 (1 + d) 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c232_R (a b d : nat) : rmoves (s178_board (2 + a) (2 + b) 1 (2 + d) 0) = [s146_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s146_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s178_c232_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s178_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q15] in Hc |- *.
  rewrite tf_game_eq, (s178_c232_L a b d), (s178_c232_R a b d); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s178_c232_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s178_c232_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s146 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s178_c232_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s178_p15 Ho0 ltac:(zlia)).
  rewrite (s178_p13 Ho1 ltac:(zlia)).
  rewrite (s146_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c233_L (a b d : nat) : lmoves (s178_board (2 + a) (2 + b) 1 (2 + d) 1) = [s178_board (1 + a) (3 + b) 1 (2 + d) 1; s178_board (2 + a) (2 + b) 1 (1 + d) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c233_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s104_board (2 + a) (2 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c233_R (a b d : nat) : rmoves (s178_board (2 + a) (2 + b) 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c233_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s146_board (2 + a) (2 + b) 1 (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s178_c233_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s178_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q13] in Hc |- *.
  rewrite tf_game_eq, (s178_c233_L a b d), (s178_c233_R a b d); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s178_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s178_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c233_L3 a b d)).
  pose proof (use_s104 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s178_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c233_L3 a b d))) as Ho2.
  rewrite (tf_norm_game (s178_c233_R1 a b d)).
  pose proof (use_s146 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s178_c233_R a b d) ltac:(cbn [In]; left; reflexivity) (s178_c233_R1 a b d))) as Ho3.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p13 Ho1 ltac:(zlia)).
  rewrite (s104_p12 Ho2 ltac:(zlia)).
  rewrite (s146_p5 Ho3 ltac:(zlia)).
  rewrite (s146_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c234_L (a b d e : nat) : lmoves (s178_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s178_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s178_board (2 + a) (2 + b) 1 (1 + d) (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c234_L3 (a b d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board (2 + a) (2 + b) 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c234_R (a b d e : nat) : rmoves (s178_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s178_c234_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s178_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q13] in Hc |- *.
  rewrite tf_game_eq, (s178_c234_L a b d e), (s178_c234_R a b d e); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s178_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s178_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c234_L3 a b d e)).
  pose proof (use_s148 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c234_L3 a b d e))) as Ho2.
  rewrite (s178_p13 Ho0 ltac:(zlia)).
  rewrite (s178_p13 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s148_p38 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s148_p48 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s178_c235_L (a b c : nat) : lmoves (s178_board (2 + a) (2 + b) (2 + c) 0 0) = [s178_board (1 + a) (3 + b) (2 + c) 0 0; s165_board (2 + a) (2 + b) (1 + c) 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
Lemma s178_c235_R (a b c : nat) : rmoves (s178_board (2 + a) (2 + b) (2 + c) 0 0) = [s56_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s178_board, s56_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==0 && e==0 *)
Lemma s178_c235_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s178_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q18] in Hc |- *.
  rewrite tf_game_eq, (s178_c235_L a b c), (s178_c235_R a b c); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s178_c235_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s178_c235_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s56 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s178_c235_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s178_p18 Ho0 ltac:(zlia)).
  rewrite (s165_p18 Ho1 ltac:(zlia)).
  rewrite (s56_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c235_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s178_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q20] in Hc |- *.
  rewrite tf_game_eq, (s178_c235_L a b c), (s178_c235_R a b c); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s178_c235_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s178_c235_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s56 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s178_c235_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s178_p20 Ho0 ltac:(zlia)).
  rewrite (s165_p39 Ho1 ltac:(zlia)).
  rewrite (s56_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c235_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s178_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q22] in Hc |- *.
  rewrite tf_game_eq, (s178_c235_L a b c), (s178_c235_R a b c); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s178_c235_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s178_c235_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s56 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s178_c235_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s178_p22 Ho0 ltac:(zlia)).
  rewrite (s165_p48 Ho1 ltac:(zlia)).
  rewrite (s56_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c235_p52 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s178_q52 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q52 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q52] in Hc |- *.
  rewrite tf_game_eq, (s178_c235_L a b c), (s178_c235_R a b c); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) 0 0 (opt_l _ _ _ (s178_c235_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s178_c235_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s56 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s178_c235_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s178_p52 Ho0 ltac:(zlia)).
  rewrite (s165_p54 Ho1 ltac:(zlia)).
  rewrite (s56_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c236_L (a b c : nat) : lmoves (s178_board (2 + a) (2 + b) (2 + c) 0 1) = [s178_board (1 + a) (3 + b) (2 + c) 0 1; s165_board (2 + a) (2 + b) (1 + c) 0 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c236_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]) (s104_board (2 + a) (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c236_R (a b c : nat) : rmoves (s178_board (2 + a) (2 + b) (2 + c) 0 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c236_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]) (s56_board (2 + a) (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s56_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s178_c236_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q50] in Hc |- *.
  rewrite tf_game_eq, (s178_c236_L a b c), (s178_c236_R a b c); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s178_c236_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 0 2 (opt_l _ _ _ (s178_c236_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c236_L3 a b c)).
  pose proof (use_s104 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s178_c236_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c236_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s178_c236_R1 a b c)).
  pose proof (use_s56 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s178_c236_R a b c) ltac:(cbn [In]; left; reflexivity) (s178_c236_R1 a b c))) as Ho3.
  rewrite (s178_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s165_p18 Ho1 ltac:(zlia)).
    rewrite (s104_p33 Ho2 ltac:(zlia)).
    rewrite (s56_p3 Ho3 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s165_p39 Ho1 ltac:(zlia)).
    rewrite (s104_p17 Ho2 ltac:(zlia)).
    rewrite (s56_p3 Ho3 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s165_p48 Ho1 ltac:(zlia)).
    rewrite (s104_p19 Ho2 ltac:(zlia)).
    rewrite (s56_p3 Ho3 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s165_p54 Ho1 ltac:(zlia)).
    rewrite (s104_p19 Ho2 ltac:(zlia)).
    rewrite (s56_p3 Ho3 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c237_L (a b c e : nat) : lmoves (s178_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [s178_board (1 + a) (3 + b) (2 + c) 0 (2 + e); s165_board (2 + a) (2 + b) (1 + c) 0 (3 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c237_L3 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board (2 + a) (2 + b) (2 + c) 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c237_R (a b c e : nat) : rmoves (s178_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [].
Proof. unfold s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s178_c237_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q50] in Hc |- *.
  rewrite tf_game_eq, (s178_c237_L a b c e), (s178_c237_R a b c e); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s178_c237_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 0 (3 + e) (opt_l _ _ _ (s178_c237_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s178_c237_L3 a b c e)).
  pose proof (use_s148 IH (2 + a) (2 + b) (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c237_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s178_c237_L3 a b c e))) as Ho2.
  rewrite (s178_p50 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s165_p18 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p26 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p38 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s165_p39 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p38 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p51 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s165_p48 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p38 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p53 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s165_p54 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s148_p38 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s148_p55 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s178_c238_L (a b c : nat) : lmoves (s178_board (2 + a) (2 + b) (2 + c) 1 0) = [s178_board (1 + a) (3 + b) (2 + c) 1 0; s178_board (2 + a) (2 + b) (2 + c) 0 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c238_R (a b c : nat) : rmoves (s178_board (2 + a) (2 + b) (2 + c) 1 0) = [s146_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s146_board, s178_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a>=2 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s178_c238_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s178_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q15] in Hc |- *.
  rewrite tf_game_eq, (s178_c238_L a b c), (s178_c238_R a b c); cbn [map].
  pose proof (use_s178 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s178_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s178_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s146 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s178_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s178_p15 Ho0 ltac:(zlia)).
  rewrite (s178_p50 Ho1 ltac:(zlia)).
  rewrite (s146_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

